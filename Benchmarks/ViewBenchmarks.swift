// The views suite: a window on an iPhone 15 showing a controller whose view holds 1,000 views
// (100 rows of a container and 9 labels and boxes, laid out by hand in layoutSubviews, as a
// screen written with frames is). Timed: the first layout pass; a pass with nothing to lay
// out (the target: under 0.1 ms, visiting one view); a pass after one leaf asked for
// layout; a rotation (every view laid out again at the new size). Figures in microseconds,
// medians and minimums; a checksum (the last row's bottom) keeps the work observable.

import UIKitViews

/// A row: a container that places its nine subviews side by side.
private final class RowView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(max(1, subviews.count))
    for (index, subview) in subviews.enumerated() {
      subview.frame = CGRect(x: CGFloat(index) * width, y: 4, width: width - 2, height: 36)
    }
  }
}

/// A screen of 100 rows of 10 views (a row and its 9 subviews): 1,000 views with the root.
private final class ListController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    for row in 0..<100 {
      let container = RowView()
      for column in 0..<9 {
        if column % 3 == 0 {
          let label = UILabel()
          label.text = "Row \(row) item \(column)"
          container.addSubview(label)
        } else {
          container.addSubview(UIView())
        }
      }
      view.addSubview(container)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    for (index, row) in view.subviews.enumerated() {
      row.frame = CGRect(
        x: safe.minX, y: safe.minY + CGFloat(index) * 44, width: safe.width, height: 44)
    }
  }
}

/// A window showing the list, laid out.
private func makeWindow() -> (window: UIWindow, controller: ListController) {
  let controller = ListController()
  let window = UIWindow(device: .iPhone15)
  window.rootViewController = controller
  return (window, controller)
}

func runViewBenchmarks() {
  var checksum = 0.0
  let showing: (inout (window: UIWindow, controller: ListController)) -> Void = { state in
    state.window.makeKeyAndVisible()
    checksum += Double(state.controller.view.subviews.last?.frame.maxY ?? 0)
  }
  let first = measure(warmup: 2, iterations: 30, prepare: makeWindow, showing)
  report("first layout of a 1,000-view window", first)

  let (window, controller) = makeWindow()
  window.makeKeyAndVisible()
  let layOut: (inout Void) -> Void = { _ in window.layoutIfNeeded() }
  let clean = measure(warmup: 100, iterations: 1_000, prepare: {}, layOut)
  report("a pass with nothing to lay out", clean, unit: "µs", scale: 1)

  let leaf = controller.view.subviews[50].subviews[4]
  let oneLeaf = measure(
    warmup: 100, iterations: 1_000, prepare: { leaf.setNeedsLayout() }, layOut)
  report("a pass after one leaf asked for layout", oneLeaf, unit: "µs", scale: 1)

  var portrait = false
  let rotate: (inout Void) -> Void = { _ in
    portrait.toggle()
    window.device = portrait ? .iPhone15 : .iPhone15(.landscape)
    checksum += Double(controller.view.subviews.last?.frame.maxY ?? 0)
  }
  let rotation = measure(warmup: 2, iterations: 30, prepare: {}, rotate)
  report("a rotation (every view laid out again)", rotation)
  print("  checksum \(formatted(checksum, decimals: 1))")
}
