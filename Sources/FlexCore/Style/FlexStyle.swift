/// Every style property of a flex node.
///
/// Properties whose default differs between Yoga and CSS (`flexDirection`, `flexShrink`,
/// `alignContent`) are optional here: `nil` takes the default of the tree's
/// ``FlexConfiguration/Defaults``. A minimum size of `.auto` is 0 under Yoga's defaults and CSS's
/// automatic minimum size under CSS's.
public struct FlexStyle: Hashable, Sendable {
  /// How the node takes part in layout.
  public var display: Display = .flex
  /// How the node is positioned.
  public var positionType: PositionType = .relative
  /// The node's inline direction.
  public var direction: Direction = .inherit
  /// The main axis; `nil` takes the default (`column` for Yoga, `row` for CSS).
  public var flexDirection: FlexDirection?
  /// Whether items wrap.
  public var flexWrap: FlexWrap = .noWrap
  /// Distribution of free space on the main axis.
  public var justifyContent: JustifyContent = .flexStart
  /// Cross-axis alignment of the children.
  public var alignItems: Alignment = .stretch
  /// Cross-axis alignment of this node in its parent; `.auto` takes the parent's `alignItems`.
  public var alignSelf: Alignment = .auto
  /// Alignment of the lines; `nil` takes the default (`flexStart` for Yoga, `stretch` for CSS).
  public var alignContent: Alignment?
  /// Yoga's `flex` shorthand: a positive value is the grow factor (with a zero basis under
  /// Yoga's defaults), a negative one the shrink factor.
  public var flex: Double?
  /// The grow factor; `nil` takes it from `flex`, else 0.
  public var flexGrow: Double?
  /// The shrink factor; `nil` takes it from `flex`, else the default (0 for Yoga, 1 for CSS).
  public var flexShrink: Double?
  /// The flex basis.
  public var flexBasis: Length = .auto
  /// The width.
  public var width: Length = .auto
  /// The height.
  public var height: Length = .auto
  /// The minimum width.
  public var minWidth: Length = .auto
  /// The minimum height.
  public var minHeight: Length = .auto
  /// The maximum width.
  public var maxWidth: Length = .auto
  /// The maximum height.
  public var maxHeight: Length = .auto
  /// The preferred ratio of width to height; 0 (or `nil`) means none.
  public var aspectRatio: Double?
  /// Margins; `.auto` margins absorb free space.
  public var margin = Edges<Length>()
  /// Padding.
  public var padding = Edges<LengthPercentage>()
  /// Border widths in points.
  public var border = Edges<Double>()
  /// Insets of a positioned node (`left`, `top`, `right`, `bottom`, `start`, `end`).
  public var position = Edges<Length>()
  /// The gap between lines (rows of a row container).
  public var rowGap: LengthPercentage?
  /// The gap between items in a line (columns of a row container).
  public var columnGap: LengthPercentage?
  /// Both gaps, where `rowGap` or `columnGap` is not set.
  public var gap: LengthPercentage?
  /// What happens to overflowing content.
  public var overflow: Overflow = .visible
  /// Which box `width` and `height` size.
  public var boxSizing: BoxSizing = .borderBox

  /// Creates a style with every property at its default.
  public init() {}

  /// The name of the first property holding a number that is not finite, or negative where a
  /// negative value has no meaning (sizes, padding, border, gaps, grow and shrink factors), or
  /// `nil` when every value is valid.
  public func firstInvalidProperty() -> String? {
    func bad(_ d: Length, allowNegative: Bool = false) -> Bool {
      switch d {
      case .points(let v), .percent(let v): return !v.isFinite || (!allowNegative && v < 0)
      default: return false
      }
    }
    func bad(_ l: LengthPercentage?) -> Bool {
      switch l {
      case .points(let v)?, .percent(let v)?: return !v.isFinite || v < 0
      case nil: return false
      }
    }
    func badNumber(_ v: Double?, allowNegative: Bool = true) -> Bool {
      guard let v else { return false }
      return !v.isFinite || (!allowNegative && v < 0)
    }
    let sizes: [(String, Length)] = [
      ("width", width), ("height", height), ("minWidth", minWidth), ("minHeight", minHeight),
      ("maxWidth", maxWidth), ("maxHeight", maxHeight), ("flexBasis", flexBasis),
    ]
    for (name, value) in sizes where bad(value) { return name }
    if badNumber(flexGrow, allowNegative: false) { return "flexGrow" }
    if badNumber(flexShrink, allowNegative: false) { return "flexShrink" }
    if badNumber(flex) { return "flex" }
    if let ratio = aspectRatio, !(ratio.isFinite && ratio >= 0) { return "aspectRatio" }
    for (name, edges) in [("margin", margin), ("position", position)] {
      for value in edges.allValues where bad(value, allowNegative: true) { return name }
    }
    for value in padding.allValues where bad(value) { return "padding" }
    for value in border.allValues where badNumber(value, allowNegative: false) { return "border" }
    if bad(rowGap) { return "rowGap" }
    if bad(columnGap) { return "columnGap" }
    if bad(gap) { return "gap" }
    return nil
  }
}

extension FlexStyle {
  /// Whether any length of the style is a percentage (resolved against the containing block),
  /// or its width is the `stretch` keyword, which a container resolves against its inner width
  /// as it does a percentage (so that, once a content-sized row has found its width, its items
  /// are generated again at that width).
  var resolvesPercentages: Bool {
    func isPercent(_ length: Length) -> Bool {
      if case .percent = length { return true }
      return false
    }
    func isPercent(_ length: LengthPercentage) -> Bool {
      if case .percent = length { return true }
      return false
    }
    return resolvesHeightPercentages || isPercent(width) || width == .stretch
      || isPercent(minWidth) || isPercent(maxWidth) || margin.contains(where: isPercent)
      || padding.contains(where: isPercent) || position.contains(where: isPercent)
  }

  /// Whether a length that may resolve against a height is a percentage (or the `stretch`
  /// keyword): a height, its limits, the flex basis, the row gap (against the node's own
  /// height) or a vertical inset; or the node has an aspect ratio.
  var resolvesHeightPercentages: Bool {
    func isPercent(_ length: Length?) -> Bool {
      switch length {
      case .percent?, .stretch?: return true
      default: return false
      }
    }
    if case .percent? = rowGap ?? gap { return true }
    // A ratio box's size follows a stretched cross size only where that size is definite.
    if let ratio = aspectRatio, ratio > 0 { return true }
    return isPercent(height) || isPercent(minHeight) || isPercent(maxHeight)
      || isPercent(flexBasis) || isPercent(position.resolvedTop)
      || isPercent(position.resolvedBottom)
  }
}

extension Edges {
  /// Whether a value that is set satisfies `predicate` (without building an array).
  func contains(where predicate: (Value) -> Bool) -> Bool {
    for value in [left, top, right, bottom, start, end, horizontal, vertical, all] {
      if let value, predicate(value) { return true }
    }
    return false
  }

  /// The values that are set, in a fixed order.
  var allValues: [Value] {
    [left, top, right, bottom, start, end, horizontal, vertical, all].compactMap { $0 }
  }
}
