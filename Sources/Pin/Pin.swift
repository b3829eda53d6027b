import Foundation
import PinEngine
import UIKitViews

/// PinLayout's global settings: warnings, the layout direction, and the last warning for tests.
///
/// The values live behind a lock (`PinSettingsStore/global`), so reading and writing them is
/// safe from any thread under Swift 6's strict concurrency. `withIsolatedSettings(_:)` gives a
/// task its own copy, as swift-snapshot-testing scopes its configuration, so that tests running
/// in parallel do not see each other's warnings or direction.
///
/// This type has the module's own name, as PinLayout spells it (`Pin.lastWarningText`). A
/// consequence: a module-qualified name such as `Pin.PinLayout` does not compile (Swift looks
/// the name up in this type); write `PinLayout` alone, or `Pin::PinLayout` with Swift 6.3's module
/// selector.
public enum Pin {
  /// The settings store of the current task.
  private static var store: PinSettingsStore { PinSettingsStore.current }

  /// The direction that start/end, before/after and the start/end aliases follow (`.ltr` unless
  /// set, as in PinLayout; `.auto` follows each view's `effectiveUserInterfaceLayoutDirection`).
  public static var layoutDirection: LayoutDirection {
    get { store.settings.layoutDirection }
    set { store.update { $0.layoutDirection = newValue } }
  }

  /// Sets the direction that start/end and before/after follow.
  public static func layoutDirection(_ direction: LayoutDirection) {
    layoutDirection = direction
  }

  /// Whether warnings are reported (printed, and kept in ``lastWarningText``); on in debug builds.
  public static var logWarnings: Bool {
    get { store.settings.logWarnings }
    set { store.update { $0.logWarnings = newValue } }
  }

  /// Which optional warnings are reported.
  public static var activeWarnings: ActiveWarnings {
    get { store.settings.activeWarnings }
    set { store.update { $0.activeWarnings = newValue } }
  }

  /// Whether a chain released without `layout()` warns (PinLayout's playground aid).
  public static var logMissingLayoutCalls: Bool {
    get { store.settings.logMissingLayoutCalls }
    set { store.update { $0.logMissingLayoutCalls = newValue } }
  }

  /// Whether warnings are also printed to standard output (Trellis's addition; on by default).
  public static var printsWarnings: Bool {
    get { store.settings.printsWarnings }
    set { store.update { $0.printsWarnings = newValue } }
  }

  /// The text of the last warning, such as `👉 PinLayout Warning: width(-1) won't be applied, …`;
  /// set it to `nil` to forget it.
  ///
  /// A thread that has reported a warning or set this property reads its own last warning, so
  /// tests running in parallel on different threads do not read each other's; other threads
  /// read the last warning of all.
  public static var lastWarningText: String? {
    get { store.lastWarning?.text }
    set { store.lastWarning = newValue.map { PinWarning(kind: .conflict, text: $0) } }
  }

  /// The last warning with its kind (Trellis's addition), or `nil`.
  public static var lastWarning: PinWarning? {
    get { store.lastWarning }
    set { store.lastWarning = newValue }
  }

  /// Turns warnings back on (in debug builds) and every optional warning back to its default.
  public static func resetWarnings() {
    store.update { settings in
      #if DEBUG
        settings.logWarnings = true
      #endif
      settings.activeWarnings = ActiveWarnings()
    }
  }

  /// Runs `body` with a private copy of the current settings.
  ///
  /// Changes and warnings inside it stay inside it (and its child tasks). For an asynchronous
  /// body, bind `PinSettingsStore/current` yourself:
  /// `PinSettingsStore.$current.withValue(PinSettingsStore(...)) { await ... }`.
  ///
  /// ```swift
  /// Pin.withIsolatedSettings {
  ///   Pin.layoutDirection(.rtl)
  ///   view.pin.start(10).width(50)
  ///   #expect(Pin.lastWarningText == nil)
  /// }
  /// ```
  public static func withIsolatedSettings<R>(_ body: () throws -> R) rethrows -> R {
    let scoped = PinSettingsStore(store.settings, lastWarning: store.lastWarning)
    return try PinSettingsStore.$current.withValue(scoped) { try body() }
  }
}

/// Sets the display scale that frames are rounded to, as PinLayout's test helper does (`nil`
/// restores 2): it sets ``UIScreen/main``'s scale, which views without their own
/// `contentScaleFactor` use.
public func _pinlayoutSetUnitTest(scale: CGFloat?) {
  UIScreen.main.scale = scale ?? 2
}

/// Sets the display scale as PinLayout's older test helper spelled it.
public func _pinlayoutSetUnitTest(displayScale: CGFloat) {
  _pinlayoutSetUnitTest(scale: displayScale)
}
