import Foundation
import SnapKit
import Testing

// SnapKit 5.7.1's semantics, derived from its sources (autolayout.md 8): targets, the
// constants of offsets and insets per attribute (the sign rule), multipliers, priorities,
// update matching, and the frames statements written as users write them give.

/// A root 400 × 300 at scale 2 with one subview, constrained by `closure`.
private func layOut(
  width: CGFloat = 400, height: CGFloat = 300, _ closure: (ConstraintMaker) -> Void
) -> (UIView, UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.contentScaleFactor = 2
  let view = UIView()
  root.addSubview(view)
  view.snp.makeConstraints(closure)
  root.layoutIfNeeded()
  return (root, view)
}

/// The constants of the constraints placing `view` in `root`, by first attribute.
private func constants(of view: UIView, in root: UIView) -> [NSLayoutConstraint.Attribute: CGFloat]
{
  var result: [NSLayoutConstraint.Attribute: CGFloat] = [:]
  for constraint in root.constraints + view.constraints
  where constraint.firstItem === view {
    result[constraint.firstAttribute] = constraint.constant
  }
  return result
}

@Suite struct SnapKitSemanticsTests {
  @Test func edgesInsetAndOffsetSigns() {
    // `inset(10)`: left +10, top +10, right −10, bottom −10.
    let (root, view) = layOut { $0.edges.equalToSuperview().inset(10) }
    #expect(constants(of: view, in: root) == [.left: 10, .top: 10, .right: -10, .bottom: -10])
    #expect(view.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
    // `offset(-16)` on a bottom is the same as `inset(16)`.
    let (_, other) = layOut {
      $0.leading.trailing.top.equalToSuperview()
      $0.bottom.equalToSuperview().offset(-16)
    }
    #expect(other.frame == CGRect(x: 0, y: 0, width: 400, height: 284))
  }

  @Test func edgeInsetsAsATarget() {
    // Against the superview: left +2, top +1, right −4, bottom −3.
    let (_, view) = layOut {
      $0.edges.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
    #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 296))
  }

  @Test func directionalInsets() {
    let insets = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
    let (root, view) = layOut { $0.directionalEdges.equalToSuperview().inset(insets) }
    #expect(constants(of: view, in: root) == [.top: 5, .bottom: -7, .leading: 6, .trailing: -8])
    #expect(view.frame == CGRect(x: 6, y: 5, width: 386, height: 288))
  }

  @Test func sizeInsetAndCentreInset() {
    // width = superview width − (l + r); centres equal (the inset gives (l − r) / 2 = 0).
    let (_, view) = layOut {
      $0.width.equalToSuperview().inset(20)
      $0.height.equalTo(10)
      $0.center.equalToSuperview().inset(10)
    }
    #expect(view.frame == CGRect(x: 20, y: 145, width: 360, height: 10))
  }

  @Test func aPointTargetMeasuresFromTheSuperviewsOrigin() {
    // `center.equalTo(CGPoint(50, 60))`: centerX == superview.left + 50, centerY == top + 60.
    let (root, view) = layOut {
      $0.center.equalTo(CGPoint(x: 50, y: 60))
      $0.size.equalTo(CGSize(width: 20, height: 10))
    }
    #expect(view.frame == CGRect(x: 40, y: 55, width: 20, height: 10))
    let centerX = root.constraints.first { $0.firstAttribute == .centerX }
    #expect(centerX?.secondAttribute == .left && centerX?.secondItem === root)
    // A size against a number has no second item.
    let width = view.constraints.first { $0.firstAttribute == .width }
    #expect(width?.secondItem == nil && width?.constant == 20)
  }

  @Test func anOffsetReplacesTheConstantOfANumberTarget() {
    let (_, view) = layOut {
      $0.width.equalTo(100).offset(10)
      $0.height.equalTo(5)
      $0.leading.top.equalToSuperview()
    }
    #expect(view.frame.width == 10)
  }

  @Test func insetAgainstAnotherItemsAttributeIsReadForThatAttribute() {
    // `top.equalTo(other.snp.bottom).inset(10)` is `top = other.bottom − 10`;
    // `leading.equalTo(other.snp.trailing).inset(8)` overlaps by 8 (use offset for a gap).
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let view = UIView()
    root.addSubview(other)
    root.addSubview(view)
    view.snp.makeConstraints { make in
      make.top.equalTo(other.snp.bottom).inset(10)
      make.leading.equalTo(other.snp.trailing).inset(8)
      make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 92, y: 40, width: 10, height: 10))
  }

  @Test func multipliersAndDivisors() {
    let (_, view) = layOut {
      $0.width.equalToSuperview().multipliedBy(0.5)
      $0.height.equalToSuperview().dividedBy(3)
      $0.leading.top.equalToSuperview()
    }
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func theConfiguredDirectionPicksTheInsetSide() {
    defer { ConstraintConfig.interfaceLayoutDirection = .leftToRight }
    ConstraintConfig.interfaceLayoutDirection = .rightToLeft
    let insets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 9)
    let (root, view) = layOut {
      $0.leading.trailing.equalToSuperview().inset(insets)
      $0.top.height.equalTo(1)
    }
    // Right to left in SnapKit's configuration: leading takes +right, trailing −left.
    let found = constants(of: view, in: root)
    #expect(found[.leading] == 9 && found[.trailing] == -3)
  }

  @Test func usersStatementsCompileAndLayOut() {
    final class Screen: UIViewController {
      let box = UIView()
      let header = UILabel()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(box)
        header.text = "Title"
        header.snp.makeConstraints {
          $0.top.equalTo(view.safeAreaLayoutGuide)
          $0.leading.equalTo(view.safeAreaLayoutGuide.snp.leading).offset(16)
        }
        box.snp.makeConstraints { make in
          make.top.equalTo(header.snp.bottom).offset(8)
          make.bottom.leading.trailing.equalTo(self.view)
        }
      }
    }
    let screen = Screen()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = screen
    window.layoutIfNeeded()
    // The safe area's top on the island phone is 59 (uikit-views.md 1.1).
    let headerHeight = screen.header.intrinsicContentSize.height
    #expect(screen.header.frame.origin == CGPoint(x: 16, y: 59))
    #expect(screen.box.frame.minY == 59 + headerHeight + 8)
    #expect(screen.box.frame.maxY == 852 && screen.box.frame.width == 393)
  }

  @Test func updateMatchesOnlyTheSamePriority() {
    let root = UIView()
    let view = UIView()
    root.addSubview(view)
    view.snp.makeConstraints { $0.width.equalTo(10).priority(.high) }
    // The priority is part of the match: a different one finds nothing (SnapKit stops the
    // program; Trellis logs and skips it).
    let (_, diagnostics) = UIKitDiagnostics.record {
      view.snp.updateConstraints { $0.width.equalTo(20) }
    }
    #expect(diagnostics.first?.message.contains("could not find existing matching") == true)
    #expect(view.constraints.first?.constant == 10)
    view.snp.updateConstraints { $0.width.equalTo(30).priority(.high) }
    #expect(view.constraints.count == 1 && view.constraints.first?.constant == 30)
  }

  @Test func updateOnAViewWithoutConstraintsMakesThem() {
    let root = UIView()
    let view = UIView()
    root.addSubview(view)
    view.snp.updateConstraints { $0.width.equalTo(30) }
    #expect(view.constraints.count == 1)
  }

  @Test func constraintUpdatesOfPriority() {
    let root = UIView()
    let view = UIView()
    root.addSubview(view)
    var optional: Constraint!
    var required: Constraint!
    view.snp.makeConstraints {
      optional = $0.width.equalTo(10).priority(.low).constraint
      required = $0.height.equalTo(10).constraint
    }
    optional.update(priority: .high)
    #expect(optional.layoutConstraints.first?.priority == .defaultHigh)
    // Never between required and optional (UIKit refuses it on active constraints).
    optional.update(priority: .required)
    #expect(optional.layoutConstraints.first?.priority == .defaultHigh)
    required.update(priority: .low)
    #expect(required.layoutConstraints.first?.priority == .required)
  }

  @Test func whatSnapKitStopsOnIsLoggedAndDropped() {
    let orphan = UIView()
    let (_, diagnostics) = UIKitDiagnostics.record {
      orphan.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
    #expect(diagnostics.first?.message.contains("Expected superview but found nil") == true)
    #expect(orphan.constraints.isEmpty)
    let root = UIView()
    let a = UIView()
    let b = UIView()
    root.addSubview(a)
    root.addSubview(b)
    let (_, more) = UIKitDiagnostics.record {
      a.snp.makeConstraints { $0.top.left.equalTo(b.snp.size) }
    }
    #expect(more.first?.message.contains("Cannot constraint to multiple non identical") == true)
    #expect(root.constraints.isEmpty)
    // A statement without a relation makes nothing.
    a.snp.makeConstraints { _ = $0.top }
    #expect(root.constraints.isEmpty)
  }

  @Test func makeTurnsOffTheViewsMaskTranslationButNotTheSuperviews() {
    let root = UIView()
    let view = UIView()
    root.addSubview(view)
    view.snp.makeConstraints { $0.edges.equalToSuperview() }
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(root.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func constraintHandleMovesTheLayoutInPlace() {
    var top: Constraint?
    let (root, view) = layOut {
      top = $0.top.equalToSuperview().offset(20).constraint
      $0.leading.equalToSuperview()
      $0.size.equalTo(10)
    }
    #expect(view.frame.minY == 20)
    top?.update(offset: 40)
    root.layoutIfNeeded()
    #expect(view.frame.minY == 40)
    top?.deactivate()
    #expect(top?.isActive == false)
    view.snp.makeConstraints { $0.bottom.equalToSuperview() }
    root.layoutIfNeeded()
    #expect(view.frame.maxY == 300)
  }

  @Test func descriptionsNameTheFileAndLine() {
    let root = UIView()
    let view = UIView()
    root.addSubview(view)
    view.snp.makeConstraints { $0.top.equalToSuperview().offset(5).labeled("top-edge") }
    let text = root.constraints.first?.description ?? ""
    #expect(text.hasPrefix("<SnapKit.LayoutConstraint:top-edge@SnapKitSemanticsTests.swift#"))
    #expect(text.contains(" UIView:0x") && text.contains(".top == UIView:0x"))
    #expect(text.hasSuffix(".top + 5.0>"))
  }

  @Test func guidesAndTheirSnp() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    guide.snp.makeConstraints { $0.edges.equalTo(root.safeAreaLayoutGuide).inset(5) }
    let view = UIView()
    root.addSubview(view)
    view.snp.makeConstraints {
      $0.edges.equalTo(guide)
    }
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 5, y: 25, width: 290, height: 160))
    #expect(view.frame == CGRect(x: 5, y: 25, width: 290, height: 160))
    #expect(root.snp.safeAreaLayoutGuide.target === root.safeAreaLayoutGuide)
  }
}
