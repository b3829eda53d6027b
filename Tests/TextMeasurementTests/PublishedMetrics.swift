/// Advance widths copied from Adobe's published core-14 font metrics, for deriving expected
/// widths in the tests independently of the measurer's tables.
///
/// Source: `Helvetica.afm` and `Helvetica-Bold.afm` (Adobe, version 002.000, 1997; the `C … ;
/// WX … ; N …` lines of the glyphs `space`, `a`…`z`, `H`, `W`, `period` and `ellipsis`).
enum PublishedMetrics {
  /// Helvetica (regular), in 1/1000 em.
  static let helvetica: [Character: Int] = [
    " ": 278, "a": 556, "b": 556, "c": 500, "d": 556, "e": 556, "f": 278, "g": 556, "h": 556,
    "i": 222, "j": 222, "k": 500, "l": 222, "m": 833, "n": 556, "o": 556, "p": 556, "q": 556,
    "r": 333, "s": 500, "t": 278, "u": 556, "v": 500, "w": 722, "x": 500, "y": 500, "z": 500,
    "H": 722, "T": 611, "W": 944, ".": 278, "\u{2026}": 1000,
  ]

  /// Helvetica-Bold, in 1/1000 em.
  static let helveticaBold: [Character: Int] = [
    " ": 278, "a": 556, "b": 611, "c": 556, "d": 611, "e": 556, "f": 333, "g": 611, "h": 611,
    "i": 278, "j": 278, "k": 556, "l": 278, "m": 889, "n": 611, "o": 611, "p": 611, "q": 611,
    "r": 389, "s": 556, "t": 333, "u": 611, "v": 556, "w": 778, "x": 556, "y": 556, "z": 500,
    "H": 722, "T": 611, "W": 944, ".": 278, "\u{2026}": 1000,
  ]

  /// UIKit's `UIFont.Weight` raw values (Apple's headers, as printed in the reference notes'
  /// table §6.4): the fractions of the way from regular (0) to bold (0.4).
  static let mediumFraction = 0.23 / 0.4
  static let semiboldFraction = 0.3 / 0.4

  /// The width of `text` in 1/1000 em from a table (every character must be in it).
  static func units(_ text: String, _ table: [Character: Int]) -> Int {
    text.reduce(0) { $0 + table[$1]! }
  }

  /// The width of `text` in 1/1000 em of a face `fraction` of the way from regular to bold,
  /// each glyph rounded to a whole unit (halves away from regular).
  static func interpolatedUnits(_ text: String, fraction: Double) -> Int {
    text.reduce(0) { sum, character in
      let light = Double(helvetica[character]!)
      let heavy = Double(helveticaBold[character]!)
      return sum + Int((light + (heavy - light) * fraction).rounded(.toNearestOrAwayFromZero))
    }
  }

  /// The width of `text` at `fontSize` points in Helvetica (regular).
  static func regular(_ text: String, _ fontSize: Double) -> Double {
    Double(units(text, helvetica)) * fontSize / 1000
  }
}
