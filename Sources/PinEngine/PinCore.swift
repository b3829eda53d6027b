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
  // coordinate of the view's own right and bottom edges, centres as coordinates. Each value is
  // kept as a plain number, NaN meaning "not set" (the setters refuse NaN), which halves the
  // struct's size against optionals.
  @usableFromInline var rawTop = Double.nan
  @inlinable var top: Double? {
    get { rawTop.isNaN ? nil : rawTop }
    set { rawTop = newValue ?? .nan }
  }
  @usableFromInline var rawLeft = Double.nan
  @inlinable var left: Double? {
    get { rawLeft.isNaN ? nil : rawLeft }
    set { rawLeft = newValue ?? .nan }
  }
  @usableFromInline var rawBottom = Double.nan
  @inlinable var bottom: Double? {
    get { rawBottom.isNaN ? nil : rawBottom }
    set { rawBottom = newValue ?? .nan }
  }
  @usableFromInline var rawRight = Double.nan
  @inlinable var right: Double? {
    get { rawRight.isNaN ? nil : rawRight }
    set { rawRight = newValue ?? .nan }
  }
  @usableFromInline var rawHCenter = Double.nan
  @inlinable var hCenter: Double? {
    get { rawHCenter.isNaN ? nil : rawHCenter }
    set { rawHCenter = newValue ?? .nan }
  }
  @usableFromInline var rawVCenter = Double.nan
  @inlinable var vCenter: Double? {
    get { rawVCenter.isNaN ? nil : rawVCenter }
    set { rawVCenter = newValue ?? .nan }
  }

  @usableFromInline var rawWidth = Double.nan
  @inlinable var width: Double? {
    get { rawWidth.isNaN ? nil : rawWidth }
    set { rawWidth = newValue ?? .nan }
  }
  @usableFromInline var rawMinWidth = Double.nan
  @inlinable var minWidth: Double? {
    get { rawMinWidth.isNaN ? nil : rawMinWidth }
    set { rawMinWidth = newValue ?? .nan }
  }
  @usableFromInline var rawMaxWidth = Double.nan
  @inlinable var maxWidth: Double? {
    get { rawMaxWidth.isNaN ? nil : rawMaxWidth }
    set { rawMaxWidth = newValue ?? .nan }
  }
  @usableFromInline var rawHeight = Double.nan
  @inlinable var height: Double? {
    get { rawHeight.isNaN ? nil : rawHeight }
    set { rawHeight = newValue ?? .nan }
  }
  @usableFromInline var rawMinHeight = Double.nan
  @inlinable var minHeight: Double? {
    get { rawMinHeight.isNaN ? nil : rawMinHeight }
    set { rawMinHeight = newValue ?? .nan }
  }
  @usableFromInline var rawMaxHeight = Double.nan
  @inlinable var maxHeight: Double? {
    get { rawMaxHeight.isNaN ? nil : rawMaxHeight }
    set { rawMaxHeight = newValue ?? .nan }
  }

  /// `sizeToFit` or `aspectRatio`: one slot, first wins.
  @usableFromInline var adjustSize: AdjustSize?

  @usableFromInline var rawMarginTop = Double.nan
  @inlinable var marginTop: Double? {
    get { rawMarginTop.isNaN ? nil : rawMarginTop }
    set { rawMarginTop = newValue ?? .nan }
  }
  @usableFromInline var rawMarginLeft = Double.nan
  @inlinable var marginLeft: Double? {
    get { rawMarginLeft.isNaN ? nil : rawMarginLeft }
    set { rawMarginLeft = newValue ?? .nan }
  }
  @usableFromInline var rawMarginBottom = Double.nan
  @inlinable var marginBottom: Double? {
    get { rawMarginBottom.isNaN ? nil : rawMarginBottom }
    set { rawMarginBottom = newValue ?? .nan }
  }
  @usableFromInline var rawMarginRight = Double.nan
  @inlinable var marginRight: Double? {
    get { rawMarginRight.isNaN ? nil : rawMarginRight }
    set { rawMarginRight = newValue ?? .nan }
  }
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
