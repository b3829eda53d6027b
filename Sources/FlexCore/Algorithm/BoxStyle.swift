/// A node's style resolved for one layout: box edges and sizes in points.
///
/// Sizes are border-box sizes (content-box styles are converted) and `nil` where the style does
/// not give a definite length.
struct BoxStyle {
  var direction: Direction
  var margin: Sides
  var padding: Sides
  var border: Sides
  var width: Double?
  var height: Double?
  var minWidth: Double?
  var minHeight: Double?
  var maxWidth: Double?
  var maxHeight: Double?

  /// Padding plus border.
  @inline(__always) var insets: Sides { padding + border }

  init(
    _ style: FlexStyle, direction inherited: Direction, parentWidth: Double?,
    parentHeight: Double?, ignoringSizes: Bool = false
  ) {
    let direction = style.direction == .inherit ? inherited : style.direction
    self.direction = direction
    margin = style.margin.resolvedSides(direction, width: parentWidth)
    padding = style.padding.resolvedSides(direction, width: parentWidth)
    border = style.border.resolvedSides(direction)
    let extraWidth = style.boxSizing == .contentBox ? padding.horizontal + border.horizontal : 0
    let extraHeight = style.boxSizing == .contentBox ? padding.vertical + border.vertical : 0
    func size(_ dimension: Length, _ reference: Double?, _ extra: Double) -> Double? {
      dimension.resolve(against: reference).map { $0 + extra }
    }
    width = size(style.width, parentWidth, extraWidth)
    height = size(style.height, parentHeight, extraHeight)
    minWidth = size(style.minWidth, parentWidth, extraWidth)
    minHeight = size(style.minHeight, parentHeight, extraHeight)
    maxWidth = size(style.maxWidth, parentWidth, extraWidth)
    maxHeight = size(style.maxHeight, parentHeight, extraHeight)
    if ignoringSizes {
      (width, height, minWidth, minHeight, maxWidth, maxHeight) = (nil, nil, nil, nil, nil, nil)
    } else if let ratio = style.aspectRatio, ratio > 0 {
      if width == nil, let height { width = height * ratio }
      if height == nil, let width { height = width / ratio }
    }
  }

  /// The width clamped to the minimum and maximum widths and floored at padding plus border.
  @inline(__always)
  func clampWidth(_ value: Double) -> Double {
    max(value.clamped(min: minWidth, max: maxWidth), insets.horizontal)
  }

  /// The height clamped to the minimum and maximum heights and floored at padding plus border.
  @inline(__always)
  func clampHeight(_ value: Double) -> Double {
    max(value.clamped(min: minHeight, max: maxHeight), insets.vertical)
  }
}
