/// The faces ``TextMeasurer`` has advance widths for, named as UIKit names its weights.
///
/// UIKit picks the available face closest to a requested `UIFont.Weight` (a value from −1 to
/// 1: regular 0, medium 0.23, semibold 0.3, bold 0.4); ``init(nearestTo:)`` does the same among
/// these four, so `light` (−0.4) measures as regular and `heavy` (0.56) as bold.
///
/// The widths of each face:
/// - **Regular**: Helvetica's published advance widths (Adobe's core-14 AFM metrics).
/// - **Bold**: Helvetica-Bold's published advance widths (the same source).
/// - **Medium** and **semibold**: interpolated glyph by glyph between them at UIKit's weight
///   values, 0.23 / 0.4 and 0.3 / 0.4 of the way from regular to bold, rounded to whole units
///   (no published per-glyph metrics of a medium or semibold Helvetica were found to cite).
///   Helvetica Neue's average widths support the straight line: Capsize's metrics give 450
///   (regular), 465 (medium) and 480 (bold) 1/1000 em, medium half-way.
///
/// Hangul, Han and kana are one em in every face: CJK fonts draw every weight in the same
/// square (Nanum Gothic's Regular and Bold both advance 940/1000 em per syllable, read from the
/// fonts' `hmtx` tables).
///
/// ```swift
/// FontWeight(nearestTo: 0.23)  // .medium
/// FontWeight(nearestTo: 0.56)  // .bold (UIKit's heavy)
/// ```
public enum FontWeight: Int, CaseIterable, Hashable, Sendable, Comparable {
  /// UIKit's `regular` (0).
  case regular
  /// UIKit's `medium` (0.23).
  case medium
  /// UIKit's `semibold` (0.3).
  case semibold
  /// UIKit's `bold` (0.4).
  case bold

  /// The face closest to a `UIFont.Weight` raw value (−1 to 1), as UIKit picks the closest
  /// available face.
  ///
  /// A value half-way between two faces takes the heavier. Values outside −1…1 are clamped;
  /// NaN is regular.
  public init(nearestTo weight: Double) {
    guard !weight.isNaN else {
      self = .regular
      return
    }
    let clamped = Swift.min(1, Swift.max(-1, weight))
    // The faces in order, lightest first (by raw value: `allCases` would build an array on
    // every label's measurement).
    var nearest = FontWeight.regular
    for raw in 1...FontWeight.bold.rawValue {
      let face = FontWeight(rawValue: raw) ?? .regular
      if abs(face.uiKitWeight - clamped) <= abs(nearest.uiKitWeight - clamped) { nearest = face }
    }
    self = nearest
  }

  /// The face's `UIFont.Weight` raw value: 0, 0.23, 0.3 or 0.4.
  public var uiKitWeight: Double {
    switch self {
    case .regular: 0
    case .medium: 0.23
    case .semibold: 0.3
    case .bold: 0.4
    }
  }

  /// The face's CSS `font-weight`: 400, 500, 600 or 700.
  public var cssWeight: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }

  /// Orders faces from the lightest to the heaviest.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
