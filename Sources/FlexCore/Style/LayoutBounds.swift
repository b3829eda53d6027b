import Geometry

/// FlexCore's bounds beside ``LayoutBounds/maxLength``, so that every frame it returns is finite.
///
/// Numbers are clamped where they enter the solver: a style's numbers when it is set, a text's
/// font size, a measure function's answer, the available space and every resolved percentage.
/// A style keeps the numbers it was given (``FlexTree/style(of:)`` returns them unchanged); only
/// the solver's copy is clamped. Sizes, paddings, borders, gaps, margins, insets, font sizes,
/// measured and available sizes go to `-maxLength...maxLength` (a negative size is still an
/// error). `Docs/Bounds.md` has the table.
extension LayoutBounds {
  /// The largest flex factor (`flexGrow`, `flexShrink`, and the magnitude of `flex`).
  ///
  /// A factor only weighs one item against the others, so the bound changes no layout that a
  /// smaller factor could not express; it keeps sums of factors and their products with sizes
  /// finite.
  public static let maxFlexFactor: Double = 33_554_431

  /// The smallest and largest aspect ratio: a ratio outside is clamped to the nearest bound.
  ///
  /// `1 / maxLength ... maxLength` turns any length of the range into one of at most
  /// `maxLength²` (about 1.1 × 10¹⁵), which is finite.
  public static let aspectRatioRange: ClosedRange<Double> = (1 / 33_554_431)...33_554_431

  /// The largest ``FlexConfiguration/pointScaleFactor``; a larger one is an error.
  public static let maxPointScaleFactor: Double = 10_000
}

extension Length {
  /// The length with its number clamped to the layout range.
  func clampedToLayoutBounds(allowsNegative: Bool) -> Length {
    switch self {
    case .points(let value):
      return .points(LayoutBounds.clampedLength(value, allowsNegative: allowsNegative))
    case .percent(let value):
      return .percent(LayoutBounds.clampedLength(value, allowsNegative: allowsNegative))
    default: return self
    }
  }
}

extension LengthPercentage {
  /// The length with its number clamped to the layout range.
  func clampedToLayoutBounds() -> LengthPercentage {
    switch self {
    case .points(let value): return .points(LayoutBounds.clampedLength(value))
    case .percent(let value): return .percent(LayoutBounds.clampedLength(value))
    }
  }
}

extension Edges {
  /// The edges with `transform` applied to every value that is set.
  func mapValues(_ transform: (Value) -> Value) -> Edges {
    var edges = self
    edges.left = left.map(transform)
    edges.top = top.map(transform)
    edges.right = right.map(transform)
    edges.bottom = bottom.map(transform)
    edges.start = start.map(transform)
    edges.end = end.map(transform)
    edges.horizontal = horizontal.map(transform)
    edges.vertical = vertical.map(transform)
    edges.all = all.map(transform)
    return edges
  }
}

extension FlexStyle {
  /// The style with every number clamped to the layout range (see ``LayoutBounds``).
  ///
  /// This is what the solver reads. Invalid numbers (NaN, negative sizes) are left for the
  /// validation to report.
  func clampedToLayoutBounds() -> FlexStyle {
    var style = self
    func factor(_ value: Double?) -> Double? {
      value.map { min(max($0, -LayoutBounds.maxFlexFactor), LayoutBounds.maxFlexFactor) }
    }
    style.flex = factor(flex)
    style.flexGrow = factor(flexGrow)
    style.flexShrink = factor(flexShrink)
    style.aspectRatio = aspectRatio.map { ratio in
      guard ratio > 0 else { return ratio }
      let range = LayoutBounds.aspectRatioRange
      return min(max(ratio, range.lowerBound), range.upperBound)
    }
    style.flexBasis = flexBasis.clampedToLayoutBounds(allowsNegative: true)
    style.width = width.clampedToLayoutBounds(allowsNegative: true)
    style.height = height.clampedToLayoutBounds(allowsNegative: true)
    style.minWidth = minWidth.clampedToLayoutBounds(allowsNegative: true)
    style.minHeight = minHeight.clampedToLayoutBounds(allowsNegative: true)
    style.maxWidth = maxWidth.clampedToLayoutBounds(allowsNegative: true)
    style.maxHeight = maxHeight.clampedToLayoutBounds(allowsNegative: true)
    style.margin = margin.mapValues { $0.clampedToLayoutBounds(allowsNegative: true) }
    style.position = position.mapValues { $0.clampedToLayoutBounds(allowsNegative: true) }
    style.padding = padding.mapValues { $0.clampedToLayoutBounds() }
    style.border = border.mapValues { LayoutBounds.clampedLength($0) }
    style.rowGap = rowGap?.clampedToLayoutBounds()
    style.columnGap = columnGap?.clampedToLayoutBounds()
    style.gap = gap?.clampedToLayoutBounds()
    return style
  }
}

extension NodeContent {
  /// The content with its font size clamped to `0...maxLength` (see ``LayoutBounds``).
  func clampedToLayoutBounds() -> NodeContent {
    guard case .text(let text, let fontSize) = self else { return self }
    let size = fontSize.isNaN ? 0 : LayoutBounds.clampedLength(fontSize, allowsNegative: false)
    return size == fontSize ? self : .text(text, fontSize: size)
  }
}

extension LayoutBounds {
  /// `measure` with its answers clamped to `0...maxLength` (a NaN or negative size is 0).
  static func clampingMeasure(_ measure: @escaping MeasureFunction) -> MeasureFunction {
    { request in
      let size = measure(request)
      func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : clampedLength(value, allowsNegative: false)
      }
      return Size(width: clamped(size.width), height: clamped(size.height))
    }
  }

  /// `baseline` with its answers clamped to `-maxLength...maxLength` (a NaN is no baseline).
  static func clampingBaseline(_ baseline: @escaping BaselineFunction) -> BaselineFunction {
    { node, size in
      guard let value = baseline(node, size), !value.isNaN else { return nil }
      return clampedLength(value)
    }
  }
}
