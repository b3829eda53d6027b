import Foundation
import Testing

@testable import UIKitViews

/// Safe areas from the window down (the reference's §2: the overlap rule, controllers'
/// additional insets, navigation bars) on three devices.
@Suite struct SafeAreaTests {
  /// A window on `device` showing a plain controller, laid out.
  func window(_ device: Device, _ controller: UIViewController = UIViewController()) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  @Test(arguments: [
    (Device.iPhoneSE, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    (Device.iPhone15, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    (Device.iPadPro11, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    (Device.iPhone15(.landscape), UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
  ])
  func aRootViewHasItsDevicesInsets(device: Device, insets: UIEdgeInsets) {
    let controller = UIViewController()
    let window = window(device, controller)
    #expect(window.safeAreaInsets == insets)
    #expect(controller.view.safeAreaInsets == insets)
    #expect(controller.view.frame.size == device.size)
  }

  @Test func aSubviewGetsTheOverlapWithItsParentsBands() {
    let controller = UIViewController()
    let window = window(.iPhone15, controller)
    defer { withExtendedLifetime(window) {} }
    let root: UIView = controller.view
    // csl.cool (reference M4): on an island phone a subview pinned to all edges gets (59, 0,
    // 34, 0); the same subview with its top at 20 gets 59 − 20 = 39.
    let pinned = UIView(frame: root.bounds)
    root.addSubview(pinned)
    #expect(pinned.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    pinned.frame = CGRect(x: 0, y: 20, width: 393, height: 832)
    #expect(pinned.safeAreaInsets.top == 39)
    // Wholly inside the safe area: none.
    let inside = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 100))
    root.addSubview(inside)
    #expect(inside.safeAreaInsets == .zero)
    // Past the superview's edge: no more than the superview's inset (WWDC18 session 235).
    let above = UIView(frame: CGRect(x: 0, y: -40, width: 393, height: 100))
    root.addSubview(above)
    #expect(above.safeAreaInsets.top == 59)
    // Nested: the grandchild overlaps the child's 39-point band by 39 − 10 = 29.
    let grandchild = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
    pinned.addSubview(grandchild)
    #expect(grandchild.safeAreaInsets.top == 29)
    // A left inset of 0 stays 0 when a view starts left of its superview (PinLayout's tests).
    let left = UIView(frame: CGRect(x: -10, y: 200, width: 50, height: 50))
    root.addSubview(left)
    #expect(left.safeAreaInsets.left == 0)
  }

  @Test func additionalInsetsAddToTheRootViewsAndReachItsSubviews() {
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
    let window = window(.iPhone15, controller)
    defer { withExtendedLifetime(window) {} }
    // The reference's M16 measurement shape: the root view adds its controller's insets.
    #expect(
      controller.view.safeAreaInsets == UIEdgeInsets(top: 79, left: 30, bottom: 34, right: 10))
    let subview = UIView(frame: CGRect(x: 0, y: 50, width: 393, height: 100))
    controller.view.addSubview(subview)
    #expect(subview.safeAreaInsets == UIEdgeInsets(top: 29, left: 30, bottom: 0, right: 10))
  }

  @Test(arguments: [
    // Bar at the safe area's top; the child's top inset is the bar's bottom (reference §2.3:
    // iPhone 8 portrait 20 + 44 = 64; iPhone X-class 44 + 44; island phones 59 + 44 = 103;
    // iPads 24 + 50; phones in landscape 0 + 32).
    (Device.iPhoneSE, 64.0, 44.0),
    (Device.iPhone15, 103.0, 44.0),
    (Device.iPadPro11, 74.0, 50.0),
    (Device.iPhone15(.landscape), 32.0, 32.0),
  ])
  func aNavigationBarAddsToTheTopControllersSafeArea(
    device: Device, top: Double, barHeight: Double
  ) {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let window = window(device, navigation)
    #expect(navigation.navigationBar.frame.height == CGFloat(barHeight))
    #expect(navigation.navigationBar.frame.minY == window.safeAreaInsets.top)
    #expect(content.view.frame == window.bounds)
    #expect(content.view.safeAreaInsets.top == CGFloat(top))
    // The bottom, left and right come from the device unchanged.
    #expect(content.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom)
    #expect(content.view.safeAreaInsets.left == window.safeAreaInsets.left)
  }

  @Test func anOpaqueBarStartsTheContentBelowIt() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.isTranslucent = false
    let window = window(.iPhone15, navigation)
    defer { withExtendedLifetime(window) {} }
    // Below the bar (59 + 44), the content's top is safe.
    #expect(content.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test func aViewOutsideAWindowHasNoInsets() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: view.bounds)
    view.addSubview(child)
    #expect(view.safeAreaInsets == .zero && child.safeAreaInsets == .zero)
  }

  @Test func insetsThatAreNotFiniteOrNegativeAreClamped() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.setSafeAreaInsets(UIEdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 4))
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 4))
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    #expect(controller.additionalSafeAreaInsets == .zero)
  }

  @Test func theGuideIsTheBoundsLessTheInsetsAndStaysTheSameObject() {
    let controller = UIViewController()
    let window = window(.iPhone15, controller)
    defer { withExtendedLifetime(window) {} }
    let guide = controller.view.safeAreaLayoutGuide
    #expect(guide === controller.view.safeAreaLayoutGuide)
    #expect(guide.owningView === controller.view)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }
}
