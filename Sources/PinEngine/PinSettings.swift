import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An identifier of the calling thread (its `pthread_t`).
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #else
    return UInt(pthread_self())
  #endif
}

/// Which optional warnings are reported, as PinLayout's `Pin.activeWarnings`.
public struct ActiveWarnings: Hashable, Sendable {
  /// Whether `horizontallyBetween`/`verticallyBetween` warn when the views overlap.
  public var noSpaceAvailableBetweenViews = true
  /// Whether `aspectRatio()` warns when the image view has no image.
  public var aspectRatioImageNotSet = true
  /// Whether a layout warns when it is applied off the main thread (off by default in Trellis,
  /// whose headless views may be laid out on any one thread).
  public var layoutOffMainThread = false

  /// The defaults: every warning on except the main-thread one.
  public init() {}
}

/// One warning: its kind and the text PinLayout would print.
public struct PinWarning: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// An edge, size, min or max set again with a different value (the first value is kept).
    case valueAlreadySet
    /// A centre and an edge on one axis, or min/max set again (the first is kept).
    case conflict
    /// A negative, NaN or infinite width, height or aspect ratio, or a non-finite coordinate.
    case invalidValue
    /// A reference view without a parent: the reference is skipped (one in another tree is
    /// converted through the views' coordinates, as PinLayout converts it).
    case referenceNotAttached
    /// An empty list of reference views (after the `visible` filter, say).
    case noReferenceView
    /// `horizontallyBetween`/`verticallyBetween` with overlapping views.
    case noSpaceAvailableBetweenViews
    /// The layouted view, or the same view twice, given as a `between` reference.
    case invalidReference
    /// An aspect ratio when neither or both dimensions are known.
    case aspectRatioUndetermined
    /// `aspectRatio()` on a view that is not an image view, or without an image.
    case aspectRatioImageNotSet
    /// A second `sizeToFit` or `aspectRatio`.
    case sizeAdjusterConflict
    /// `justify` or `align` without the edges they need, or with a centre.
    case justifyAlignPreconditions
    /// `pinEdges()` with all four edges set.
    case pinEdgesAllSet
    /// A chain released without `layout()` while `Pin.logMissingLayoutCalls` is on.
    case missingLayoutCall
    /// A layout off the main thread while `ActiveWarnings.layoutOffMainThread` is on.
    case notOnMainThread
  }

  /// What went wrong.
  public var kind: Kind
  /// The message, beginning with `👉 PinLayout Warning:` or `👉 PinLayout Conflict:`.
  public var text: String

  /// Creates a warning.
  public init(kind: Kind, text: String) {
    self.kind = kind
    self.text = text
  }

  /// The message.
  public var description: String { text }
}

/// The settings PinLayout keeps in static variables, as one value.
public struct PinSettings: Sendable {
  /// Whether warnings are reported (printed and kept as the last warning); on in debug builds.
  public var logWarnings: Bool
  /// Which optional warnings are reported.
  public var activeWarnings = ActiveWarnings()
  /// The direction start/end follow; PinLayout's default is `.ltr`.
  public var layoutDirection = LayoutDirection.ltr
  /// Whether a chain released without `layout()` warns.
  public var logMissingLayoutCalls = false
  /// Whether warnings are also printed to standard output.
  public var printsWarnings = true

  /// The defaults: warnings on in debug builds, left to right.
  public init() {
    #if DEBUG
      logWarnings = true
    #else
      logWarnings = false
    #endif
  }
}

/// A lock-protected settings value; the global store, or a scope's (see ``current``).
public final class PinSettingsStore: Sendable {
  /// The last warning of the store, and of each thread that reported or reset one.
  private struct Warnings {
    var last: PinWarning?
    var byThread: [UInt: PinWarning?] = [:]
  }

  private let state: Mutex<PinSettings>
  private let warnings: Mutex<Warnings>

  /// Creates a store holding `settings` and `lastWarning`.
  public init(_ settings: PinSettings = PinSettings(), lastWarning: PinWarning? = nil) {
    state = Mutex(settings)
    warnings = Mutex(Warnings(last: lastWarning))
  }

  /// The last warning reported through this store, for tests.
  ///
  /// A thread that has reported a warning, or set this property, reads its own last warning; so
  /// tests running in parallel on different threads do not read each other's. Any other thread
  /// reads the last warning of all.
  public var lastWarning: PinWarning? {
    get {
      let thread = currentThreadID()
      return warnings.withLock { warnings in
        if let own = warnings.byThread[thread] { return own }
        return warnings.last
      }
    }
    set {
      let thread = currentThreadID()
      warnings.withLock { warnings in
        warnings.last = newValue
        warnings.byThread[thread] = .some(newValue)
      }
    }
  }

  /// The process-wide store.
  public static let global = PinSettingsStore()

  /// The store in effect for the current task: the global one unless a scope set another.
  @TaskLocal public static var current: PinSettingsStore = global

  /// A copy of the settings.
  public var settings: PinSettings {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  /// Changes the settings in place under the lock.
  public func update(_ body: (inout PinSettings) -> Void) {
    state.withLock { body(&$0) }
  }
}
