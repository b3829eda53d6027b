import Geometry
import SectionedData
import TableLayout
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

/// Why an animated update fell back to a plain reload.
public enum TableUpdateError: Error, Sendable {
  /// The sections could not be diffed (duplicate identities, say), as RxDataSources reports.
  case diff(Diff.Error)
  /// The table refused a stage of the batch updates, as UIKit would with an exception.
  case batch(TableBatchError)
}

/// What an update of an animated data source did: the frames before and after, the plan that
/// animates between them, and the error that forced a plain reload, if any.
///
/// Frames cover the rows that are visible before or after the update, and where those rows
/// are (or were) in the other layout, so that the plan holds what a screen shows.
public struct TableUpdate: Sendable {
  /// The old rows' frames before the update.
  public var oldFrames: [ItemPath: Rect]
  /// The new rows' frames after the update (visible rows measured).
  public var newFrames: [ItemPath: Rect]
  /// The animation between them; `nil` for a plain reload.
  public var plan: TransitionPlan?
  /// Why the update fell back to a reload, if it did.
  public var error: TableUpdateError?
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

  /// The diff, made where the data source is created: the initializer is inlined into the
  /// caller's module, so the diff is specialized for the caller's section type there (called
  /// from this generic class instead, it ran unspecialized, several times slower).
  @usableFromInline let differ:
    ([Section], [Section]) throws(Diff.Error) -> SectionedDifference<Section>

  /// Creates a data source from RxDataSources' closures.
  @inlinable
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
    differ = { old, new throws(Diff.Error) in try Diff.sectionedDifference(from: old, to: new) }
    super.init(
      configureCell: configureCell, titleForHeaderInSection: titleForHeaderInSection,
      titleForFooterInSection: titleForFooterInSection,
      canEditRowAtIndexPath: canEditRowAtIndexPath, canMoveRowAtIndexPath: canMoveRowAtIndexPath)
  }

  /// Shows `sections` in `tableView`, animating from the sections shown before.
  ///
  /// The first value reloads. Later values are diffed by identity and applied stage by stage
  /// as batch updates (moved and untouched rows keep their measured heights; inserted and
  /// updated rows are measured again when visible). Duplicate identities, or a stage the table
  /// refuses, fall back to a reload reported in ``TableUpdate/error``, as RxDataSources does.
  @discardableResult
  public func apply(_ sections: [Section], to tableView: UITableView) -> TableUpdate {
    tableView.dataSource = self
    tableView.layoutIfNeeded()
    let oldViewport = Rect(tableView.bounds)
    guard hasShownSections else {
      hasShownSections = true
      return reload(sections, tableView, oldFrames: [:], error: nil)
    }
    let difference: SectionedDifference<Section>
    do {
      difference = try differ(sectionModels, sections)
    } catch {
      return reload(sections, tableView, oldFrames: [:], error: .diff(error))
    }
    guard decideViewTransition(self, tableView, difference.changesets) == .animated else {
      return reload(sections, tableView, oldFrames: [:], error: nil)
    }
    var oldLayout = tableView.engine
    let oldVisible = oldLayout.rows(in: oldViewport).map { ItemPath(IndexPath($0)) }
    for changeset in difference.changesets {
      setSections(changeset.finalSections)
      do {
        try tableView.applyBatchUpdates { self.record(changeset, on: tableView) }
      } catch {
        return reload(sections, tableView, oldFrames: [:], error: .batch(error))
      }
    }
    setSections(sections)
    tableView.layoutIfNeeded()
    let map = difference.identityMap
    let newVisible = tableView.engine.rows(in: Rect(tableView.bounds)).map {
      ItemPath(IndexPath($0))
    }
    let arriving = newVisible.compactMap { map.oldPath(forNew: $0) }
    let leaving = oldVisible.compactMap { map.newPath(forOld: $0) }
    let oldFrames = Self.frames(of: oldVisible + arriving, in: &oldLayout)
    let newFrames = Self.frames(of: newVisible + leaving, in: tableView)
    var plan = TransitionPlan(oldFrames: oldFrames, newFrames: newFrames, identityMap: map)
    plan.elements = plan.elements.map { applyAnimation(to: $0) }
    return TableUpdate(oldFrames: oldFrames, newFrames: newFrames, plan: plan, error: nil)
  }

  /// Records one stage's operations on the table, with this data source's row animations.
  private func record(_ changeset: Changeset<Section>, on tableView: UITableView) {
    let configuration = animationConfiguration
    tableView.deleteSections(
      IndexSet(changeset.deletedSections), with: configuration.deleteAnimation)
    tableView.insertSections(
      IndexSet(changeset.insertedSections), with: configuration.insertAnimation)
    for move in changeset.movedSections { tableView.moveSection(move.from, toSection: move.to) }
    tableView.reloadSections(
      IndexSet(changeset.updatedSections), with: configuration.reloadAnimation)
    tableView.deleteRows(
      at: changeset.deletedItems.map(IndexPath.init), with: configuration.deleteAnimation)
    tableView.insertRows(
      at: changeset.insertedItems.map(IndexPath.init), with: configuration.insertAnimation)
    for move in changeset.movedItems {
      tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to))
    }
    tableView.reloadRows(
      at: changeset.updatedItems.map(IndexPath.init), with: configuration.reloadAnimation)
  }

  /// The element's motion for this data source's row animations.
  private func applyAnimation(to element: ElementTransition) -> ElementTransition {
    switch element.kind {
    case .appearing:
      return element.entering(with: animationConfiguration.insertAnimation)
    case .disappearing:
      return element.leaving(with: animationConfiguration.deleteAnimation)
    case .updated:
      var updated = element
      updated.fades = animationConfiguration.reloadAnimation != .none
      return updated
    case .moving:
      return element
    }
  }

  private func reload(
    _ sections: [Section], _ tableView: UITableView, oldFrames: [ItemPath: Rect],
    error: TableUpdateError?
  ) -> TableUpdate {
    setSections(sections)
    tableView.reloadData()
    tableView.layoutIfNeeded()
    let visible = tableView.engine.rows(in: Rect(tableView.bounds)).map { ItemPath(IndexPath($0)) }
    return TableUpdate(
      oldFrames: oldFrames, newFrames: Self.frames(of: visible, in: tableView), plan: nil,
      error: error)
  }

  /// The frames of rows in the table's current layout.
  static func frames(of paths: [ItemPath], in tableView: UITableView) -> [ItemPath: Rect] {
    var frames: [ItemPath: Rect] = [:]
    for path in paths { frames[path] = Rect(tableView.rectForRow(at: IndexPath(path))) }
    return frames
  }

  /// The frames of rows in a table layout.
  static func frames(of paths: [ItemPath], in layout: inout TableLayout) -> [ItemPath: Rect] {
    var frames: [ItemPath: Rect] = [:]
    for path in paths {
      let row = TableRowPath(section: path.sectionIndex, row: path.itemIndex)
      if let rect = try? layout.rectForRow(at: row) { frames[path] = rect }
    }
    return frames
  }
}
