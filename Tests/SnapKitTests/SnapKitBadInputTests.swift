import Foundation
import SnapKit
import Testing

// Bad input through SnapKit (issue 24: never a crash or a hang). Where UIKit raises an
// exception on activation (autolayout.md 6.2: no common ancestor, non-finite numbers), the
// layout constraint is refused with a diagnostic and stays inactive; everything else holds.

@Suite struct SnapKitBadInputTests {
  /// A 200 × 100 root at 2x with one subview.
  func makeRoot() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.contentScaleFactor = 2
    let view = UIView()
    root.addSubview(view)
    return (root, view)
  }

  @Test func nonFiniteOffsetsInsetsAndMultipliersAreRefused() {
    let (root, view) = makeRoot()
    var refused: [Constraint] = []
    let (_, diagnostics) = UIKitDiagnostics.record {
      view.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.height.equalTo(10)
        make.width.equalTo(40)
        refused.append(make.width.equalTo(CGFloat.nan).constraint)
        refused.append(make.height.equalToSuperview().multipliedBy(Double.infinity).constraint)
        refused.append(make.width.equalToSuperview().dividedBy(0).constraint)
        refused.append(make.left.equalToSuperview().inset(-CGFloat.infinity).constraint)
      }
      root.layoutIfNeeded()
    }
    // Each refused one is reported and inactive; the finite ones hold.
    #expect(diagnostics.filter { $0.kind == .invalidConstraint }.count == refused.count)
    #expect(refused.allSatisfy { !$0.isActive })
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
  }

  @Test func aNonFiniteUpdateKeepsTheLastConstant() {
    let (root, view) = makeRoot()
    var width: Constraint?
    view.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.height.equalTo(10)
      width = make.width.equalTo(40).constraint
    }
    _ = UIKitDiagnostics.record {
      width?.update(offset: CGFloat.nan)
      width?.update(inset: CGFloat.infinity)
    }
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(width?.layoutConstraints.first?.constant == 40)
  }

  @Test func viewsInDifferentTreesHaveNoCommonAncestor() {
    let (root, view) = makeRoot()
    let stranger = UIView()
    let (_, diagnostics) = UIKitDiagnostics.record {
      view.snp.makeConstraints { make in
        make.top.equalTo(stranger.snp.bottom)
        make.leading.equalToSuperview().offset(5)
        make.size.equalTo(20)
        make.top.equalToSuperview().offset(7).priority(.low)
      }
      root.layoutIfNeeded()
    }
    #expect(diagnostics.contains { $0.message.contains("no common ancestor") })
    // The other statements hold: the low-priority top now places the view.
    #expect(view.frame == CGRect(x: 5, y: 7, width: 20, height: 20))
  }

  @Test func aZeroMultiplierOnASizeLeavesItsConstant() {
    // `width == 0 × superview.width + 30`: UIKit accepts a zero multiplier on a size.
    let (root, view) = makeRoot()
    view.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.equalToSuperview().multipliedBy(0).offset(30)
      make.height.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
  }

  @Test func conflictingRequiredStatementsCompleteAndLoseNothingElse() {
    let (root, view) = makeRoot()
    let (_, diagnostics) = UIKitDiagnostics.record {
      view.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(10)
        make.width.equalTo(50)
      }
      root.layoutIfNeeded()
    }
    // 200 − 20 = 180 ≠ 50: the width, added last, breaks; the four edges hold.
    #expect(diagnostics.filter { $0.kind == .unsatisfiableConstraints }.count == 1)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(root.constraints.count + view.constraints.count == 5)
  }

  @Test func removingAViewWithSnapKitConstraintsThenRemakingThem() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = UIView()
    let label = UIView()
    let sibling = UIView()
    root.addSubview(card)
    root.addSubview(sibling)
    card.addSubview(label)
    card.snp.makeConstraints { $0.edges.equalToSuperview() }
    label.snp.makeConstraints { $0.edges.equalToSuperview().inset(4) }
    sibling.snp.makeConstraints { make in
      make.top.equalTo(label.snp.bottom)
      make.leading.equalToSuperview()
      make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    card.removeFromSuperview()
    // Constraints that reached outside the card left with it; the label's stay.
    #expect(label.frame == CGRect(x: 4, y: 4, width: 192, height: 92))
    root.layoutIfNeeded()
    // Remaking, updating and removing on the detached views: logged or done, never a crash.
    _ = UIKitDiagnostics.record {
      card.snp.remakeConstraints { $0.edges.equalToSuperview() }
      sibling.snp.updateConstraints { $0.size.equalTo(12) }
      label.snp.removeConstraints()
      root.layoutIfNeeded()
    }
    #expect(sibling.frame.size == CGSize(width: 12, height: 12))
    root.addSubview(card)
    card.snp.remakeConstraints { $0.top.leading.equalToSuperview().offset(20) }
    card.snp.makeConstraints { $0.size.equalTo(30) }
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 20, width: 30, height: 30))
  }

  @Test func tenThousandConstraintsInAChain() {
    // 2,500 views in a row, each 3 wide and 1 after the previous, with four statements each.
    let count = 2_500
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 12_000, height: 10))
    var previous: UIView?
    var views: [UIView] = []
    for _ in 0..<count {
      let view = UIView()
      root.addSubview(view)
      view.snp.makeConstraints { make in
        make.leading.equalTo(previous?.snp.trailing ?? root.snp.leading).offset(1)
        make.top.equalToSuperview()
        make.width.equalTo(3)
        make.height.equalTo(2)
      }
      previous = view
      views.append(view)
    }
    root.layoutIfNeeded()
    // View i starts at 4 i + 1.
    #expect(views.last?.frame == CGRect(x: CGFloat(4 * (count - 1) + 1), y: 0, width: 3, height: 2))
    // Changing the first gap moves all of them.
    views[0].snp.updateConstraints { $0.leading.equalTo(root.snp.leading).offset(11) }
    root.layoutIfNeeded()
    #expect(views.last?.frame.minX == CGFloat(4 * (count - 1) + 11))
  }
}
