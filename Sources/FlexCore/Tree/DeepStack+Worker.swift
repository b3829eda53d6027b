#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DeepStack {
  /// The one long-lived thread that lays out trees too deep for their caller's stack, on a
  /// stack of ``DeepStack/maximumBytes`` reserved once per process.
  ///
  /// It is started on first need and then waits for work; a layout hands it a body and waits
  /// for it to finish, so the caller sees a plain function call.
  enum Worker {
    /// The worker's inbox, guarded by `mutex`.
    fileprivate struct State {
      var mutex = pthread_mutex_t()
      var condition = pthread_cond_t()
      /// The ``DeepStack/Box`` to run, until the worker has run it.
      var job: UnsafeMutableRawPointer?
      var isFinished = false
    }

    /// Held by the layout using the worker: one at a time.
    nonisolated(unsafe) private static let userLock: UnsafeMutablePointer<pthread_mutex_t> = {
      let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      pthread_mutex_init(lock, nil)
      return lock
    }()

    /// The running worker's state, or `nil` if its stack or thread could not be made.
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State>? = start()

    /// The inaccessible bytes at the far end of the worker's stack.
    static let guardBytes = 64 * 1024

    /// Runs the boxed body on the worker and returns `true`, or returns `false` at once if the
    /// worker is busy or could not be started.
    static func run(_ box: UnsafeMutableRawPointer) -> Bool {
      guard pthread_mutex_trylock(userLock) == 0 else { return false }
      defer { pthread_mutex_unlock(userLock) }
      guard let state else { return false }
      pthread_mutex_lock(&state.pointee.mutex)
      state.pointee.isFinished = false
      state.pointee.job = box
      pthread_cond_broadcast(&state.pointee.condition)
      while !state.pointee.isFinished {
        pthread_cond_wait(&state.pointee.condition, &state.pointee.mutex)
      }
      pthread_mutex_unlock(&state.pointee.mutex)
      return true
    }

    /// Reserves the stack and starts the thread.
    private static func start() -> UnsafeMutablePointer<State>? {
      #if canImport(Glibc)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
      #else
        let flags = MAP_PRIVATE | MAP_ANON | MAP_NORESERVE
      #endif
      guard let stack = mmap(nil, maximumBytes, PROT_READ | PROT_WRITE, flags, -1, 0),
        stack != MAP_FAILED
      else { return nil }
      // A guard page at the far end: an overflow faults instead of writing past the stack.
      _ = mprotect(stack, guardBytes, PROT_NONE)
      let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
      state.initialize(to: State())
      pthread_mutex_init(&state.pointee.mutex, nil)
      pthread_cond_init(&state.pointee.condition, nil)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstack(&attributes, stack, maximumBytes) == 0 else { return nil }
      #if canImport(Glibc)
        var thread = pthread_t()
      #else
        var thread: pthread_t?
      #endif
      let started = pthread_create(
        &thread, &attributes,
        { raw in
          #if canImport(Glibc)
            guard let raw else { return nil }
          #endif
          return serveDeepStackJobs(raw)
        }, state)
      guard started == 0 else { return nil }
      #if canImport(Glibc)
        pthread_detach(thread)
      #else
        if let thread { pthread_detach(thread) }
      #endif
      return state
    }

    /// The worker's loop: runs each job handed over, forever.
    fileprivate static func serve(_ state: UnsafeMutablePointer<State>) -> Never {
      pthread_mutex_lock(&state.pointee.mutex)
      while true {
        while state.pointee.job == nil {
          pthread_cond_wait(&state.pointee.condition, &state.pointee.mutex)
        }
        let job = state.pointee.job
        pthread_mutex_unlock(&state.pointee.mutex)
        job?.assumingMemoryBound(to: Box.self).pointee.body()
        pthread_mutex_lock(&state.pointee.mutex)
        state.pointee.job = nil
        state.pointee.isFinished = true
        pthread_cond_broadcast(&state.pointee.condition)
      }
    }
  }
}

/// The worker thread's entry point (outside the enum: a C function pointer captures nothing).
private func serveDeepStackJobs(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
  DeepStack.Worker.serve(raw.assumingMemoryBound(to: DeepStack.Worker.State.self))
}
