import Foundation

/// A container that shows a stack of controllers, the top one's view below a navigation bar
/// (UIKit's name).
///
/// The bar sits at the top of the safe area (below the status bar or the sensor housing) and
/// is translucent: the top controller's view fills the container and its safe area grows by
/// the bar's height, as UIKit's does (44 points on phones in portrait, 32 in landscape, 50 on
/// iPads). Pushing and popping swap the views at once, with the appearance callbacks.
open class UINavigationController: UIViewController {
  /// The bar at the top.
  public let navigationBar = UINavigationBar()

  /// The stack, root first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The stack, root first.
  private var stack: [UIViewController] = []

  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive (no archives here: an empty one).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller shown: the top one (or what it presented).
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// The container view: the top controller's view and the bar, laid out by the container.
  open override func loadView() {
    view = NavigationContainerView(controller: self)
  }

  /// Pushes `viewController` on the stack and shows it (at once: no animation headless).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else { return }
    let previous = stack.last
    addChild(viewController)
    stack.append(viewController)
    viewController.didMove(toParent: self)
    swapTop(from: previous, to: viewController, animated: animated)
  }

  /// Pops the top controller and returns it (nil with only the root left).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.popLast() else { return nil }
    top.willMove(toParent: nil)
    swapTop(from: top, to: stack.last, animated: animated)
    top.removeFromParent()
    return top
  }

  /// Pops every controller above the root and returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1
    else { return nil }
    let popped = Array(stack[(index + 1)...])
    let top = stack.last
    stack.removeSubrange((index + 1)...)
    for controller in popped { controller.willMove(toParent: nil) }
    swapTop(from: top, to: viewController, animated: animated)
    for controller in popped { controller.removeFromParent() }
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let previous = stack.last
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    stack = []
    for controller in viewControllers {
      if controller.parent !== self { addChild(controller) }
      stack.append(controller)
      controller.didMove(toParent: self)
    }
    if previous !== stack.last { swapTop(from: previous, to: stack.last, animated: animated) }
  }

  /// Shows or hides the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Replaces the top controller's view, with appearance callbacks when the container shows.
  private func swapTop(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
    guard let container = viewIfLoaded else { return }
    let isShown = appearanceState == .appeared || appearanceState == .appearing
    if let old, old !== new, let oldView = old.viewIfLoaded, oldView.superview === container {
      if isShown { old.beginAppearance(false, animated: animated) }
      oldView.removeFromSuperview()
      if isShown { old.endAppearance(animated: animated) }
    }
    guard let new else { return }
    new.loadViewIfNeeded()
    if isShown { new.beginAppearance(true, animated: animated) }
    install(new, in: container)
    if isShown {
      new.viewIsInHierarchy(animated: animated)
      container.window?.layoutIfNeeded()
      new.endAppearance(animated: animated)
    }
  }

  /// Puts the top controller's view in the container, below the bar.
  func install(_ controller: UIViewController, in container: UIView) {
    let view: UIView = controller.view
    if view.superview !== container { container.insertSubview(view, belowSubview: navigationBar) }
    (container as? NavigationContainerView)?.placeBarAndTopView()
    container.setNeedsLayout()
  }

  /// The controllers whose appearance follows the container's: the top one.
  override package var appearanceChildren: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  /// The height of the bar on the container's device (44 unless in a window with a device).
  var barHeight: CGFloat {
    viewIfLoaded?.window?.device?.navigationBarHeight ?? 44
  }
}

/// The container view of a navigation controller: it places the bar at the top of its safe
/// area and the top controller's view over its bounds, and adds the bar to that view's safe
/// area.
final class NavigationContainerView: UIView {
  /// The controller (weak: it owns this view).
  private weak var controller: UINavigationController?

  init(controller: UINavigationController) {
    self.controller = controller
    super.init(frame: UIScreen.main.bounds)
    addSubview(controller.navigationBar)
    if let top = controller.topViewController { controller.install(top, in: self) }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    placeBarAndTopView()
  }

  /// Places the bar at the top of the safe area and the top controller's view over the bounds
  /// (below the bar when the bar is opaque), adding the bar to that view's safe area.
  func placeBarAndTopView() {
    guard let controller else { return }
    let bar = controller.navigationBar
    let top = safeAreaInsets.top
    let height = controller.isNavigationBarHidden ? 0 : controller.barHeight
    bar.isHidden = controller.isNavigationBarHidden
    bar.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
    bar.items = controller.viewControllers.map(\.navigationItem)
    guard let topView = controller.topViewController?.viewIfLoaded else { return }
    let isUnder = bar.isTranslucent || controller.isNavigationBarHidden
    topView.frame =
      isUnder
      ? bounds
      : CGRect(
        x: 0, y: bar.frame.maxY, width: bounds.width,
        height: Swift.max(0, bounds.height - bar.frame.maxY))
    let barInsets = UIEdgeInsets(top: isUnder ? height : 0, left: 0, bottom: 0, right: 0)
    if topView.containerSafeAreaInsets != barInsets {
      topView.containerSafeAreaInsets = barInsets
      topView.setNeedsLayoutInSubtree()
    }
  }
}

/// The bar at the top of a navigation controller: it shows the top controller's title,
/// centred, in the semibold 17-point system font (UIKit's name).
open class UINavigationBar: UIView {
  /// Whether content shows through the bar (true unless set): the top controller's view then
  /// extends under it.
  open var isTranslucent = true {
    didSet { superview?.setNeedsLayout() }
  }
  /// Whether large titles are shown (kept; the bar keeps its standard height).
  open var prefersLargeTitles = false
  /// The bar's background colour (the system's translucent white unless set).
  open var barTintColor: UIColor?
  /// The items of the navigation stack, root first (set by the navigation controller).
  open internal(set) var items: [UINavigationItem]? {
    didSet {
      let title = topItem?.title
      if titleLabel.text != title {
        titleLabel.text = title
        setNeedsLayout()
      }
    }
  }

  /// The item of the top controller, whose title the bar shows.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one (the back button's), if any.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }
  /// The label that shows the title.
  let titleLabel = UILabel()

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
    backgroundColor = UIColor(white: 0.97, alpha: 0.94)
  }

  /// Creates a bar from an archive (no archives here: a plain bar).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(titleLabel)
  }

  /// Centres the title.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = titleLabel.sizeThatFits(CGSize(width: bounds.width - 32, height: bounds.height))
    let width = Swift.min(size.width, Swift.max(0, bounds.width - 32))
    titleLabel.frame = CGRect(
      x: (bounds.width - width) / 2, y: (bounds.height - size.height) / 2, width: width,
      height: size.height)
  }
}
