import Foundation

/// A view that lays out a row or a column of views with Auto Layout constraints it manages
/// itself (UIKit's name and rules).
///
/// The arranged subviews are placed one after another along ``axis`` by ``distribution``,
/// ``spacing`` and custom spacings, and across it by ``alignment``; hidden arranged views
/// collapse. The stack view makes the constraints UIKit's prints in its logs (`UISV-spacing`,
/// `UISV-canvas-connection`, `UISV-alignment`, …; Docs/AutoLayout.md, "UIStackView"), rebuilt
/// at the next constraints pass or layout after any change. Position the stack view itself
/// with constraints (or a frame).
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [avatar, name])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// ```
open class UIStackView: UIView {
  /// How arranged views share the stack view's length along its axis (UIKit's
  /// `UIStackView.Distribution`).
  public enum Distribution: Int, Hashable, Sendable {
    /// The views fill the length; extra space or overflow goes by hugging and compression
    /// resistance (ties by index: the first view stretches, the last shrinks).
    case fill = 0
    /// The views fill the length with equal sizes.
    case fillEqually = 1
    /// The views fill the length in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The views keep their sizes and the gaps between them are equal (at least `spacing`).
    case equalSpacing = 3
    /// The views keep their sizes and their centres are equally spaced (gaps at least
    /// `spacing`).
    case equalCentering = 4
  }

  /// How arranged views are placed across the stack view's axis (UIKit's
  /// `UIStackView.Alignment`).
  public enum Alignment: Int, Hashable, Sendable {
    /// Each view spans the stack view's width (or height) across the axis.
    case fill = 0
    /// Views meet the leading edge (vertical stacks); the same as ``top``.
    case leading = 1
    /// Horizontal stacks: views are aligned on their first baselines.
    case firstBaseline = 2
    /// Views are centred across the axis.
    case center = 3
    /// Views meet the trailing edge (vertical stacks); the same as ``bottom``.
    case trailing = 4
    /// Horizontal stacks: views are aligned on their last baselines.
    case lastBaseline = 5

    /// Views meet the top edge (horizontal stacks).
    public static let top = Alignment.leading
    /// Views meet the bottom edge (horizontal stacks).
    public static let bottom = Alignment.trailing
  }

  /// A custom spacing that means "the stack view's `spacing`" (UIKit's sentinel, the largest
  /// `Float`).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// A spacing that means "the system's spacing" (8 points; UIKit's sentinel, the smallest
  /// normal `Float`).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The views the stack view places, in order (each is also a subview).
  public private(set) var arrangedSubviews: [UIView] = []
  /// The axis the views are laid out along (horizontal unless set).
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  /// How the views share the length along the axis (``Distribution/fill`` unless set).
  open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  /// How the views are placed across the axis (``Alignment/fill`` unless set).
  open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// The gap between adjacent views (exact for the fill distributions, a minimum for the
  /// spacing ones; 0 unless set; negative values overlap the views).
  open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
  /// Vertical stacks: whether the spacing runs from one view's last baseline to the next
  /// one's first baseline instead of between their edges.
  open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
  /// Whether the views are laid out within the stack view's layout margins rather than its
  /// edges.
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

  /// Custom spacings after views, by view.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and guides the stack view made, while in force.
  var arrangement = Arrangement()
  /// Whether the constraints must be made again.
  var needsArrangement = true

  /// Creates a stack view of `views` (each added as a subview).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates an empty horizontal stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive (no archives here: an empty stack view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Arranged subviews

  /// Adds `view` at the end of the arranged views (and as a subview if it is not one);
  /// its autoresizing-mask translation is turned off, as UIKit turns it off.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex` (clamped to the valid range).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    if view.superview !== self { addSubview(view) }
    guard view.superview === self else { return }  // refused (a cycle)
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    arrangementDidChange()
  }

  /// Stops arranging `view`: it stays a subview, at its current frame, without the stack
  /// view's constraints (UIKit's behaviour).
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// A subview that leaves the stack view leaves its arranged views too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` to use ``spacing`` again,
  /// ``spacingUseSystem`` for the system spacing); ignored after the last visible view.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == UIStackView.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// The gap set after `arrangedSubview`, or ``spacingUseDefault`` when none is.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  // MARK: The layout cycle

  /// Something the constraints depend on changed: they are made again at the next
  /// constraints pass (or layout).
  func arrangementDidChange() {
    needsArrangement = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// Makes the stack view's constraints again if they are stale, then lets UIKit's pass go on.
  open override func updateConstraints() {
    rebuildArrangementIfNeeded()
    super.updateConstraints()
  }

  /// Makes the constraints again if an arranged view was hidden or shown (or anything else
  /// changed), then applies the frames they give.
  open override func layoutSubviews() {
    rebuildArrangementIfNeeded()
    super.layoutSubviews()
  }

  /// A stack view has no content of its own to measure.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
