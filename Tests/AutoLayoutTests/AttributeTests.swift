import Foundation
import Testing

@testable import UIKitViews

// Attributes as UIKit reads them (autolayout.md 1.3-1.6): each expected frame is derived from
// the attribute table in the comment above it.

@Suite struct AttributeTests {
  @Test func edgesCentresAndSizes() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let b = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      // a: left 10, right 400 − 30, top 20, bottom 300 − 40.
      a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      a.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -30),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      a.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
      // b: 50 × 20 centred on a's centre (10 + 360/2, 20 + 240/2) = (190, 140), moved by 5, 6.
      b.widthAnchor.constraint(equalToConstant: 50),
      b.heightAnchor.constraint(equalToConstant: 20),
      b.centerXAnchor.constraint(equalTo: a.centerXAnchor, constant: 5),
      b.centerYAnchor.constraint(equalTo: a.centerYAnchor, constant: 6),
    ])
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 10, y: 20, width: 360, height: 240))
    expectFrame(b, CGRect(x: 195 - 25, y: 146 - 10, width: 50, height: 20))
  }

  @Test func dimensionMultipliers() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      // w = 0.5 × 400 − 10 = 190; h = 0.25 × w + 2.5 = 50.
      a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10),
      a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.25, constant: 2.5),
    ])
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 0, y: 0, width: 190, height: 50))
  }

  @Test func locationMultipliersScaleFromTheHoldersOrigin() {
    // autolayout.md 1.6: the holder contributes its bounds, so `v.centerX == 0.5 × sv.centerX`
    // puts the centre at W / 4 and `v.bottom == 0.96 × sv.bottom` 4 % above the bottom;
    // `v.top == 0.5 × sv.top` is 0 (sv.top is 0 in its own coordinates).
    let root = makeRoot(width: 400, height: 300)
    let v = addConstrained(UIView(), to: root)
    root.addConstraints([
      NSLayoutConstraint(
        item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
        multiplier: 0.5, constant: 0),
      NSLayoutConstraint(
        item: v, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom,
        multiplier: 0.96, constant: 0),
      NSLayoutConstraint(
        item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
        multiplier: 0.5, constant: 0),
      v.widthAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    // x + 20 = 100 → x = 80; y = 0; y + h = 288 → h = 288.
    expectFrame(v, CGRect(x: 80, y: 0, width: 40, height: 288))
  }

  @Test func leadingAndTrailingFollowTheLayoutDirection() {
    // autolayout.md 1.4: right to left, leading is the right edge and values grow leftwards:
    // `a.leading == sv.leading + 10` puts a's right edge 10 from sv's right edge.
    for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
      let root = makeRoot(width: 400, height: 300)
      root.semanticContentAttribute = direction
      let a = addConstrained(UIView(), to: root)
      let b = addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        a.widthAnchor.constraint(equalToConstant: 100),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        b.topAnchor.constraint(equalTo: root.topAnchor),
        b.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      if direction == .forceLeftToRight {
        expectFrame(a, CGRect(x: 10, y: 0, width: 100, height: 10))
        // b from 10 + 100 + 8 = 118 to 400 − 20 = 380.
        expectFrame(b, CGRect(x: 118, y: 0, width: 262, height: 10))
      } else {
        // The mirror image: a from 400 − 110 = 290 to 390, b from 20 to 290 − 8 = 282.
        expectFrame(a, CGRect(x: 290, y: 0, width: 100, height: 10))
        expectFrame(b, CGRect(x: 20, y: 0, width: 262, height: 10))
      }
    }
  }

  @Test func aSubtreeMovedUnderAnotherDirectionIsReadAgain() {
    // autolayout.md 1.4: the direction is the first item's effective one, inherited from its
    // superviews. A panel constrained while a root (left to right by default), then moved
    // under a right-to-left view, mirrors: `a.leading == panel.leading + 10`, `a.width == 100`
    // in a 400-wide panel puts a at 400 − 10 − 100 = 290; moved under a left-to-right view
    // again, at 10. Moving under a view of the default direction changes nothing.
    let panel = makeRoot(width: 400, height: 100)
    let a = addConstrained(UIView(), to: panel)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.topAnchor.constraint(equalTo: panel.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    panel.layoutIfNeeded()
    expectFrame(a, CGRect(x: 10, y: 0, width: 100, height: 10))
    let rightToLeft = makeRoot(width: 400, height: 100)
    rightToLeft.semanticContentAttribute = .forceRightToLeft
    rightToLeft.addSubview(panel)
    rightToLeft.layoutIfNeeded()
    expectFrame(a, CGRect(x: 290, y: 0, width: 100, height: 10))
    let plain = makeRoot(width: 400, height: 100)
    plain.addSubview(panel)
    plain.layoutIfNeeded()
    expectFrame(a, CGRect(x: 10, y: 0, width: 100, height: 10))
    panel.removeFromSuperview()
    rightToLeft.addSubview(panel)
    rightToLeft.layoutIfNeeded()
    expectFrame(a, CGRect(x: 290, y: 0, width: 100, height: 10))
    // Taken out again it is a root of the default direction, at its next layout (removing a
    // view asks its old superview for layout, not the view itself).
    panel.removeFromSuperview()
    panel.setNeedsLayout()
    panel.layoutIfNeeded()
    expectFrame(a, CGRect(x: 10, y: 0, width: 100, height: 10))
  }

  @Test func rightToLeftMultipliersMirrorTheAxis() {
    // Mirrored, `a.trailing == 0.5 × sv.trailing` is `W − a.x == 0.5 × (W − 0)`: a.x = W / 2,
    // the mirror image of the left-to-right x + w = W / 2.
    let root = makeRoot(width: 400, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: a, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing,
        multiplier: 0.5, constant: 0),
      a.widthAnchor.constraint(equalToConstant: 60),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 200, y: 0, width: 60, height: 10))
  }

  @Test func marginAttributesReadTheLayoutMargins() {
    let root = makeRoot(width: 400, height: 300)
    root.layoutMargins = UIEdgeInsets(top: 11, left: 12, bottom: 13, right: 14)
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      // leftMargin = 12, rightMargin = 400 − 14, topMargin = 11, bottomMargin = 300 − 13.
      a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      a.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
    ])
    let b = addConstrained(UIView(), to: root)
    root.addConstraints([
      NSLayoutConstraint(
        item: b, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: b, attribute: .right, relatedBy: .equal, toItem: root, attribute: .rightMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: b, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: b, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin,
        multiplier: 1, constant: 0),
    ])
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 12, y: 11, width: 374, height: 276))
    expectFrame(b, CGRect(x: 12, y: 11, width: 374, height: 276))
    // Margins that change later move the views at the next layout.
    root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 20, y: 20, width: 360, height: 260))
    expectFrame(b, CGRect(x: 20, y: 20, width: 360, height: 260))
  }

  @Test func centreWithinMarginsIsTheMiddleOfTheMarginBox() {
    let root = makeRoot(width: 400, height: 300)
    root.layoutMargins = UIEdgeInsets(top: 10, left: 40, bottom: 30, right: 0)
    let a = addConstrained(UIView(), to: root)
    root.addConstraints([
      // centerXWithinMargins = 40 + (400 − 40 − 0) / 2 = 220; centerYWithinMargins =
      // 10 + (300 − 10 − 30) / 2 = 140.
      NSLayoutConstraint(
        item: a, attribute: .centerX, relatedBy: .equal, toItem: root,
        attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: a, attribute: .centerY, relatedBy: .equal, toItem: root,
        attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
      a.widthAnchor.constraint(equalToConstant: 20),
      a.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 210, y: 130, width: 20, height: 20))
  }

  @Test func safeAreaAndReadableGuides() {
    let root = makeRoot(width: 1024, height: 768)
    root.setSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    let bar = addConstrained(UIView(), to: root)
    let text = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      text.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      text.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(bar, CGRect(x: 0, y: 24, width: 1024, height: 44))
    // Readable width 672 centred in the margins (8 each side): 8 + (1008 − 672) / 2 = 176
    // (useyourloaf's measurement: 176 from each edge on a 1024-wide iPad).
    expectFrame(text, CGRect(x: 176, y: 768 - 20 - 10, width: 672, height: 10))
  }

  @Test func firstAndLastBaselines() {
    let root = makeRoot(width: 400, height: 300)
    let small = addConstrained(UILabel(), to: root)
    small.text = "Name"
    let big = addConstrained(UILabel(), to: root)
    big.text = "Title"
    big.font = .systemFont(ofSize: 34)
    let under = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
      under.topAnchor.constraint(equalTo: big.lastBaselineAnchor, constant: 4),
      under.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      under.widthAnchor.constraint(equalToConstant: 10),
      under.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // A label's first baseline lies an ascender below its top; its last a line height less
    // the ascender above its bottom (the font's metrics).
    let bigBaseline = 20 + big.font.ascender
    #expect(abs(small.frame.minY + small.font.ascender - bigBaseline) < 0.5)
    let bigLast = big.frame.maxY - (big.font.lineHeight - big.font.ascender)
    #expect(abs(under.frame.minY - (bigLast + 4)) < 0.5)
  }

  @Test func customGuidesAreSolvedAndPlaced() {
    // Two 50-wide views with a guide between them as wide as each outer gap.
    let root = makeRoot(width: 400, height: 100)
    let a = addConstrained(UIView(), to: root)
    let b = addConstrained(UIView(), to: root)
    let gap = UILayoutGuide()
    root.addLayoutGuide(gap)
    NSLayoutConstraint.activate([
      a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      gap.topAnchor.constraint(equalTo: root.topAnchor),
      gap.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    // The gap spans 70 to 400 − 70: 260.
    expectFrame(b, CGRect(x: 330, y: 0, width: 50, height: 5))
    expectRect(gap.layoutFrame, CGRect(x: 70, y: 0, width: 260, height: 1))
    #expect(!gap.hasAmbiguousLayout)
  }

  @Test func constraintsBetweenBranchesAreReadInTheCommonAncestor() {
    // a sits in left (origin 10, 20); b in right (origin 200, 40). b.leading == a.leading and
    // b.top == a.bottom + 5, read in root: b.x = 10 + 3 − 200 = −187 in right's coordinates.
    let root = makeRoot(width: 400, height: 300)
    let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let right = UIView(frame: CGRect(x: 200, y: 40, width: 100, height: 100))
    root.addSubview(left)
    root.addSubview(right)
    let a = addConstrained(UIView(), to: left)
    let b = addConstrained(UIView(), to: right)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 3),
      a.topAnchor.constraint(equalTo: left.topAnchor, constant: 4),
      a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
      b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalToConstant: 7),
    ])
    #expect(root.constraints.count == 3)
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 3, y: 4, width: 30, height: 30))
    // a's bottom in root: 20 + 34 = 54; + 5 = 59 → 59 − 40 = 19 in right's coordinates.
    expectFrame(b, CGRect(x: 13 - 200, y: 19, width: 30, height: 7))
    // Moving a held container moves what is constrained to views inside it.
    left.frame.origin.x = 50
    root.layoutIfNeeded()
    expectFrame(b, CGRect(x: 53 - 200, y: 19, width: 30, height: 7))
  }

  @Test func systemSpacing() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let b = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
      // The standard spacing between siblings is 8 points: twice it is 16.
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(b, CGRect(x: 26, y: 18, width: 10, height: 10))
  }

  @Test func constraintsAreListedOnTheirHolders() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let width = a.widthAnchor.constraint(equalToConstant: 10)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    #expect(!width.isActive && root.constraints.isEmpty)
    NSLayoutConstraint.activate([width, leading])
    #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(leading)])
    #expect(a.constraintsAffectingLayout(for: .horizontal).count == 2)
    #expect(a.constraintsAffectingLayout(for: .vertical).isEmpty)
    root.removeConstraint(leading)
    #expect(!leading.isActive && root.constraints.isEmpty)
    NSLayoutConstraint.deactivate([width])
    #expect(a.constraints.isEmpty)
    // The anchors a constraint was made from.
    #expect(leading.firstAnchor.item === a && leading.secondAnchor?.item === root)
    #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading)
  }
}
