import Foundation
import Testing
import UIKitViews

/// The ViewTree fuzz target's findings (Fuzz/ViewTree), each fixed and kept as a readable test.
@Suite struct ViewTreeFuzzFindingTests {
  // Negative additional insets larger than the device's made a root view's safe area negative
  // (left −10, bottom −216 on an iPhone 15 Pro Max). An edge now ends at 0 at least.
  @Test func negativeAdditionalInsetsNeverMakeANegativeSafeArea() {
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 34, left: -10, bottom: -250, right: 33)
    let window = UIWindow(device: .iPhone15ProMax)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // 59 + 34 on top, 0 − 10 → 0 on the left, 34 − 250 → 0 at the bottom, 0 + 33 on the right.
    #expect(
      controller.view.safeAreaInsets == UIEdgeInsets(top: 93, left: 0, bottom: 0, right: 33))
  }

  // Setting the bounds of a view centred near the largest double to a huge width moved its
  // origin to −∞ (the centre less half the width overflowed). Frames are clamped wherever they
  // are set: a coordinate that is not finite becomes 0.
  @Test func boundsThatOverflowTheOriginAreClamped() {
    let view = UIView(
      frame: CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 100, width: 100, height: 0))
    view.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 10)
    #expect(view.frame.minX.isFinite && view.frame.width == 1e300)
  }

  // Margins added to an extreme safe area overflowed to infinity; the sum is clamped to 0, as
  // margins that are not finite are when set.
  @Test func marginsThatOverflowAreClamped() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.setSafeAreaInsets(
      UIEdgeInsets(top: 0, left: 0, bottom: 0, right: CGFloat.greatestFiniteMagnitude))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 10))
    parent.addSubview(view)
    view.layoutMargins = UIEdgeInsets(
      top: 0, left: 0, bottom: 0, right: CGFloat.greatestFiniteMagnitude)
    #expect(view.layoutMargins.right.isFinite && view.layoutMargins.left.isFinite)
  }

  // A 2× scale on a view of the largest height made its frame (the transformed box) infinite;
  // the frame under a transform is clamped too.
  @Test func aTransformThatOverflowsTheFrameIsClamped() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: CGFloat.greatestFiniteMagnitude))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    let frame = view.frame
    #expect(
      frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
  }
}
