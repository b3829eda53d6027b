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

  /// An empty item buffer, with the capacity of an earlier container's where one is spare.
  mutating func takeItems() -> [FlexItem] { spareItems.popLast() ?? [] }

  /// An empty line buffer, with the capacity of an earlier container's where one is spare.
  mutating func takeLines() -> [FlexLine] { spareLines.popLast() ?? [] }

  /// Keeps `buffer`'s storage for the next container (emptied while `buffer` is its only
  /// owner, so that emptying it keeps the storage instead of copying it).
  mutating func giveBack(_ buffer: inout [FlexItem]) {
    buffer.removeAll(keepingCapacity: true)
    spareItems.append(buffer)
  }

  /// Keeps `buffer`'s storage for the next container (emptied while `buffer` is its only
  /// owner, so that emptying it keeps the storage instead of copying it).
  mutating func giveBack(_ buffer: inout [FlexLine]) {
    buffer.removeAll(keepingCapacity: true)
    spareLines.append(buffer)
  }
}
