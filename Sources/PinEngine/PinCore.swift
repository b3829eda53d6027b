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
  let settings: PinSettings
  /// Where warnings go.
  let store: PinSettingsStore

  // Edges in the parent's coordinates: top and left as offsets, right and bottom as the
  // coordinate of the view's own right and bottom edges, centres as coordinates.
  var top: Double?
  var left: Double?
  var bottom: Double?
  var right: Double?
  var hCenter: Double?
  var vCenter: Double?

  var width: Double?
  var minWidth: Double?
  var maxWidth: Double?
  var height: Double?
  var minHeight: Double?
  var maxHeight: Double?

  /// `sizeToFit` or `aspectRatio`: one slot, first wins.
  var adjustSize: AdjustSize?

  var marginTop: Double?
  var marginLeft: Double?
  var marginBottom: Double?
  var marginRight: Double?
  var shouldPinEdges = false
  var justify: HorizontalAlign?
  var align: VerticalAlign?

  /// Whether ``apply()`` has run.
  public internal(set) var isLayouted = false

  /// Starts a chain for `view` with the settings in effect now.
  public init(view: View) {
    self.view = view
    let store = PinSettingsStore.current
    self.store = store
    self.settings = store.settings
  }

  /// What adjusts the size after it is resolved.
  enum AdjustSize {
    case fit(FitType)
    case aspectRatio(Double)
  }

  var mTop: Double { marginTop ?? 0 }
  var mLeft: Double { marginLeft ?? 0 }
  var mBottom: Double { marginBottom ?? 0 }
  var mRight: Double { marginRight ?? 0 }

  /// Whether start means left: the settings' direction, or the view's own for `.auto`.
  public var isLeftToRight: Bool {
    switch settings.layoutDirection {
    case .auto: view.pinIsLeftToRight
    case .ltr: true
    case .rtl: false
    }
  }

  /// The parent's rectangle, or `nil` (silently, as PinLayout) when the view has no parent.
  var superviewRect: Rect? { view.pinSuperview?.pinRect }
}
