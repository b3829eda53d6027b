#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The depth a deep-tree test uses: `depth`, or `sanitized` under ThreadSanitizer.
///
/// ThreadSanitizer keeps its own call stack per thread, a fixed 65,536 return addresses
/// (`kShadowStackSize` in compiler-rt), and checks it for overflow only in its debug builds: a
/// deeper chain of instrumented calls writes past its end into whatever is mapped there. The
/// solver nests about 7 instrumented calls per tree level in a debug build (a padded column
/// chain corrupted memory at 9,500 levels, once as an allocation of 3 × 10¹⁵ bytes), so trees
/// of thousands of levels cannot be tested under it, whatever the stack. See
/// Docs/Reliability.md, Sanitizers.
public func deepTestDepth(_ depth: Int, underThreadSanitizer sanitized: Int) -> Int {
  isThreadSanitized ? sanitized : depth
}

/// Whether the ThreadSanitizer runtime is loaded (the tests were built with
/// `--sanitize=thread`).
public let isThreadSanitized: Bool = {
  #if canImport(Glibc)
    return dlsym(nil, "__tsan_init") != nil
  #elseif canImport(Darwin)
    return dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__tsan_init") != nil
  #else
    return false
  #endif
}()
