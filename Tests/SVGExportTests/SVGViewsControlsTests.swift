import Pin
import SVGExport
import SVGViews
import Testing

/// Switches, image views, table views, navigation bars, the status bar and the wireframe.
@Suite struct SVGViewsControlsTests {
  /// `value` as SVGExport writes numbers.
  private func number(_ value: Double) -> String { SVGNumber.format(value) }

  @Test func aSwitchDrawsUIKitsTrackAndThumb() {
    let on = UISwitch(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
    on.isOn = true
    var svg = SVGScene(view: on).svgString
    // 51 × 31 whatever the frame, the track's radius half its height (15.5); on: the system
    // green (52, 199, 89) and the 27-point thumb 2 points from the right end (10 + 51 − 2 − 27).
    #expect(
      svg.contains(
        "<rect x=\"10\" y=\"20\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#34c759\"/>"))
    #expect(
      svg.contains(
        "<rect x=\"32\" y=\"22\" width=\"27\" height=\"27\" rx=\"13.5\" fill=\"#ffffff\"/>"))
    // The thumb's soft shadow is blurred under it.
    #expect(svg.contains("<feGaussianBlur"))
    on.onTintColor = .systemBlue
    #expect(SVGScene(view: on).svgString.contains("fill=\"#007aff\""))
    let off = UISwitch(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
    svg = SVGScene(view: off).svgString
    // Off: a light grey track with a border, the thumb 2 points from the left end.
    #expect(
      svg.contains(
        "<rect x=\"10\" y=\"20\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#e9e9eb\"/>"))
    #expect(svg.contains("fill=\"none\" stroke=\"#d1d1d6\" stroke-width=\"1\"/>"))
    #expect(
      svg.contains(
        "<rect x=\"12\" y=\"22\" width=\"27\" height=\"27\" rx=\"13.5\" fill=\"#ffffff\"/>"))
  }

  @Test func imageViewsDrawAPlaceholderPlacedByTheContentMode() {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.image = UIImage(size: CGSize(width: 40, height: 20), name: "logo")
    func placeholder(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
      "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" "
        + "height=\"\(number(height))\" fill=\"\(SVGImagePlaceholder.fill)\"/>"
    }
    // `.scaleToFill` (the default) stretches the image over the bounds.
    #expect(SVGScene(view: view).svgString.contains(placeholder(0, 0, 100, 100)))
    view.contentMode = .center
    #expect(SVGScene(view: view).svgString.contains(placeholder(30, 40, 40, 20)))
    // Fit: scale min(100 / 40, 100 / 20) = 2.5, so 100 × 50, centred.
    view.contentMode = .scaleAspectFit
    #expect(SVGScene(view: view).svgString.contains(placeholder(0, 25, 100, 50)))
    // Fill: scale max(2.5, 5) = 5, so 200 × 100, centred, past the bounds: the image view
    // does not clip unless told to.
    view.contentMode = .scaleAspectFill
    #expect(SVGScene(view: view).svgString.contains(placeholder(-50, 0, 200, 100)))
    #expect(!SVGScene(view: view).svgString.contains("<clipPath"))
    view.clipsToBounds = true
    #expect(SVGScene(view: view).svgString.contains("<clipPath"))
    view.contentMode = .bottomRight
    #expect(SVGScene(view: view).svgString.contains(placeholder(60, 80, 40, 20)))
    // The name is drawn under the glyph in a box tall enough.
    view.contentMode = .scaleToFill
    #expect(SVGScene(view: view).svgString.contains(">logo</text>"))
    view.image = nil
    #expect(!SVGScene(view: view).svgString.contains("<rect"))
  }

  /// A plain table of three 44-point rows.
  private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  @Test func tableCellsDrawTheTablesSeparators() {
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.rowHeight = 44
    table.dataSource = rows
    table.layoutIfNeeded()
    let svg = SVGScene(view: table).svgString
    // One pixel high at the bottom of each row, from the separator inset (16) to the right
    // edge, in UIColor.separator (60, 60, 67 at 0.29).
    let pixel = 1 / Double(table.contentScaleFactor)
    #expect(table.visibleCells.count == 3)
    for cell in table.visibleCells {
      let y = Double(cell.frame.maxY) - pixel
      #expect(
        svg.contains(
          "<rect x=\"16\" y=\"\(number(y))\" width=\"304\" height=\"\(number(pixel))\" "
            + "fill=\"#3c3c43\" fill-opacity=\"0.29\"/>"))
    }
    #expect(svg.contains(">Row 2</text>"))
    table.separatorStyle = .none
    #expect(!SVGScene(view: table).svgString.contains("fill=\"#3c3c43\""))
  }

  /// A window on a device showing `controller` in a navigation controller.
  private func window(
    _ controller: UIViewController, pushing pushed: UIViewController? = nil,
    on device: Device = .iPhone15
  ) -> UIWindow {
    let navigation = UINavigationController(rootViewController: controller)
    if let pushed { navigation.pushViewController(pushed, animated: false) }
    let window = UIWindow(device: device)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return window
  }

  @Test func navigationBarsReachUnderTheStatusBarWithAHairlineAndABackButton() {
    let first = UIViewController()
    first.title = "Members"
    let second = UIViewController()
    second.title = "Ada"
    let window = window(first, pushing: second)
    let svg = SVGScene(view: window).svgString
    // iPhone 15: the bar is 44 high at the top of the 59-point safe area; its background
    // (white 0.97 at 0.94) reaches up to the top of the screen: 0 to 103.
    #expect(
      svg.contains(
        "<rect x=\"0\" y=\"0\" width=\"393\" height=\"103\" fill=\"#f7f7f7\" fill-opacity=\"0.94\"/>"
      ))
    #expect(
      svg.contains(
        "<rect x=\"0\" y=\"103\" width=\"393\" height=\"0.33\" fill=\"#000000\" fill-opacity=\"0.3\"/>"
      ))
    // The title is centred in semibold 17 points; the back button names the first controller.
    #expect(svg.contains("font-size=\"17\" font-weight=\"600\""))
    #expect(svg.contains("text-anchor=\"middle\" fill=\"#000000\">Ada</text>"))
    #expect(svg.contains("fill=\"#007aff\">Members</text>"))
    #expect(svg.contains("stroke=\"#007aff\" stroke-width=\"3\""))
  }

  @Test func windowsOnADeviceDrawTheStatusBar() {
    let window = window(UIViewController())
    let svg = SVGScene(view: window).svgString
    #expect(svg.contains("<g data-node=\"status-bar\" data-frame=\"0 0 393 54\">"))
    #expect(svg.contains("font-size=\"17\" font-weight=\"600\""))
    #expect(svg.contains(">9:41</text>"))
    #expect(
      !SVGScene(view: window, options: SVGViewOptions(showsStatusBar: false)).svgString
        .contains("9:41"))
    // The iPhone SE's 20-point bar has the time in 12 points; landscape phones hide it.
    let small = self.window(UIViewController(), on: .iPhoneSE)
    #expect(SVGScene(view: small).svgString.contains("data-frame=\"0 0 375 20\""))
    #expect(SVGScene(view: small).svgString.contains("font-size=\"12\" font-weight=\"600\""))
    let landscape = self.window(UIViewController(), on: .iPhone15(.landscape))
    #expect(!SVGScene(view: landscape).svgString.contains("9:41"))
  }

  @Test func theWireframeOutlinesAndNamesEveryViewOverTheFadedScreen() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
    card.name = "card"
    card.backgroundColor = .black
    root.addSubview(card)
    let svg = SVGScene(view: root, options: .wireframe).svgString
    let drawn = lines(of: svg)
    // The screen, faded, first; then an outline per view (without ids: the screen's groups
    // carry them), named by their name or their class.
    #expect(drawn[1] == "<g opacity=\"0.35\">")
    #expect(
      svg.contains(
        "<rect x=\"10\" y=\"10\" width=\"120\" height=\"60\" fill=\"none\" stroke=\"#2f6db3\" "
          + "stroke-width=\"1\"/>"))
    #expect(svg.contains("<text data-label-of=\"card\""))
    #expect(svg.contains(">UIView</text>"))
    #expect(svg.components(separatedBy: "data-node=\"card\"").count == 2)
    // The old spelling draws the wireframe when names are asked for.
    #expect(SVGScene(view: root, showsNames: true).svgString == svg)
    #expect(SVGScene(view: root, showsNames: false).svgString == SVGScene(view: root).svgString)
  }
}
