#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs layout work on a thread whose stack grows with the tree, so that trees tens of
/// thousands of levels deep lay out without overflowing the caller's stack.
///
/// The solver recurses once per tree level. Small trees run on the caller's thread; larger ones
/// run on a helper thread with a stack of ``bytesPerLevel`` per possible level (the stack is
/// reserved address space: the system commits only the pages that are touched).
enum DeepStack {
  /// The stack reserved per level of depth (debug builds use large frames).
  static let bytesPerLevel = 48 * 1024
  /// The largest stack reserved.
  static let maximumBytes = 3 << 30
  /// Trees of at most this many nodes run on the caller's thread.
  static let inlineNodeLimit = 256

  /// The deepest tree that the stack for `nodeCount` nodes can lay out.
  static func depthLimit(nodeCount: Int) -> Int {
    guard nodeCount > inlineNodeLimit else { return inlineNodeLimit }
    return stackBytes(nodeCount: nodeCount) / bytesPerLevel - 64
  }

  static func stackBytes(nodeCount: Int) -> Int {
    min(maximumBytes, 16 << 20 + nodeCount * bytesPerLevel)
  }

  /// Runs `body` with a stack large enough for a tree of `nodeCount` nodes.
  static func run(nodeCount: Int, _ body: () -> Void) {
    guard nodeCount > inlineNodeLimit else { return body() }
    withoutActuallyEscaping(body) { escapable in
      var box = Box(body: escapable)
      withUnsafeMutablePointer(to: &box) { pointer in
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes(nodeCount: nodeCount))
        #if canImport(Glibc)
          var thread = pthread_t()
        #else
          var thread: pthread_t?
        #endif
        let started = pthread_create(
          &thread, &attributes,
          { raw in
            #if canImport(Glibc)
              raw?.assumingMemoryBound(to: Box.self).pointee.body()
            #else
              raw.assumingMemoryBound(to: Box.self).pointee.body()
            #endif
            return nil
          }, pointer)
        if started == 0 {
          #if canImport(Glibc)
            pthread_join(thread, nil)
          #else
            if let thread { pthread_join(thread, nil) }
          #endif
        } else {
          pointer.pointee.body()
        }
      }
    }
  }

  private struct Box {
    var body: () -> Void
  }
}
