// The diff's second phase: staged changesets in UIKit's batch-update index conventions.
//
// Stage 1 (old indices): deleted sections, deleted items, updated items.
// Stage 2 (after stage 1 -> final): inserted and moved sections.
// Stage 3 (after stage 2 -> final): inserted and moved items.
// Stage 4 (indices before it, which are final): sections whose own content changed.
// A stage is emitted only when it holds an operation; with none, one empty changeset is.

extension DiffEngine {
  /// Builds the stages from the pairing.
  @inlinable
  func makeChangesets(
    sectionsAreEqual: ((Section, Section) -> Bool)?
  ) throws(Diff.Error) -> [Changeset<Section>] {
    // Pairs into inserted sections or out of deleted ones are not moves: delete and insert.
    var liveOldToNew = oldToNew
    var liveNewToOld = newToOld
    for section in 0..<old.count where oldSectionToNew[section] < 0 {
      for flat in oldOffsets[section]..<oldOffsets[section + 1] where oldToNew[flat] >= 0 {
        liveNewToOld[oldToNew[flat]] = -1
        liveOldToNew[flat] = -1
      }
    }
    for section in 0..<new.count where newSectionToOld[section] < 0 {
      for flat in newOffsets[section]..<newOffsets[section + 1] where newToOld[flat] >= 0 {
        liveOldToNew[newToOld[flat]] = -1
        liveNewToOld[flat] = -1
      }
    }

    // Sections whose own content changed (only for Equatable sections).
    var contentUpdates: [Int: Section] = [:]
    if let sectionsAreEqual {
      for section in 0..<new.count where newSectionToOld[section] >= 0 {
        let original = old[newSectionToOld[section]]
        let rebuilt = try rebuild(original, items: newItems[section])
        if !sectionsAreEqual(rebuilt, new[section]) { contentUpdates[section] = rebuilt }
      }
    }

    // Stage 1: deletions and updates, in old indices.
    var deletedSections: [Int] = []
    var deletedItems: [ItemPath] = []
    var updatedItems: [ItemPath] = []
    var indexAfterDelete = [Int](repeating: -1, count: oldToNew.count)
    var sectionAfterDelete = [Int](repeating: -1, count: old.count)
    var stage1: [Section] = []
    stage1.reserveCapacity(old.count)
    for section in 0..<old.count {
      guard oldSectionToNew[section] >= 0 else {
        deletedSections.append(section)
        continue
      }
      sectionAfterDelete[section] = stage1.count
      let base = oldOffsets[section]
      var kept = 0
      var changed = false
      for flat in base..<oldOffsets[section + 1] {
        if liveOldToNew[flat] < 0 {
          deletedItems.append(ItemPath(sectionIndex: section, itemIndex: flat - base))
          changed = true
          continue
        }
        if updated[flat] {
          updatedItems.append(ItemPath(sectionIndex: section, itemIndex: flat - base))
          changed = true
        }
        indexAfterDelete[flat] = kept
        kept += 1
      }
      if changed {
        var survivors: [Item] = []
        survivors.reserveCapacity(kept)
        for flat in base..<oldOffsets[section + 1] where liveOldToNew[flat] >= 0 {
          survivors.append(newItem(atFlat: liveOldToNew[flat]))
        }
        stage1.append(try rebuild(old[section], items: survivors))
      } else {
        stage1.append(old[section])
      }
    }

    // Stage 2: inserted and moved sections.
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var stage2: [Section] = []
    stage2.reserveCapacity(new.count)
    var sequence: [Int] = []
    sequence.reserveCapacity(new.count)
    for section in 0..<new.count {
      let partner = newSectionToOld[section]
      if partner < 0 {
        insertedSections.append(section)
        stage2.append(new[section])
      } else {
        sequence.append(sectionAfterDelete[partner])
        stage2.append(stage1[sectionAfterDelete[partner]])
      }
    }
    let sectionStays = MoveSelection.staying(sequence, universe: stage1.count, policy: policy)
    var position = 0
    for section in 0..<new.count where newSectionToOld[section] >= 0 {
      if !sectionStays[position] {
        movedSections.append((from: sequence[position], to: section))
      }
      position += 1
    }

    // Stage 3: inserted and moved items, from the state after stage 2 to the final one.
    var insertedItems: [ItemPath] = []
    var movedItems: [(from: ItemPath, to: ItemPath)] = []
    for section in 0..<new.count where newSectionToOld[section] >= 0 {
      let partner = newSectionToOld[section]
      let base = newOffsets[section]
      let end = newOffsets[section + 1]
      // Items staying in the same section: their indices after stage 1, in new order.
      sequence.removeAll(keepingCapacity: true)
      for flat in base..<end {
        let source = liveNewToOld[flat]
        if source >= 0 && oldItemSection[source] == partner {
          sequence.append(indexAfterDelete[source])
        }
      }
      let universe = stage1[sectionAfterDelete[partner]].items.count
      let stays = MoveSelection.staying(sequence, universe: universe, policy: policy)
      position = 0
      for flat in base..<end {
        let target = ItemPath(sectionIndex: section, itemIndex: flat - base)
        let source = liveNewToOld[flat]
        if source < 0 {
          insertedItems.append(target)
          continue
        }
        let sourceSection = oldItemSection[source]
        if sourceSection == partner {
          if !stays[position] {
            movedItems.append(
              (
                from: ItemPath(sectionIndex: section, itemIndex: indexAfterDelete[source]),
                to: target
              ))
          }
          position += 1
        } else {
          let from = ItemPath(
            sectionIndex: oldSectionToNew[sourceSection], itemIndex: indexAfterDelete[source])
          movedItems.append((from: from, to: target))
        }
      }
    }

    // Emit the non-empty stages; the last one holds the new data itself.
    var changesets: [Changeset<Section>] = []
    if !(deletedSections.isEmpty && deletedItems.isEmpty && updatedItems.isEmpty) {
      changesets.append(
        Changeset(
          finalSections: stage1, deletedSections: deletedSections, deletedItems: deletedItems,
          updatedItems: updatedItems))
    }
    if !(insertedSections.isEmpty && movedSections.isEmpty) {
      changesets.append(
        Changeset(
          finalSections: stage2, insertedSections: insertedSections, movedSections: movedSections))
    }
    if !(insertedItems.isEmpty && movedItems.isEmpty) {
      var stage3 = new
      for (section, rebuilt) in contentUpdates { stage3[section] = rebuilt }
      changesets.append(
        Changeset(finalSections: stage3, insertedItems: insertedItems, movedItems: movedItems))
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
