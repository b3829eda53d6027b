import Foundation
import Geometry

/// A rectangle in a tree of views, spelled as UIKit spells it: the headless view that Pin
/// places, FlexLayout and Auto Layout lay out, and SVGViews draws.
///
/// A view has a frame in its superview's coordinates, bounds, a centre and a transform,
/// subviews, a layer, a layout direction, safe-area and layout-margin insets and a display
/// scale; it measures itself with ``sizeThatFits(_:)`` and lays out its subviews in
/// ``layoutSubviews()``, called parent first by the layout pass of its window (or of
/// ``layoutIfNeeded()``). It handles no events. Subclass it as on iOS.
///
/// `UIView` subclasses Foundation's `NSObject`, as UIKit's does, so that NSObject idioms in iOS
/// code compile (`String(describing: self)` in a static property, `isEqual`, `hash`).
///
/// Views are reference types and are not `Sendable`: build and lay out a tree on one task at a
/// time (UIKit confines them to the main thread; Trellis lets any one thread own a tree).
open class UIView: NSObject {
  /// The frame before the transform: the bounds' size around the centre, in the superview's
  /// coordinates (an engine value: Foundation's `CGRect` is converted at the boundary).
  package final var layoutFrame: Rect { frameStorage }
  /// ``layoutFrame``'s storage, internal so that the optimizer sees every access and drops the
  /// run-time exclusivity checks a `package` or `public` stored property of a class pays on
  /// each read and write (a third of a pinned view's cost).
  final var frameStorage: Rect
  /// The bounds' origin: where the content's top-left corner lies in the view's own coordinates.
  var boundsOrigin: Point = .zero

  // The state every layout pass reads comes first, together: views are visited by the thousand,
  // and fields spread over the object cost a cache miss each (callgrind's cache simulation of
  // the 1,000-row SnapKit screen's first layout: 6 % fewer misses of a 1 MB cache).

  /// ``superview``'s storage (internal: see ``frameStorage``).
  ///
  /// Not `weak`: a weak reference gives the superview a side table, and every retain and
  /// release of it then takes the runtime's slow path (a pinned list of 10,000 views paid a
  /// tenth of its time for it). The superview holds its subviews, so it outlives this pointer
  /// but for its own deinit, which clears it (`deinit`); `removeFromSuperview()` clears it too.
  unowned(unsafe) var superviewStorage: UIView?
  /// ``subviews``' storage (internal: see ``frameStorage``).
  final var subviewStorage: [UIView] = []
  /// ``needsLayout``'s storage (internal: see ``frameStorage``).
  final var needsLayoutStorage = true
  /// Whether a view below this one is due to be laid out: a layout pass descends only where
  /// this is set, so a pass with nothing to do visits the root alone.
  var hasSubviewNeedingLayout = false
  /// Whether the view is inside its own ``layoutSubviews()`` right now.
  var isLayingOutSubviews = false
  /// ``translatesAutoresizingMaskIntoConstraints``' storage (internal: see ``frameStorage``;
  /// the engine reads it for every view on each pass).
  final var translatesAutoresizingMaskStorage = true
  /// The number of the layout pass that last laid this view out (each view is laid out at most
  /// once per pass).
  var lastLayoutPass = 0
  /// ``constraintAttachment``'s storage (internal: see ``frameStorage``).
  final var constraintAttachmentStorage: (any ViewConstraintState)?
  /// ``itemReference``'s storage (internal: see ``frameStorage``).
  final var itemReferenceStorage: ItemReference?
  /// ``viewController``'s storage (internal: see ``frameStorage``; each layout pass reads it
  /// for every view).
  final weak var viewControllerStorage: UIViewController?
  /// The view's layout guides (system ones made on first use, and custom ones), if any.
  var guides: ViewGuides?
  /// The safe-area insets set on this view directly (a window's, from its device).
  final var ownSafeArea: UIEdgeInsets?
  /// The safe-area insets the last layout pass found (nil before the first), to tell the view
  /// when they change.
  var lastSafeAreaInsets: UIEdgeInsets?
  /// The scale this view inherits, found once and kept until the view moves or a scale on its
  /// path changes (see ``InheritedScale``).
  var inheritedScale = InheritedScale.unknown
  /// The display scale set on this view; `nil` follows the superview, then ``UIScreen/main``.
  /// (Beside ``inheritedScale``: applying a frame reads both.)
  var ownScale: CGFloat? {
    didSet { forgetInheritedScales() }
  }
  /// The transform once set to something else than the identity (most views never get one).
  var storedTransform: CGAffineTransform?

  /// The view that holds this one, if any.
  public final var superview: UIView? { superviewStorage }
  /// The views this one holds, back to front.
  public final var subviews: [UIView] { subviewStorage }

  /// Whether the view and its subviews are hidden: they are not drawn, keep their frames and
  /// still take part in layout (Pin's `visible` filter skips them).
  public var isHidden = false {
    didSet { if isHidden != oldValue { hiddenDidChange() } }
  }
  /// The view's opacity, from 0 to 1 (values outside are clamped; NaN is 0), applied to its
  /// subviews too.
  ///
  /// The same value as `layer.opacity`.
  public var alpha: CGFloat {
    get { storedAlpha }
    set { storedAlpha = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, newValue)) }
  }
  /// The stored opacity.
  private var storedAlpha: CGFloat = 1
  /// The colour the bounds are filled with (none, transparent, unless set).
  ///
  /// The same value as `layer.backgroundColor`.
  open var backgroundColor: UIColor?
  /// The colour of tinted content (the superview's unless set; the system blue at the root).
  public var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }
  /// The tint set on this view, if any.
  var ownTintColor: UIColor?
  /// Whether subviews are clipped to the bounds (rounded by `layer.cornerRadius`).
  ///
  /// The same value as `layer.masksToBounds`.
  public var clipsToBounds: Bool {
    get { storedLayer?.masksToBounds ?? Self.clipsToBoundsByDefault }
    set { layer.masksToBounds = newValue }
  }
  /// Whether the view clips its subviews before anything sets it (scroll views and labels do,
  /// as in UIKit).
  class var clipsToBoundsByDefault: Bool { false }
  /// Whether the view answers touches (kept for source compatibility; there are no events).
  public var isUserInteractionEnabled = true
  /// How the view's content is placed in its bounds (kept for drawings of image views).
  public var contentMode: ContentMode = .scaleToFill
  /// An integer to find the view by.
  public var tag = 0
  /// A name for the view in drawings and messages (Trellis's addition; UIKit has none).
  public var name: String?
  /// The accessibility identifier, also used as a name in drawings when ``name`` is unset.
  public var accessibilityIdentifier: String?

  /// Whether the view is laid out left to right or right to left, or follows its superview.
  public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { AutoLayout.layoutDirectionMayHaveChanged() }
  }

  /// The measuring closure used by the default ``sizeThatFits(_:)``, if set (Trellis's
  /// addition: a quick way to give a plain view a content size).
  public var sizeThatFitsHandler: ((CGSize) -> CGSize)?

  /// Whether ``layoutSubviews()`` is due at the next layout pass.
  public final var needsLayout: Bool { needsLayoutStorage }
  /// Whether ``updateConstraints()`` is due at the next constraints pass.
  var isUpdateConstraintsDue = false
  /// Whether this view or one below it is due for ``updateConstraints()``.
  var needsConstraintPass = false

  /// How the view resizes when its superview's bounds change size (none unless set).
  public final var autoresizingMask: AutoresizingMask {
    get { autoresizingMaskStorage }
    set { autoresizingMaskStorage = newValue }
  }
  /// ``autoresizingMask``'s storage (internal: see ``frameStorage``).
  final var autoresizingMaskStorage: AutoresizingMask = []
  /// Whether the subviews follow their autoresizing masks when this view is resized (true
  /// unless set).
  public final var autoresizesSubviews: Bool {
    get { autoresizesSubviewsStorage }
    set { autoresizesSubviewsStorage = newValue }
  }
  /// ``autoresizesSubviews``' storage (internal: see ``frameStorage``).
  final var autoresizesSubviewsStorage = true
  /// Whether Auto Layout holds the view at the frame it is given (true unless set; SnapKit
  /// and anchors-based code turn it off for the views they constrain).
  public final var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesAutoresizingMaskStorage }
    set {
      guard newValue != translatesAutoresizingMaskStorage else { return }
      translatesAutoresizingMaskStorage = newValue
      constraintAttachment?.intrinsicContentSizeDidChange(of: self)
      superview?.setNeedsLayout()
    }
  }

  /// The view controller whose root view this is, if any (weak: the controller owns its view).
  package internal(set) final var viewController: UIViewController? {
    get { viewControllerStorage }
    set { viewControllerStorage = newValue }
  }

  /// The layer, once made (most views are never asked for theirs).
  var storedLayer: CALayer?

  /// The layer that draws the view: corner radius, border, shadow and opacity (made on first
  /// use).
  public var layer: CALayer {
    if let storedLayer { return storedLayer }
    let made = CALayer(view: self)
    made.masksToBounds = Self.clipsToBoundsByDefault
    storedLayer = made
    return made
  }

  /// The layer if something made it, without making one (drawings read a layer's defaults
  /// for views that never had one).
  package final var layerIfLoaded: CALayer? { storedLayer }

  /// Insets that a container adds to this root view's safe area (a navigation bar's height).
  var containerSafeAreaInsets: UIEdgeInsets = .zero
  /// The layout margins set on the view, before the safe area and the superview are applied.
  var customLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Whether the layout margins are measured from the safe area's edges (UIKit's default).
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet {
      setNeedsLayout()
      environmentDidChange()
    }
  }
  /// Whether the view's margins grow to keep its content inside its superview's margins
  /// (UIKit's default: false).
  public var preservesSuperviewLayoutMargins = false {
    didSet {
      setNeedsLayout()
      environmentDidChange()
    }
  }

  /// Objects that joining modules attach to a view (Auto Layout's constraints), keyed by their
  /// type: the place Apple platforms give through associated objects.
  package var attachments: [ObjectIdentifier: AnyObject] = [:]
  /// FlexLayout's object for the view, told by the view's `deinit` that the view goes away.
  ///
  /// Kept apart from ``attachments``: a layout reads it for every view several times, and a
  /// stored property is read without hashing a key. See ``ViewAttachment``.
  package final var flexAttachment: (any ViewAttachment)? {
    get { flexAttachmentStorage }
    set { flexAttachmentStorage = newValue }
  }
  /// ``flexAttachment``'s storage (internal: see ``frameStorage``).
  final var flexAttachmentStorage: (any ViewAttachment)?
  /// Auto Layout's state for the view (its constraints, hugging and resistance), kept apart
  /// from ``attachments`` for the same reason, and typed by its protocol: the layout pass calls
  /// it for every view, and a cast from `AnyObject` to the protocol looked the conformance up
  /// each time (4 % of the 1,000-row SnapKit screen's first layout, callgrind).
  package final var constraintAttachment: (any ViewConstraintState)? {
    get { constraintAttachmentStorage }
    set { constraintAttachmentStorage = newValue }
  }
  /// The reference that constraints, anchors and engines keep to the view (see
  /// ``ItemReference``), made on first request and cleared by `deinit`.
  package final var itemReference: ItemReference {
    ItemReference.tracking(self, in: &itemReferenceStorage)
  }

  /// Creates a view with a frame.
  ///
  /// A frame that is not finite, or has a negative size, is clamped (see ``frame``).
  public init(frame: CGRect) {
    frameStorage = Rect.validFrame(Rect(frame))
    super.init()
  }

  deinit {
    // First, as a weak reference would read nil from now on.
    itemReferenceStorage?.tracked = nil
    // The subviews that outlive this view (held elsewhere) lose their superview, as a weak
    // reference would.
    for subview in subviewStorage where subview.superviewStorage === self {
      subview.superviewStorage = nil
    }
    flexAttachmentStorage?.viewWillDeinit()
    constraintAttachmentStorage?.viewWillDeinit()
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive: Trellis has no nibs or storyboards, so this gives an
  /// empty view with a zero frame (declared so that iOS subclasses compile).
  public required init?(coder: NSCoder) {
    frameStorage = .zero
    super.init()
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates: the bounding box of its bounds
  /// transformed about its centre.
  ///
  /// Setting it sets the centre and the bounds' size; under a transform, the size is found by
  /// undoing the transform's scale and rotation so that the transformed box matches, as UIKit
  /// does. Coordinates that are not finite become 0 and negative sizes 0 (UIKit gives such
  /// frames no defined meaning; Trellis clamps, so layout and drawing stay finite).
  public var frame: CGRect {
    get {
      guard let transform = storedTransform else { return CGRect(layoutFrame) }
      return CGRect(Rect.validFrame(layoutFrame.boundingBox(transformedBy: transform)))
    }
    set {
      var rect = Rect.validFrame(Rect(newValue))
      if let transform = storedTransform {
        rect = rect.untransformedFrame(undoing: transform, keeping: layoutFrame.size)
      }
      setLayoutFrame(rect)
    }
  }

  /// Sets the untransformed frame, asking for layout where the size changed and resizing the
  /// subviews that follow autoresizing masks.
  package final func setLayoutFrame(_ rect: Rect) {
    let old = layoutFrame
    // Sums of extreme coordinates can overflow (a centre near the largest double less half a
    // huge width): the frame is clamped here, whatever set it.
    let new = Rect.validFrame(rect)
    frameStorage = new
    if old != new, let attachment = constraintAttachment {
      attachment.frameDidChange(of: self)
    }
    if old.size != new.size {
      // Most views resized have no subviews: that is read first, beside the frame.
      if !subviewStorage.isEmpty, autoresizesSubviewsStorage {
        resizeSubviews(fromOldSize: old.size)
      }
      sizeDidChange()
    }
  }

  /// The view's rectangle in its own coordinates: the bounds' origin (where the content's
  /// top-left corner lies, the scroll position) and the untransformed size.
  ///
  /// Setting it keeps the centre.
  public var bounds: CGRect {
    get { CGRect(Rect(origin: boundsOrigin, size: layoutFrame.size)) }
    set {
      let rect = Rect.validFrame(Rect(newValue))
      let originChanged = rect.origin != boundsOrigin
      boundsOrigin = rect.origin
      let center = layoutFrame.center
      setLayoutFrame(
        Rect(
          x: center.x - rect.width / 2, y: center.y - rect.height / 2, width: rect.width,
          height: rect.height))
      if originChanged { boundsOriginDidChange() }
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(layoutFrame.center) }
    set {
      let point = Point(newValue)
      guard point.x.isFinite, point.y.isFinite else { return }
      let origin = Point(x: point.x - layoutFrame.width / 2, y: point.y - layoutFrame.height / 2)
      guard origin.x.isFinite, origin.y.isFinite else { return }
      frameStorage.origin = origin
    }
  }

  /// The transform applied to the bounds about the centre (the identity unless set).
  ///
  /// It changes ``frame`` (the transformed box) but not ``bounds`` or ``center``; layout
  /// engines (Pin, FlexLayout, Auto Layout) work on the untransformed frame, as UIKit's
  /// alignment rectangles do. A transform with a component that is not finite is ignored.
  public var transform: CGAffineTransform {
    get { storedTransform ?? .identity }
    set {
      // An unchanged transform asks for no layout (a collection view re-applying its cells'
      // attributes in its own layout pass would otherwise dirty itself forever).
      guard newValue.isFinite, newValue != transform else { return }
      storedTransform = newValue.isIdentity ? nil : newValue
      superview?.setNeedsLayout()
    }
  }

  /// Called when the bounds' origin changed (a scroll view's content offset); a scroll view
  /// overrides it to lay out its content again.
  func boundsOriginDidChange() {}

  /// Asks for layout where a size change needs it: this view, and its superview (UIKit lays
  /// out both when a view is resized), unless the superview is the one resizing it from its
  /// own ``layoutSubviews()``.
  func sizeDidChange() {
    // setNeedsLayout() on both, with the superview read once (a pinned list resizes every
    // view: this is on its path).
    needsLayoutStorage = true
    guard let superview else { return }
    if !superview.isLayingOutSubviews { superview.needsLayoutStorage = true }
    UIView.markSubviewNeedingLayout(from: superview)
  }

  /// Called when ``isHidden`` changed: the superview lays out again (a stack view collapses a
  /// hidden arranged view).
  func hiddenDidChange() {
    superview?.setNeedsLayout()
    (superview as? UIStackView)?.arrangementDidChange()
  }

  // MARK: Callbacks (overridable, as in UIKit)

  /// Called after a subview was added; override to react.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed; override to react.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called before the view moves to another superview (`nil`: it is being removed).
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to another superview, or was removed.
  open func didMoveToSuperview() {}

  /// Called before the view moves to another window (`nil`: it leaves its window).
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view moved to another window, or left its window.
  open func didMoveToWindow() {}

  // MARK: Measuring and layout (overridable, as in UIKit)

  /// The size that fits `size`.
  ///
  /// It is ``sizeThatFitsHandler``'s answer when set, otherwise the current size, as UIKit's
  /// plain view answers. Subclasses override it to measure content.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    if let sizeThatFitsHandler { return sizeThatFitsHandler(size) }
    return CGSize(layoutFrame.size)
  }

  /// The size the view wants from its content alone; ``UIView/noIntrinsicMetric`` (−1) in an
  /// axis without one, as a plain view has.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Lays out the subviews.
  ///
  /// The default applies the frames Auto Layout solved for the subviews that use it (nothing
  /// for views without constraints), so code that runs after `super.layoutSubviews()` in an
  /// override sees them, as in UIKit. Override it to place the subviews with `pin` and `flex`.
  open func layoutSubviews() {
    constraintAttachment?.layoutSubviews(of: self)
  }

  /// Called when something the view's layout reads from its environment was set on it
  /// directly (its safe area, margins or scale): a collection view hands its layout the new
  /// state at once.
  func environmentDidChange() {}

  /// Called when the safe-area insets changed during a layout pass; override to react.
  open func safeAreaInsetsDidChange() {}

  /// Called when the layout margins changed during a layout pass; override to react.
  open func layoutMarginsDidChange() {}

  /// The traits this view gives its subtree (a window's device's); nil: its superview's.
  var ownTraits: UITraitCollection? { nil }

  /// Called when the traits of the view's window changed (its size classes or scale).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The size the view's constraints give it as close to `targetSize` as they allow, with the
  /// fitting priorities of the two axes (UIKit's `systemLayoutSizeFitting`).
  ///
  /// Views without constraints answer ``sizeThatFits(_:)`` of the target, as UIKit's
  /// self-sizing cells fall back to it; Auto Layout answers for views it lays out.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if let state = constraintAttachment,
      let size = state.systemLayoutSizeFitting(
        of: self, targetSize: targetSize, horizontalPriority: horizontalFittingPriority,
        verticalPriority: verticalFittingPriority)
    {
      return size
    }
    return sizeThatFits(targetSize)
  }

  /// Whether the view relies on Auto Layout: when true, ``updateConstraints()`` runs in the
  /// constraints pass after the view is added to a superview, as UIKit runs it (false unless
  /// overridden).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The view whose first baseline Auto Layout aligns (the view itself unless overridden).
  open var forFirstBaselineLayout: UIView { self }

  /// The view whose last baseline Auto Layout aligns (the view itself unless overridden).
  open var forLastBaselineLayout: UIView { self }

  /// The distances from the top of the view to its first and last text baselines, if it shows
  /// text (labels and buttons override it; Auto Layout reads it through
  /// ``UIView/baselineOffsetsFromTop``).
  var textBaselineOffsets: (first: Double, last: Double)? { nil }

  /// Updates the view's constraints before a layout pass, when ``setNeedsUpdateConstraints()``
  /// asked for it; override to change constraints, and call `super` last, as in UIKit.
  open func updateConstraints() {
    constraintAttachment?.didUpdateConstraints(of: self)
  }

  // MARK: Description

  /// A one-line description: the class, the name and the frame.
  open override var description: String {
    let label = name ?? accessibilityIdentifier
    return "<\(type(of: self))\(label.map { " '\($0)'" } ?? "") frame = \(layoutFrame)>"
  }
}

extension UIView {
  /// How a view places its content in its bounds (UIKit's `UIView.ContentMode`).
  public enum ContentMode: Int, Hashable, Sendable {
    /// Stretched to fill the bounds.
    case scaleToFill
    /// Scaled to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scaled to fill, keeping the aspect ratio (and cropped).
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centred, not scaled.
    case center
    /// At the top, centred horizontally.
    case top
    /// At the bottom, centred horizontally.
    case bottom
    /// At the left, centred vertically.
    case left
    /// At the right, centred vertically.
    case right
    /// In the top-left corner.
    case topLeft
    /// In the top-right corner.
    case topRight
    /// In the bottom-left corner.
    case bottomLeft
    /// In the bottom-right corner.
    case bottomRight
  }

  /// The value of ``intrinsicContentSize`` in an axis without one (UIKit's −1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size that asks ``UIView/systemLayoutSizeFitting(_:)`` for the smallest fitting size.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The size that asks ``UIView/systemLayoutSizeFitting(_:)`` for the largest fitting size.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

extension Rect {
  /// The rectangle with coordinates that are not finite replaced by 0 and negative sizes by 0:
  /// the clamp every frame set on a view goes through.
  static func validFrame(_ rect: Rect) -> Rect {
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    return Rect(
      x: finite(rect.minX), y: finite(rect.minY), width: Swift.max(0, finite(rect.width)),
      height: Swift.max(0, finite(rect.height)))
  }

  /// The centre point.
  var center: Point { Point(x: minX + width / 2, y: minY + height / 2) }

  /// The bounding box of the rectangle transformed about its centre.
  func boundingBox(transformedBy t: CGAffineTransform) -> Rect {
    let halfWidth = width / 2
    let halfHeight = height / 2
    let a = Double(t.a)
    let b = Double(t.b)
    let c = Double(t.c)
    let d = Double(t.d)
    let extentX = abs(a) * halfWidth + abs(c) * halfHeight
    let extentY = abs(b) * halfWidth + abs(d) * halfHeight
    let center = Point(x: self.center.x + Double(t.tx), y: self.center.y + Double(t.ty))
    return Rect(
      x: center.x - extentX, y: center.y - extentY, width: 2 * extentX, height: 2 * extentY)
  }

  /// The untransformed frame whose transformed bounding box is this rectangle: the centre
  /// less the translation, and the size that the transform's linear part maps onto this size
  /// (`size` when that part cannot be undone, as for a 45° rotation).
  func untransformedFrame(undoing t: CGAffineTransform, keeping size: Size) -> Rect {
    let a = abs(Double(t.a))
    let b = abs(Double(t.b))
    let c = abs(Double(t.c))
    let d = abs(Double(t.d))
    let determinant = a * d - b * c
    var newSize = size
    if abs(determinant) > 1e-12 {
      newSize = Size(
        width: Swift.max(0, (d * width - c * height) / determinant),
        height: Swift.max(0, (a * height - b * width) / determinant))
    }
    let center = Point(x: self.center.x - Double(t.tx), y: self.center.y - Double(t.ty))
    return Rect(
      x: center.x - newSize.width / 2, y: center.y - newSize.height / 2, width: newSize.width,
      height: newSize.height)
  }
}

extension CGAffineTransform {
  /// Whether every component is finite.
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
