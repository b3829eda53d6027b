import Geometry

/// The rules one pin chain has recorded for one view, and the algorithm that turns them into a
/// frame: PinLayout's two phases on Geometry's values.
///
/// Each call records at once, in the parent's coordinates (phase 1: the first value of an edge or
/// size wins, the last margin wins, `wrapContent` runs now); ``apply()`` resolves the rules into a
/// frame, rounded to the display scale (phase 2). The Apple-spelled `PinLayout` builder of module
/// `Pin` forwards to this type.
public struct PinCore<View: Layoutable> where View.View == View {
  /// The view being placed.
  public let view: View
  /// The settings read when the chain began.
  @usableFromInline let settings: PinSettings
  /// Where warnings go.
  @usableFromInline let store: PinSettingsStore
  /// The view's parent when the chain began (a chain never moves the view).
  @usableFromInline let superview: View?

  // Edges in the parent's coordinates: top and left as offsets, right and bottom as the
  // coordinate of the view's own right and bottom edges, centres as coordinates.
  @usableFromInline var top: Double?
  @usableFromInline var left: Double?
  @usableFromInline var bottom: Double?
  @usableFromInline var right: Double?
  @usableFromInline var hCenter: Double?
  @usableFromInline var vCenter: Double?

  @usableFromInline var width: Double?
  @usableFromInline var minWidth: Double?
  @usableFromInline var maxWidth: Double?
  @usableFromInline var height: Double?
  @usableFromInline var minHeight: Double?
  @usableFromInline var maxHeight: Double?

  /// `sizeToFit` or `aspectRatio`: one slot, first wins.
  @usableFromInline var adjustSize: AdjustSize?

  @usableFromInline var marginTop: Double?
  @usableFromInline var marginLeft: Double?
  @usableFromInline var marginBottom: Double?
  @usableFromInline var marginRight: Double?
  @usableFromInline var shouldPinEdges = false
  @usableFromInline var justify: HorizontalAlign?
  @usableFromInline var align: VerticalAlign?

  /// Whether ``apply()`` has run.
  @usableFromInline var layouted = false

  /// Whether ``apply()`` has run.
  @inlinable public var isLayouted: Bool { layouted }

  /// Starts a chain for `view` with the settings in effect now.
  @inlinable public init(view: View) {
    self.view = view
    let store = PinSettingsStore.current
    self.store = store
    self.settings = store.settings
    self.superview = view.pinSuperview
  }

  /// What adjusts the size after it is resolved.
  @usableFromInline enum AdjustSize {
    case fit(FitType)
    case aspectRatio(Double)
  }

  @inlinable var mTop: Double { marginTop ?? 0 }
  @inlinable var mLeft: Double { marginLeft ?? 0 }
  @inlinable var mBottom: Double { marginBottom ?? 0 }
  @inlinable var mRight: Double { marginRight ?? 0 }

  /// Whether a layout off the main thread should be reported (the caller checks the thread).
  @inlinable public var warnsOffMainThread: Bool {
    settings.logWarnings && settings.activeWarnings.layoutOffMainThread
  }

  /// Whether start means left: the settings' direction, or the view's own for `.auto`.
  @inlinable public var isLeftToRight: Bool {
    mutating get { startIsLeft }
  }

  /// Whether start means left (a non-mutating form for the engine's own use).
  @inlinable var startIsLeft: Bool {
    switch settings.layoutDirection {
    case .auto: view.pinIsLeftToRight
    case .ltr: true
    case .rtl: false
    }
  }

  /// The parent's rectangle, or `nil` (silently, as PinLayout) when the view has no parent.
  @inlinable var superviewRect: Rect? { superview?.pinRect }
}
