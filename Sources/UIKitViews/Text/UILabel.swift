import Foundation
import Geometry
import TextMeasurement

/// A view that shows text, measured with `TextMeasurer` (UIKit's name).
///
/// ``sizeThatFits(_:)`` breaks the text into lines no wider than the proposed width (any width
/// when it is not positive and finite), keeps at most ``numberOfLines`` lines (all when 0), and
/// rounds the size up to the display scale, as UIKit's label does.
open class UILabel: UIView {
  /// Labels clip their text, as UIKit's do.
  override class var clipsToBoundsByDefault: Bool { true }

  /// The text shown; `nil` shows nothing and measures as zero.
  public var text: String? { didSet { textDidChange() } }
  /// The font (the system font at 17 points unless set, as UIKit's).
  public var font: UIFont = .systemFont(ofSize: 17) { didSet { textDidChange() } }
  /// The most lines shown; 0 for no limit (1 unless set, as UIKit's).
  public var numberOfLines = 1 { didSet { textDidChange() } }
  /// The colour of the text.
  public var textColor: UIColor! = .label
  /// The horizontal alignment of the lines.
  public var textAlignment: NSTextAlignment = .natural
  /// How lines break; every mode measures as word wrapping.
  public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

  /// The measurer that sizes and breaks the text.
  public var textMeasurer = TextMeasurer() { didSet { unlimitedSize = nil } }

  /// The text's size with no width limit, measured from the current text, font, line limit and
  /// measurer (a change to any of them forgets it): a proposal it fits in gets this size
  /// without breaking the text again (see ``sizeThatFits(_:)``).
  private var unlimitedSize: TextMeasurer.UnlimitedSize?
  /// How many sizes a kept unlimited measurement answered (for tests).
  package private(set) var unlimitedMeasurementHits = 0

  /// The size of the text broken to `size.width`, rounded up to the display scale.
  ///
  /// The text's size with no width limit is kept until the text, the font, the line limit or
  /// the measurer changes: a width it fits in keeps its lines, so it answers at once, as a
  /// label that fits on one line does for every width a flex layout tries.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = Double(size.width)
    let maxWidth: Double? = width.isFinite && width > 0 ? width : nil
    let measurer = textMeasurer
    // A kept size belongs to the current text, which is not empty (see `textDidChange`): a
    // width it fits in is answered without reading the text, the font or the line limit (each
    // read of a label's property costs an exclusivity check, about 85 instructions).
    let isKept = unlimitedSize != nil
    guard let unlimited = unlimitedSize ?? measureUnlimitedSize(with: measurer) else {
      return .zero
    }
    let measured: (width: Double, height: Double)
    if measurer.keepsLines(of: unlimited, atMaxWidth: maxWidth) {
      if isKept { unlimitedMeasurementHits += 1 }
      measured = (unlimited.width, unlimited.height)
    } else {
      measured = measurer.size(
        of: text ?? "", fontSize: Double(font.pointSize), maxWidth: maxWidth,
        maxLines: Swift.max(0, numberOfLines))
    }
    let scale = Double(contentScaleFactor)
    return CGSize(
      width: (measured.width * scale).rounded(.up) / scale,
      height: (measured.height * scale).rounded(.up) / scale)
  }

  /// Measures the text's size with no width limit and keeps it; `nil` for no text.
  private func measureUnlimitedSize(with measurer: TextMeasurer) -> TextMeasurer.UnlimitedSize? {
    guard let text, !text.isEmpty else { return nil }
    let size = measurer.unlimitedSize(
      of: text, fontSize: Double(font.pointSize), maxLines: Swift.max(0, numberOfLines))
    unlimitedSize = size
    return size
  }

  /// Forgets the kept size and asks for layout: what the text measures as changed.
  private func textDidChange() {
    unlimitedSize = nil
    setNeedsLayout()
    (constraintAttachment as? any ViewConstraintState)?.intrinsicContentSizeDidChange(of: self)
  }

  /// The width a multi-line label wraps at for ``intrinsicContentSize`` (0: none, as UIKit's
  /// default; Auto Layout then wraps at the width it gives the label).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The size of the text: on as few lines as ``numberOfLines`` allows, or wrapped at
  /// ``preferredMaxLayoutWidth`` when set (for labels of several lines).
  open override var intrinsicContentSize: CGSize {
    let width =
      numberOfLines != 1 && preferredMaxLayoutWidth > 0
      ? preferredMaxLayoutWidth : CGFloat.infinity
    return sizeThatFits(CGSize(width: width, height: CGFloat.infinity))
  }

  /// Creates a label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a label from an archive (no archives here: an empty label).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The first and last lines' baselines from the top, with the text centred vertically in the
  /// bounds as UILabel draws it.
  override var textBaselineOffsets: (first: Double, last: Double)? {
    guard let text, !text.isEmpty else { return nil }
    let lineHeight = Double(font.lineHeight)
    let lines = Swift.max(1, textLines.count)
    let textHeight = lineHeight * Double(lines)
    let top = Swift.max(0, (Double(layoutFrame.height) - textHeight) / 2)
    let ascender = Double(font.ascender)
    return (top + ascender, top + Double(lines - 1) * lineHeight + ascender)
  }

  /// The lines the label shows at its current width (for drawings).
  public var textLines: [TextLine] {
    guard let text, !text.isEmpty else { return [] }
    return textMeasurer.lines(
      of: text, fontSize: Double(font.pointSize), maxWidth: layoutFrame.width,
      maxLines: Swift.max(0, numberOfLines))
  }
}
