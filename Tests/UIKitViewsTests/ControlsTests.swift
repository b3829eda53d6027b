import Foundation
import Testing

@testable import UIKitViews

/// Buttons, switches, controls, colours and fonts with UIKit's values (the reference's §5–6).
@Suite struct ControlsTests {
  @Test func anEmptyButtonIs30By34() {
    // flowkey's ButtonSizeToFitTests, run on iOS (reference C2): 30 × 34.
    let button = UIButton(type: .system)
    button.sizeToFit()
    #expect(button.frame.size == CGSize(width: 30, height: 34))
  }

  @Test func aTitledButtonIsItsLabelPlusSixAboveAndBelow() {
    let button = UIButton(type: .system)
    button.contentScaleFactor = 2
    button.setTitle("Load API", for: .normal)
    // The title label: "Load API" in the 15-point system font, (556 + 556 + 556 + 556 + 278 +
    // 667 + 667 + 278) / 1000 × 15 = 61.71 wide, rounded up at 2x to 62; 18 high. The button
    // adds 6 above and 6 below (reference M27, C2): 62 × 30.
    #expect(button.intrinsicContentSize == CGSize(width: 62, height: 30))
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    #expect(button.intrinsicContentSize == CGSize(width: 82, height: 38))
    // A system button's title is in the tint colour; a custom button's white unless set.
    #expect(button.currentTitleColor == .systemBlue)
    let custom = UIButton()
    custom.setTitle("Load API", for: .normal)
    #expect(custom.currentTitleColor == .white)
    custom.setTitleColor(.black, for: .normal)
    #expect(custom.titleLabel?.textColor == .black)
  }

  @Test func titlesAndColoursByStateFallBackToNormal() {
    let button = UIButton(type: .custom)
    button.setTitle("Off", for: .normal)
    button.setTitle("On", for: .selected)
    #expect(button.currentTitle == "Off")
    button.isSelected = true
    #expect(button.currentTitle == "On")
    #expect(button.titleLabel?.text == "On")
    button.isSelected = false
    button.isHighlighted = true
    #expect(button.currentTitle == "Off")
  }

  @Test func actionsRunOnTheirEventsUnlessDisabled() {
    let button = UIButton()
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    button.simulateTap()
    button.sendActions(for: .valueChanged)
    #expect(taps == 1)
    button.isEnabled = false
    button.simulateTap()
    #expect(taps == 1 && button.state == .disabled)
  }

  @Test func aSwitchIsAlways51By31() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    // The reference's M25 and C10: 51 × 31, fixed.
    #expect(toggle.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    var values: [Bool] = []
    // Weakly, as in UIKit: the control holds its actions, so a strong capture would be a cycle.
    toggle.addAction(
      UIAction { [weak toggle] _ in values.append(toggle?.isOn ?? false) }, for: .valueChanged)
    toggle.simulateTap()
    toggle.setOn(false, animated: true)  // no action, as in UIKit
    #expect(values == [true] && !toggle.isOn)
  }

  @Test func namedColoursHaveTheirIOSValues() {
    // UIColor.h comments (reference M36) and the iOS 15–18 light palette (C6, C7).
    #expect(UIColor.purple.hexString == "#800080")
    #expect(UIColor.systemTeal.hexString == "#30b0c7")
    #expect(UIColor.systemBlue.hexString == "#007aff")
    #expect(UIColor.systemBackground.hexString == "#ffffff")
    #expect(UIColor.secondaryLabel.alpha == 0.6)
    #expect(UIColor.clear.alpha == 0)
    #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
    // A colour made from its components equals the named one (NSObject's isEqual).
    #expect(UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) == .systemBlue)
  }

  @Test func fontsBySizeAndWeight() {
    let bold = UIFont.systemFont(ofSize: 18, weight: .bold)
    #expect(bold.pointSize == 18 && bold.weight == .bold)
    #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(bold.withSize(10).weight == .bold)
    // The weights' raw values are UIKit's (reference §6.4).
    #expect(UIFont.Weight.medium.rawValue == 0.23 && UIFont.Weight.black.rawValue == 0.62)
  }

  @Test func layersShareTheirViewsValues() {
    let view = UIView()
    view.layer.cornerRadius = 12
    view.layer.borderWidth = -3  // stored as 0
    view.layer.masksToBounds = true
    view.backgroundColor = .red
    #expect(view.clipsToBounds && view.layer.borderWidth == 0)
    #expect(view.layer.backgroundColor.map(UIColor.init(cgColor:)) == .red)
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    // Scroll views and labels clip by default, plain views do not.
    #expect(UIScrollView().clipsToBounds && UILabel().clipsToBounds && !UIView().clipsToBounds)
  }
}
