/// A character as the code that cuts lines reads it: a `Character`, or a byte of text that
/// holds only printable ASCII, tabs and line feeds, where every byte is one character.
///
/// Reading the bytes (`String.UTF8View`) of such text gives the same characters, widths and
/// indices as reading its `Character`s, several times faster; both views index the text with
/// `String.Index`, so the ranges found are ranges of the text either way.
protocol MeasuredCharacter {
  /// The advance in 1/1000 em.
  func units(in advances: GlyphAdvances) -> Int
  /// Whether it is a space a line may break after, hanging at the end of a line.
  var isHangingSpace: Bool { get }
  /// Whether it is white space (spaces and line feeds: text left out that is only white
  /// space is not truncation).
  var isBlank: Bool { get }
  /// Whether it ends a paragraph (a line feed).
  var isParagraphEnd: Bool { get }
}

extension Character: MeasuredCharacter {
  @inline(__always)
  func units(in advances: GlyphAdvances) -> Int { advances.units(of: self) }
  @inline(__always)
  var isHangingSpace: Bool { TextMeasurer.isSpace(self) }
  @inline(__always)
  var isBlank: Bool { isWhitespace }
  @inline(__always)
  var isParagraphEnd: Bool { self == "\n" }
}

extension UInt8: MeasuredCharacter {
  @inline(__always)
  func units(in advances: GlyphAdvances) -> Int {
    if self >= 0x20, self <= 0x7E { return advances.ascii[Int(self) &- 0x20] }
    return self == 0x09 ? advances.ascii[0] * 4 : 0
  }
  @inline(__always)
  var isHangingSpace: Bool { self == 0x20 || self == 0x09 }
  @inline(__always)
  var isBlank: Bool { self == 0x20 || self == 0x09 || self == 0x0A }
  @inline(__always)
  var isParagraphEnd: Bool { self == 0x0A }
}

extension TextMeasurer {
  /// Whether `text` holds only printable ASCII, tabs and line feeds, so that its bytes can
  /// be read as its characters (a carriage return joins a following line feed into one
  /// character, so it is left out).
  static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { ($0 >= 0x20 && $0 <= 0x7E) || $0 == 0x09 || $0 == 0x0A }
  }
}
