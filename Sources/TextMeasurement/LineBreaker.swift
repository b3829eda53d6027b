/// Greedy line breaking of paragraphs for ``TextMeasurer``.
struct LineBreaker {
  /// A line being built: its characters and width in 1/1000 em, trailing spaces excluded.
  struct Line {
    var text = ""
    var units = 0
  }

  /// The widest a line may be, in 1/1000 em of the font size (infinite for no limit).
  let limitUnits: Double
  /// The finished lines.
  private(set) var lines: [Line] = []

  /// Creates a breaker for lines at most `limitUnits` wide.
  init(limitUnits: Double) { self.limitUnits = limitUnits }

  /// Breaks one paragraph (text without line feeds) into lines; an empty paragraph is one
  /// empty line.
  mutating func breakParagraph(_ paragraph: Substring) {
    var line = Line()
    var pendingSpaces = ""
    var pendingSpaceUnits = 0
    for word in Self.words(of: paragraph) {
      if word.isSpace {
        pendingSpaces += word.text
        pendingSpaceUnits += word.units
        continue
      }
      let widthWithWord = line.units + pendingSpaceUnits + word.units
      if line.text.isEmpty || Double(widthWithWord) <= limitUnits {
        if !line.text.isEmpty {
          line.text += pendingSpaces
          line.units += pendingSpaceUnits
        }
        if line.text.isEmpty, Double(word.units) > limitUnits {
          line = appendByCharacter(word.text, to: line)
        } else {
          line.text += word.text
          line.units += word.units
        }
      } else {
        lines.append(line)
        line =
          Double(word.units) > limitUnits
          ? appendByCharacter(word.text, to: Line()) : Line(text: word.text, units: word.units)
      }
      pendingSpaces = ""
      pendingSpaceUnits = 0
    }
    lines.append(line)
  }

  /// Appends `text` to `line` character by character, starting a new line whenever the next
  /// character does not fit (every line keeps at least one character); returns the last line.
  private mutating func appendByCharacter(_ text: String, to start: Line) -> Line {
    var line = start
    for character in text {
      let units = TextMeasurer.advanceUnits(of: character)
      if !line.text.isEmpty, Double(line.units + units) > limitUnits {
        lines.append(line)
        line = Line()
      }
      line.text.append(character)
      line.units += units
    }
    return line
  }

  /// A run of spaces, or a word that must not be broken unless it does not fit on a line.
  struct Word {
    var text: String
    var units: Int
    var isSpace: Bool
  }

  /// The words and space runs of a paragraph, with ideographs and kana as words of their own.
  static func words(of paragraph: Substring) -> [Word] {
    var words: [Word] = []
    var current = Word(text: "", units: 0, isSpace: false)
    func flush() {
      if !current.text.isEmpty { words.append(current) }
      current = Word(text: "", units: 0, isSpace: false)
    }
    for character in paragraph {
      let isSpace = character == " " || character == "\t" || character == "\u{3000}"
      let standsAlone = TextMeasurer.breaksBetweenIdeographs(character)
      if isSpace != current.isSpace || standsAlone { flush() }
      current.isSpace = isSpace
      current.text.append(character)
      current.units += TextMeasurer.advanceUnits(of: character)
      if standsAlone { flush() }
    }
    flush()
    return words
  }
}
