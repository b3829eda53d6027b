extension TextMeasurer {
  /// Whether a character is a space a line may break after and that hangs at the end of a
  /// line: a space, a tab or an ideographic space.
  @inline(__always)
  static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\u{3000}"
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
