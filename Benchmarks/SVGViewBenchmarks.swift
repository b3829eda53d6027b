// The svg suite's view scenario: a window on an iPhone 15 showing a controller whose scroll
// view holds 125 member rows of 8 views each (the row, a rounded avatar image, name, job and
// age labels, a switch, a button and its title label): 1,000 views, 500 of them labels, plus
// the scroll view, the controller's view and the window. Drawn by `SVGScene(view:)` as the
// screen looks (backgrounds, corner radii, borders, clips, text as measured, placeholders,
// switches, the status bar).

import Pin
import SVGExport
import SVGViews

/// The benchmark screen: 125 rows in a scroll view, placed with frames.
private final class MemberRowsViewController: UIViewController {
  let scroll = UIScrollView()
  var rows: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(scroll)
    for index in 0..<125 {
      let row = UIView()
      row.backgroundColor = .white
      row.layer.cornerRadius = 12
      row.layer.borderWidth = 1
      row.layer.borderColor = UIColor.systemGray5.cgColor
      let avatar = UIImageView(
        image: UIImage(size: CGSize(width: 40, height: 40), name: "avatar \(index)"))
      avatar.layer.cornerRadius = 20
      avatar.clipsToBounds = true
      let name = UILabel()
      name.text = index % 2 == 0 ? "Member number \(index)" : "회원 \(index)번"
      name.font = .systemFont(ofSize: 15, weight: .semibold)
      let job = UILabel()
      job.text = "A job description long enough to be cut at the end of its line"
      job.font = .systemFont(ofSize: 12)
      job.textColor = .secondaryLabel
      let age = UILabel()
      age.text = "\(20 + index % 50)"
      age.textAlignment = .right
      let toggle = UISwitch()
      toggle.isOn = index % 3 == 0
      let button = UIButton(type: .system)
      button.setTitle("Follow", for: .normal)
      for subview in [avatar, name, job, age, toggle, button] { row.addSubview(subview) }
      scroll.addSubview(row)
      rows.append(row)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scroll.frame = view.bounds
    let width = view.bounds.width - 32
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 16, y: 64 + CGFloat(index) * 72, width: width, height: 64)
      let views = row.subviews
      views[0].frame = CGRect(x: 12, y: 12, width: 40, height: 40)
      views[1].frame = CGRect(x: 64, y: 10, width: width - 200, height: 20)
      views[2].frame = CGRect(x: 64, y: 34, width: width - 200, height: 16)
      views[3].frame = CGRect(x: width - 136, y: 22, width: 40, height: 20)
      views[4].frame.origin = CGPoint(x: width - 90, y: 16)
      views[5].frame = CGRect(x: width - 36, y: 17, width: 30, height: 30)
      views[5].layoutIfNeeded()
    }
    scroll.contentSize = CGSize(width: view.bounds.width, height: 64 + 125 * 72)
  }
}

/// Counts the views of a tree.
private func viewCount(_ view: UIView) -> Int {
  view.subviews.reduce(1) { $0 + viewCount($1) }
}

func runSVGViewBenchmarks() {
  let window = UIWindow(device: .iPhone15)
  window.rootViewController = MemberRowsViewController()
  window.makeKeyAndVisible()
  window.withDeviceScreen {
    var output = ""
    func draw(_: inout Void) { output = SVGScene(view: window).svgString }
    let timing = measure(warmup: 3, iterations: 31, prepare: {}, draw)
    var unit: Void = ()
    let cpu = medianCPUMilliseconds(iterations: 31) { draw(&unit) }
    print(
      "window of \(viewCount(window)) views to SVG (screen): median"
        + " \(formatted(timing.median / 1000, decimals: 2)) ms, min"
        + " \(formatted(timing.minimum / 1000, decimals: 2)) ms, median CPU time"
        + " \(formatted(cpu, decimals: 2)) ms (\(output.utf8.count) bytes, hash"
        + " \(fnv1a(output) % 1_000_000_007))")
    var scene = SVGScene(width: 1, height: 1)
    let sceneTiming = measure(
      warmup: 3, iterations: 31, prepare: {}, { _ in scene = SVGScene(view: window) })
    var text = ""
    let writeTiming = measure(
      warmup: 3, iterations: 31, prepare: {}, { _ in text = scene.svgString })
    print(
      "  of which building the scene: median \(formatted(sceneTiming.median / 1000, decimals: 2))"
        + " ms; writing the text: median \(formatted(writeTiming.median / 1000, decimals: 2)) ms"
        + " (\(text.utf8.count) bytes)")
    let wireframe = measure(
      warmup: 3, iterations: 31, prepare: {},
      { _ in text = SVGScene(view: window, options: .wireframe).svgString })
    print(
      "  with the wireframe: median \(formatted(wireframe.median / 1000, decimals: 2)) ms"
        + " (\(text.utf8.count) bytes)")
  }
}
