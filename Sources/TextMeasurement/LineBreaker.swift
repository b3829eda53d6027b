/// Greedy line breaking of paragraphs for ``TextMeasurer``: by word (between words, and by
/// character inside a word wider than a line) or, with `breaksEverywhere`, by character.
///
/// Lines are kept as ranges of the text and widths in 1/1000 em, so measuring builds no
/// strings; ``TextMeasurer/lines(of:fontSize:weight:maxWidth:maxLines:)`` makes the lines'
/// texts from the ranges at the end. Spaces that end a line hang past it and take no width.
struct LineBreaker {
  /// A line: where its characters are in the text and its width in 1/1000 em, trailing spaces
  /// excluded.
  struct Line {
    var range: Range<String.Index>
    var units = 0
  }

  /// The widest a line may be, in 1/1000 em of the font size (infinite for no limit).
  let limitUnits: Double
  /// The advance widths of the face.
  let advances: GlyphAdvances
  /// Whether a line may break between any two characters (character wrapping).
  let breaksEverywhere: Bool
  /// The finished lines.
  private(set) var lines: [Line] = []

  /// Creates a breaker for lines at most `limitUnits` wide.
  init(limitUnits: Double, advances: GlyphAdvances = .regular, breaksEverywhere: Bool = false) {
    self.limitUnits = limitUnits
    self.advances = advances
    self.breaksEverywhere = breaksEverywhere
  }

  /// Breaks one paragraph (text without line feeds) into lines; an empty paragraph is one
  /// empty line.
  mutating func breakParagraph(_ paragraph: Substring) {
    var line: Line? = nil
    var pendingSpaceUnits = 0
    var word = Word(start: paragraph.startIndex)
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let character = paragraph[index]
      let next = paragraph.index(after: index)
      let isSpace = TextMeasurer.isSpace(character)
      let units = advances.units(of: character)
      if isSpace {
        if word.units > 0 || word.start < index {
          place(word, upTo: index, in: paragraph, line: &line, spaces: &pendingSpaceUnits)
        }
        pendingSpaceUnits += units
        word = Word(start: next)
      } else if breaksEverywhere || TextMeasurer.breaksBetweenIdeographs(character) {
        if word.start < index {
          place(word, upTo: index, in: paragraph, line: &line, spaces: &pendingSpaceUnits)
        }
        place(
          Word(start: index, units: units), upTo: next, in: paragraph, line: &line,
          spaces: &pendingSpaceUnits)
        word = Word(start: next)
      } else {
        word.units += units
      }
      index = next
    }
    if word.start < paragraph.endIndex {
      place(word, upTo: paragraph.endIndex, in: paragraph, line: &line, spaces: &pendingSpaceUnits)
    }
    lines.append(line ?? Line(range: paragraph.startIndex..<paragraph.startIndex))
  }

  /// A word being read: where it starts and its width so far.
  private struct Word {
    var start: String.Index
    var units = 0
  }

  /// Puts the word `word.start..<end` on the current line, or on a new one when it does not
  /// fit (by character when it is wider than a line).
  private mutating func place(
    _ word: Word, upTo end: String.Index, in paragraph: Substring, line: inout Line?,
    spaces: inout Int
  ) {
    defer { spaces = 0 }
    if var current = line, Double(current.units + spaces + word.units) <= limitUnits {
      current.units += spaces + word.units
      current.range = current.range.lowerBound..<end
      line = current
      return
    }
    if let current = line { lines.append(current) }
    guard Double(word.units) > limitUnits else {
      line = Line(range: word.start..<end, units: word.units)
      return
    }
    // Wider than a line: break by character, keeping at least one character per line.
    var current = Line(range: word.start..<word.start)
    var index = word.start
    while index < end {
      let next = paragraph.index(after: index)
      let units = advances.units(of: paragraph[index])
      if current.range.lowerBound < index, Double(current.units + units) > limitUnits {
        lines.append(current)
        current = Line(range: index..<index)
      }
      current.units += units
      current.range = current.range.lowerBound..<next
      index = next
    }
    line = current
  }
}
