import Geometry
import SVGExport
import TextMeasurement
import UIKitViews

extension ViewDrawer {
  /// What a view draws inside its bounds, above its background and below its subviews, with
  /// the extent of it: a label's text, an image view's image, a switch's track and thumb, a
  /// navigation bar's hairline and back button.
  static func content(of view: UIView, box: Rect) -> (elements: [SVGElement], extent: Rect?) {
    switch view {
    case let label as UILabel: return text(of: label, box: box)
    case let imageView as UIImageView: return image(of: imageView, box: box)
    case let control as UISwitch: return track(of: control, box: box)
    case let bar as UINavigationBar: return barContent(of: bar, box: box)
    default: return ([], nil)
    }
  }

  // MARK: Labels

  /// A label's text as `UILabel` draws it: the measurer's lines at the label's bounds (its
  /// ellipsis, its shrunk font size), in the label's colour and face, aligned by its
  /// alignment (`.natural` and `.justified` follow the layout direction), the block of lines
  /// centred vertically (Docs/TextMeasurement.md, "For labels").
  static func text(of label: UILabel, box: Rect) -> (elements: [SVGElement], extent: Rect?) {
    guard let text = label.text, !text.isEmpty else { return ([], nil) }
    let layout = label.textLayout
    guard !layout.lines.isEmpty else { return ([], nil) }
    let paint = SVGPaint(label.textColor ?? .label)
    guard !paint.isClear else { return ([], nil) }
    let anchor: SVGText.Anchor
    switch label.textAlignment {
    case .left: anchor = .start
    case .center: anchor = .middle
    case .right: anchor = .end
    case .natural, .justified:
      // The direction is looked up the tree: only for the alignments that need it.
      let isRightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
      anchor = isRightToLeft ? .end : .start
    }
    var lines = SVGText.lines(of: layout, text: text, in: box, anchor: anchor, fill: paint.hex)
    if paint.opacity < 1 {
      for index in lines.indices { lines[index].opacity = paint.opacity }
    }
    var widest = 0.0
    for line in layout.lines { widest = Swift.max(widest, line.width) }
    let left: Double
    switch anchor {
    case .start: left = box.minX
    case .middle: left = box.minX + (box.width - widest) / 2
    case .end: left = box.maxX - widest
    }
    let extent = Rect(
      x: left, y: box.minY + (box.height - layout.height) / 2, width: widest,
      height: layout.height)
    return (lines.map(SVGElement.text), extent)
  }

  // MARK: Images

  /// An image view's image as a neutral placeholder (``SVGImagePlaceholder``) of the image's
  /// size placed by the view's `contentMode`; nothing without an image.
  static func image(of view: UIImageView, box: Rect) -> (elements: [SVGElement], extent: Rect?) {
    guard let image = view.image else { return ([], nil) }
    let size = Size(width: Double(image.size.width), height: Double(image.size.height))
    guard size.width > 0, size.height > 0 else { return ([], nil) }
    let frame = placement(of: size, in: box, mode: view.contentMode)
    return (SVGImagePlaceholder(frame: frame, name: image.name).elements, frame)
  }

  /// Where content of `size` is drawn in `box` by a content mode (UIKit's
  /// `UIView.ContentMode`): stretched, fitted or filled keeping its aspect ratio and centred,
  /// or unscaled at the centre, an edge or a corner.
  static func placement(of size: Size, in box: Rect, mode: UIView.ContentMode) -> Rect {
    func centred(_ width: Double, _ height: Double) -> Rect {
      Rect(
        x: box.minX + (box.width - width) / 2, y: box.minY + (box.height - height) / 2,
        width: width, height: height)
    }
    let width = size.width
    let height = size.height
    let midX = box.minX + (box.width - width) / 2
    let midY = box.minY + (box.height - height) / 2
    switch mode {
    case .scaleToFill, .redraw: return box
    case .scaleAspectFit:
      let scale = Swift.min(box.width / width, box.height / height)
      return centred(width * scale, height * scale)
    case .scaleAspectFill:
      let scale = Swift.max(box.width / width, box.height / height)
      return centred(width * scale, height * scale)
    case .center: return centred(width, height)
    case .top: return Rect(x: midX, y: box.minY, width: width, height: height)
    case .bottom: return Rect(x: midX, y: box.maxY - height, width: width, height: height)
    case .left: return Rect(x: box.minX, y: midY, width: width, height: height)
    case .right: return Rect(x: box.maxX - width, y: midY, width: width, height: height)
    case .topLeft: return Rect(x: box.minX, y: box.minY, width: width, height: height)
    case .topRight: return Rect(x: box.maxX - width, y: box.minY, width: width, height: height)
    case .bottomLeft: return Rect(x: box.minX, y: box.maxY - height, width: width, height: height)
    case .bottomRight:
      return Rect(x: box.maxX - width, y: box.maxY - height, width: width, height: height)
    }
  }

  // MARK: Switches

  /// The switch's green (UIKit's `systemGreen`, 52, 199, 89, reference notes §6.2).
  static let switchOnColor = "#34c759"
  /// The off track's fill: `secondarySystemFill` (120, 120, 128 at 0.16, reference notes §6.1)
  /// over white.
  static let switchOffColor = "#e9e9eb"
  /// The off track's border (UIKit's `systemGray5`, 229, 229, 234, darkened one step so that it
  /// shows on the track).
  static let switchOffBorderColor = "#d1d1d6"

  /// A switch as UIKit draws it, 51 × 31 in the top-left corner of its bounds whatever its
  /// frame: a track with radius 15.5 (green or `onTintColor` when on, light grey with a
  /// border when off) and a white 27-point thumb 2 points in from the track's edge, on the
  /// right when on, with a soft shadow.
  static func track(of control: UISwitch, box: Rect) -> (elements: [SVGElement], extent: Rect?) {
    let size = UISwitch.size
    let track = Rect(
      x: box.minX, y: box.minY, width: Double(size.width), height: Double(size.height))
    let radius = SVGCornerRadii(all: track.height / 2)
    var elements: [SVGElement] = []
    if control.isOn {
      let paint = control.onTintColor.map(SVGPaint.init)
      elements.append(
        .roundedRectangle(
          SVGRoundedRectangle(
            frame: track, radii: radius, fill: paint?.hex ?? switchOnColor,
            opacity: paint?.opacity ?? 1)))
    } else {
      elements.append(
        .roundedRectangle(SVGRoundedRectangle(frame: track, radii: radius, fill: switchOffColor)))
      elements.append(
        .border(
          SVGBorder(frame: track, radii: radius, width: 1, color: switchOffBorderColor)))
    }
    let thumbSize = 27.0
    let inset = (track.height - thumbSize) / 2
    let thumb = Rect(
      x: control.isOn ? track.maxX - inset - thumbSize : track.minX + inset,
      y: track.minY + inset, width: thumbSize, height: thumbSize)
    let round = SVGCornerRadii(all: thumbSize / 2)
    let thumbPaint = control.thumbTintColor.map(SVGPaint.init)
    elements += [
      .roundedRectangle(
        SVGRoundedRectangle(
          frame: thumb.offsetBy(dx: 0, dy: 3), radii: round, fill: "#000000", opacity: 0.15,
          blur: 4)),
      .roundedRectangle(
        SVGRoundedRectangle(
          frame: thumb.offsetBy(dx: 0, dy: 3), radii: round, fill: "#000000", opacity: 0.06,
          blur: 0.5)),
      .roundedRectangle(
        SVGRoundedRectangle(
          frame: thumb, radii: round, fill: thumbPaint?.hex ?? "#ffffff",
          opacity: thumbPaint?.opacity ?? 1)),
    ]
    return (elements, track.insetBy(-4 * 3).offsetBy(dx: 0, dy: 3))
  }

  // MARK: Table views

  /// A table cell's separator: one pixel high at the bottom of the row, inset by the table's
  /// `separatorInset`, in its `separatorColor` (`UIColor.separator` unless set), when the
  /// table draws separators (`separatorStyle`); `nil` for other views.
  static func separator(of view: UIView, box: Rect) -> SVGRoundedRectangle? {
    guard let cell = view as? UITableViewCell, let table = cell.superview as? UITableView,
      table.separatorStyle == .singleLine,
      let paint = table.separatorColor.map(SVGPaint.init), !paint.isClear
    else { return nil }
    let scale = Double(table.contentScaleFactor)
    let pixel = scale > 0 && scale.isFinite ? 1 / scale : 1
    let inset = table.separatorInset
    let isRightToLeft = table.effectiveUserInterfaceLayoutDirection == .rightToLeft
    // The inset's left is the leading side: on the right in a right-to-left table.
    let left = Double(isRightToLeft ? inset.right : inset.left)
    let right = Double(isRightToLeft ? inset.left : inset.right)
    let width = box.width - left - right
    guard width > 0, box.height >= pixel else { return nil }
    return SVGRoundedRectangle(
      frame: Rect(x: box.minX + left, y: box.maxY - pixel, width: width, height: pixel),
      fill: paint.hex, opacity: paint.opacity)
  }
}
