import Foundation
import Testing

@testable import UIKitViews

/// The order of a view controller's and its views' callbacks, as UIKit calls them (the
/// reference's §3: first access of `view`, the appearance order, the render loop, rotation).
@Suite struct LifecycleTests {
  /// A shared log of callbacks, in order.
  final class Log {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
  }

  /// A view that logs its layout and safe-area callbacks.
  final class LoggingView: UIView {
    let log: Log
    init(_ name: String, log: Log) {
      self.log = log
      super.init(frame: .zero)
      self.name = name
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      log.add("\(name ?? "?").layoutSubviews")
    }
    override func safeAreaInsetsDidChange() {
      log.add("\(name ?? "?").safeAreaInsetsDidChange \(safeAreaInsets.top)")
    }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      log.add("\(name ?? "?").traitCollectionDidChange")
    }
  }

  /// A controller that logs every callback, with a root view and a child view that log too.
  final class LoggingController: UIViewController {
    let log: Log
    let child: LoggingView
    init(log: Log) {
      self.log = log
      child = LoggingView("child", log: log)
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
      log.add("loadView")
      view = LoggingView("root", log: log)
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      log.add("viewDidLoad")
      view.addSubview(child)
    }
    override func viewWillAppear(_ animated: Bool) { log.add("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) {
      log.add("viewIsAppearing \(view.safeAreaInsets.top)")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() {
      log.add("viewDidLayoutSubviews")
      child.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
    override func viewSafeAreaInsetsDidChange() { log.add("viewSafeAreaInsetsDidChange") }
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      log.add("viewWillTransition \(size.width)x\(size.height)")
      coordinator.animate(
        alongsideTransition: { _ in self.log.add("alongside \(self.view.bounds.width)") },
        completion: { _ in self.log.add("completion") })
    }
    override func willTransition(
      to newCollection: UITraitCollection,
      with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      log.add("willTransition \(newCollection.verticalSizeClass)")
    }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      log.add("traitCollectionDidChange")
    }
  }

  @Test func theViewLoadsOnFirstAccessOnly() {
    let log = Log()
    let controller = LoggingController(log: log)
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    // UIKit (A10): loadView, then viewDidLoad, once; nothing else (no window: no appearance).
    #expect(log.entries == ["loadView", "viewDidLoad"])
    #expect(controller.isViewLoaded)
    #expect(controller.view.safeAreaInsets == .zero)
  }

  @Test func firstAppearanceInAWindow() {
    let log = Log()
    let controller = LoggingController(log: log)
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // The reference's §3.2 order: viewWillAppear before the view is in the window;
    // viewIsAppearing with the geometry final (the safe area already 59 on an iPhone 15, so the
    // root view was told of it before); then one layout pass, parent first, the controller's
    // callbacks around its root view's layoutSubviews, the child after viewDidLayoutSubviews
    // (its first insets are zero: no news); viewDidAppear last. The child resized in
    // viewDidLayoutSubviews does not lay the root out again (Docs/UIKitViews.md).
    #expect(
      log.entries == [
        "loadView", "viewDidLoad", "viewWillAppear", "root.safeAreaInsetsDidChange 59.0",
        "viewSafeAreaInsetsDidChange", "viewIsAppearing 59.0", "viewWillLayoutSubviews",
        "root.layoutSubviews", "viewDidLayoutSubviews", "child.layoutSubviews", "viewDidAppear",
      ])
    // The root view fills the window; the child, placed in the safe area, has none of its own.
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(controller.child.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func aSecondLayoutWithNothingPendingCallsNothing() {
    let log = Log()
    let controller = LoggingController(log: log)
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    log.entries = []
    window.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    controller.view.setNeedsLayout()
    window.layoutIfNeeded()
    // Only the view that asked is laid out; its child's frame did not change.
    #expect(
      log.entries == ["viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews"])
  }

  @Test func rotation() {
    let log = Log()
    let controller = LoggingController(log: log)
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    log.entries = []
    window.device = .iPhone15(.landscape)
    // The reference's §3.5: the trait change is announced (compact height now), then the size
    // change; the new traits are applied (traitCollectionDidChange), the safe area moves to
    // the sides (top 0), the tree is laid out at the new size, then the coordinator's blocks.
    #expect(
      log.entries == [
        "willTransition compact", "viewWillTransition 852.0x393.0", "traitCollectionDidChange",
        "root.traitCollectionDidChange", "child.traitCollectionDidChange",
        "root.safeAreaInsetsDidChange 0.0", "viewSafeAreaInsetsDidChange",
        "viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews",
        "child.layoutSubviews", "alongside 852.0", "completion",
      ])
    // Landscape iPhone 15: insets (0, 59, 21, 59).
    #expect(controller.child.frame == CGRect(x: 59, y: 0, width: 734, height: 372))
  }

  @Test func replacingTheRootControllerOfAVisibleWindow() {
    let log = Log()
    let first = LoggingController(log: log)
    let window = UIWindow(device: .iPhoneSE)
    window.rootViewController = first
    window.makeKeyAndVisible()
    let secondLog = Log()
    let second = LoggingController(log: secondLog)
    log.entries = []
    window.rootViewController = second
    #expect(log.entries == ["viewWillDisappear", "viewDidDisappear"])
    #expect(secondLog.entries.first == "loadView")
    #expect(secondLog.entries.contains("viewWillAppear"))
    #expect(secondLog.entries.last == "viewDidAppear")
    #expect(first.view.superview == nil && second.view.superview === window)
  }

  @Test func pushingAndPoppingOnANavigationController() {
    let log = Log()
    let root = LoggingController(log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(log.entries.contains("viewDidAppear"))
    let detailLog = Log()
    let detail = LoggingController(log: detailLog)
    log.entries = []
    navigation.pushViewController(detail, animated: true)
    // The root disappears around the detail's appearance; the detail is the top controller,
    // knows its navigation controller, and its view sits below a 44-point bar at the 59-point
    // safe-area top: its safe area's top is 59 + 44 = 103.
    #expect(log.entries == ["viewWillDisappear", "viewDidDisappear"])
    #expect(detailLog.entries.contains("viewIsAppearing 103.0"))
    #expect(detailLog.entries.last == "viewDidAppear")
    #expect(navigation.topViewController === detail && detail.navigationController === navigation)
    #expect(detail.child.frame.minY == 103)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    log.entries = []
    detailLog.entries = []
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(detailLog.entries == ["viewWillDisappear", "viewDidDisappear"])
    #expect(log.entries.first == "viewWillAppear" && log.entries.last == "viewDidAppear")
    #expect(detail.parent == nil && navigation.viewControllers.count == 1)
  }
}
