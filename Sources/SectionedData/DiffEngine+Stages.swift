// The diff's second phase: staged changesets in UIKit's batch-update index conventions.
//
// Stage 1 (old indices): deleted sections, deleted items, updated items.
// Stage 2 (after stage 1 -> final): inserted and moved sections.
// Stage 3 (after stage 2 -> final): inserted and moved items.
// Stage 4 (indices before it, which are final): sections whose own content changed.
// A stage is emitted only when it holds an operation; with none, one empty changeset is.

extension DiffEngine {
  /// Builds the stages from the pairing and the section content updates (by new index).
  @inlinable
  func makeChangesets(
    contentUpdates: [Int: Section]
  ) throws(Diff.Error) -> [Changeset<Section>] {
    let live = livePairs()
    let deletion = try deleteSectionsAndItems(live: live)
    let sections = insertAndMoveSections(after: deletion)
    let items = insertAndMoveItems(after: deletion, live: live)

    // Emit the non-empty stages; the last one holds the new data itself.
    var changesets: [Changeset<Section>] = []
    if !deletion.changeset.isEmpty { changesets.append(deletion.changeset) }
    if !sections.isEmpty { changesets.append(sections) }
    if !(items.inserted.isEmpty && items.moved.isEmpty) {
      var stage3 = new
      for (section, rebuilt) in contentUpdates { stage3[section] = rebuilt }
      changesets.append(
        Changeset(finalSections: stage3, insertedItems: items.inserted, movedItems: items.moved))
    }
    if !contentUpdates.isEmpty {
      changesets.append(
        Changeset(finalSections: new, updatedSections: contentUpdates.keys.sorted()))
    }
    guard let last = changesets.popLast() else {
      return [Changeset(finalSections: new)]
    }
    changesets.append(last.replacingFinalSections(with: new))
    return changesets
  }

  /// The item pairing without pairs into inserted sections or out of deleted ones: batch
  /// updates cannot move those, so they are deleted and inserted with their sections.
  @inlinable
  func livePairs() -> LivePairs {
    var live = LivePairs(oldToNew: oldToNew, newToOld: newToOld)
    for section in 0..<old.count where oldSectionToNew[section] < 0 {
      for flat in oldOffsets[section]..<oldOffsets[section + 1] where oldToNew[flat] >= 0 {
        live.newToOld[oldToNew[flat]] = -1
        live.oldToNew[flat] = -1
      }
    }
    for section in 0..<new.count where newSectionToOld[section] < 0 {
      for flat in newOffsets[section]..<newOffsets[section + 1] where newToOld[flat] >= 0 {
        live.oldToNew[newToOld[flat]] = -1
        live.newToOld[flat] = -1
      }
    }
    return live
  }

  /// Stage 1, in old indices: deleted sections, deleted items and updated items.
  ///
  /// After it, each surviving section holds its surviving items in old order, with their new
  /// values.
  @inlinable
  func deleteSectionsAndItems(live: LivePairs) throws(Diff.Error) -> DeletionStage<Section> {
    var deletedSections: [Int] = []
    var deletedItems: [ItemPath] = []
    var updatedItems: [ItemPath] = []
    var stage = DeletionStage<Section>(itemCount: oldToNew.count, sectionCount: old.count)
    for section in 0..<old.count {
      guard oldSectionToNew[section] >= 0 else {
        deletedSections.append(section)
        continue
      }
      stage.sectionAfterDelete[section] = stage.sections.count
      let base = oldOffsets[section]
      var kept = 0
      var changed = false
      for flat in base..<oldOffsets[section + 1] {
        if live.oldToNew[flat] < 0 {
          deletedItems.append(ItemPath(sectionIndex: section, itemIndex: flat - base))
          changed = true
          continue
        }
        if updated[flat] {
          updatedItems.append(ItemPath(sectionIndex: section, itemIndex: flat - base))
          changed = true
        }
        stage.indexAfterDelete[flat] = kept
        kept += 1
      }
      stage.survivorCounts.append(kept)
      if changed {
        var survivors: [Item] = []
        survivors.reserveCapacity(kept)
        for flat in base..<oldOffsets[section + 1] where live.oldToNew[flat] >= 0 {
          survivors.append(newItem(atFlat: live.oldToNew[flat]))
        }
        stage.sections.append(try rebuild(old[section], items: survivors))
      } else {
        stage.sections.append(old[section])
      }
    }
    stage.changeset = Changeset(
      finalSections: stage.sections, deletedSections: deletedSections, deletedItems: deletedItems,
      updatedItems: updatedItems)
    return stage
  }

  /// Stage 2, from the sections after stage 1 to the final order: inserted and moved sections.
  ///
  /// After it, inserted sections are complete and the others still hold their stage-1 items.
  @inlinable
  func insertAndMoveSections(after deletion: DeletionStage<Section>) -> Changeset<Section> {
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var sections: [Section] = []
    sections.reserveCapacity(new.count)
    var sequence: [Int] = []
    sequence.reserveCapacity(new.count)
    for section in 0..<new.count {
      let partner = newSectionToOld[section]
      if partner < 0 {
        insertedSections.append(section)
        sections.append(new[section])
      } else {
        sequence.append(deletion.sectionAfterDelete[partner])
        sections.append(deletion.sections[deletion.sectionAfterDelete[partner]])
      }
    }
    let stays = MoveSelection.staying(
      sequence, universe: deletion.sections.count, policy: policy)
    var position = 0
    for section in 0..<new.count where newSectionToOld[section] >= 0 {
      if !stays[position] {
        movedSections.append((from: sequence[position], to: section))
      }
      position += 1
    }
    return Changeset(
      finalSections: sections, insertedSections: insertedSections, movedSections: movedSections)
  }

  /// Stage 3, from the state after stage 2 to the final data: inserted and moved items.
  ///
  /// A move starts at the item's index after stage 1 in its old section's final position.
  @inlinable
  func insertAndMoveItems(
    after deletion: DeletionStage<Section>, live: LivePairs
  ) -> (inserted: [ItemPath], moved: [(from: ItemPath, to: ItemPath)]) {
    var inserted: [ItemPath] = []
    var moved: [(from: ItemPath, to: ItemPath)] = []
    var sequence: [Int] = []
    for section in 0..<new.count where newSectionToOld[section] >= 0 {
      let partner = newSectionToOld[section]
      let base = newOffsets[section]
      let end = newOffsets[section + 1]
      // Items staying in the same section: their indices after stage 1, in new order.
      sequence.removeAll(keepingCapacity: true)
      for flat in base..<end {
        let source = live.newToOld[flat]
        if source >= 0 && oldItemSection[source] == partner {
          sequence.append(deletion.indexAfterDelete[source])
        }
      }
      let universe = deletion.survivorCounts[deletion.sectionAfterDelete[partner]]
      let stays = MoveSelection.staying(sequence, universe: universe, policy: policy)
      var position = 0
      for flat in base..<end {
        let target = ItemPath(sectionIndex: section, itemIndex: flat - base)
        let source = live.newToOld[flat]
        if source < 0 {
          inserted.append(target)
          continue
        }
        let sourceSection = oldItemSection[source]
        let from = ItemPath(
          sectionIndex: oldSectionToNew[sourceSection], itemIndex: deletion.indexAfterDelete[source]
        )
        if sourceSection != partner {
          moved.append((from: from, to: target))
        } else {
          if !stays[position] { moved.append((from: from, to: target)) }
          position += 1
        }
      }
    }
    return (inserted, moved)
  }

  /// The new sections whose own content changed, each with its old section rebuilt with the
  /// new items (what the view shows until the section is reloaded); Equatable sections only.
  @inlinable
  func sectionContentUpdates(
    sectionsAreEqual: ((Section, Section) -> Bool)?
  ) throws(Diff.Error) -> [Int: Section] {
    var updates: [Int: Section] = [:]
    guard let sectionsAreEqual else { return updates }
    for section in 0..<new.count where newSectionToOld[section] >= 0 {
      let rebuilt = try rebuild(old[newSectionToOld[section]], items: newItems[section])
      if !sectionsAreEqual(rebuilt, new[section]) { updates[section] = rebuilt }
    }
    return updates
  }

  /// Rebuilds `original` with `items`, checking that the initializer kept both.
  @inlinable
  func rebuild(_ original: Section, items: [Item]) throws(Diff.Error) -> Section {
    let section = Section(original: original, items: items)
    if section.identity != original.identity || section.items != items {
      throw Self.invalidInitializer(original: original, built: section, items: items)
    }
    return section
  }
}

extension Changeset {
  /// The same operations with other final sections.
  @inlinable
  func replacingFinalSections(with sections: [Section]) -> Changeset<Section> {
    Changeset(
      reloadData: reloadData, originalSections: originalSections, finalSections: sections,
      insertedSections: insertedSections, deletedSections: deletedSections,
      movedSections: movedSections, updatedSections: updatedSections,
      insertedItems: insertedItems, deletedItems: deletedItems, movedItems: movedItems,
      updatedItems: updatedItems)
  }
}

/// The item pairing a batch update can honour (see ``DiffEngine/livePairs()``).
@usableFromInline
struct LivePairs {
  @usableFromInline var oldToNew: [Int]
  @usableFromInline var newToOld: [Int]

  @inlinable
  init(oldToNew: [Int], newToOld: [Int]) {
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }
}

/// Stage 1 and the positions after it that the later stages start from.
@usableFromInline
struct DeletionStage<Section: SectionModelType> {
  /// The changeset of stage 1.
  @usableFromInline var changeset = Changeset<Section>()
  /// The surviving sections, in old order, holding their surviving items.
  @usableFromInline var sections: [Section] = []
  /// The index of each old section after stage 1, or -1 if deleted.
  @usableFromInline var sectionAfterDelete: [Int]
  /// The index of each old item within its section after stage 1, or -1 if deleted.
  @usableFromInline var indexAfterDelete: [Int]
  /// The number of items of each section after stage 1 (counted, not read back from
  /// `items`, so that a section type cannot make the counts disagree).
  @usableFromInline var survivorCounts: [Int] = []

  @inlinable
  init(itemCount: Int, sectionCount: Int) {
    sectionAfterDelete = [Int](repeating: -1, count: sectionCount)
    indexAfterDelete = [Int](repeating: -1, count: itemCount)
    sections.reserveCapacity(sectionCount)
    survivorCounts.reserveCapacity(sectionCount)
  }
}
