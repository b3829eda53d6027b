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
///
/// One such stack is reserved once per process and reused by every layout that finds it free,
/// so that its pages, once touched, stay mapped: a fresh stack per layout costs a page fault per
/// 4 KiB of recursion, which is a third of the time of a 1,000-level tree. A layout that finds
/// the shared stack in use (another thread is laying out) gets a fresh one.
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

  /// The shared stack: its base address, or `nil` if it could not be reserved.
  nonisolated(unsafe) private static let sharedStack: UnsafeMutableRawPointer? = {
    #if canImport(Glibc)
      let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
    #else
      let flags = MAP_PRIVATE | MAP_ANON | MAP_NORESERVE
    #endif
    guard let base = mmap(nil, maximumBytes, PROT_READ | PROT_WRITE, flags, -1, 0),
      base != MAP_FAILED
    else { return nil }
    // A guard page at the far end: an overflow faults instead of writing past the stack.
    _ = mprotect(base, guardBytes, PROT_NONE)
    return base
  }()

  /// The inaccessible bytes at the end of the shared stack.
  static let guardBytes = 64 * 1024

  /// Guards ``sharedStack``: one layout uses it at a time.
  nonisolated(unsafe) private static let sharedStackLock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()

  /// Runs `body` with a stack large enough for a tree of `nodeCount` nodes.
  static func run(nodeCount: Int, _ body: () -> Void) {
    guard nodeCount > inlineNodeLimit else { return body() }
    withoutActuallyEscaping(body) { escapable in
      var box = Box(body: escapable)
      withUnsafeMutablePointer(to: &box) { pointer in
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        var holdsSharedStack = false
        if let stack = sharedStack, pthread_mutex_trylock(sharedStackLock) == 0 {
          holdsSharedStack = pthread_attr_setstack(&attributes, stack, maximumBytes) == 0
          if !holdsSharedStack { pthread_mutex_unlock(sharedStackLock) }
        }
        defer { if holdsSharedStack { pthread_mutex_unlock(sharedStackLock) } }
        if !holdsSharedStack {
          pthread_attr_setstacksize(&attributes, stackBytes(nodeCount: nodeCount))
        }
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
