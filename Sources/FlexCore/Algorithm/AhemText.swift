/// Text in the Ahem test font, as the flex-case format defines it: every character is a square
/// of `fontSize`, lines break only at U+0020 (one square wide) and U+200B (no width), a space at
/// the end of a line hangs, and a word wider than the line sits alone on its line.
struct AhemText {
  /// Widths of the words, in squares.
  private(set) var words: [Int] = []
  /// For each word after the first, whether a space (rather than U+200B) precedes it.
  private(set) var spaceBefore: [Bool] = []
  let fontSize: Double

  init(_ text: String, fontSize: Double) {
    self.fontSize = fontSize
    var current = 0
    var hasWord = false
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\u{200B}" {
        if hasWord {
          words.append(current)
          current = 0
          hasWord = false
        }
        pendingSpace = pendingSpace || scalar == " "
      } else {
        if !hasWord {
          if !words.isEmpty { spaceBefore.append(pendingSpace) }
          pendingSpace = false
          hasWord = true
        }
        current += 1
      }
    }
    if hasWord { words.append(current) }
  }

  /// The widest word, in points: the min-content width.
  var minContentWidth: Double { Double(words.max() ?? 0) * fontSize }

  /// The whole text on one line, in points: the max-content width.
  var maxContentWidth: Double {
    var squares = words.reduce(0, +)
    for space in spaceBefore where space { squares += 1 }
    return Double(squares) * fontSize
  }

  /// The number of lines when lines are at most `length` points long.
  func lineCount(length: Double) -> Int {
    guard !words.isEmpty else { return 0 }
    let limit = length / fontSize + 1e-9
    var lines = 1
    var used = Double(words[0])
    for index in 1..<words.count {
      let gap = spaceBefore[index - 1] ? 1.0 : 0.0
      let word = Double(words[index])
      if used + gap + word <= limit {
        used += gap + word
      } else {
        lines += 1
        used = word
      }
    }
    return lines
  }

  /// The content size of the text.
  ///
  /// - Parameters:
  ///   - lineLength: The room for the lines.
  ///   - wrapsAtLongestWord: Whether lines are at least as long as the longest word (a row leaf,
  ///     whose text is an anonymous flex item with an automatic minimum size).
  ///   - fixedWidth: The content width when the box's width is known.
  func size(lineLength: AvailableSpace, wrapsAtLongestWord: Bool, fixedWidth: Double?)
    -> (width: Double, height: Double)
  {
    guard !words.isEmpty else { return (fixedWidth ?? 0, 0) }
    let width: Double
    switch lineLength {
    case .definite(let room):
      width = fixedWidth ?? min(maxContentWidth, max(minContentWidth, room))
    case .minContent: width = fixedWidth ?? minContentWidth
    case .maxContent: width = fixedWidth ?? maxContentWidth
    }
    let length = wrapsAtLongestWord ? max(width, minContentWidth) : width
    return (width, Double(lineCount(length: length)) * fontSize)
  }
}
