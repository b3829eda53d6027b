import Geometry
import UIKitGeometry

/// A rectangle in a tree of views, spelled as UIKit spells it: the headless view that Pin places
/// and FlexLayout lays out.
///
/// A view has a frame in its superview's coordinates, bounds, subviews, a layout direction,
/// safe-area and layout-margin insets, and a display scale; it measures itself with
/// ``sizeThatFits(_:)``. It draws nothing and handles no events. Subclass it and override
/// ``layoutSubviews()`` and ``sizeThatFits(_:)`` as on iOS, or give a measuring closure to
/// ``sizeThatFitsHandler``.
///
/// Views are reference types and are not `Sendable`: build and lay out a tree on one task at a
/// time (UIKit confines them to the main thread; Trellis lets any one thread own a tree).
open class UIView: CustomStringConvertible {
  /// The frame, kept as an engine value (Foundation's `CGRect` is converted at the boundary).
  package var layoutFrame: Rect
  /// The bounds' origin: where the content's top-left corner lies in the view's own coordinates.
  private var boundsOrigin: Point = .zero

  /// The view that holds this one, if any.
  public private(set) weak var superview: UIView?
  /// The views this one holds, back to front.
  public private(set) var subviews: [UIView] = []

  /// Whether the view is hidden (hidden views keep their frames; Pin's `visible` filter skips
  /// them).
  public var isHidden = false
  /// The view's opacity, from 0 to 1 (kept for drawings).
  public var alpha: CGFloat = 1
  /// The fill colour of drawings of the view.
  public var backgroundColor: UIColor?
  /// An integer to find the view by.
  public var tag = 0
  /// A name for the view in drawings and messages (Trellis's addition; UIKit has none).
  public var name: String?
  /// The accessibility identifier, also used as a name in drawings when ``name`` is unset.
  public var accessibilityIdentifier: String?

  /// Whether the view is laid out left to right or right to left, or follows its superview.
  public var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// The measuring closure used by the default ``sizeThatFits(_:)``, if set.
  public var sizeThatFitsHandler: ((CGSize) -> CGSize)?

  /// Whether ``layoutSubviews()`` is due at the next ``layoutIfNeeded()``.
  public private(set) var needsLayout = true

  /// The safe-area insets set on this view directly (a root view stands for a window here).
  var ownSafeArea: UIEdgeInsets?
  /// Extra safe-area insets added to this view's (UIKit's `additionalSafeAreaInsets`).
  public var additionalSafeAreaInsets: UIEdgeInsets = .zero
  /// The layout margins' insets (UIKit's default is 8 points on each edge).
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Whether the layout margins are measured from the safe area's edges.
  public var insetsLayoutMarginsFromSafeArea = true
  /// The display scale set on this view; `nil` follows the superview, then ``UIScreen/main``.
  var ownScale: CGFloat? {
    didSet { forgetInheritedScales() }
  }
  /// The scale this view inherits, found once and kept until the view moves or a scale on its
  /// path changes (see ``InheritedScale``).
  var inheritedScale = InheritedScale.unknown
  /// The transform applied about the view's centre (kept for drawings; frames are untransformed).
  public var transform: CGAffineTransform = .identity

  /// Objects that joining modules attach to a view (FlexLayout's node), keyed by their type:
  /// the place Apple platforms give through associated objects.
  package var attachments: [ObjectIdentifier: AnyObject] = [:]
  /// FlexLayout's object for the view, kept apart from ``attachments``: a layout reads it for
  /// every view several times, and a stored property is read without hashing a key.
  package final var flexAttachment: AnyObject?

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    layoutFrame = Rect(frame)
  }

  /// Creates a view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates.
  public var frame: CGRect {
    get { CGRect(layoutFrame) }
    set {
      let old = layoutFrame
      layoutFrame = Rect(newValue)
      if old.size != layoutFrame.size { setNeedsLayout() }
    }
  }

  /// The view's rectangle in its own coordinates: the bounds' origin and the frame's size.
  public var bounds: CGRect {
    get { CGRect(Rect(origin: boundsOrigin, size: layoutFrame.size)) }
    set {
      let rect = Rect(newValue)
      boundsOrigin = rect.origin
      let center = Point(
        x: (layoutFrame.minX + layoutFrame.width / 2),
        y: (layoutFrame.minY + layoutFrame.height / 2))
      frame = CGRect(
        x: center.x - rect.width / 2, y: center.y - rect.height / 2, width: rect.width,
        height: rect.height)
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get {
      CGPoint(
        x: (layoutFrame.minX + layoutFrame.width / 2),
        y: (layoutFrame.minY + layoutFrame.height / 2))
    }
    set {
      layoutFrame.origin = Point(
        x: Double(newValue.x) - layoutFrame.width / 2,
        y: Double(newValue.y) - layoutFrame.height / 2)
    }
  }

  // MARK: Hierarchy

  /// Adds `view` as the frontmost subview, taking it out of its current superview first.
  ///
  /// Adding a view to itself or to one of its own descendants would make a cycle: it is refused
  /// and the tree is left unchanged.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
  }

  /// Inserts `view` among the subviews at `index` (clamped to the valid range), taking it out
  /// of its current superview first.
  ///
  /// A view that is this view or one of its ancestors is refused (the tree would become a
  /// cycle), and the tree is left unchanged.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
    view.superview = self
    view.forgetInheritedScales()
    setNeedsLayout()
    didAddSubview(view)
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    forgetInheritedScales()
    parent.setNeedsLayout()
  }

  /// Whether this view is `view` or lies in its subtree.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view of the subtree (this one included, depth first) whose tag is `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Called after a subview was added; override to react.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed; override to react.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Measuring and layout

  /// The size that fits `size`.
  ///
  /// It is ``sizeThatFitsHandler``'s answer when set, otherwise the current size, as UIKit's
  /// plain view answers. Subclasses override it to measure content.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    if let sizeThatFitsHandler { return sizeThatFitsHandler(size) }
    return CGSize(layoutFrame.size)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  public func sizeToFit() {
    let fitted = sizeThatFits(CGSize(layoutFrame.size))
    frame = CGRect(origin: CGPoint(layoutFrame.origin), size: fitted)
  }

  /// The size the view wants from its content alone (UIKit's intrinsic content size); `-1`
  /// (UIKit's `noIntrinsicMetric`) in an axis without one.
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// Lays out the subviews; does nothing unless overridden.
  ///
  /// Override it to place the subviews with `pin` and `flex`.
  open func layoutSubviews() {}

  /// Marks the view as needing ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
  public func setNeedsLayout() { needsLayout = true }

  /// Runs ``layoutSubviews()`` if the view needs it, then does the same for its subviews, top
  /// down, as a layout pass of UIKit does.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// A one-line description: the class, the name and the frame.
  public var description: String {
    let label = name ?? accessibilityIdentifier
    return "<\(type(of: self))\(label.map { " '\($0)'" } ?? "") frame = \(layoutFrame)>"
  }
}
