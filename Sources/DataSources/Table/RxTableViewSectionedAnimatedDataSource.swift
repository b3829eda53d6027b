import Geometry
import SectionedData
import UIKitGeometry

/// How rows enter and leave in an animated update (UIKit's `UITableView.RowAnimation`).
public enum RowAnimation: Int, Hashable, Sendable {
  /// Fades in or out.
  case fade
  /// Slides in from, or out to, the right.
  case right
  /// Slides in from, or out to, the left.
  case left
  /// Slides in from, or out to, the top.
  case top
  /// Slides in from, or out to, the bottom.
  case bottom
  /// Appears or disappears at once.
  case none
  /// Grows from, or shrinks to, the middle.
  case middle
  /// The system's choice (a fade here).
  case automatic
}

extension UITableView {
  /// UIKit's spelling of ``RowAnimation``.
  public typealias RowAnimation = DataSources.RowAnimation
}

/// The row animations of an animated data source (RxDataSources' `AnimationConfiguration`).
public struct AnimationConfiguration: Hashable, Sendable {
  /// How inserted rows appear.
  public let insertAnimation: RowAnimation
  /// How reloaded rows change.
  public let reloadAnimation: RowAnimation
  /// How deleted rows disappear.
  public let deleteAnimation: RowAnimation

  /// Creates a configuration (every animation automatic unless given).
  public init(
    insertAnimation: RowAnimation = .automatic, reloadAnimation: RowAnimation = .automatic,
    deleteAnimation: RowAnimation = .automatic
  ) {
    self.insertAnimation = insertAnimation
    self.reloadAnimation = reloadAnimation
    self.deleteAnimation = deleteAnimation
  }
}

/// Whether an update is animated or shown with a plain reload (RxDataSources' name).
public enum ViewTransition: Hashable, Sendable {
  /// The changes are applied as animated batch updates.
  case animated
  /// The view reloads all its data at once.
  case reload
}

/// What an update of an animated data source did: the frames before and after, the plan that
/// animates between them, and the error that forced a plain reload, if any.
public struct TableUpdate: Sendable {
  /// Each old row's frame before the update.
  public var oldFrames: [ItemPath: Rect]
  /// Each new row's frame after the update (visible rows measured).
  public var newFrames: [ItemPath: Rect]
  /// The animation between them; `nil` for a plain reload.
  public var plan: TransitionPlan?
  /// Why the update fell back to a reload (duplicate identities, say), as RxDataSources
  /// reports it.
  public var error: Diff.Error?
}

/// A table data source that diffs each new value of its sections against the shown ones and
/// animates the difference (RxDataSources' `RxTableViewSectionedAnimatedDataSource`).
open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
  TableViewSectionedDataSource<Section>
{
  /// Decides, from the staged changes, whether to animate or reload.
  public typealias DecideViewTransition = (
    TableViewSectionedDataSource<Section>, UITableView, [Changeset<Section>]
  ) -> ViewTransition

  /// The row animations.
  public var animationConfiguration: AnimationConfiguration
  /// Decides whether to animate or reload (animated unless set).
  public var decideViewTransition: DecideViewTransition
  /// Whether the first value has been shown (it is always a reload, as in RxDataSources).
  private var hasShownSections = false

  /// Creates a data source from RxDataSources' closures.
  public init(
    animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
    decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
    configureCell: @escaping ConfigureCell,
    titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
    titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil },
    canEditRowAtIndexPath: @escaping CanEditRowAtIndexPath = { _, _ in false },
    canMoveRowAtIndexPath: @escaping CanMoveRowAtIndexPath = { _, _ in false }
  ) {
    self.animationConfiguration = animationConfiguration
    self.decideViewTransition = decideViewTransition
    super.init(
      configureCell: configureCell, titleForHeaderInSection: titleForHeaderInSection,
      titleForFooterInSection: titleForFooterInSection,
      canEditRowAtIndexPath: canEditRowAtIndexPath, canMoveRowAtIndexPath: canMoveRowAtIndexPath)
  }

  /// Shows `sections` in `tableView`, animating from the sections shown before.
  ///
  /// The first value reloads. Later values are diffed by identity; duplicate identities fall
  /// back to a reload and are reported in ``TableUpdate/error``, as RxDataSources does.
  @discardableResult
  public func apply(_ sections: [Section], to tableView: UITableView) -> TableUpdate {
    tableView.dataSource = self
    let oldFrames = Self.rowFrames(of: tableView)
    guard hasShownSections else {
      hasShownSections = true
      return reload(sections, tableView, oldFrames: oldFrames, error: nil)
    }
    let difference: SectionedDifference<Section>
    do {
      difference = try Diff.sectionedDifference(from: sectionModels, to: sections)
    } catch {
      return reload(sections, tableView, oldFrames: oldFrames, error: error)
    }
    guard decideViewTransition(self, tableView, difference.changesets) == .animated else {
      return reload(sections, tableView, oldFrames: oldFrames, error: nil)
    }
    setSections(sections)
    tableView.reloadData()
    tableView.layoutIfNeeded()
    let newFrames = Self.rowFrames(of: tableView)
    let plan = TransitionPlan(
      oldFrames: oldFrames, newFrames: newFrames, identityMap: difference.identityMap)
    return TableUpdate(oldFrames: oldFrames, newFrames: newFrames, plan: plan, error: nil)
  }

  private func reload(
    _ sections: [Section], _ tableView: UITableView, oldFrames: [ItemPath: Rect],
    error: Diff.Error?
  ) -> TableUpdate {
    setSections(sections)
    tableView.reloadData()
    tableView.layoutIfNeeded()
    return TableUpdate(
      oldFrames: oldFrames, newFrames: Self.rowFrames(of: tableView), plan: nil, error: error)
  }

  /// Every row's frame in the table's engine, by item path.
  static func rowFrames(of tableView: UITableView) -> [ItemPath: Rect] {
    var frames: [ItemPath: Rect] = [:]
    for section in 0..<tableView.numberOfSections {
      for row in 0..<tableView.numberOfRows(inSection: section) {
        let indexPath = IndexPath(row: row, section: section)
        frames[ItemPath(indexPath)] = Rect(tableView.rectForRow(at: indexPath))
      }
    }
    return frames
  }
}
