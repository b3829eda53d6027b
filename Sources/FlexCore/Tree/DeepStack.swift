#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs layout work with a stack deep enough for the tree, on the caller's thread whenever its
/// stack suffices.
///
/// The solver recurses once per tree level. A tree whose depth fits in the caller's remaining
/// stack (with room to spare) lays out on the caller's thread, as Yoga and Taffy do; that is every
/// tree up to ``alwaysInlineDepth`` levels without even asking the system how large the stack is.
/// A deeper tree lays out on one long-lived worker thread, started on first need, whose stack
/// (``maximumBytes`` of reserved address space: the system commits only the pages touched) is
/// reserved once per process: its pages, once touched, stay mapped, where a fresh stack per
/// layout costs a page fault per 4 KiB of recursion. A deep layout that finds the worker busy
/// (another thread is laying out a deep tree) gets a thread of its own, as the only fallback.
enum DeepStack {
  /// The stack reserved per level of depth when sizing the worker's stack and the depth limit
  /// (debug builds use large frames).
  static let bytesPerLevel = 48 * 1024
  /// The stack one level of recursion takes at most in this build, when deciding whether the
  /// caller's stack suffices: `Benchmarks flex` prints the figure for a release build (about
  /// 2.5 KiB a level on a 1,000-level chain), doubled here.
  #if DEBUG
    static let inlineBytesPerLevel = 48 * 1024
  #else
    static let inlineBytesPerLevel = 5 * 1024
  #endif
  /// The stack every thread is assumed to have free when layout starts (Darwin's secondary
  /// threads get 512 KiB in all).
  static let assumedFreeBytes = 256 * 1024
  /// Trees at most this deep lay out on the caller's thread without a look at its stack.
  static let alwaysInlineDepth = assumedFreeBytes / inlineBytesPerLevel
  /// The stack left unused below the deepest level, for the callbacks and the system.
  static let spareBytes = 256 * 1024
  /// The largest stack reserved.
  static let maximumBytes = 3 << 30
  /// Trees of at most this many nodes are never checked for depth (kept for the depth limit).
  static let inlineNodeLimit = 256

  /// The deepest tree that the stack for `nodeCount` nodes can lay out.
  static func depthLimit(nodeCount: Int) -> Int {
    guard nodeCount > inlineNodeLimit else { return inlineNodeLimit }
    return stackBytes(nodeCount: nodeCount) / bytesPerLevel - 64
  }

  static func stackBytes(nodeCount: Int) -> Int {
    min(maximumBytes, 16 << 20 + nodeCount * bytesPerLevel)
  }

  /// Runs `body`, which recurses at most `depth` levels, on a stack that can hold it.
  ///
  /// - Complexity: O(1) on the caller's thread; a deeper tree than its stack holds adds a
  ///   handover to the worker thread (a few microseconds).
  static func run(depth: Int, nodeCount: Int, _ body: () -> Void) {
    if depth <= alwaysInlineDepth
      || depth * inlineBytesPerLevel + spareBytes <= remainingStackBytes()
    {
      return body()
    }
    withoutActuallyEscaping(body) { escapable in
      var box = Box(body: escapable)
      withUnsafeMutablePointer(to: &box) { pointer in
        let raw = UnsafeMutableRawPointer(pointer)
        if !Worker.run(raw) { runOnFreshThread(raw, nodeCount: nodeCount) }
      }
    }
  }

  /// The bytes of stack left below the current frame of the calling thread (0 if unknown).
  static func remainingStackBytes() -> Int {
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    let low = stackLowAddress()
    return low > 0 && here > low ? here - low : 0
  }

  /// The lowest address of the calling thread's stack (0 if unknown).
  private static func stackLowAddress() -> Int {
    #if canImport(Glibc)
      // Asking glibc costs a parse of /proc/self/maps on the main thread: ask once per thread.
      guard let key = stackKey else { return 0 }
      if let known = pthread_getspecific(key) { return Int(bitPattern: known) }
      let low = currentThreadStackLowAddress()
      if low > 0 { pthread_setspecific(key, UnsafeRawPointer(bitPattern: low)) }
      return low
    #elseif canImport(Darwin)
      let thread = pthread_self()
      return Int(bitPattern: pthread_get_stackaddr_np(thread)) - pthread_get_stacksize_np(thread)
    #else
      return 0
    #endif
  }

  #if canImport(Glibc)
    /// Each thread's lowest stack address, once looked up.
    private static let stackKey: pthread_key_t? = {
      var key = pthread_key_t()
      return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// glibc's `pthread_getattr_np`, which Swift does not import (it needs `_GNU_SOURCE`).
    private static let getAttributes:
      (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
      }()

    private static func currentThreadStackLowAddress() -> Int {
      var attributes = pthread_attr_t()
      guard let getAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0 else { return 0 }
      return Int(bitPattern: address)
    }
  #endif

  /// Runs the boxed body on a thread created for it, with a stack sized for `nodeCount` nodes.
  private static func runOnFreshThread(_ box: UnsafeMutableRawPointer, nodeCount: Int) {
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
      }, box)
    guard started == 0 else { return box.assumingMemoryBound(to: Box.self).pointee.body() }
    #if canImport(Glibc)
      pthread_join(thread, nil)
    #else
      if let thread { pthread_join(thread, nil) }
    #endif
  }

  /// The body a layout hands to another thread.
  struct Box {
    var body: () -> Void
  }
}
