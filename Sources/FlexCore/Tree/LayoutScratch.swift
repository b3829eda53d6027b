/// Buffers for the items, lines and constants of container layouts, reused from one container to
/// the next.
///
/// A container's layout takes a buffer of each kind when it starts and gives them back when it
/// ends, so that a tree's layout allocates about one of each per level of nesting (the buffers
/// in use at once) instead of one per container. Allocating and freeing them was a fifth of the
/// deep benchmark tree's instructions (callgrind, `Benchmarks flex-profile`).
struct LayoutScratch {
  private var spareItems: [[FlexItem]] = []
  private var spareLines: [[FlexLine]] = []
  private var spareConstants: [FlexConstants] = []

  /// Constants with `values`, in the box of an earlier container's where one is spare.
  mutating func takeConstants(_ values: FlexConstantValues) -> FlexConstants {
    guard var constants = spareConstants.popLast() else { return FlexConstants(values) }
    constants.replaceValues(with: values)
    return constants
  }

  /// Keeps the box of `constants` for the next container.
  mutating func giveBack(_ constants: inout FlexConstants) {
    spareConstants.append(constants)
  }

  /// An item buffer, with an earlier container's storage where one is spare.
  ///
  /// It may still hold that container's items: `generateFlexItems` replaces them.
  mutating func takeItems() -> [FlexItem] { spareItems.popLast() ?? [] }

  /// A line buffer, with an earlier container's storage where one is spare.
  ///
  /// It may still hold that container's lines: `collectFlexLines` replaces them.
  mutating func takeLines() -> [FlexLine] { spareLines.popLast() ?? [] }

  /// Keeps `buffer`'s storage for the next container, unless it is larger than most need.
  mutating func giveBack(_ buffer: inout [FlexItem]) {
    guard buffer.capacity <= Self.largestKeptCount else { return }
    spareItems.append(buffer)
  }

  /// The most items or lines a kept buffer holds: more than nearly every container has (the
  /// random benchmark tree's have at most 8).
  ///
  /// A larger buffer goes back to the allocator when its container is done, as every buffer
  /// did before buffers were kept. Kept to the end of the layout, the wide benchmark tree's
  /// buffer of 121 lines, allocated above its 2 MB of items, was freed last, after them: glibc
  /// then returned the top of the heap to the system, and every layout faulted those pages in
  /// again (180 `brk` calls in a benchmark run instead of 18, and 3.0 ms a layout instead of
  /// 1.9 ms; `strace -c -e trace=brk`).
  static let largestKeptCount = 32

  /// Keeps `buffer`'s storage for the next container, unless it is larger than most need.
  mutating func giveBack(_ buffer: inout [FlexLine]) {
    guard buffer.capacity <= Self.largestKeptCount else { return }
    spareLines.append(buffer)
  }
}
