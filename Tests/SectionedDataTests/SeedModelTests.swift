// The seed's section model, exactly as the seed screens declare it, must compile and diff.

import Geometry
import SectionedData
import Testing

@Suite struct SeedModelTests {
  @Test func seedSectionDiffsAndReplays() throws {
    let before = [
      HobbySection(header: "Outdoor", items: ["Hiking", "Climbing", "Cycling"]),
      HobbySection(header: "Indoor", items: ["Chess", "Reading"]),
    ]
    let after = [
      HobbySection(header: "Indoor", items: ["Chess", "Reading", "Climbing"]),
      HobbySection(header: "Outdoor", items: ["Cycling", "Hiking"]),
    ]
    let changesets = try Diff.differencesForSectionedView(
      initialSections: before, finalSections: after)
    #expect(changesets.last?.finalSections.map(\.header) == ["Indoor", "Outdoor"])
    #expect(changesets.last?.finalSections.map(\.items) == after.map(\.items))
    #expect(changesets.map { $0.movedSections.count } == [1, 0])
    #expect(changesets.map { $0.movedItems.count } == [0, 2])
  }

  @Test func standardTypesAreTheirOwnIdentity() {
    #expect("a".identity == "a")
    #expect(Character("x").identity == "x")
    #expect(42.identity == 42)
    #expect(Int8(-3).identity == -3)
    #expect(UInt64.max.identity == UInt64.max)
    #expect(2.5.identity == 2.5)
    #expect(Float(1.5).identity == 1.5)
    #expect(true.identity)
    #expect(IdentifiableValue(value: "v").identity == "v")
  }

  @Test func readyMadeSectionsKeepTheirModel() {
    let section = AnimatableSectionModel(model: "Fruit", items: ["apple", "pear"])
    let rebuilt = AnimatableSectionModel(original: section, items: ["fig"])
    #expect(rebuilt.identity == "Fruit")
    #expect(rebuilt.items == ["fig"])
    #expect(rebuilt != section)
    let plain = SectionModel(model: 7, items: [1.5, 2.5])
    #expect(SectionModel(original: plain, items: []).model == 7)
    #expect(plain.identity == 7)
    #expect("\(section)" == "Fruit > [\"apple\", \"pear\"]")
  }

  @Test func itemPathsOrderBySectionThenItem() {
    let paths = [
      ItemPath(sectionIndex: 1, itemIndex: 0), ItemPath(sectionIndex: 0, itemIndex: 2),
      ItemPath(sectionIndex: 0, itemIndex: 1),
    ]
    #expect(paths.sorted().map(\.description) == ["(0, 1)", "(0, 2)", "(1, 0)"])
  }

  @Test func valueTypesAreSendableAndChangesetsCompare() throws {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(Changeset<TestSection>.self)
    requireSendable(SectionedDifference<TestSection>.self)
    requireSendable(AnimatableSectionModel<String, Int>.self)
    requireSendable(IdentityMap.self)
    requireSendable(TransitionPlan.self)
    requireSendable(Diff.Error.self)
    let first = try Diff.differencesForSectionedView(
      initialSections: single([1, 2, 3]), finalSections: single([3, 1]))
    let again = try Diff.differencesForSectionedView(
      initialSections: single([1, 2, 3]), finalSections: single([3, 1]))
    #expect(first == again)
    #expect(first[0] != first[1])
    #expect(
      Changeset<TestSection>(movedItems: [(from: path(0, 0), to: path(0, 1))])
        != Changeset<TestSection>(movedItems: [(from: path(0, 0), to: path(0, 2))]))
  }

  @Test func initialValueReloads() {
    let changeset = Changeset.initialValue([AnimatableSectionModel(model: "A", items: [1])])
    #expect(changeset.reloadData)
    #expect(changeset.isEmpty)
    #expect(changeset.finalSections.count == 1)
  }
}
