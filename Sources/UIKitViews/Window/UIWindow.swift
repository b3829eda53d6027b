import Foundation

/// The root of a screen's view tree: a view the size of a device's screen, with the device's
/// safe area, scale and traits, showing a root view controller (UIKit's name).
///
/// ```swift
/// let window = UIWindow(device: .iPhone15)
/// window.rootViewController = UINavigationController(rootViewController: MemberList())
/// window.makeKeyAndVisible()          // appearance callbacks, then a layout pass
/// window.device = .iPhone15(.landscape)  // a rotation: transition callbacks, a new layout
/// ```
open class UIWindow: UIView {
  /// The device the window is shown on (nil for a window made with a frame only: no safe area,
  /// the main screen's scale).
  public var device: Device? {
    didSet {
      guard device != oldValue else { return }
      withDeviceScreen { transition(from: oldValue) }
    }
  }

  /// The controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      withDeviceScreen { replaceRoot(oldValue) }
    }
  }

  /// Whether the window is the key window (after ``makeKeyAndVisible()``).
  public private(set) var isKeyWindow = false

  /// The windows' stacking level (kept).
  open var windowLevel: CGFloat = 0

  /// The controllers presented over the root, bottom first.
  private var presentedStack: [UIViewController] = []

  /// Creates a window for a device: its screen's size, scale, safe area and traits.
  public init(device: Device) {
    self.device = device
    super.init(frame: CGRect(origin: .zero, size: device.size))
    applyDevice()
    isHidden = true
  }

  /// Creates a window with a frame (no device: no safe area; the main screen's scale).
  public override init(frame: CGRect) {
    device = nil
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from an archive (no archives here: a window the main screen's size).
  public required init?(coder: NSCoder) {
    device = nil
    super.init(coder: coder)
    frame = UIScreen.main.bounds
    isHidden = true
  }

  /// The screen of the window's device (the main screen without a device).
  public var screen: UIScreen {
    guard let device else { return UIScreen.main }
    return UIScreen(device: device)
  }

  /// The window's traits: its device's, or a phone's at the main screen's scale.
  override var ownTraits: UITraitCollection? {
    guard let device else { return UITraitCollection(displayScale: contentScaleFactor) }
    return device.traits
  }

  /// Shows the window and makes it key: the root controller appears (`viewWillAppear`, its view added, `viewIsAppearing`, a layout pass,
  /// `viewDidAppear`), as UIKit's first appearance does.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    withDeviceScreen { showRoot() }
  }

  /// Runs `body` with ``UIScreen/main`` standing for this window's device's screen (for this
  /// task): controllers loading and laying out in the window see their device.
  public func withDeviceScreen<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let device else { return try body() }
    return try UIScreen.withMainScreen(UIScreen(device: device), body)
  }

  /// Shows the window and its root controller's first appearance.
  private func showRoot() {
    guard isHidden else { return layoutIfNeeded() }
    isHidden = false
    guard let root = rootViewController else { return layoutIfNeeded() }
    root.beginAppearance(true, animated: false)
    install(root.view)
    root.viewIsInHierarchy(animated: false)
    layoutIfNeeded()
    root.endAppearance(animated: false)
  }

  /// Makes the window key without changing its visibility.
  open func makeKey() { isKeyWindow = true }

  /// Puts a controller's view over the window's bounds.
  private func install(_ view: UIView) {
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if view.superview !== self { addSubview(view) }
  }

  /// Swaps the root controller's view, with the appearance callbacks when the window shows.
  private func replaceRoot(_ old: UIViewController?) {
    let isVisible = !isHidden
    if let old, let oldView = old.viewIfLoaded, oldView.superview === self {
      if isVisible { old.beginAppearance(false, animated: false) }
      oldView.removeFromSuperview()
      if isVisible { old.endAppearance(animated: false) }
    }
    guard let root = rootViewController else { return }
    root.loadViewIfNeeded()
    if isVisible { root.beginAppearance(true, animated: false) }
    install(root.view)
    if isVisible {
      root.viewIsInHierarchy(animated: false)
      layoutIfNeeded()
      root.endAppearance(animated: false)
    }
  }

  /// Takes the device's size, safe area and scale.
  private func applyDevice() {
    guard let device else { return }
    frame = CGRect(origin: frame.origin, size: device.size)
    ownSafeArea = device.safeAreaInsets
    contentScaleFactor = device.scale
  }

  /// A change of device (a rotation, or another device): the root controller hears of the new
  /// traits and size, the window takes them, the tree is laid out again, then the
  /// coordinator's blocks run (Docs/UIKitViews.md, "Rotation").
  private func transition(from old: Device?) {
    guard let device else {
      ownSafeArea = nil
      setNeedsLayoutInSubtree()
      return
    }
    let coordinator = ImmediateTransitionCoordinator()
    var oldTraits = old?.traits ?? UITraitCollection(displayScale: contentScaleFactor)
    oldTraits.layoutDirection = traitCollection.layoutDirection
    let controllers = [rootViewController].compactMap { $0 } + presentedStack
    if oldTraits.hasDifferentSizeClass(comparedTo: device.traits) {
      for controller in controllers {
        controller.willTransition(to: device.traits, with: coordinator)
      }
    }
    for controller in controllers {
      controller.viewWillTransition(to: device.size, with: coordinator)
    }
    applyDevice()
    if device.scale != old?.scale { forgetInheritedScales() }
    for controller in controllers { controller.viewIfLoaded?.frame = bounds }
    notifyTraitChange(from: oldTraits)
    setNeedsLayoutInSubtree()
    if !isHidden { layoutIfNeeded() }
    coordinator.finish()
  }

  /// Tells the controllers and views that the traits changed.
  private func notifyTraitChange(from oldTraits: UITraitCollection) {
    guard oldTraits != traitCollection else { return }
    var controllers = [rootViewController].compactMap { $0 } + presentedStack
    while let controller = controllers.popLast() {
      controller.traitCollectionDidChange(oldTraits)
      controllers.append(contentsOf: controller.children)
    }
    var views: [UIView] = [self]
    while let view = views.popLast() {
      view.traitCollectionDidChange(oldTraits)
      views.append(contentsOf: view.subviews)
    }
  }

  /// Shows a presented controller's view over everything, with its appearance callbacks.
  func present(_ controller: UIViewController) {
    withDeviceScreen { presentNow(controller) }
  }

  /// Shows a presented controller's view (with this window's screen as the main one).
  private func presentNow(_ controller: UIViewController) {
    presentedStack.append(controller)
    controller.loadViewIfNeeded()
    controller.beginAppearance(true, animated: false)
    install(controller.view)
    controller.viewIsInHierarchy(animated: false)
    layoutIfNeeded()
    controller.endAppearance(animated: false)
  }

  /// Removes a presented controller's view, with its disappearance callbacks.
  func dismiss(_ controller: UIViewController) {
    guard let index = presentedStack.firstIndex(where: { $0 === controller }) else { return }
    presentedStack.remove(at: index)
    controller.beginAppearance(false, animated: false)
    controller.viewIfLoaded?.removeFromSuperview()
    controller.endAppearance(animated: false)
  }
}
