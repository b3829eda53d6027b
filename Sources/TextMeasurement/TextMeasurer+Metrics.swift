extension TextMeasurer {
  /// Helvetica's advance widths for U+0020 (space) to U+007E (`~`), in 1/1000 em, from Adobe's
  /// published standard font metrics (shared by Arial and Liberation Sans).
  static let asciiAdvances: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // ␠ to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
  ]

  /// The width of a character outside ASCII and CJK: a lowercase `n`.
  static let defaultAdvance = 556

  /// The advance of a character in 1/1000 em.
  static func advanceUnits(of character: Character) -> Int {
    var units = 0
    var isFirst = true
    for scalar in character.unicodeScalars {
      // A grapheme cluster is as wide as its first scalar; the rest combine with it.
      guard isFirst else { break }
      isFirst = false
      units = advanceUnits(of: scalar)
    }
    return units
  }

  /// The advance of a Unicode scalar in 1/1000 em.
  static func advanceUnits(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20, value <= 0x7E { return asciiAdvances[Int(value - 0x20)] }
    if value == 0x09 { return asciiAdvances[0] * 4 }
    if isZeroWidth(value) { return 0 }
    if isFullWidth(value) { return 1000 }
    if value == 0xA0 { return asciiAdvances[0] }
    return defaultAdvance
  }

  /// Control characters, combining marks, zero-width spaces, joiners and variation selectors.
  static func isZeroWidth(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || (0x300...0x36F).contains(value)
      || (0x200B...0x200F).contains(value) || (0xFE00...0xFE0F).contains(value)
      || value == 0xFEFF
  }

  /// Hangul, CJK ideographs, kana, CJK punctuation and full-width forms: one em each.
  static func isFullWidth(_ value: UInt32) -> Bool {
    (0x1100...0x11FF).contains(value)  // Hangul Jamo
      || (0x2E80...0x303F).contains(value)  // CJK radicals, symbols and punctuation
      || (0x3040...0x33FF).contains(value)  // kana, Bopomofo, Hangul compatibility Jamo, CJK
      || (0x3400...0x4DBF).contains(value)  // CJK extension A
      || (0x4E00...0x9FFF).contains(value)  // CJK unified ideographs
      || (0xA960...0xA97F).contains(value)  // Hangul Jamo extended A
      || (0xAC00...0xD7FF).contains(value)  // Hangul syllables and Jamo extended B
      || (0xF900...0xFAFF).contains(value)  // CJK compatibility ideographs
      || (0xFF00...0xFF60).contains(value)  // full-width forms
      || (0xFFE0...0xFFE6).contains(value)  // full-width signs
      || (0x20000...0x3FFFF).contains(value)  // CJK extensions B and later
  }

  /// Whether a line may break between two characters with no space: both are Han or kana
  /// (Hangul words are separated by spaces and do not break inside unless they must).
  static func breaksBetweenIdeographs(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x3040...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0x20000...0x3FFFF).contains(value)
  }
}
