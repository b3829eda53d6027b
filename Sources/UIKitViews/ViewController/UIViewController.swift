import Foundation

/// An object that manages a view and its part of a screen (UIKit's name).
///
/// Its ``view`` is made on first access (``loadView()``, then ``viewDidLoad()`` once); it is
/// told when the view appears and disappears in a window, before and after each layout pass of
/// its view, and when the safe area, margins, size or traits change, in UIKit's order
/// (Docs/UIKitViews.md, "View controllers"). It can hold child controllers, and is found in a
/// navigation controller's stack through ``navigationController``.
///
/// ```swift
/// final class MemberListViewController: UIViewController {
///   private let loadButton = UIButton()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.backgroundColor = .white
///     view.addSubview(loadButton)
///   }
/// }
/// let window = UIWindow(device: .iPhone15)
/// window.rootViewController = MemberListViewController()
/// window.makeKeyAndVisible()  // appears and lays out
/// ```
open class UIViewController: NSObject {
  /// The view, once loaded.
  private var storedView: UIView?
  /// The controller that holds this one as a child, if any.
  public private(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  public private(set) var children: [UIViewController] = []
  /// The controller this one presented, if any.
  public internal(set) var presentedViewController: UIViewController?
  /// The controller that presented this one, if any.
  public internal(set) weak var presentingViewController: UIViewController?
  /// The title shown by containers (a navigation bar).
  open var title: String? {
    didSet {
      navigationItem.title = title
      navigationController?.viewIfLoaded?.setNeedsLayout()
    }
  }
  /// What a navigation bar shows for this controller (its title follows the controller's).
  public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
  /// How this controller is presented (full screen only here: every style shows full screen).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether the status bar is hidden while this controller's view is shown (kept).
  open var prefersStatusBarHidden: Bool { false }

  /// Insets added to the root view's safe area (none unless set).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      additionalSafeAreaInsets = additionalSafeAreaInsets.clampedToFiniteInsets
      viewIfLoaded?.setNeedsLayoutInSubtree()
    }
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true unless
  /// set).
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The least margins of the root view: 16 points leading and trailing in a compact width, 20
  /// in a regular one, none at the top and bottom (Docs/UIKitViews.md, "Layout margins").
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Where this controller is in its appearance (UIKit keeps the same states internally).
  package enum AppearanceState {
    /// Not shown.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// Shown.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
  }

  /// Where this controller is in its appearance.
  package internal(set) var appearanceState = AppearanceState.disappeared

  /// Creates a controller (no nibs here: both arguments are ignored, and the view is made by
  /// ``loadView()``).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive (no archives here: a plain controller), declared so
  /// that iOS subclasses compile.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: The view

  /// The root view, loaded on first access (``loadView()``, then ``viewDidLoad()``).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.viewController = nil
      storedView = newValue
      if let newValue {
        newValue.viewController = self
        newValue.customLayoutMargins = .zero
      }
    }
  }

  /// The view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { storedView }

  /// Whether the view is loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Makes the view: a plain view the size of the screen, unless overridden (an override sets
  /// ``view`` and does not call `super`).
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once, after the view is loaded; override to build the view's content.
  open func viewDidLoad() {}

  // MARK: Appearance

  /// Called before the view is added to a window or a container.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view is in the hierarchy, with its geometry and traits final, before the
  /// first layout of the appearance.
  open func viewIsAppearing(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view is removed.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view was removed.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Layout

  /// Called just before the root view's `layoutSubviews()`.
  open func viewWillLayoutSubviews() {}
  /// Called just after the root view's `layoutSubviews()` (its subviews may not be laid out
  /// yet, as in UIKit).
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's safe area changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's layout margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// Updates the root view's constraints in the constraints pass; the default asks the view
  /// (call `super` last, as in UIKit).
  open func updateViewConstraints() {
    viewIfLoaded?.updateConstraintsOfView()
  }

  /// Called before the view's size changes (a rotation); call `super`, which tells the
  /// children.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      let childSize = child.viewIfLoaded?.bounds.size ?? size
      child.viewWillTransition(
        to: child.viewIfLoaded === view ? size : childSize, with: coordinator)
    }
  }

  /// Called before the traits change; call `super`, which tells the children.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// Called after the traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits of the view's window (a phone's compact width unless in a window).
  public var traitCollection: UITraitCollection {
    viewIfLoaded?.traitCollection ?? UITraitCollection(displayScale: UIScreen.main.scale)
  }

  // MARK: Containment

  /// Adds `childController` as a child (its view is not added: add it where it goes, then call
  /// `didMove(toParent:)`, as in UIKit).
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Takes this controller out of its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller among this controller and its ancestors (the presenter
  /// of a presented controller has its own).
  public var navigationController: UINavigationController? {
    var current: UIViewController? = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  // MARK: Presentation

  /// Presents `viewControllerToPresent` over this controller's window, full screen (every
  /// style is shown full screen here), then calls `completion`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil, let window = viewIfLoaded?.window else {
      completion?()
      return
    }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    window.present(viewControllerToPresent)
    completion?()
  }

  /// Dismisses the controller this one presented (or this one, when it was presented).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController == nil ? presentingViewController : self
    guard let presenter, let presented = presenter.presentedViewController else {
      completion?()
      return
    }
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    presented.viewIfLoaded?.window?.dismiss(presented)
    completion?()
  }

  // MARK: Appearance forwarding

  /// Runs `viewWillAppear` (and the children's, for containers) if the controller is not
  /// already appearing.
  package func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      appearanceState = .appearing
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      viewWillDisappear(animated)
    }
    for child in appearanceChildren { child.beginAppearance(isAppearing, animated: animated) }
  }

  /// Runs `viewIsAppearing` for a controller whose view is now in the hierarchy.
  package func viewIsInHierarchy(animated: Bool) {
    guard appearanceState == .appearing else { return }
    // The geometry is final here: the root view's safe area is brought up to date (and
    // announced) before viewIsAppearing, as UIKit updates it before that call.
    if let view = viewIfLoaded {
      view.refreshSafeArea(givenSuperviewInsets: view.superview?.safeAreaInsets)
    }
    viewIsAppearing(animated)
    for child in appearanceChildren { child.viewIsInHierarchy(animated: animated) }
  }

  /// Runs `viewDidAppear` or `viewDidDisappear` (and the children's).
  package func endAppearance(animated: Bool) {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(animated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      break
    }
    for child in appearanceChildren { child.endAppearance(animated: animated) }
  }

  /// The children whose appearance follows this controller's (a navigation controller's top
  /// controller only; every child of other containers whose view is in this view).
  package var appearanceChildren: [UIViewController] {
    children.filter { child in
      guard let childView = child.viewIfLoaded, let view = viewIfLoaded else { return false }
      return childView.isDescendant(of: view)
    }
  }
}

/// How a presented controller is shown (UIKit's name; all are shown full screen here).
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
  /// The system's choice.
  case automatic = -2
  /// No style.
  case none = -1
  /// Over the whole screen.
  case fullScreen = 0
  /// A card.
  case pageSheet
  /// A form.
  case formSheet
  /// Over the current context.
  case currentContext
  /// Over the whole screen, the presenter kept below.
  case overFullScreen = 5
  /// Over the current context, the presenter kept below.
  case overCurrentContext
}

/// What a navigation bar shows for a controller (UIKit's name).
open class UINavigationItem: NSObject {
  /// The title (the controller's unless set).
  open var title: String?
  /// Whether a large title is shown (kept: the bar's `prefersLargeTitles` decides).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// When a navigation item shows a large title (UIKit's name).
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the previous item.
    case automatic
    /// Always.
    case always
    /// Never.
    case never
  }

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title.isEmpty ? nil : title
    super.init()
  }
}

extension UIView {
  /// The view's part of the constraints pass, called by its controller's
  /// `updateViewConstraints()`.
  func updateConstraintsOfView() {
    updateConstraints()
  }
}
