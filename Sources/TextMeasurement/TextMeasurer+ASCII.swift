extension TextMeasurer {
  /// The widest line (in 1/1000 em), the number of lines of `text` broken as ``LineBreaker``
  /// breaks it by word, and whether text is left out past `maxLines`, read from its UTF-8
  /// bytes without decoding characters; `nil` when the text holds anything but printable
  /// ASCII, tabs and line feeds (the general path measures it then).
  ///
  /// In that alphabet every byte is one character (carriage returns, which join a following
  /// line feed into one character, are left to the general path), every character but a space
  /// or a tab is part of a word and has a positive advance, and no two characters break
  /// between them without a space: the greedy breaking below is ``LineBreaker``'s, step by
  /// step, without keeping the lines. Text is left out when a line past the limit holds a word,
  /// or anything but spaces and line feeds follows the last paragraph read.
  ///
  /// - Parameters:
  ///   - text: The text, not empty.
  ///   - limitUnits: The widest a line may be, in 1/1000 em (infinite for no limit).
  ///   - maxLines: The most lines to keep; 0 for no limit.
  ///   - advances: The advance widths of the face.
  /// - Complexity: O(n) in the text's length in bytes.
  static func asciiLineMetrics(
    of text: String, limitUnits: Double, maxLines: Int, advances: GlyphAdvances = .regular
  ) -> (widestUnits: Int, lineCount: Int, isTruncated: Bool)? {
    var text = text
    return text.withUTF8 { bytes in
      advances.ascii.withUnsafeBufferPointer { advances in
        var metrics = ASCIILineMetrics(limitUnits: limitUnits, maxLines: maxLines)
        var index = 0
        while index < bytes.count {
          let byte = bytes[index]
          switch byte {
          case 0x21...0x7E:
            metrics.wordUnits += advances[Int(byte) &- 0x20]
            if metrics.wordStart < 0 { metrics.wordStart = index }
          case 0x20, 0x09:
            if metrics.wordStart >= 0 { metrics.placeWord(bytes, upTo: index, advances) }
            metrics.pendingSpaceUnits += byte == 0x20 ? advances[0] : advances[0] * 4
          case 0x0A:
            if metrics.wordStart >= 0 { metrics.placeWord(bytes, upTo: index, advances) }
            metrics.endParagraph()
            if maxLines > 0, metrics.lineCount >= maxLines {
              var rest = index + 1
              while rest < bytes.count, !metrics.isTruncated {
                let next = bytes[rest]
                if next != 0x20, next != 0x09, next != 0x0A, next != 0x0D {
                  metrics.isTruncated = true
                }
                rest += 1
              }
              return (metrics.widestUnits, maxLines, metrics.isTruncated)
            }
          default:
            return nil
          }
          index += 1
        }
        if metrics.wordStart >= 0 { metrics.placeWord(bytes, upTo: bytes.count, advances) }
        metrics.endParagraph()
        let count = maxLines > 0 ? Swift.min(metrics.lineCount, maxLines) : metrics.lineCount
        return (metrics.widestUnits, count, metrics.isTruncated)
      }
    }
  }
}

/// The state of ``TextMeasurer/asciiLineMetrics(of:limitUnits:maxLines:advances:)``: the open line, the
/// word being read, the spaces between them, and the finished lines' count and widest width.
private struct ASCIILineMetrics {
  let limitUnits: Double
  let maxLines: Int
  /// The finished lines.
  var lineCount = 0
  /// The widest of the first `maxLines` finished lines (all when `maxLines` is 0).
  var widestUnits = 0
  /// Whether a finished line past the first `maxLines` holds a word.
  var isTruncated = false
  /// The open line's width, or -1 when the paragraph has no line yet.
  var lineUnits = -1
  /// The spaces read since the last word.
  var pendingSpaceUnits = 0
  /// Where the word being read starts, or -1 when none is.
  var wordStart = -1
  /// The width of the word being read.
  var wordUnits = 0

  init(limitUnits: Double, maxLines: Int) {
    self.limitUnits = limitUnits
    self.maxLines = maxLines
  }

  /// Counts a finished line.
  @inline(__always)
  mutating func finish(_ units: Int) {
    if maxLines == 0 || lineCount < maxLines {
      widestUnits = Swift.max(widestUnits, units)
    } else if units > 0 {
      isTruncated = true
    }
    lineCount += 1
  }

  /// Puts the word `wordStart..<end` on the open line, or on new lines (``LineBreaker``'s
  /// `place`), and clears the word and the pending spaces.
  mutating func placeWord(
    _ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int, _ advances: UnsafeBufferPointer<Int>
  ) {
    defer {
      pendingSpaceUnits = 0
      wordStart = -1
      wordUnits = 0
    }
    if lineUnits >= 0, Double(lineUnits + pendingSpaceUnits + wordUnits) <= limitUnits {
      lineUnits += pendingSpaceUnits + wordUnits
      return
    }
    if lineUnits >= 0 { finish(lineUnits) }
    guard Double(wordUnits) > limitUnits else {
      lineUnits = wordUnits
      return
    }
    // Wider than a line: by character, at least one character per line.
    var current = 0
    var isEmpty = true
    for index in wordStart..<end {
      let units = advances[Int(bytes[index]) &- 0x20]
      if !isEmpty, Double(current + units) > limitUnits {
        finish(current)
        current = 0
      }
      current += units
      isEmpty = false
    }
    lineUnits = current
  }

  /// Ends a paragraph: its open line, or an empty line, is finished.
  mutating func endParagraph() {
    finish(Swift.max(0, lineUnits))
    lineUnits = -1
    pendingSpaceUnits = 0
  }
}
