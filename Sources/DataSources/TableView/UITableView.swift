import Geometry
import TableLayout
import UIKitGeometry

/// A headless table view: sections of rows stacked vertically, with self-sizing cells, section
/// headers and footers and UIKit's queries (UIKit's name).
///
/// The frames come from a `TableLayout` value engine; this class adds what UIKit users
/// expect around it: a data source and a delegate, registered cell classes, dequeueing and
/// reuse, lazy measuring of the rows that scroll into view (with the content offset corrected
/// so that the first visible row stays put) or of every row at once for export.
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
/// table.register(TextCell.self, forCellReuseIdentifier: "text")
/// table.dataSource = source
/// table.reloadData()
/// table.layoutIfNeeded()  // measures and places the visible rows
/// table.rectForRow(at: IndexPath(row: 2, section: 0))
/// ```
open class UITableView: UIView {
  /// The look of a table view (UIKit's `UITableView.Style`).
  public typealias Style = TableStyle

  /// Whether separators are drawn between rows (UIKit's `UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Hashable, Sendable {
    /// No separators: rows are exactly their content's height.
    case none
    /// A one-pixel line at the bottom of each row, inside its height.
    case singleLine
  }

  /// The value that asks for a measured height (UIKit's `automaticDimension`, −1).
  public static let automaticDimension: CGFloat = -1

  /// The style, fixed at creation.
  public let style: Style
  /// Every row's height, or ``automaticDimension`` (the default) to measure each cell.
  public var rowHeight: CGFloat = UITableView.automaticDimension
  /// The height counted for a row before it is measured; ``automaticDimension`` for 44.
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// Every section header's height, or ``automaticDimension`` for the style's default.
  public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// Every section footer's height, or ``automaticDimension`` for the style's default.
  public var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Space above each section header, or ``automaticDimension`` for the style's default.
  public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// Whether separators are drawn (and counted in self-sized rows).
  public var separatorStyle: SeparatorStyle = .singleLine
  /// The separators' insets from the row's edges (kept for drawings).
  public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// Extra space around the content.
  public var contentInset: UIEdgeInsets = .zero
  /// Where the visible area's top-left corner lies in the content: the bounds' origin, as in
  /// a UIKit scroll view.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }
  /// The view above the first section.
  public var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section.
  public var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }
  /// The object that gives the sections, rows and cells.
  public weak var dataSource: (any UITableViewDataSource)?
  /// The object that gives heights and header and footer views.
  public weak var delegate: (any UITableViewDelegate)?

  /// The value engine: heights, offsets and queries.
  package var engine: TableLayout
  /// Registered cell classes by reuse identifier.
  var registrations: [String: UITableViewCell.Type] = [:]
  /// Cells waiting to be reused, by reuse identifier.
  var reusePool: [String: [UITableViewCell]] = [:]
  /// The cells on screen, by index path.
  var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// The width the engine's heights were measured at.
  var measuredWidth: Double = -1
  /// The changes recorded inside ``performBatchUpdates(_:completion:)``, not yet applied.
  var batchRecording = BatchRecording()
  /// Whether the content offset has been placed at the top of the adjusted content inset.
  var hasInitialOffset = false
  /// The last batch update the table refused, as UIKit would with an exception.
  public internal(set) var lastBatchUpdateError: TableBatchError?

  /// Creates a table view with a frame and a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    engine = TableLayout(style: style, width: Double(frame.width), sections: [])
    super.init(frame: frame)
  }

  /// Creates a plain table view with a frame.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Registers the class of the cells dequeued with `identifier`.
  public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String)
  {
    registrations[identifier] = cellClass
  }

  /// A cell for `indexPath`: a reused one of the registered class, or a new one.
  ///
  /// An identifier that was never registered gives a plain ``UITableViewCell`` with that
  /// identifier (UIKit raises an exception instead).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    let cellClass = registrations[identifier] ?? UITableViewCell.self
    return cellClass.init(dequeuedWithIdentifier: identifier)
  }

  /// The size of the content: the width and the rows' total height, headers and footers
  /// included (unmeasured rows count with their estimates).
  public var contentSize: CGSize { CGSize(engine.contentSize()) }

  /// The insets around the content: ``contentInset`` plus the safe area's top and bottom.
  public var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left,
      bottom: contentInset.bottom + safe.bottom, right: contentInset.right)
  }

  /// Measures the visible rows not yet measured, then places their cells (UIKit's layout pass).
  open override func layoutSubviews() {
    layoutVisibleRows()
  }

  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    reloadData()
  }
}
