// The diff as a user's package calls it: its own section and item types, String identities,
// release build, Trellis as a package dependency. Same data as the root package's `diff` suite
// (`Benchmarks/DiffBenchmarks+UserTypes.swift` declares the same types): 100,000 items in 100
// sections, edited (10% deleted, 10% inserted, 2% moved, 1% updated) or unchanged.
//
//   swift run -c release --package-path Benchmarks/UserPackage [ROUNDS] [FILTER]
//
// FILTER keeps only the cases whose name contains it (for a profiler). The cases alternate within each round, so that a slow moment of the machine hits all of them.

import SectionedData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A row as an app declares it: a String identity and a content value.
struct Row: IdentifiableType, Equatable {
  var id: String
  var content: String

  var identity: String { id }
}

/// A section as an app declares it: a String identity, a title, a note and its rows.
struct Group: AnimatableSectionModelType, Equatable {
  var id: String
  var title: String
  var note: String
  var items: [Row]

  init(id: String, title: String, note: String, items: [Row]) {
    self.id = id
    self.title = title
    self.note = note
    self.items = items
  }

  init(original: Group, items: [Row]) {
    self = original
    self.items = items
  }

  var identity: String { id }
}

/// SplitMix64, seeded, so every run diffs the same data.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The row numbered `number` at content version `version`: short strings (stored inline).
func row(_ number: Int, version: Int = 0) -> Row {
  Row(id: "item-\(number)", content: "Row \(number) v\(version)")
}

/// 100 sections of 1,000 rows, then the edited version (per section 10% deleted, 10%
/// inserted, 2% moved, half of them to another section, 1% updated), as numbers first.
func makeData() -> (before: [Group], after: [Group]) {
  var random = SplitMix(state: 2026)
  let sectionCount = 100
  let perSection = 1000
  var layout: [[(number: Int, version: Int)]] = (0..<sectionCount).map { section in
    (0..<perSection).map { (section * perSection + $0, 0) }
  }
  let before = groups(layout)
  var nextNumber = sectionCount * perSection
  var moving: [(number: Int, version: Int)] = []
  for index in layout.indices {
    var items = layout[index]
    let count = items.count
    for _ in 0..<(count / 10) { items.remove(at: Int.random(in: 0..<items.count, using: &random)) }
    for _ in 0..<(count / 50) {
      moving.append(items.remove(at: Int.random(in: 0..<items.count, using: &random)))
    }
    for _ in 0..<(count / 100) {
      items[Int.random(in: 0..<items.count, using: &random)].version += 1
    }
    for _ in 0..<(count / 10) {
      items.insert((nextNumber, 0), at: Int.random(in: 0...items.count, using: &random))
      nextNumber += 1
    }
    layout[index] = items
  }
  for (position, item) in moving.enumerated() {
    let home = item.number / perSection
    let target = position % 2 == 0 ? home : Int.random(in: 0..<layout.count, using: &random)
    layout[target].insert(item, at: Int.random(in: 0...layout[target].count, using: &random))
  }
  return (before, groups(layout))
}

/// Sections built from row numbers and versions.
func groups(_ layout: [[(number: Int, version: Int)]]) -> [Group] {
  layout.enumerated().map { section, rows in
    Group(
      id: "section-\(section)", title: "Section \(section)", note: "A note on section \(section)",
      items: rows.map { row($0.number, version: $0.version) })
  }
}

/// An equal copy of the sections with new arrays (equal, not shared).
func copied(_ sections: [Group]) -> [Group] {
  sections.map { Group(original: $0, items: $0.items.map { $0 }) }
}

/// An equal copy as decoding would give it, with a longer text content (heap-allocated
/// strings, each copy in its own storage): what a costlier item `==` adds.
func decodedWithLongText(_ sections: [Group]) -> [Group] {
  func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
  return sections.map { group in
    Group(
      id: fresh(group.id), title: fresh(group.title), note: fresh(group.note),
      items: group.items.map {
        Row(id: fresh($0.id), content: fresh($0.content + ", a longer text to compare"))
      })
  }
}

/// A number summarizing a diff, so the optimizer cannot drop the work.
func summary(_ changesets: [Changeset<Group>]) -> Int {
  changesets.reduce(changesets.count) {
    $0 &* 31 &+ $1.deletedItems.count &* 7 &+ $1.insertedItems.count &* 5
      &+ $1.movedItems.count &* 3 &+ $1.updatedItems.count &+ $1.finalSections.count
  }
}

/// A duration in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// The CPU time this thread has used, in milliseconds: unlike the wall clock, it leaves out the
/// time other processes hold the CPU (the machine is often shared).
func threadCPUMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// "median m ms, min n ms" of some samples.
func medianAndMinimum(_ samples: [Double]) -> String {
  let sorted = samples.sorted()
  return "median \(twoDecimals(sorted[sorted.count / 2])) ms, min \(twoDecimals(sorted[0])) ms"
}

/// A number with two decimals, without Foundation.
func twoDecimals(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// The staged changesets with minimal moves, summarized.
func minimal(_ old: [Group], _ new: [Group]) throws -> Int {
  summary(try Diff.sectionedDifference(from: old, to: new).changesets)
}

/// The staged changesets with greedy moves (RxDataSources' entry point), summarized.
func greedy(_ old: [Group], _ new: [Group]) throws -> Int {
  summary(try Diff.differencesForSectionedView(initialSections: old, finalSections: new))
}

let (before, after) = makeData()
let same = copied(before)
let longText = decodedWithLongText(before)
let longTextCopy = decodedWithLongText(before)

let allCases: [(name: String, run: () throws -> Int)] = [
  ("edited, minimal moves (sectionedDifference)", { try minimal(before, after) }),
  ("edited, greedy moves (differencesForSectionedView)", { try greedy(before, after) }),
  ("unchanged, equal copy (new arrays)", { try minimal(before, same) }),
  ("unchanged, same arrays", { try minimal(before, before) }),
  ("unchanged, 40-byte texts, decoded twice", { try minimal(longText, longTextCopy) }),
]

let arguments = CommandLine.arguments
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 15 : 15
let cases =
  arguments.count > 2 ? allCases.filter { $0.name.contains(arguments[2]) } : allCases
let clock = ContinuousClock()
var wall = [[Double]](repeating: [], count: cases.count)
var cpu = [[Double]](repeating: [], count: cases.count)
var checksums = [Int](repeating: 0, count: cases.count)
for round in 0..<(rounds + 2) {
  for (index, entry) in cases.enumerated() {
    var checksum = 0
    let cpuStart = threadCPUMilliseconds()
    let elapsed = try clock.measure { checksum = try entry.run() }
    let cpuTime = threadCPUMilliseconds() - cpuStart
    checksums[index] = checksum
    if round >= 2 {
      wall[index].append(milliseconds(elapsed))
      cpu[index].append(cpuTime)
    }
  }
}
print("user package: String identities, 100,000 items in 100 sections, \(rounds) rounds")
for (index, entry) in cases.enumerated() {
  print(
    "\(entry.name): \(medianAndMinimum(wall[index])); CPU time \(medianAndMinimum(cpu[index])) "
      + "(checksum \(checksums[index]))")
}
