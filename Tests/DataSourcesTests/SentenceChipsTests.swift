import DataSources
import Foundation
import Geometry
import Testing

/// The code-block sentence screen: a "selected" section and a "candidate" section of word
/// chips in a flow layout; deleting "am" from the selected sentence.
@Suite struct SentenceChipsTests {
  /// A word chip: identities are unique across sections ("selected-am", "candidate-am").
  struct Word: IdentifiableType, Equatable {
    var section: String
    var text: String
    var identity: String { "\(section)-\(text)" }
  }

  typealias Section = AnimatableSectionModel<String, Word>

  static func section(_ name: String, _ words: [String]) -> Section {
    Section(model: name, items: words.map { Word(section: name, text: $0) })
  }

  static let sentence = ["I", "am", "a", "boy"]

  func makeCollectionView() -> UICollectionView {
    makeChipCollectionView(headerHeight: 0)
  }

  func makeDataSource() -> RxCollectionViewSectionedAnimatedDataSource<Section> {
    RxCollectionViewSectionedAnimatedDataSource<Section>(
      configureCell: { _, collectionView, indexPath, word in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        (cell as? ChipCell)?.label.text = word.text
        return cell
      })
  }

  @Test func deletingAWordFadesItAndSlidesTheRestLeft() throws {
    let view = makeCollectionView()
    let dataSource = makeDataSource()
    let first = dataSource.apply(
      [Self.section("selected", Self.sentence), Self.section("candidate", Self.sentence)], to: view)
    // Chips at 15 points, rounded up at scale 2, plus 24: "I" 4.17 → 4.5 → 28.5;
    // "am" (556 + 833) 20.835 → 21 → 45; "a" 8.34 → 8.5 → 32.5; "boy" 24.18 → 24.5 → 48.5.
    let widths = (0..<4).compactMap {
      first.newFrames[ItemPath(sectionIndex: 0, itemIndex: $0)]?.width
    }
    #expect(widths == [28.5, 45, 32.5, 48.5])
    // One left-aligned line: x 16, 52.5, 105.5, 146.
    let xs = (0..<4).compactMap { first.newFrames[ItemPath(sectionIndex: 0, itemIndex: $0)]?.minX }
    #expect(xs == [16, 52.5, 105.5, 146])

    let update = dataSource.apply(
      [Self.section("selected", ["I", "a", "boy"]), Self.section("candidate", Self.sentence)],
      to: view)
    #expect(update.error == nil && view.lastBatchUpdateError == nil)
    let plan = try #require(update.plan)
    let am = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 0, itemIndex: 1) })
    #expect(am.kind == .disappearing)
    // "a" and "boy" slide left by am's 45 + 8 points.
    let a = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 0, itemIndex: 2) })
    #expect(a.kind == .moving && a.startFrame.minX == 105.5 && a.endFrame.minX == 52.5)
    let boy = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 0, itemIndex: 3) })
    #expect(boy.startFrame.minX == 146 && boy.endFrame.minX == 93)
    // The candidate section does not move.
    let candidates = plan.elements.filter { $0.oldPath?.sectionIndex == 1 }
    #expect(candidates.count == 4 && candidates.allSatisfy { $0.startFrame == $0.endFrame })
  }
}
