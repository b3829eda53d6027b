import Foundation
import Testing

@testable import UIKitViews

/// Layout margins (the reference's §2.4): 8 points by default, a controller's root view at
/// least the system minimum, measured from the safe area, preserved from the superview.
@Suite struct MarginsTests {
  @Test func aPlainViewHasEightPointsOnEachEdge() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    // PinLayout's ReadableLayoutMarginsSpec measures (8, 8, 8, 8) on a 400 × 400 view.
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 384))
    // Narrower than 672 plus margins: the readable guide is the margins guide.
    #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame)
  }

  @Test func marginsAddToTheSafeArea() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    parent.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let view = UIView(frame: parent.bounds)
    parent.addSubview(view)
    view.layoutMargins = UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
    // Stack Overflow 47003878 (reference M10): top margin 28 with a 20-point safe area reads 48.
    #expect(view.layoutMargins.top == 48)
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.layoutMargins.top == 28)
  }

  @Test(arguments: [(Device.iPhone15, 16.0), (Device.iPadPro11, 20.0)])
  func aRootViewKeepsTheSystemMinimum(device: Device, side: Double) {
    let controller = UIViewController()
    let window = UIWindow(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let insets = device.safeAreaInsets
    // useyourloaf (reference M9): 16 leading and trailing in a compact width, 20 in a regular
    // one, none at the top and bottom; added to the safe area.
    #expect(
      controller.view.layoutMargins
        == UIEdgeInsets(
          top: insets.top, left: insets.left + CGFloat(side), bottom: insets.bottom,
          right: insets.right + CGFloat(side)))
    // A custom margin smaller than the minimum is raised to it; a larger one is kept.
    controller.view.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 30)
    #expect(controller.view.layoutMargins.left == insets.left + CGFloat(side))
    #expect(controller.view.layoutMargins.right == insets.right + Swift.max(30, CGFloat(side)))
    #expect(controller.view.layoutMargins.top == insets.top + 10)
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(controller.view.layoutMargins.left == insets.left + 10)
  }

  @Test func preservingTheSuperviewsMargins() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    parent.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let child = UIView(frame: CGRect(x: 5, y: 100, width: 290, height: 50))
    parent.addSubview(child)
    #expect(child.layoutMargins.left == 8)
    child.preservesSuperviewLayoutMargins = true
    // The parent's 20-point margin reaches 20 − 5 = 15 points into the child on the left and
    // right; above and below the child lies inside the parent's margins: its own 8 stand.
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 15, bottom: 8, right: 15))
  }

  @Test func directionalMarginsFollowTheLayoutDirection() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
  }

  @Test func theReadableGuideIs672PointsCentred() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    // useyourloaf (reference M17): 672 points wide, 176 in from each edge of a 1024-point view.
    #expect(view.readableContentGuide.layoutFrame == CGRect(x: 176, y: 0, width: 672, height: 768))
  }

  @Test func marginsThatAreNotFiniteAreClamped() {
    let view = UIView()
    view.layoutMargins = UIEdgeInsets(top: .nan, left: -4, bottom: .infinity, right: 2)
    // Negative margins are allowed (UIKit keeps them); values that are not finite become 0.
    #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 2))
  }
}
