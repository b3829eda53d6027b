import Foundation
import Geometry

/// A row of a table view: a view with a content view, optional text labels and a reuse
/// identifier (UIKit's name).
///
/// Self-sizing tables ask a cell for ``sizeThatFits(_:)`` at the row's width. Override it (or
/// set `UIView/sizeThatFitsHandler` on the cell) to measure custom content; the default
/// measures the text labels as UIKit's default cell styles lay them out (an approximation:
/// 11 points above and below the labels, 16 points of horizontal margin, at least 44 high).
open class UITableViewCell: UIView {
  /// The built-in arrangements of a cell's labels (UIKit's `UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Hashable, Sendable {
    /// One text label.
    case `default`
    /// A text label and a detail label on the trailing side.
    case value1
    /// A detail label after a text label in a narrow column.
    case value2
    /// A text label above a smaller detail label.
    case subtitle
  }

  /// How a cell looks when selected (kept for drawings).
  public enum SelectionStyle: Int, Hashable, Sendable {
    /// No highlight.
    case none
    /// A blue highlight.
    case blue
    /// A grey highlight.
    case gray
    /// The system's highlight.
    case `default`
  }

  /// The arrangement of the labels.
  public let style: CellStyle
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The view that holds the cell's content, inset from the cell as UIKit insets it.
  public let contentView = UIView()
  /// How the cell looks when selected.
  public var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// The control shown at the trailing edge (kept for drawings).
  open var accessoryType: AccessoryType = .none

  /// The standard trailing controls of a cell (UIKit's `UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Hashable, Sendable {
    /// None.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A check mark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Highlights the cell or removes the highlight.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// The content view's constraints size the cell when it has any: UIKit measures a self-sizing
  /// row through its content view.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if contentView.constraintAttachment != nil {
      return contentView.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)

  /// Creates a cell with a style and a reuse identifier.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a default-style cell with a frame and no reuse identifier (so `UITableViewCell()`
  /// gives a plain cell, as UIKit's does).
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell from an archive (no archives here: a default-style cell).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell for a table view's dequeue: calls the designated initializer, so that a
  /// subclass that overrides ``init(style:reuseIdentifier:)`` (as iOS cells do) inherits it.
  public required convenience init(dequeuedWithIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// The main text label, created on first use.
  public var textLabel: UILabel? {
    if let label = labels.text { return label }
    let label = UILabel()
    labels.text = label
    contentView.addSubview(label)
    return label
  }

  /// The secondary text label of the ``CellStyle/value1``, ``CellStyle/value2`` and
  /// ``CellStyle/subtitle`` styles (`nil` in the default style), created on first use.
  public var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let label = labels.detail { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
    labels.detail = label
    contentView.addSubview(label)
    return label
  }

  /// Resets the cell before reuse; override to clear content.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// The height that fits the labels at `size.width`, at least 44.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let sizeThatFitsHandler { return sizeThatFitsHandler(size) }
    let labelWidth = CGSize(width: Swift.max(0, size.width - 32), height: .greatestFiniteMagnitude)
    let text = labels.text.map { $0.sizeThatFits(labelWidth).height } ?? 0
    let detail = labels.detail.map { $0.sizeThatFits(labelWidth).height } ?? 0
    let labelsHeight = style == .subtitle ? text + detail : Swift.max(text, detail)
    return CGSize(width: size.width, height: Swift.max(44, labelsHeight + 22))
  }

  /// Places the content view over the bounds and the labels in it, then lets Auto Layout place
  /// the content view's constrained subviews.
  open override func layoutSubviews() {
    // The content view stops above the row's separator (a pixel high), as UIKit's does.
    var content = Rect(bounds)
    if let table = superview as? UITableView, table.separatorStyle != .none {
      content.size.height = Swift.max(0, content.height - 1 / Double(contentScaleFactor))
    }
    contentView.frame = CGRect(content)
    super.layoutSubviews()
    let inner = Rect(contentView.bounds).insetBy(left: 16, right: 16)
    if let label = labels.text {
      let height = label.sizeThatFits(CGSize(width: inner.width, height: .greatestFiniteMagnitude))
        .height
      label.frame = CGRect(
        x: inner.minX, y: style == .subtitle ? 11 : (inner.height - height) / 2,
        width: inner.width, height: height)
    }
  }
}

extension Rect {
  /// The rectangle narrowed by `left` and `right`.
  fileprivate func insetBy(left: Double, right: Double) -> Rect {
    Rect(x: minX + left, y: minY, width: Swift.max(0, width - left - right), height: height)
  }
}
