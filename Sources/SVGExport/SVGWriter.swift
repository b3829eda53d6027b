/// Writes SVG as UTF-8 bytes: literal text, escaped text and fixed-precision numbers, without
/// making a `String` per value (the export of a 10,000-element scene writes about 100,000
/// numbers).
struct SVGWriter {
  var bytes: [UInt8] = []
  /// How many `<clipPath>` elements were written, to number the next one.
  var clipCount = 0
  /// How many `<filter>` elements were written, to number the next one.
  var filterCount = 0

  /// The bytes as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends literal ASCII or UTF-8 text, unescaped.
  ///
  /// Bytes are appended one by one: for the short pieces written here that is several times
  /// faster than the generic `append(contentsOf:)`.
  mutating func write(_ text: StaticString) {
    text.withUTF8Buffer { buffer in
      for byte in buffer { bytes.append(byte) }
    }
  }

  /// Appends `text` unescaped.
  mutating func write(raw text: String) {
    var text = text
    text.withUTF8 { buffer in
      for byte in buffer { bytes.append(byte) }
    }
  }

  /// Appends two spaces per level of indentation (at most 32 levels).
  mutating func indent(_ level: Int) {
    for _ in 0..<min(max(0, level), 32) {
      bytes.append(0x20)
      bytes.append(0x20)
    }
  }

  /// Appends `text` escaped for element content or, with `quotes`, for a double-quoted
  /// attribute (see ``SVGEscaping``).
  mutating func write(escaping text: String, quotes: Bool = true) {
    var text = text
    let isPlain = text.withUTF8 { buffer in
      for byte in buffer
      where byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E
        || (quotes && byte == 0x22)
      {
        return false
      }
      for byte in buffer { bytes.append(byte) }
      return true
    }
    if !isPlain { write(raw: SVGEscaping.escape(text, quotes: quotes)) }
  }

  /// Appends ` name="value"` with the value escaped.
  mutating func attribute(_ name: StaticString, _ value: String) {
    write(" ")
    write(name)
    write("=\"")
    write(escaping: value)
    write("\"")
  }

  /// Appends ` name="number"`.
  mutating func attribute(_ name: StaticString, number value: Double) {
    write(" ")
    write(name)
    write("=\"")
    number(value)
    write("\"")
  }

  /// Appends `value` as ``SVGNumber/format(_:decimals:)`` writes it with two decimals.
  mutating func number(_ value: Double) {
    SVGNumber.append(value, decimals: 2, to: &bytes)
  }
}
