import Compositional
import FlexCore
import Geometry
import SectionedData
import TestSupport
import Testing

/// Independent layouts and diffs run on every core give the results they give one at a time.
///
/// Each job builds its own values (a flex tree, a compositional layout, two versions of
/// sectioned data) from a seed, so nothing is shared but the engines' code and their immutable
/// globals; run under `swift test --sanitize=thread` (Scripts/sanitize.sh) this also checks that
/// the engines hold no hidden shared mutable state.
@Suite struct ConcurrentLayoutTests {
  /// How many jobs of each kind: enough that every core runs many at once, each job a tree, a
  /// layout and a diff of its own; the thread sanitizer, not the count, is what finds a race.
  static let jobCount = 250

  /// How many copies of one tree are laid out at once.
  static let copyCount = 16

  /// The frames of a seeded random flex tree of 20 nodes (extreme numbers included), laid out
  /// in 300 × 300 under the defaults the seed picks.
  static func flexFrames(seed: Int) throws -> [Rect] {
    var generator = SplitMix64(seed: UInt64(seed))
    let defaults: FlexConfiguration.Defaults = seed.isMultiple(of: 2) ? .web : .yoga
    var (tree, root) = generator.tree(nodeCount: 20, defaults: defaults)
    try tree.computeLayout(of: root, availableWidth: 300, availableHeight: 300)
    return subtree(of: root, in: tree).map { tree.frame(of: $0) }
  }

  /// The frames of every element of a seeded compositional layout: a grid of `columns`
  /// items with a header, in a container whose width depends on the seed.
  static func compositionalFrames(seed: Int) -> [Double] {
    let columns = 1 + seed % 4
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)),
          heightDimension: .absolute(CGFloat(20 + seed % 30))))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = CGFloat(seed % 7)
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
          elementKind: "header", alignment: .top)
      ]
      return section
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: CGFloat(200 + seed % 300), height: 600),
      itemCounts: [seed % 40, 3, seed % 11])
    return layout.allLayoutAttributes().flatMap { attributes in
      let frame = attributes.frame
      return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map {
        Double($0)
      }
    }
  }

  /// Sections of ints keyed by strings.
  typealias Block = AnimatableSectionModel<String, Int>

  /// What a diff gives for a seeded edit: the stage count, the operation counts per stage and
  /// the last stage's data.
  static func diffSummary(seed: Int) throws -> [String] {
    var generator = SplitMix64(seed: UInt64(seed) &+ 7_777)
    let before = (0..<Int.random(in: 1...5, using: &generator)).map { section in
      Block(model: "s\(section)", items: Array((section * 100)..<(section * 100 + 20)))
    }
    var after = before.shuffled(using: &generator)
    for index in after.indices {
      after[index].items.shuffle(using: &generator)
      after[index].items.removeLast(Int.random(in: 0...5, using: &generator))
      after[index].items.append(10_000 + seed * 10 + index)
    }
    let difference = try Diff.sectionedDifference(from: before, to: after)
    var summary = difference.changesets.map { stage in
      "\(stage.insertedItems.count) \(stage.deletedItems.count) \(stage.movedItems.count) "
        + "\(stage.movedSections.count)"
    }
    summary.append("\(difference.changesets.last?.finalSections ?? [])")
    return summary
  }

  /// The three results of job `seed`.
  struct JobResult: Equatable, Sendable {
    var flex: [Rect]
    var compositional: [Double]
    var diff: [String]
  }

  static func run(seed: Int) throws -> JobResult {
    JobResult(
      flex: try flexFrames(seed: seed), compositional: compositionalFrames(seed: seed),
      diff: try diffSummary(seed: seed))
  }

  @Test func concurrentJobsMatchSerialJobs() async throws {
    let serial = try (0..<Self.jobCount).map(Self.run)
    let concurrent = try await withThrowingTaskGroup(of: (Int, JobResult).self) { group in
      for seed in 0..<Self.jobCount {
        group.addTask { (seed, try Self.run(seed: seed)) }
      }
      var results = [JobResult?](repeating: nil, count: Self.jobCount)
      for try await (seed, result) in group { results[seed] = result }
      return results
    }
    for seed in 0..<Self.jobCount {
      #expect(concurrent[seed] == serial[seed], "job \(seed)")
    }
    // The jobs differ from each other: not every job gives the first job's frames.
    #expect(serial.contains { $0.flex != serial[0].flex })
    #expect(serial.contains { $0.compositional != serial[0].compositional })
    #expect(serial.contains { $0.diff != serial[0].diff })
  }

  // One tree value copied into many tasks: each task lays out its own copy (copy-on-write),
  // and every copy gives the frames of the original laid out alone. Sixteen copies keep every
  // core busy with several at once.
  @Test func copiesOfOneTreeLaidOutConcurrentlyAgree() async throws {
    var generator = SplitMix64(seed: 99)
    let (tree, root) = generator.tree(nodeCount: 200, defaults: .web)
    var reference = tree
    try reference.computeLayout(of: root, availableWidth: 500, availableHeight: nil)
    let expected = subtree(of: root, in: reference).map { reference.frame(of: $0) }
    let results = try await withThrowingTaskGroup(of: [Rect].self) { group in
      for _ in 0..<Self.copyCount {
        group.addTask {
          var copy = tree
          try copy.computeLayout(of: root, availableWidth: 500, availableHeight: nil)
          return subtree(of: root, in: copy).map { copy.frame(of: $0) }
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == Self.copyCount)
    for frames in results { #expect(frames == expected) }
  }
}
