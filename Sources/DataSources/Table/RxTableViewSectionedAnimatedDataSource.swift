import Geometry
import SectionedData
import TableLayout
import UIKitViews

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
  /// The diffing and staging shared with the collection data source.
  @usableFromInline var updater: AnimatedUpdater<Section>

  /// Creates a data source from RxDataSources' closures.
  ///
  /// The initializer is inlined into the caller's module, so the diff is specialized for the
  /// caller's section type there (called from this generic class instead, it ran
  /// unspecialized, several times slower).
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
    updater = AnimatedUpdater { old, new throws(Diff.Error) in
      try Diff.sectionedDifference(from: old, to: new)
    }
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
  /// refuses, fall back to a reload reported in ``DataSourceUpdate/error``, as RxDataSources
  /// does.
  @discardableResult
  public func apply(_ sections: [Section], to tableView: UITableView) -> DataSourceUpdate {
    if tableView.dataSource !== self { tableView.dataSource = self }
    tableView.layoutIfNeeded()
    return updater.update(
      to: sections, dataSource: self, target: TableUpdateTarget(tableView: tableView),
      animation: animationConfiguration,
      decide: { decideViewTransition(self, tableView, $0) })
  }
}

/// A table view as the target of an animated update.
struct TableUpdateTarget: AnimatedUpdateTarget {
  let tableView: UITableView

  var animatesRows: Bool { true }

  func visibleFrames() -> (items: [ItemPath: Rect], headers: [Int: Rect]) {
    var items: [ItemPath: Rect] = [:]
    for row in tableView.engine.rows(in: Rect(tableView.bounds)) {
      items[row] = Rect(tableView.rectForRow(at: IndexPath(row)))
    }
    return (items, [:])
  }

  func frameSnapshot() -> (ItemPath) -> Rect? {
    var layout = tableView.engine
    return { path in
      try? layout.rectForRow(at: ItemPath(item: path.itemIndex, section: path.sectionIndex))
    }
  }

  func currentFrame(of path: ItemPath) -> Rect? {
    let rect = tableView.rectForRow(at: IndexPath(path))
    return rect == .zero ? nil : Rect(rect)
  }

  func apply<Section: AnimatableSectionModelType>(
    _ changeset: Changeset<Section>, animation: AnimationConfiguration
  ) throws(DataSourceUpdateError) {
    do {
      try tableView.applyBatchUpdates {
        tableView.deleteSections(
          IndexSet(changeset.deletedSections), with: animation.deleteAnimation)
        tableView.insertSections(
          IndexSet(changeset.insertedSections), with: animation.insertAnimation)
        for move in changeset.movedSections {
          tableView.moveSection(move.from, toSection: move.to)
        }
        tableView.reloadSections(
          IndexSet(changeset.updatedSections), with: animation.reloadAnimation)
        tableView.deleteRows(
          at: changeset.deletedItems.map(IndexPath.init), with: animation.deleteAnimation)
        tableView.insertRows(
          at: changeset.insertedItems.map(IndexPath.init), with: animation.insertAnimation)
        for move in changeset.movedItems {
          tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to))
        }
        tableView.reloadRows(
          at: changeset.updatedItems.map(IndexPath.init), with: animation.reloadAnimation)
      }
    } catch {
      throw .batch(error, message: error.message(element: "row", container: "table view"))
    }
  }

  func reloadAndLayOut() {
    tableView.reloadData()
    tableView.layoutIfNeeded()
  }

  func layOutAfterUpdate() {
    tableView.layoutIfNeeded()
  }
}
