/// A stack of buffers for one layout's working values (flex items, flex lines, constants),
/// carved from a few large chunks of memory.
///
/// A container's layout takes a buffer when it starts and gives it back when it ends, after its
/// descendants have given back theirs: buffers come and go in stack order, so a buffer is the
/// next free stretch of the newest chunk and giving it back moves the top down again. A layout
/// allocates a chunk per doubling of the deepest nesting's needs, not a buffer per container.
///
/// Why: with a buffer (a Swift array) per nesting level, the deep benchmark tree allocated and
/// freed about 3,000 arrays per layout, and reference counting, uniqueness checks and freeing
/// them were a fifth of its instructions (callgrind, `Benchmarks flex-profile`).
///
/// Elements are plain bits (no references; checked when the stack is made): a chunk is never
/// deinitialized element by element, and a buffer's elements are written before they are read.
final class ScratchStack<Element> {
  /// One allocation of the stack.
  private struct Chunk {
    var memory: UnsafeMutablePointer<Element>
    var count: Int
    /// The elements in use in the chunk before this one when this one became the top.
    var usedInPrevious = 0
  }

  // The state is read and written on every take and give-back: unchecked, as the stack belongs
  // to one layout on one thread (checked, `swift_beginAccess` was 1.2 % of the random tree's
  // layout).
  /// The chunks, oldest first; those after `current` are free.
  @exclusivity(unchecked) private var chunks: [Chunk] = []
  /// The chunk holding the top of the stack.
  @exclusivity(unchecked) private var current = 0
  /// The elements in use in `chunks[current]`.
  @exclusivity(unchecked) private var used = 0
  /// The elements in the first chunk.
  private let firstChunkCount: Int

  /// A stack whose first chunk takes at most ``firstChunkBytes``.
  convenience init() {
    self.init(firstChunkCount: Self.firstChunkBytes / MemoryLayout<Element>.stride)
  }

  /// A stack whose first chunk holds `firstChunkCount` elements (allocated on first need).
  init(firstChunkCount: Int) {
    precondition(_isPOD(Element.self), "scratch elements hold no references")
    self.firstChunkCount = max(1, firstChunkCount)
  }

  deinit {
    for chunk in chunks { chunk.memory.deallocate() }
  }

  /// A buffer, empty, with room for at least `capacity` elements, on top of the stack.
  func take(capacity: Int) -> ScratchBuffer<Element> {
    let capacity = max(1, capacity)
    return ScratchBuffer(stack: self, start: push(capacity), capacity: capacity)
  }

  /// Room for one element on top of the stack.
  func takeOne() -> UnsafeMutablePointer<Element> { push(1) }

  /// Gives `buffer` back: the top of the stack returns to where it was before the buffer was
  /// taken.
  ///
  /// - Precondition: `buffer` is the newest buffer or element not yet given back.
  func giveBack(_ buffer: ScratchBuffer<Element>) {
    pop(buffer.start, end: buffer.start + buffer.capacity)
  }

  /// Gives back `element`, taken by ``takeOne()``.
  ///
  /// - Precondition: `element` is the newest buffer or element not yet given back.
  func giveBack(_ element: UnsafeMutablePointer<Element>) {
    pop(element, end: element + 1)
  }

  /// Makes room in `buffer`, the top of the stack, for at least `capacity` elements, keeping
  /// its elements.
  func enlarge(_ buffer: inout ScratchBuffer<Element>, toHold capacity: Int) {
    precondition(isTop(buffer.start + buffer.capacity), "only the newest scratch buffer grows")
    let extra = capacity - buffer.capacity
    guard extra > 0 else { return }
    if chunks[current].count - used >= extra {
      used += extra
      buffer.capacity = capacity
      return
    }
    let larger = max(capacity, 2 * buffer.capacity)
    if buffer.start == chunks[current].memory {
      // Alone in its chunk: a larger chunk replaces it.
      let size = max(larger, 2 * chunks[current].count)
      let memory = UnsafeMutablePointer<Element>.allocate(capacity: size)
      memory.initialize(from: buffer.start, count: buffer.count)
      chunks[current].memory.deallocate()
      chunks[current].memory = memory
      chunks[current].count = size
      used = larger
      buffer.start = memory
    } else {
      // To a fresh chunk (the rest of this one is too small even without the buffer), with
      // the stack below it as it was before the buffer was taken.
      used -= buffer.capacity
      let start = push(larger)
      start.initialize(from: buffer.start, count: buffer.count)
      buffer.start = start
    }
    buffer.capacity = larger
  }

  /// Reserves `count` elements on top of the stack and returns where they start.
  @inline(__always)
  private func push(_ count: Int) -> UnsafeMutablePointer<Element> {
    if chunks.isEmpty || chunks[current].count - used < count {
      moveToFreshChunk(holding: count)
    }
    let start = chunks[current].memory + used
    used += count
    return start
  }

  /// Takes the top of the stack down to `start`, the newest reservation's, which ends at `end`.
  @inline(__always)
  private func pop(_ start: UnsafeMutablePointer<Element>, end: UnsafeMutablePointer<Element>) {
    precondition(isTop(end), "scratch memory is given back newest first")
    let chunk = chunks[current]
    guard start == chunk.memory else {
      used = start - chunk.memory
      return
    }
    // The first reservation in its chunk, which is now empty: the top returns to the chunk
    // before, and a large chunk goes back to the allocator.
    let emptied = current
    if current > 0 {
      used = chunk.usedInPrevious
      current -= 1
    } else {
      used = 0
    }
    if chunk.count * MemoryLayout<Element>.stride > Self.largestKeptBytes {
      releaseChunks(from: emptied)
    }
  }

  /// The chunks allocated now, in use or free (for tests of the allocation pattern).
  var allocatedChunkCounts: [Int] { chunks.map(\.count) }

  /// The most bytes of a first chunk: small enough for glibc to serve it from its per-thread
  /// cache of small blocks (requests of at most 1,032 bytes).
  ///
  /// A larger block comes from the free lists that also hold the large blocks freed by the
  /// layout before, and splits them. With first chunks of 64 items (14 KB), 64 lines and 16
  /// constants, the wide benchmark tree's 2 MB item chunk no longer fitted where the last
  /// layout's had been, and each layout grew the heap into fresh pages: 50 `brk` calls in a
  /// benchmark run instead of 18, twice the page faults (6,896 against 3,124, nearly all in
  /// the items' first writes; `perf record -e page-faults -g`), and 2.2 ms a layout instead of
  /// 1.5 ms in most runs.
  static var firstChunkBytes: Int { 1024 }

  /// The most bytes a chunk holds and still stays allocated when it falls free before the layout
  /// ends: more than any benchmark tree's nesting needs at once (the deep tree's 1,000 levels
  /// take 1,024 items, 221 KB), and the layout ends soon after.
  ///
  /// A larger chunk (the wide benchmark tree's 10,000 items, 2 MB) goes back to the allocator
  /// as soon as its container is done, as a large item array always did. Freed at the end of
  /// the layout instead, it was the last block freed: glibc then returned the top of its heap to
  /// the system, and each layout faulted those pages in again (205 `brk` calls in a benchmark
  /// run instead of 18, and 2.8 ms a layout instead of 1.5 ms; `strace -c -e trace=brk`).
  static var largestKeptBytes: Int { 1 << 20 }

  /// Deallocates `chunks[first...]`, which are free.
  private func releaseChunks(from first: Int) {
    for chunk in chunks[first...] { chunk.memory.deallocate() }
    chunks.removeSubrange(first...)
  }

  /// Whether `end` is the top of the stack.
  private func isTop(_ end: UnsafeMutablePointer<Element>) -> Bool {
    !chunks.isEmpty && end == chunks[current].memory + used
  }

  /// Moves the top to the start of the next chunk, which has room for `count` elements.
  ///
  /// Free chunks too small for them are replaced.
  private func moveToFreshChunk(holding count: Int) {
    let next = chunks.isEmpty ? 0 : current + 1
    if next < chunks.count, chunks[next].count < count { releaseChunks(from: next) }
    if next == chunks.count {
      let size = max(count, chunks.last.map { 2 * $0.count } ?? firstChunkCount)
      chunks.append(Chunk(memory: .allocate(capacity: size), count: size))
    }
    chunks[next].usedInPrevious = used
    current = next
    used = 0
  }
}

/// A buffer from a ``ScratchStack``: a collection of at most `capacity` elements, read and
/// written in place.
///
/// Copies of a buffer share its elements, as copies of a pointer do. It is valid until it is
/// given back to its stack.
struct ScratchBuffer<Element>: RandomAccessCollection, MutableCollection {
  fileprivate unowned(unsafe) let stack: ScratchStack<Element>
  fileprivate(set) var start: UnsafeMutablePointer<Element>
  fileprivate(set) var capacity: Int
  /// The number of elements.
  private(set) var count = 0

  fileprivate init(
    stack: ScratchStack<Element>, start: UnsafeMutablePointer<Element>, capacity: Int
  ) {
    self.stack = stack
    self.start = start
    self.capacity = capacity
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Element {
    // Addressors, not a getter and a setter: `items[index].targetMain = size` then stores one
    // field in place, where a setter copied the whole item (over 200 bytes) out and back in.
    @inline(__always) unsafeAddress {
      precondition(position >= 0 && position < count, "scratch buffer index out of range")
      return UnsafePointer(start + position)
    }
    @inline(__always) nonmutating unsafeMutableAddress {
      precondition(position >= 0 && position < count, "scratch buffer index out of range")
      return start + position
    }
  }

  /// Adds `element` at the end, making room when the buffer is full.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { stack.enlarge(&self, toHold: capacity + 1) }
    (start + count).initialize(to: element)
    count += 1
  }

  /// Makes room for at least `capacity` elements without a further allocation.
  mutating func reserveCapacity(_ capacity: Int) {
    if capacity > self.capacity { stack.enlarge(&self, toHold: capacity) }
  }

  /// Removes every element, keeping the room.
  mutating func removeAll() {
    count = 0
  }
}
