// String identities take the diff's quick hash when they are ASCII and the standard one
// otherwise: either way the diff must pair exactly as with integer identities, and strings that
// Swift considers equal (canonically equivalent spellings) are the same identity.

import Geometry
import Testing

@testable import SectionedData

/// An item named by a string.
private struct NamedItem: IdentifiableType, Equatable {
  var name: String
  var value: Int

  var identity: String { name }
}

/// A section named by a string.
private struct NamedSection: AnimatableSectionModelType, Equatable {
  var name: String
  var title: String
  var items: [NamedItem]

  init(name: String, title: String = "", items: [NamedItem]) {
    self.name = name
    self.title = title
    self.items = items
  }

  init(original: NamedSection, items: [NamedItem]) {
    self = original
    self.items = items
  }

  var identity: String { name }
}

/// The same data with string identities spelled by `spell`.
private func named(_ sections: [TestSection], spell: (Int) -> String) -> [NamedSection] {
  sections.map { section in
    NamedSection(
      name: "section \(section.id)", title: section.title,
      items: section.items.map { NamedItem(name: spell($0.id), value: $0.value) })
  }
}

/// The operations of a changeset, without its sections.
private struct Operations: Equatable {
  var sections: [[Int]]
  var items: [[ItemPath]]

  init<S>(_ changeset: Changeset<S>) {
    sections = [
      changeset.insertedSections, changeset.deletedSections, changeset.updatedSections,
      changeset.movedSections.flatMap { [$0.from, $0.to] },
    ]
    items = [
      changeset.insertedItems, changeset.deletedItems, changeset.updatedItems,
      changeset.movedItems.flatMap { [$0.from, $0.to] },
    ]
  }
}

@Suite struct StringIdentityTests {
  @Test(arguments: [Diff.MovePolicy.greedy, .minimal])
  func stringIdentitiesDiffExactlyAsIntegerOnes(policy: Diff.MovePolicy) throws {
    // ASCII names, and names whose "é" is precomposed in the old data and decomposed in the new
    // data (equal strings, different bytes: the standard hash must take over).
    let ascii: (Int) -> String = { "item \($0)" }
    let composed: (Int) -> String = { $0 % 3 == 0 ? "caf\u{E9} \($0)" : "item \($0)" }
    let decomposed: (Int) -> String = { $0 % 3 == 0 ? "cafe\u{301} \($0)" : "item \($0)" }
    for seed in UInt64(1)...1_000 {
      let edit = RandomEdit(seed: seed)
      let expected = try Diff.sectionedDifference(
        from: edit.before, to: edit.after, movePolicy: policy
      ).changesets.map(Operations.init)
      let plain = try Diff.sectionedDifference(
        from: named(edit.before, spell: ascii), to: named(edit.after, spell: ascii),
        movePolicy: policy)
      #expect(plain.changesets.map(Operations.init) == expected, "seed \(seed)")
      #expect(plain.changesets.last?.finalSections == named(edit.after, spell: ascii))
      let mixed = try Diff.sectionedDifference(
        from: named(edit.before, spell: composed), to: named(edit.after, spell: decomposed),
        movePolicy: policy)
      #expect(mixed.changesets.map(Operations.init) == expected, "seed \(seed)")
    }
  }

  @Test func aKelvinSignIsTheLetterK() throws {
    // U+212A KELVIN SIGN is canonically equivalent to "K", so Swift's `==` holds: the item
    // moves (one move to the front) rather than being deleted and inserted.
    let before = [
      NamedSection(name: "s", items: ["a", "b", "K"].map { NamedItem(name: $0, value: 0) })
    ]
    let after = [
      NamedSection(name: "s", items: ["\u{212A}", "a", "b"].map { NamedItem(name: $0, value: 0) })
    ]
    let changesets = try Diff.sectionedDifference(from: before, to: after).changesets
    #expect(counts(changesets) == [Counts(movedItems: 1)])
    #expect(changesets[0].movedItems.first?.from == ItemPath(sectionIndex: 0, itemIndex: 2))
  }

  @Test func equalSpellingsAreDuplicates() {
    // "café" precomposed and decomposed are the same identity: a duplicate in the old data.
    let sections = [
      NamedSection(
        name: "s",
        items: [NamedItem(name: "caf\u{E9}", value: 0), NamedItem(name: "cafe\u{301}", value: 1)])
    ]
    #expect(throws: Diff.Error.self) {
      try Diff.sectionedDifference(from: sections, to: sections)
    }
  }

  @Test func theQuickHashFollowsStringEquality() {
    let hashing = IdentityHashing(for: String.self, standard: false)
    #expect(hashing.mode == .asciiString)
    // The same ASCII text stored inline (15 bytes or fewer) or on the heap hashes the same.
    var heap = String()
    heap.reserveCapacity(64)
    heap += "item 1"
    #expect(hashing.hash("item 1") == hashing.hash(heap))
    for length in 0...20 {
      let text = String(repeating: "x", count: length)
      let copy = String(decoding: Array(text.utf8), as: UTF8.self)
      #expect(hashing.hash(text) == hashing.hash(copy), "length \(length)")
      #expect(hashing.hash(text) != hashing.hash(text + "y"), "length \(length)")
    }
    // Non-ASCII text has no quick hash: the diff falls back to the standard one.
    #expect(hashing.hash("caf\u{E9}") == nil)
    #expect(hashing.hash("\u{212A}") == nil)
  }

  @Test func aLongProbeUnderAQuickHashAsksForTheStandardHash() {
    // 300 entries with one hash and distinct identities: a bounded table gives up past its
    // probe limit (256); an unbounded one holds them all.
    let hashes = [UInt64](repeating: 42, count: 300)
    var found: [(Int, Int)] = []
    let bounded = IdentityTable.build(
      hashes: hashes, boundsProbes: true, duplicates: &found, same: { $0 == $1 })
    #expect(bounded == nil)
    let unbounded = IdentityTable.build(
      hashes: hashes, boundsProbes: false, duplicates: &found, same: { $0 == $1 })
    #expect(unbounded != nil && found.isEmpty)
  }

  @Test func aLargeTableFilledInSlotOrderFindsEveryDuplicate() throws {
    // 20,000 entries (beyond the directly filled size) whose identities are index / 2: every
    // odd index repeats the even one before it.
    let count = 20_000
    let hashes = (0..<count).map { IdentityHashing.finish(UInt64($0 / 2)) }
    var found: [(Int, Int)] = []
    let table = try #require(
      IdentityTable.build(
        hashes: hashes, boundsProbes: true, duplicates: &found, same: { $0 / 2 == $1 / 2 }))
    #expect(found.count == count / 2)
    #expect(found.allSatisfy { $0.0 % 2 == 0 && $0.1 == $0.0 + 1 })
    // Each identity is found at its first index.
    for identity in stride(from: 0, to: count / 2, by: 997) {
      let probe = table.find(hash: hashes[2 * identity]) { $0 / 2 == identity }
      guard case .found(let index) = probe else {
        Issue.record("identity \(identity) not found")
        continue
      }
      #expect(index == 2 * identity)
    }
  }

  @Test func theSortedDuplicateCheckComparesOnlyEqualHashes() {
    // 20,000 distinct identities (hashes of their numbers): no duplicate; the same with the
    // last identity repeating the 1,000th: a duplicate; and 50 distinct identities sharing
    // one hash: no duplicate (equal hashes alone do not make one).
    let distinct = (0..<20_000).map { IdentityHashing.finish(UInt64($0)) }
    #expect(!IdentityTable.containsDuplicate(hashes: distinct, same: { $0 == $1 }))
    let repeated = distinct + [distinct[1_000]]
    let identities = Array(0..<20_000) + [1_000]
    #expect(
      IdentityTable.containsDuplicate(
        hashes: repeated, same: { identities[$0] == identities[$1] }))
    #expect(
      !IdentityTable.containsDuplicate(
        hashes: [UInt64](repeating: 7, count: 50), same: { $0 == $1 }))
    #expect(!IdentityTable.containsDuplicate(hashes: [], same: { _, _ in true }))
  }

  @Test func theDuplicateCheckSiftsByTopBitsAndDecidesByWholeHashes() {
    // Hashes that share their top bits (the sifting bit) but differ below are not duplicates,
    // even when `same` would say yes; a repeat among 100,000 hashes is found wherever it is.
    let sharedTop: [UInt64] = [0xABCD_0000_0000_0001, 0xABCD_0000_0000_0002]
    #expect(!IdentityTable.containsDuplicate(hashes: sharedTop, same: { _, _ in true }))
    let distinct = (0..<100_000).map { IdentityHashing.finish(UInt64($0)) }
    #expect(!IdentityTable.containsDuplicate(hashes: distinct, same: { $0 == $1 }))
    for (first, second) in [(0, 99_999), (50_000, 50_001), (99_998, 99_999)] {
      var hashes = distinct
      hashes[second] = hashes[first]
      #expect(
        IdentityTable.containsDuplicate(
          hashes: hashes, same: { Set([$0, $1]) == Set([first, second]) }))
    }
  }
}
