/// A laid-out line in 1/1000 em: its range of the text, its width, and the ellipsis that
/// replaces part of it, if any.
struct LaidOutLine {
  /// The characters the line stands for (see ``TextLayout/Line/range``).
  var range: Range<String.Index>
  /// The drawn width, the ellipsis included.
  var units: Int
  /// The characters the ellipsis replaces, and how far from the line's start it is drawn.
  var ellipsis: (replaced: Range<String.Index>, offsetUnits: Int)?
  /// Whether the line is wider than the limit it was laid out in.
  var isClipped: Bool
  /// Whether ``LineBreakMode/byClipping`` made the line: it runs on past the limit, and
  /// counts as the limit in a size.
  var runsPastEdge = false
}

/// How the last visible line of a label is cut when text is left out (see ``LineBreakMode``).
///
/// The line is the rest of its paragraph, from where the line starts; spaces at its end are
/// dropped. A cut keeps whole characters (grapheme clusters): spaces next to the ellipsis are
/// dropped, and every character but a space counts against the width. When not even the
/// ellipsis fits, the line is the ellipsis alone, clipped.
///
/// Text of printable ASCII is read byte by byte (``MeasuredCharacter``), other text by
/// `Character`; the answers are the same.
struct LastLineCutter {
  let text: String
  let advances: GlyphAdvances
  let limitUnits: Double
  /// Whether the text is read from its bytes (``TextMeasurer/isPlainASCII(_:)``).
  let isASCII: Bool

  /// Creates a cutter of lines of `text` at most `limitUnits` wide.
  init(text: String, advances: GlyphAdvances, limitUnits: Double, isASCII: Bool? = nil) {
    self.text = text
    self.advances = advances
    self.limitUnits = limitUnits
    self.isASCII = isASCII ?? TextMeasurer.isPlainASCII(text)
  }

  /// The last visible line, starting at `start`, cut as `mode` says; `isOnlyLine` when the
  /// label shows a single line (head and middle truncation apply only then).
  func cut(from start: String.Index, mode: LineBreakMode, isOnlyLine: Bool) -> LaidOutLine {
    isASCII
      ? cut(text.utf8, from: start, mode: mode, isOnlyLine: isOnlyLine)
      : cut(text, from: start, mode: mode, isOnlyLine: isOnlyLine)
  }

  /// ``cut(from:mode:isOnlyLine:)`` reading `view`, the text's characters or bytes.
  func cut<View: BidirectionalCollection>(
    _ view: View, from start: String.Index, mode: LineBreakMode, isOnlyLine: Bool
  ) -> LaidOutLine where View.Index == String.Index, View.Element: MeasuredCharacter {
    var paragraphEnd = start
    while paragraphEnd < view.endIndex, !view[paragraphEnd].isParagraphEnd {
      paragraphEnd = view.index(after: paragraphEnd)
    }
    var end = paragraphEnd
    while end > start, view[view.index(before: end)].isHangingSpace {
      end = view.index(before: end)
    }
    let hidesLaterText = view[paragraphEnd...].contains { !$0.isBlank }
    let coveredEnd = hidesLaterText ? view.endIndex : end
    switch mode {
    case .byWordWrapping, .byCharWrapping, .byClipping:
      let units = width(view, start..<end)
      return LaidOutLine(
        range: start..<end, units: units, ellipsis: nil, isClipped: Double(units) > limitUnits,
        runsPastEdge: true)
    case .byTruncatingTail:
      return tail(view, from: start, upTo: end, covering: coveredEnd)
    case .byTruncatingHead, .byTruncatingMiddle:
      // More lines, or a paragraph that fits with later ones hidden: the tail is cut.
      guard isOnlyLine, Double(width(view, start..<end)) > limitUnits else {
        return tail(view, from: start, upTo: end, covering: coveredEnd)
      }
      return mode == .byTruncatingHead
        ? head(view, from: start, upTo: end) : middle(view, from: start, upTo: end)
    }
  }

  /// The sum of the advances of `range` of `view`.
  func width<View: BidirectionalCollection>(_ view: View, _ range: Range<String.Index>) -> Int
  where View.Index == String.Index, View.Element: MeasuredCharacter {
    view[range].reduce(0) { $0 + $1.units(in: advances) }
  }

  /// The longest start of `start..<end` at most `available` wide (spaces at its end dropped):
  /// where it ends and its width.
  func prefix<View: BidirectionalCollection>(
    _ view: View, from start: String.Index, upTo end: String.Index, available: Double
  ) -> (end: String.Index, units: Int)
  where View.Index == String.Index, View.Element: MeasuredCharacter {
    var index = start
    var units = 0
    var kept = (end: start, units: 0)
    while index < end {
      let character = view[index]
      let next = view.index(after: index)
      units += character.units(in: advances)
      if !character.isHangingSpace {
        guard Double(units) <= available else { break }
        kept = (next, units)
      }
      index = next
    }
    return kept
  }

  /// The longest end of `start..<end` at most `available` wide (spaces at its start dropped):
  /// where it starts and its width.
  func suffix<View: BidirectionalCollection>(
    _ view: View, from start: String.Index, upTo end: String.Index, available: Double
  ) -> (start: String.Index, units: Int)
  where View.Index == String.Index, View.Element: MeasuredCharacter {
    var index = end
    var units = 0
    var kept = (start: end, units: 0)
    while index > start {
      let previous = view.index(before: index)
      let character = view[previous]
      units += character.units(in: advances)
      if !character.isHangingSpace {
        guard Double(units) <= available else { break }
        kept = (previous, units)
      }
      index = previous
    }
    return kept
  }

  /// "abc…": the longest start that fits with the ellipsis after it; the ellipsis stands for
  /// everything up to `coveredEnd`.
  func tail<View: BidirectionalCollection>(
    _ view: View, from start: String.Index, upTo end: String.Index,
    covering coveredEnd: String.Index
  ) -> LaidOutLine where View.Index == String.Index, View.Element: MeasuredCharacter {
    let ellipsis = advances.ellipsis
    let kept = prefix(view, from: start, upTo: end, available: limitUnits - Double(ellipsis))
    let units = kept.units + ellipsis
    return LaidOutLine(
      range: start..<coveredEnd, units: units,
      ellipsis: (kept.end..<coveredEnd, kept.units), isClipped: Double(units) > limitUnits)
  }

  /// "…xyz": the longest end of the line that fits with the ellipsis before it.
  func head<View: BidirectionalCollection>(
    _ view: View, from start: String.Index, upTo end: String.Index
  ) -> LaidOutLine where View.Index == String.Index, View.Element: MeasuredCharacter {
    let ellipsis = advances.ellipsis
    let kept = suffix(view, from: start, upTo: end, available: limitUnits - Double(ellipsis))
    let units = kept.units + ellipsis
    return LaidOutLine(
      range: start..<end, units: units, ellipsis: (start..<kept.start, 0),
      isClipped: Double(units) > limitUnits)
  }

  /// "ab…yz": the longest start at most half the room left by the ellipsis, then the longest
  /// end that fits in the rest.
  func middle<View: BidirectionalCollection>(
    _ view: View, from start: String.Index, upTo end: String.Index
  ) -> LaidOutLine where View.Index == String.Index, View.Element: MeasuredCharacter {
    let ellipsis = advances.ellipsis
    let room = limitUnits - Double(ellipsis)
    let head = prefix(view, from: start, upTo: end, available: room / 2)
    let tail = suffix(view, from: head.end, upTo: end, available: room - Double(head.units))
    let units = head.units + ellipsis + tail.units
    return LaidOutLine(
      range: start..<end, units: units, ellipsis: (head.end..<tail.start, head.units),
      isClipped: Double(units) > limitUnits)
  }
}
