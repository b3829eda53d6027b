import Foundation
import Geometry
import TextMeasurement

/// A view that shows text, measured with `TextMeasurer` (UIKit's name).
///
/// ``sizeThatFits(_:)`` breaks the text into lines no wider than the proposed width (any width
/// when it is not positive and finite), keeps at most ``numberOfLines`` lines (all when 0), and
/// rounds the size up to the display scale, as UIKit's label does; the font's weight picks the
/// advance widths. Drawn, the text is centred vertically in the bounds, its last visible line
/// cut by ``lineBreakMode``, its font shrunk first when ``adjustsFontSizeToFitWidth`` asks
/// (``textLayout``). Attributed text is measured by its font runs (``attributedText``).
open class UILabel: UIView {
  /// Labels clip their text, as UIKit's do.
  override class var clipsToBoundsByDefault: Bool { true }

  /// The text shown; `nil` shows nothing and measures as zero.
  ///
  /// Setting it replaces ``attributedText``.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      runs = nil
      textDidChange()
    }
  }
  /// The text, stored.
  private var storedText: String?
  /// The font runs of attributed text, when it has more than one font.
  private var runs: [TextRun]?
  /// The font (the system font at 17 points unless set, as UIKit's).
  open var font: UIFont! {
    get { storage.font }
    set {
      storage.font = newValue
      textDidChange()
    }
  }
  /// The most lines shown; 0 for no limit (1 unless set, as UIKit's).
  open var numberOfLines: Int {
    get { storage.numberOfLines }
    set {
      storage.numberOfLines = newValue
      textDidChange()
    }
  }
  /// The colour of the text.
  open var textColor: UIColor! {
    get { storage.textColor }
    set { storage.textColor = newValue }
  }
  /// The horizontal alignment of the lines.
  open var textAlignment: NSTextAlignment {
    get { storage.textAlignment }
    set { storage.textAlignment = newValue }
  }
  /// How lines break and how the last visible line is cut (UIKit's default: by truncating the
  /// tail).
  open var lineBreakMode: NSLineBreakMode {
    get { storage.lineBreakMode }
    set {
      storage.lineBreakMode = newValue
      textDidChange()
    }
  }
  /// Whether the font shrinks (to ``minimumScaleFactor`` of its size at most) when the text
  /// does not fit the label's width (false unless set).
  open var adjustsFontSizeToFitWidth: Bool {
    get { storage.adjustsFontSizeToFitWidth }
    set {
      storage.adjustsFontSizeToFitWidth = newValue
      textDidChange()
    }
  }
  /// The smallest scale the font shrinks to with ``adjustsFontSizeToFitWidth`` (0 unless set:
  /// no shrinking, as UIKit's 0).
  open var minimumScaleFactor: CGFloat {
    get { storage.minimumScaleFactor }
    set {
      storage.minimumScaleFactor = newValue
      textDidChange()
    }
  }
  /// Whether the label is enabled (drawn dimmed when not; kept).
  open var isEnabled: Bool {
    get { storage.isEnabled }
    set { storage.isEnabled = newValue }
  }

  /// The measurer that sizes and breaks the text.
  public var textMeasurer: TextMeasurer {
    get { storage.textMeasurer }
    set {
      storage.textMeasurer = newValue
      textDidChange()
    }
  }

  /// The label's public properties, stored where only this module reaches them: the optimizer
  /// then sees every access and needs no run-time exclusivity check, which a public stored
  /// property of an open class pays on every read (about 85 instructions; a label's
  /// measurement read some ten of them).
  private var storage = Storage()

  /// The stored values of the label's public properties, with UIKit's defaults.
  private struct Storage {
    var font: UIFont! = .systemFont(ofSize: 17)
    var numberOfLines = 1
    var textColor: UIColor! = .label
    var textAlignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    var adjustsFontSizeToFitWidth = false
    var minimumScaleFactor: CGFloat = 0
    var isEnabled = true
    var textMeasurer = TextMeasurer()
  }

  /// The text's size with no width limit, measured from the current text and style (a change
  /// to either forgets it): a proposal it fits in gets this size without breaking the text
  /// again (see ``sizeThatFits(_:)``).
  private var unlimitedSize: TextMeasurer.UnlimitedSize?
  /// How many sizes a kept unlimited measurement answered (for tests).
  package var unlimitedMeasurementHits: Int { storedUnlimitedMeasurementHits }
  /// ``unlimitedMeasurementHits``, stored.
  private var storedUnlimitedMeasurementHits = 0

  /// Creates a label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a label from an archive (no archives here: an empty label).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// What the measurer lays the text out with: the font's size and weight, the line limit,
  /// the line-break mode and the shrinking.
  ///
  /// It is kept until one of those properties is set (reading the five overridable properties
  /// cost a label's measurement some 800 instructions each time).
  public var textStyle: TextStyle {
    if let cachedTextStyle { return cachedTextStyle }
    let style = TextStyle(
      fontSize: Double(font.pointSize), weight: FontWeight(nearestTo: Double(font.weight.rawValue)),
      numberOfLines: numberOfLines,
      lineBreakMode: LineBreakMode(rawValue: lineBreakMode.rawValue) ?? .byTruncatingTail,
      adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth,
      minimumScaleFactor: Double(minimumScaleFactor))
    cachedTextStyle = style
    return style
  }
  /// ``textStyle`` as last made, until a property it reads is set (`textDidChange`).
  private var cachedTextStyle: TextStyle?

  /// The size of the text broken to `size.width`, rounded up to the display scale.
  ///
  /// The label sizes itself at its full font size (it shrinks only when drawn, as UIKit's
  /// does). The text's size with no width limit is kept until the text or the style changes:
  /// a width it fits in keeps its lines, so it answers at once, as a label that fits on one
  /// line does for every width a flex layout tries.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = Double(size.width)
    let maxWidth: Double? = width.isFinite && width > 0 ? width : nil
    if let runs { return rounded(runsSize(runs, maxWidth: maxWidth)) }
    let measurer = textMeasurer
    // A kept size belongs to the current text, which is not empty (see `textDidChange`): a
    // width it fits in is answered without reading the text or the style (each read of a
    // label's property costs an exclusivity check, about 85 instructions).
    let isKept = unlimitedSize != nil
    guard let unlimited = unlimitedSize ?? measureUnlimitedSize(with: measurer) else {
      return .zero
    }
    if measurer.keepsLines(of: unlimited, atMaxWidth: maxWidth) {
      if isKept { storedUnlimitedMeasurementHits += 1 }
      return rounded((unlimited.width, unlimited.height))
    }
    return rounded(measurer.size(of: storedText ?? "", style: textStyle, maxWidth: maxWidth))
  }

  /// A measured size rounded up to the display scale (Geometry's one pixel rounding).
  private func rounded(_ measured: (width: Double, height: Double)) -> CGSize {
    let scale = Double(contentScaleFactor)
    return CGSize(
      width: PixelGrid.round(measured.width, scale: scale, rule: .up),
      height: PixelGrid.round(measured.height, scale: scale, rule: .up))
  }

  /// Measures the text's size with no width limit and keeps it; `nil` for no text.
  private func measureUnlimitedSize(with measurer: TextMeasurer) -> TextMeasurer.UnlimitedSize? {
    guard let storedText, !storedText.isEmpty else { return nil }
    let size = measurer.unlimitedSize(of: storedText, style: textStyle)
    unlimitedSize = size
    return size
  }

  /// Forgets the kept size and asks for layout: what the text measures as changed.
  private func textDidChange() {
    unlimitedSize = nil
    cachedTextStyle = nil
    invalidateIntrinsicContentSize()
  }

  /// The width a multi-line label wraps at for ``intrinsicContentSize`` (0: none, as UIKit's
  /// default; Auto Layout then wraps at the width it gives the label).
  open var preferredMaxLayoutWidth: CGFloat {
    get { storedPreferredMaxLayoutWidth }
    set {
      let oldValue = storedPreferredMaxLayoutWidth
      storedPreferredMaxLayoutWidth = newValue
      if newValue != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// ``preferredMaxLayoutWidth``, stored.
  private var storedPreferredMaxLayoutWidth: CGFloat = 0

  /// The size of the text: on as few lines as ``numberOfLines`` allows, or wrapped at
  /// ``preferredMaxLayoutWidth`` when set (for labels of several lines).
  open override var intrinsicContentSize: CGSize {
    let width =
      numberOfLines != 1 && preferredMaxLayoutWidth > 0
      ? preferredMaxLayoutWidth : CGFloat.infinity
    return sizeThatFits(CGSize(width: width, height: CGFloat.infinity))
  }

  // MARK: Drawing

  /// The text as drawn in the current bounds: its lines (cut by ``lineBreakMode`` where the
  /// text does not fit), the font size after shrinking, and the baselines.
  public var textLayout: TextLayout {
    textMeasurer.layout(
      of: storedText ?? "", style: textStyle, maxWidth: Double(layoutFrame.width),
      maxHeight: Double(layoutFrame.height))
  }

  /// The strings of the lines drawn in the current bounds (ellipses included).
  public var displayedLines: [String] {
    guard let storedText, !storedText.isEmpty else { return [] }
    return textLayout.displayedTexts(in: storedText)
  }

  /// The lines the label shows at its current width, as `TextLine` values (for drawings).
  public var textLines: [TextLine] {
    guard let storedText, !storedText.isEmpty else { return [] }
    let layout = textLayout
    return zip(layout.lines, layout.displayedTexts(in: storedText)).map {
      TextLine(text: $1, width: $0.width)
    }
  }

  /// The first and last lines' baselines from the top, with the text centred vertically in the
  /// bounds as UILabel draws it.
  override var textBaselineOffsets: (first: Double, last: Double)? {
    guard let storedText, !storedText.isEmpty else { return nil }
    let layout = textLayout
    let top = (Double(layoutFrame.height) - layout.height) / 2
    return (top + layout.firstBaselineOffset, top + layout.lastBaselineOffset)
  }

  // MARK: Attributed text

  /// The text with its attributes; runs with their own `.font` are measured with that font
  /// (Trellis measures font runs; other attributes are kept for drawings).
  open var attributedText: NSAttributedString? {
    get {
      guard let storedText else { return nil }
      guard let runs else {
        return NSAttributedString(string: storedText, attributes: [.font: font as Any])
      }
      let result = NSMutableAttributedString(string: "")
      for run in runs {
        result.append(NSAttributedString(string: run.text, attributes: [.font: run.font]))
      }
      return result
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      storedText = newValue.string
      var found: [TextRun] = []
      let whole = NSRange(location: 0, length: (newValue.string as NSString).length)
      newValue.enumerateAttribute(.font, in: whole) { value, range, _ in
        let piece = (newValue.string as NSString).substring(with: range)
        found.append(TextRun(text: piece, font: (value as? UIFont) ?? font))
      }
      let fonts = Set(found.map(\.font))
      if fonts.count <= 1, let only = found.first?.font {
        runs = nil
        font = only
      } else {
        runs = found
      }
      textDidChange()
    }
  }
}

/// A stretch of attributed text in one font.
struct TextRun {
  /// The text.
  var text: String
  /// The font.
  var font: UIFont
}

extension UILabel {
  /// The size of font runs broken into lines no wider than `maxWidth`: words are placed one
  /// after another, each character at its run's font size and weight; a line is as high as
  /// its tallest run's line height (UIKit's typesetter does the same for font runs).
  fileprivate func runsSize(_ runs: [TextRun], maxWidth: Double?) -> (width: Double, height: Double)
  {
    let measurer = textMeasurer
    var lines: [(width: Double, height: Double)] = []
    var lineWidth = 0.0
    var lineHeight = 0.0
    var pendingSpace = 0.0
    func endLine() {
      lines.append((lineWidth, lineHeight))
      lineWidth = 0
      lineHeight = 0
      pendingSpace = 0
    }
    for run in runs {
      let size = Double(run.font.pointSize)
      let weight = FontWeight(nearestTo: Double(run.font.weight.rawValue))
      let height = measurer.lineHeight(fontSize: size)
      var word = 0.0
      func placeWord() {
        guard word > 0 else { return }
        if let maxWidth, lineWidth > 0, lineWidth + pendingSpace + word > maxWidth { endLine() }
        lineWidth += (lineWidth > 0 ? pendingSpace : 0) + word
        lineHeight = Swift.max(lineHeight, height)
        pendingSpace = 0
        word = 0
      }
      for character in run.text {
        if character.isNewline {
          placeWord()
          lineHeight = Swift.max(lineHeight, height)
          endLine()
        } else if character == " " {
          placeWord()
          pendingSpace += measurer.advance(of: character, fontSize: size, weight: weight)
        } else {
          word += measurer.advance(of: character, fontSize: size, weight: weight)
        }
      }
      placeWord()
      if lineWidth == 0 { lineHeight = Swift.max(lineHeight, height) }
    }
    if lineWidth > 0 || lineHeight > 0 { endLine() }
    let limit = numberOfLines > 0 ? Swift.min(numberOfLines, lines.count) : lines.count
    let shown = lines.prefix(limit)
    let widest = shown.map(\.width).max() ?? 0
    return (maxWidth.map { Swift.min($0, widest) } ?? widest, shown.reduce(0) { $0 + $1.height })
  }
}

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// The font of a run of attributed text (UIKit's key; Foundation on Linux lacks it).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a run of attributed text (UIKit's key).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
  }
#endif
