import Foundation
import SnapKit
import Testing

// Screens whose constraints change with their state, and priorities, labels and inequalities
// as iOS developers write them with SnapKit; UIKit's frames derived by hand in the comments
// (SnapKit's semantics: autolayout.md 8; priorities: 2.2; intrinsic sizes: 3).

/// A toast shown under the safe area or hidden above the screen, remade on each change.
private final class ToastViewController: UIViewController {
  let toast = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(toast)
    setShown(false)
  }

  func setShown(_ shown: Bool) {
    toast.snp.remakeConstraints { make in
      make.leading.trailing.equalToSuperview().inset(16)
      make.height.equalTo(60)
      if shown {
        make.top.equalTo(view.safeAreaLayoutGuide).offset(8)
      } else {
        make.bottom.equalTo(view.snp.top)
      }
    }
    view.layoutIfNeeded()
  }
}

/// A panel whose body's height is set in its `updateConstraints()`, as UIKit's documentation
/// recommends for constraint changes driven by state.
private final class ExpandablePanel: UIView {
  let body = UIView()
  var isExpanded = false {
    didSet { setNeedsUpdateConstraints() }
  }
  private(set) var updates = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(body)
    body.snp.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      make.height.equalTo(100)
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    updates += 1
    body.snp.updateConstraints { make in
      make.height.equalTo(isExpanded ? 240 : 100)
    }
    super.updateConstraints()
  }
}

/// A composer whose bottom follows the keyboard through a kept `Constraint`.
private final class ComposerViewController: UIViewController {
  let input = UIView()
  var bottomConstraint: Constraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(input)
    input.snp.makeConstraints { make in
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(50)
      bottomConstraint = make.bottom.equalTo(view.safeAreaLayoutGuide).constraint
    }
  }

  func keyboardWillShow(height: CGFloat) {
    bottomConstraint?.update(offset: -height)
    UIView.animate(withDuration: 0.25) {
      self.view.layoutIfNeeded()
    }
  }
}

@Suite struct ScreenStateTests {
  @Test func remakeConstraintsMovesTheToast() {
    let controller = ToastViewController()
    let window = present(controller, on: .iPhoneSE)
    // Hidden: its bottom at the view's top: y = −60; 16 in: 375 − 32 = 343 wide.
    expectFrame(controller.toast, CGRect(x: 16, y: -60, width: 343, height: 60))
    controller.setShown(true)
    // Shown: 8 under the safe area's top of 20.
    expectFrame(controller.toast, CGRect(x: 16, y: 28, width: 343, height: 60))
    // Remaking replaced the statements: four constraints, not eight.
    let installed = (controller.view.constraints + controller.toast.constraints).filter {
      $0 is LayoutConstraint && $0.isActive
    }
    #expect(installed.count == 4)
    controller.setShown(false)
    expectFrame(controller.toast, CGRect(x: 16, y: -60, width: 343, height: 60))
    withExtendedLifetime(window) {}
  }

  @Test func updateConstraintsOverrideResizesThePanel() {
    final class PanelViewController: UIViewController {
      let panel = ExpandablePanel()
      let footer = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(panel)
        view.addSubview(footer)
        panel.snp.makeConstraints { make in
          make.top.equalTo(view.safeAreaLayoutGuide)
          make.leading.trailing.equalToSuperview()
          make.bottom.equalTo(panel.body)
        }
        footer.snp.makeConstraints { make in
          make.top.equalTo(panel.snp.bottom).offset(8)
          make.leading.trailing.equalToSuperview()
          make.height.equalTo(30)
        }
      }
    }
    let controller = PanelViewController()
    let window = present(controller, on: .iPhoneSE)
    // Collapsed: the panel 100 high from y 20; the footer 8 below: 128.
    expectFrame(controller.panel, CGRect(x: 0, y: 20, width: 375, height: 100))
    expectFrame(controller.footer, CGRect(x: 0, y: 128, width: 375, height: 30))
    #expect(controller.panel.updates >= 1)
    let before = controller.panel.updates
    controller.panel.isExpanded = true
    controller.view.layoutIfNeeded()
    // The next pass runs updateConstraints(): 240 high; the footer at 20 + 240 + 8 = 268.
    #expect(controller.panel.updates == before + 1)
    expectFrame(controller.panel, CGRect(x: 0, y: 20, width: 375, height: 240))
    expectFrame(controller.footer, CGRect(x: 0, y: 268, width: 375, height: 30))
    // The update changed the constant in place: still one height constraint on the body.
    let heights = controller.panel.body.constraints.filter { $0.firstAttribute == .height }
    #expect(heights.count == 1 && heights.first?.constant == 240)
    withExtendedLifetime(window) {}
  }

  @Test func keptConstraintFollowsTheKeyboard() {
    let controller = ComposerViewController()
    let window = present(controller, on: .iPhone15)
    // At the safe area's bottom: 852 − 34 − 50 = 768.
    expectFrame(controller.input, CGRect(x: 0, y: 768, width: 393, height: 50))
    controller.keyboardWillShow(height: 301)
    // 301 higher: 467.
    expectFrame(controller.input, CGRect(x: 0, y: 467, width: 393, height: 50))
    controller.keyboardWillShow(height: 0)
    expectFrame(controller.input, CGRect(x: 0, y: 768, width: 393, height: 50))
    withExtendedLifetime(window) {}
  }

  @Test func inputOnTheKeyboardLayoutGuide() {
    final class ChatViewController: UIViewController {
      let input = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(input)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        input.snp.makeConstraints { make in
          make.leading.trailing.equalToSuperview()
          make.height.equalTo(50)
          make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
        }
      }
    }
    let controller = ChatViewController()
    let window = present(controller, on: .iPhone15)
    // No keyboard: the guide's top is the safe area's bottom, 852 − 34 = 818; y = 768.
    expectFrame(controller.input, CGRect(x: 0, y: 768, width: 393, height: 50))
    #expect(
      controller.view.keyboardLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 818, width: 393, height: 34))
    // Without the bottom safe area, the guide is at the screen's bottom: y = 802.
    controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
    window.layoutIfNeeded()
    expectFrame(controller.input, CGRect(x: 0, y: 802, width: 393, height: 50))
    withExtendedLifetime(window) {}
  }

  @Test func preparedLayoutsSwitchWithActivateAndDeactivate() {
    // Two layouts prepared once, switched by activating one set and deactivating the other.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let side = UIView()
    root.addSubview(side)
    let compact = side.snp.prepareConstraints { make in
      make.leading.trailing.top.equalToSuperview()
      make.height.equalTo(80)
    }
    let regular = side.snp.prepareConstraints { make in
      make.leading.top.bottom.equalToSuperview()
      make.width.equalTo(120)
    }
    for constraint in compact { constraint.activate() }
    root.layoutIfNeeded()
    expectFrame(side, CGRect(x: 0, y: 0, width: 400, height: 80))
    for constraint in compact { constraint.deactivate() }
    for constraint in regular { constraint.activate() }
    root.layoutIfNeeded()
    expectFrame(side, CGRect(x: 0, y: 0, width: 120, height: 300))
    #expect(compact.allSatisfy { !$0.isActive } && regular.allSatisfy(\.isActive))
  }

  @Test func prioritiesByNameAndNumber() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = UIView()
    let b = UIView()
    let label = UILabel()
    label.text = "A label wider than ten points"
    let relaxed = UILabel()
    relaxed.text = label.text
    for subview in [a, b, label, relaxed] { root.addSubview(subview) }
    a.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      // `.high` (750) beats `.low` (250): the width is at most 200, as near 300 as it can be.
      make.width.equalTo(300).priority(.low)
      make.width.lessThanOrEqualTo(200).priority(.high)
      // 999 beats 998.
      make.height.equalTo(80).priority(999)
      make.height.equalTo(40).priority(998)
    }
    b.snp.makeConstraints { make in
      make.top.equalTo(a.snp.bottom)
      make.leading.equalToSuperview()
      // Numbers of every kind, and `.medium` (500) against `.required`.
      make.width.equalTo(50).priority(ConstraintPriority.medium)
      make.width.greaterThanOrEqualTo(70)
      make.height.equalTo(10).priority(250)
      make.height.equalTo(20).priority(UILayoutPriority(rawValue: 600))
    }
    let text = oneLine("A label wider than ten points", label.font)
    label.snp.makeConstraints { make in
      make.top.equalTo(b.snp.bottom)
      make.leading.equalToSuperview()
      // 751 beats the label's compression resistance of 750: squeezed to 10.
      make.width.equalTo(10).priority(ConstraintPriority.high.advanced(by: 1))
    }
    relaxed.snp.makeConstraints { make in
      make.top.equalTo(label.snp.bottom)
      make.leading.equalToSuperview()
      // 500 loses to the compression resistance of 750: the text's own width.
      make.width.equalTo(10).priority(.medium)
    }
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 0, y: 0, width: 200, height: 80))
    expectFrame(b, CGRect(x: 0, y: 80, width: 70, height: 20))
    #expect(abs(label.frame.width - 10) < 0.001)
    #expect(abs(relaxed.frame.width - text.width) <= 0.5)
    #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
  }

  @Test func labeledConflictIsReportedByItsLabelAndTheLayoutCompletes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let avatar = UIView()
    root.addSubview(avatar)
    let (_, diagnostics) = UIKitDiagnostics.record {
      avatar.snp.makeConstraints { make in
        make.top.leading.equalToSuperview().inset(10)
        make.size.equalTo(64).labeled("avatarSize")
      }
      avatar.snp.makeConstraints { make in
        make.width.equalTo(80).labeled("avatarWideWidth")
      }
      root.layoutIfNeeded()
    }
    // Required 64 and required 80 cannot both hold: the one added last breaks (Docs/
    // AutoLayout.md, "Conflicts"), the message names both by label, nothing else is lost.
    let messages = diagnostics.filter { $0.kind == .unsatisfiableConstraints }.map(\.message)
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.contains("Unable to simultaneously satisfy constraints"))
    #expect(message.contains("avatarSize") && message.contains("avatarWideWidth"))
    let broken = message.components(separatedBy: "Will attempt to recover by breaking constraint")
    #expect(broken.count == 2 && broken[1].contains("avatarWideWidth"))
    expectFrame(avatar, CGRect(x: 10, y: 10, width: 64, height: 64))
  }

  @Test func greaterThanOrEqualToSizesABubbleAndABadge() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    root.contentScaleFactor = 2
    let font = UIFont.systemFont(ofSize: 16)
    func bubble(_ text: String, below: UIView?) -> (UIView, UILabel) {
      let bubble = UIView()
      let label = UILabel()
      label.font = font
      label.numberOfLines = 0
      label.text = text
      root.addSubview(bubble)
      bubble.addSubview(label)
      bubble.snp.makeConstraints { make in
        if let below {
          make.top.equalTo(below.snp.bottom).offset(8)
        } else {
          make.top.equalToSuperview().offset(8)
        }
        make.trailing.equalToSuperview().inset(12)
        make.leading.greaterThanOrEqualToSuperview().offset(60)
      }
      label.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
      }
      return (bubble, label)
    }
    let (short, _) = bubble("Hi there!", below: nil)
    let long =
      "A longer message that cannot fit on one line in a bubble at most 248 points wide."
    let (tall, tallLabel) = bubble(long, below: short)
    let badge = UILabel()
    badge.font = .systemFont(ofSize: 12)
    badge.text = "3"
    root.addSubview(badge)
    badge.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().inset(4)
      make.height.greaterThanOrEqualTo(20)
      make.width.greaterThanOrEqualTo(badge.snp.height)
    }
    root.layoutIfNeeded()
    // The short bubble hugs its text: its width + 24, its height + 16, 12 from the right.
    let one = oneLine("Hi there!", font)
    expectFrame(
      short,
      CGRect(x: 320 - 12 - (one.width + 24), y: 8, width: one.width + 24, height: one.height + 16),
      tolerance: 0.5)
    // The long one reaches the 60-point margin: the text wraps at 320 − 72 − 24 = 224. The
    // label's intrinsic width is then its longest line's (UILabel sizes a wrapped text to its
    // lines), which its hugging keeps: the bubble shrinks to it, still 12 from the right.
    let lines = wrapped(long, font, width: 224)
    #expect(lines.height > 1.5 * font.lineHeight && lines.width <= 224)
    expectFrame(
      tall,
      CGRect(
        x: 320 - 12 - (lines.width + 24), y: short.frame.maxY + 8, width: lines.width + 24,
        height: lines.height + 16),
      tolerance: 0.5)
    expectFrame(
      tallLabel, CGRect(x: 12, y: 8, width: lines.width, height: lines.height), tolerance: 0.5)
    // The badge: at least 20 high (its line is shorter), and at least as wide as high.
    let digit = oneLine("3", badge.font)
    #expect(digit.height < 20 && digit.width < 20)
    expectFrame(badge, CGRect(x: 4, y: 4, width: 20, height: 20))
  }
}
