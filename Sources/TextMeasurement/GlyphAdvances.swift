/// The advance widths of one ``FontWeight``, in 1/1000 em: printable ASCII from a table, the
/// ellipsis, one em for Hangul and CJK, nothing for combining marks, and a lowercase `n` for
/// every other character.
///
/// No kerning: a text's width is the sum of its characters' advances.
struct GlyphAdvances: Sendable {
  /// The advances of U+0020 (space) to U+007E (`~`).
  let ascii: [Int]
  /// The advance of a character outside ASCII, CJK and the zero-width classes: a lowercase `n`.
  let fallback: Int
  /// The advance of the ellipsis "…" (U+2026).
  let ellipsis: Int

  /// The advances of `weight`.
  static func of(_ weight: FontWeight) -> GlyphAdvances {
    switch weight {
    case .regular: regular
    case .medium: medium
    case .semibold: semibold
    case .bold: bold
    }
  }

  /// Helvetica's advances.
  ///
  /// From Adobe's published core-14 metrics (`Helvetica.afm`, version 002.000, 1997), read by
  /// Unicode value (U+0027 is `quotesingle`, U+0060 `grave`). Arial and Liberation Sans share
  /// these widths.
  static let regular = GlyphAdvances(
    ascii: [
      278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // ␠ to /
      556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
      1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
      667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
      333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
      556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
    ], fallback: 556, ellipsis: 1000)

  /// Helvetica-Bold's advances.
  ///
  /// From Adobe's published core-14 metrics (`Helvetica-Bold.afm`, version 002.000, 1997),
  /// read by Unicode value as ``regular``. Arial Bold and Liberation Sans Bold share these
  /// widths.
  static let bold = GlyphAdvances(
    ascii: [
      278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // ␠ to /
      556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 0 to ?
      975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // @ to O
      667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // P to _
      333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // ` to o
      611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,  // p to ~
    ], fallback: 611, ellipsis: 1000)

  /// Medium: 23/40 of the way from ``regular`` to ``bold`` (UIKit's 0.23 over bold's 0.4).
  static let medium = interpolated(numerator: 23, denominator: 40)

  /// Semibold: 3/4 of the way from ``regular`` to ``bold`` (UIKit's 0.3 over bold's 0.4).
  static let semibold = interpolated(numerator: 3, denominator: 4)

  /// The advances `numerator / denominator` of the way from ``regular`` to ``bold``, glyph by
  /// glyph, rounded to the nearest unit (halves away from regular).
  static func interpolated(numerator: Int, denominator: Int) -> GlyphAdvances {
    func between(_ light: Int, _ heavy: Int) -> Int {
      let scaled = (heavy - light) * numerator
      let half = denominator / 2
      let step = scaled >= 0 ? (scaled + half) / denominator : -((-scaled + half) / denominator)
      return light + step
    }
    return GlyphAdvances(
      ascii: zip(regular.ascii, bold.ascii).map { between($0, $1) },
      fallback: between(regular.fallback, bold.fallback),
      ellipsis: between(regular.ellipsis, bold.ellipsis))
  }

  /// The advance of a character: its first scalar's (the rest combine with it).
  @inline(__always)
  func units(of character: Character) -> Int {
    for scalar in character.unicodeScalars { return units(of: scalar) }
    return 0
  }

  /// The advance of a Unicode scalar.
  func units(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20, value <= 0x7E { return ascii[Int(value - 0x20)] }
    if value == 0x09 { return ascii[0] * 4 }
    if TextMeasurer.isZeroWidth(value) { return 0 }
    if TextMeasurer.isFullWidth(value) { return 1000 }
    if value == 0xA0 { return ascii[0] }
    if value == 0x2026 { return ellipsis }
    return fallback
  }
}
