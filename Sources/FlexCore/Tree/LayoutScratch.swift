/// One layout's working memory: the items, lines and constants of its container layouts, on
/// three stacks.
///
/// A container's layout takes an item buffer, a line buffer and its constants when it starts
/// and gives them back when it ends. They come from ``ScratchStack``s, so that a tree's layout
/// allocates a few chunks of each rather than a buffer and a box per container (or per level of
/// nesting, as when each was an array or a class instance kept for the next container).
struct LayoutScratch {
  /// The flex items of the container layouts in progress (made by the first container, so
  /// that a layout with nothing to do allocates nothing).
  private var items: ScratchStack<FlexItem>?
  /// The flex lines of the container layouts in progress.
  private var lines: ScratchStack<FlexLine>?
  /// The constants of the container layouts in progress.
  private var constants: ScratchStack<FlexConstantValues>?

  /// Constants with `values`, on top of the constants stack.
  mutating func takeConstants(_ values: FlexConstantValues) -> FlexConstants {
    if constants == nil { constants = ScratchStack() }
    let storage = constants!.takeOne()
    storage.initialize(to: values)
    return FlexConstants(at: storage)
  }

  /// Room for constants on top of the constants stack, for the caller to initialize (see
  /// `FlexTree.initializeConstants(_:_:at:)`) and then give back as ``FlexConstants``.
  mutating func takeConstantsRoom() -> UnsafeMutablePointer<FlexConstantValues> {
    if constants == nil { constants = ScratchStack() }
    return constants!.takeOne()
  }

  /// Gives back `taken`, the newest constants.
  func giveBack(_ taken: FlexConstants) { constants!.giveBack(taken.storage) }

  /// An empty item buffer on top of the item stack, with room for `capacity` items.
  mutating func takeItems(capacity: Int) -> FlexItems {
    if items == nil { items = ScratchStack() }
    return items!.take(capacity: capacity)
  }

  /// An empty line buffer on top of the line stack.
  mutating func takeLines() -> FlexLines {
    if lines == nil { lines = ScratchStack() }
    return lines!.take(capacity: 1)
  }

  /// Gives back `buffer`, the newest item buffer.
  func giveBack(_ buffer: FlexItems) { items!.giveBack(buffer) }

  /// Gives back `buffer`, the newest line buffer.
  func giveBack(_ buffer: FlexLines) { lines!.giveBack(buffer) }
}

/// A container's flex items, in a buffer of its layout's ``LayoutScratch``.
typealias FlexItems = ScratchBuffer<FlexItem>

/// A container's flex lines, in a buffer of its layout's ``LayoutScratch``.
typealias FlexLines = ScratchBuffer<FlexLine>
