import Foundation
import Geometry
import TableLayout

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
open class UITableView: UIScrollView {
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
  /// The separators' colour (kept for drawings).
  public var separatorColor: UIColor? = .separator
  /// Whether several rows can be selected at once (false unless set).
  public var allowsMultipleSelection = false
  /// Whether rows can be selected (true unless set).
  public var allowsSelection = true
  /// The view above the first section.
  public var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section.
  public var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }
  /// The object that gives the sections, rows and cells (weak, as in UIKit).
  public weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsLayout() }
  }
  /// The delegate, as a table view's: heights, header and footer views, selection.
  public var tableDelegate: (any UITableViewDelegate)? { tableDelegateCache }
  /// The delegate as a table view's, read once per assignment (it is asked per row).
  private weak var tableDelegateCache: (any UITableViewDelegate)?

  /// Setting the delegate keeps it as a table view's delegate too.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet { tableDelegateCache = delegate as? any UITableViewDelegate }
  }

  /// The value engine: heights, offsets and queries.
  package var engine: TableLayout
  /// Registered cell classes by reuse identifier.
  var registrations: [String: UITableViewCell.Type] = [:]
  /// Cells waiting to be reused, by reuse identifier.
  var reusePool: [String: [UITableViewCell]] = [:]
  /// The cells on screen, by index path.
  var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// The selected rows.
  var selectedRows: Set<IndexPath> = []
  /// The width the engine's heights were measured at.
  var measuredWidth: Double = -1
  /// The changes recorded inside ``performBatchUpdates(_:completion:)``, not yet applied.
  var batchRecording = BatchRecording()
  /// Whether the content offset has been placed at the top of the adjusted content inset.
  var hasInitialOffset = false
  /// Whether the data source was read since the table was made.
  var hasLoadedData = false
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

  /// Creates a plain table view from an archive (no archives here: an empty table).
  public required init?(coder: NSCoder) {
    style = .plain
    engine = TableLayout(style: .plain, width: 0, sections: [])
    super.init(coder: coder)
  }

  /// Registers the class of the cells dequeued with `identifier`.
  public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String)
  {
    registrations[identifier] = cellClass
  }

  /// A cell for `indexPath`: a reused one of the registered class, or a new one.
  ///
  /// An identifier that was never registered gives a plain ``UITableViewCell`` with that
  /// identifier and logs a ``UIKitDiagnostic/Kind/unregisteredReuseIdentifier`` diagnostic
  /// (UIKit raises an exception instead).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registrations[identifier] else {
      UIKitDiagnostics.log(
        .unregisteredReuseIdentifier,
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard; a plain "
          + "UITableViewCell is used.")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return cellClass.init(dequeuedWithIdentifier: identifier)
  }

  /// A reused cell of `identifier`, or nil when none waits (UIKit's older dequeue: the caller
  /// makes a cell when it gets nil).
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard var pool = reusePool[identifier], let cell = pool.popLast() else { return nil }
    reusePool[identifier] = pool
    cell.prepareForReuse()
    return cell
  }

  /// The size of the content: the width and the rows' total height, headers and footers included
  /// (unmeasured rows count with their estimates).
  ///
  /// Setting it has no effect.
  open override var contentSize: CGSize {
    get { CGSize(engine.contentSize()) }
    set {}
  }

  /// Table views bounce vertically, so their top and bottom insets follow the safe area.
  open override var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let behavior = contentInsetAdjustmentBehavior
    let vertical = behavior != .never
    let horizontal = behavior == .always
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Measures the visible rows not yet measured, then places their cells (UIKit's layout
  /// pass): the first pass reloads the data, as a table view does when it first appears.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if !hasLoadedData { reloadData() }
    layoutVisibleRows()
  }

  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    reloadData()
  }
}
