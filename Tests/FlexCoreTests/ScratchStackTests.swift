import Testing

@testable import FlexCore

/// The layout's scratch stacks: buffers in stack order, carved from few chunks, elements kept
/// when a buffer grows.
@Suite struct ScratchStackTests {
  @Test func aBufferGivenBackFreesItsRoomForTheNext() {
    let stack = ScratchStack<Int>(firstChunkCount: 8)
    var outer = stack.take(capacity: 2)
    outer.append(1)
    outer.append(2)
    let inner = stack.take(capacity: 3)
    let innerStart = inner.start
    stack.giveBack(inner)
    let next = stack.take(capacity: 3)
    #expect(next.start == innerStart)
    #expect(next.isEmpty)
    stack.giveBack(next)
    stack.giveBack(outer)
    #expect(Array(outer) == [1, 2])
  }

  @Test func aGrowingBufferKeepsItsElementsAndThoseBelowIt() {
    let stack = ScratchStack<Int>(firstChunkCount: 4)
    var below = stack.take(capacity: 3)
    for value in 0..<3 { below.append(value) }
    var top = stack.take(capacity: 1)
    // Past the first chunk's end: the buffer moves to a chunk of its own.
    for value in 100..<200 { top.append(value) }
    #expect(Array(top) == Array(100..<200))
    #expect(Array(below) == [0, 1, 2])
    // It moved to a chunk of its own, which larger chunks then replaced.
    #expect(stack.allocatedChunkCounts == [4, 128])
    stack.giveBack(top)
    // The top is back where it was before `top` was taken: right after `below`.
    let next = stack.take(capacity: 1)
    #expect(next.start == below.start + below.capacity)
    stack.giveBack(next)
    stack.giveBack(below)
  }

  @Test func deepNestingAllocatesAChunkPerDoubling() {
    let stack = ScratchStack<Int>(firstChunkCount: 64)
    var buffers: [ScratchBuffer<Int>] = []
    for level in 0..<1_000 {
      var buffer = stack.take(capacity: 1)
      buffer.append(level)
      buffers.append(buffer)
    }
    #expect(buffers.enumerated().allSatisfy { $0.element[0] == $0.offset })
    for buffer in buffers.reversed() { stack.giveBack(buffer) }
    // 64 + 128 + 256 + 512 + 1,024 elements hold the 1,000 levels.
    #expect(stack.allocatedChunkCounts == [64, 128, 256, 512, 1_024])
    // A second descent reuses them.
    for _ in 0..<1_000 { buffers.append(stack.take(capacity: 1)) }
    #expect(stack.allocatedChunkCounts == [64, 128, 256, 512, 1_024])
  }

  @Test func aLargeChunkIsReleasedWhenItFallsFree() {
    let stack = ScratchStack<Int>(firstChunkCount: 64)
    let small = stack.take(capacity: 1)
    var large = stack.take(capacity: 1)
    large.reserveCapacity(200_000)
    #expect(stack.allocatedChunkCounts == [64, 200_000])
    stack.giveBack(large)
    #expect(stack.allocatedChunkCounts == [64])
    stack.giveBack(small)
  }

  @Test func aLargeFirstChunkIsReleasedWhenTheStackEmpties() {
    let stack = ScratchStack<Int>(firstChunkCount: 64)
    var only = stack.take(capacity: 1)
    only.reserveCapacity(200_000)
    // Alone in the first chunk, the buffer grew by replacing it.
    #expect(stack.allocatedChunkCounts == [200_000])
    stack.giveBack(only)
    #expect(stack.allocatedChunkCounts.isEmpty)
    var next = stack.take(capacity: 1)
    next.append(7)
    #expect(Array(next) == [7])
    #expect(stack.allocatedChunkCounts == [64])
  }

  @Test func displayContentsItemsOutnumberingTheChildrenAllLayOut() throws {
    // The row's item buffer is taken for its 3 children and grows to its 42 items (the
    // wrapper's 40 in its place) above the column's buffer.
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .web))
    let leaf = FlexStyle().with {
      $0.width = 10
      $0.height = 10
      $0.flexShrink = 0
    }
    let first = tree.addNode(leaf)
    let wrapped = (0..<40).map { _ in tree.addNode(leaf) }
    let wrapper = tree.addNode(FlexStyle().with { $0.display = .contents }, children: wrapped)
    let last = tree.addNode(leaf)
    let row = tree.addNode(
      FlexStyle().with { $0.width = 1000 }, children: [first, wrapper, last])
    let column = tree.addNode(
      FlexStyle().with { $0.flexDirection = .column }, children: [tree.addNode(leaf), row])
    try tree.computeLayout(of: column)
    #expect(tree.frame(of: first).minX == 0)
    #expect(
      wrapped.enumerated().allSatisfy {
        tree.frame(of: $0.element).minX == Double(10 + 10 * $0.offset)
      })
    #expect(tree.frame(of: last).minX == 410)
    #expect(tree.frame(of: row).minY == 10)
  }
}
