import Geometry
import SectionedData
import TableLayout
import UIKitViews

/// The view side of an animated update: what the shared updater needs from a table or a
/// collection view.
protocol AnimatedUpdateTarget {
  /// The frames of the visible items and section headers, laid out now.
  func visibleFrames() -> (items: [ItemPath: Rect], headers: [Int: Rect])
  /// A way to find any item's frame in the layout as it is now, kept past the update.
  func frameSnapshot() -> (ItemPath) -> Rect?
  /// An item's frame in the current layout.
  func currentFrame(of path: ItemPath) -> Rect?
  /// Applies one stage of the changes as a checked batch update.
  func apply<Section: AnimatableSectionModelType>(
    _ changeset: Changeset<Section>, animation: AnimationConfiguration
  ) throws(DataSourceUpdateError)
  /// Reloads everything and lays the visible items out.
  func reloadAndLayOut()
  /// Lays out after the batches: measures the visible self-sizing items and places cells.
  func layOutAfterUpdate()
  /// Whether the row animations shape the motions (a table's) or every change fades (a
  /// collection view's).
  var animatesRows: Bool { get }
}

/// The part of an animated data source shared by tables and collection views: the first value
/// reloads; later ones are diffed by identity, applied stage by stage as checked batch updates,
/// and turned into a transition plan from the frames before to the frames after; duplicate
/// identities or a refused stage fall back to a reload, reported as RxDataSources reports them.
@usableFromInline
struct AnimatedUpdater<Section: AnimatableSectionModelType> {
  /// The diff, specialized where the data source was created.
  let differ: ([Section], [Section]) throws(Diff.Error) -> SectionedDifference<Section>
  /// Whether the first value has been shown (it is always a reload, as in RxDataSources).
  private(set) var hasShownSections = false

  @usableFromInline
  init(differ: @escaping ([Section], [Section]) throws(Diff.Error) -> SectionedDifference<Section>)
  {
    self.differ = differ
  }

  /// Shows `sections` on `target` through `dataSource`.
  mutating func update(
    to sections: [Section], dataSource: SectionedDataSource<Section>,
    target: some AnimatedUpdateTarget, animation: AnimationConfiguration,
    decide: ([Changeset<Section>]) -> ViewTransition
  ) -> DataSourceUpdate {
    guard hasShownSections else {
      hasShownSections = true
      return reload(sections, dataSource, target, error: nil)
    }
    let difference: SectionedDifference<Section>
    do {
      difference = try differ(dataSource.sectionModels, sections)
    } catch {
      return reload(sections, dataSource, target, error: .diff(error))
    }
    guard decide(difference.changesets) == .animated else {
      return reload(sections, dataSource, target, error: nil)
    }
    let old = target.visibleFrames()
    let oldFrame = target.frameSnapshot()
    for changeset in difference.changesets {
      dataSource.setSections(changeset.finalSections)
      do {
        try target.apply(changeset, animation: animation)
      } catch {
        return reload(sections, dataSource, target, error: error)
      }
    }
    dataSource.setSections(sections)
    target.layOutAfterUpdate()
    let new = target.visibleFrames()
    let map = difference.identityMap
    var oldItems = old.items
    var newItems = new.items
    // Items that cross the visible area's edge: their frame on the other side.
    for path in new.items.keys {
      if let oldPath = map.oldPath(forNew: path), oldItems[oldPath] == nil,
        let frame = oldFrame(oldPath)
      {
        oldItems[oldPath] = frame
      }
    }
    for path in old.items.keys {
      if let newPath = map.newPath(forOld: path), newItems[newPath] == nil,
        let frame = target.currentFrame(of: newPath)
      {
        newItems[newPath] = frame
      }
    }
    var plan = TransitionPlan(
      oldFrames: oldItems, newFrames: newItems, oldSectionFrames: old.headers,
      newSectionFrames: new.headers, identityMap: map)
    if target.animatesRows {
      plan.elements = plan.elements.map { $0.animated(with: animation) }
    }
    return DataSourceUpdate(oldFrames: oldItems, newFrames: newItems, plan: plan, error: nil)
  }

  /// Takes the sections at once, reloads, and reports the visible frames.
  private func reload(
    _ sections: [Section], _ dataSource: SectionedDataSource<Section>,
    _ target: some AnimatedUpdateTarget, error: DataSourceUpdateError?
  ) -> DataSourceUpdate {
    dataSource.setSections(sections)
    target.reloadAndLayOut()
    return DataSourceUpdate(
      oldFrames: [:], newFrames: target.visibleFrames().items, plan: nil, error: error)
  }
}

extension ElementTransition {
  /// The element's motion under a data source's row animations.
  func animated(with configuration: AnimationConfiguration) -> ElementTransition {
    switch kind {
    case .appearing:
      return entering(with: configuration.insertAnimation)
    case .disappearing:
      return leaving(with: configuration.deleteAnimation)
    case .updated:
      var updated = self
      updated.fades = configuration.reloadAnimation != .none
      return updated
    case .moving:
      return self
    }
  }
}
