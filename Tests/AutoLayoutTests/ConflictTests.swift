import Foundation
import Testing

@testable import UIKitViews

// Conflicts (autolayout.md 6.1): the layout completes, one constraint is broken by the
// documented rule (the one whose addition made the required constraints infeasible), the
// message in UIKit's words lists the conflicting set and the one broken, and nothing else is
// lost. Ambiguity (autolayout.md 6.3): `hasAmbiguousLayout` when the frame is not fixed.

@Suite struct ConflictTests {
  @Test func conflictingRequiredConstraintsBreakTheLastOne() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
    let narrow = a.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let wide = a.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    let (_, diagnostics) = UIKitDiagnostics.record {
      NSLayoutConstraint.activate([
        leading, a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
      ])
      root.layoutIfNeeded()
    }
    #expect(diagnostics.count == 1)
    let message = diagnostics.first?.message ?? ""
    #expect(diagnostics.first?.kind == .unsatisfiableConstraints)
    #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(message.contains("Probably at least one of the constraints in the following list"))
    #expect(message.contains("'narrow'") && message.contains("'wide'"))
    #expect(!message.contains("NSAutoresizingMaskLayoutConstraint"))
    let broken = message.components(separatedBy: "Will attempt to recover by breaking constraint")
    #expect(broken.count == 2 && broken[1].contains("'wide'") && !broken[1].contains("'narrow'"))
    #expect(message.contains("UIViewAlertForUnsatisfiableConstraints"))
    // The layout completed with the others held; the broken one stays active.
    expectFrame(a, CGRect(x: 5, y: 0, width: 100, height: 10))
    #expect(wide.isActive && wide.isBroken && !narrow.isBroken)
    // Once the other leaves, the broken one holds.
    narrow.isActive = false
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 5, y: 0, width: 200, height: 10))
    #expect(!wide.isBroken)
  }

  @Test func aHeldViewsFrameInTheConflictAddsUIKitsNote() {
    let root = makeRoot()
    let held = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(held)
    let other = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.heightAnchor.constraint(equalToConstant: 5),
      other.widthAnchor.constraint(equalTo: held.widthAnchor),
    ])
    let (_, diagnostics) = UIKitDiagnostics.record {
      root.layoutIfNeeded()
      // A view still translating its autoresizing mask cannot also be sized by constraints.
      held.widthAnchor.constraint(equalToConstant: 80).isActive = true
      root.layoutIfNeeded()
    }
    #expect(diagnostics.count == 1)
    let message = diagnostics.first?.message ?? ""
    #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
    #expect(message.contains("h=--& v=--&"))
    #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    expectFrame(held, CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(other.frame.width == 50)
  }

  @Test func aConstantThatConflictsBreaksItsConstraint() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let b = addConstrained(UIView(), to: root)
    let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      b.widthAnchor.constraint(equalToConstant: 100), gap,
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    let (_, first) = UIKitDiagnostics.record { root.layoutIfNeeded() }
    // 100 + 10 + 100 ≠ 400: the gap, added last of the four, is broken.
    #expect(first.count == 1 && gap.isBroken)
    expectFrame(b, CGRect(x: 300, y: 0, width: 100, height: 10))
    // A constant that fits makes it hold again.
    gap.constant = 200
    root.layoutIfNeeded()
    #expect(!gap.isBroken)
    expectFrame(b, CGRect(x: 300, y: 0, width: 100, height: 10))
    // A constant that does not breaks it and reports.
    let (_, second) = UIKitDiagnostics.record {
      gap.constant = 10
      root.layoutIfNeeded()
    }
    #expect(second.count == 1 && gap.isBroken)
  }

  @Test func ambiguity() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    a.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(a.hasAmbiguousLayout)  // no top, width or height
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!a.hasAmbiguousLayout)
    // A label's intrinsic size fixes its size.
    let label = addConstrained(UILabel(), to: root)
    label.text = "Sized"
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(!label.hasAmbiguousLayout)
    // Two optional constraints of one priority that cannot both hold leave a tie.
    let b = addConstrained(UIView(), to: root)
    let w1 = b.widthAnchor.constraint(equalToConstant: 10)
    let w2 = b.widthAnchor.constraint(equalToConstant: 20)
    w1.priority = .defaultLow
    w2.priority = .defaultLow
    NSLayoutConstraint.activate([
      w1, w2, b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.heightAnchor.constraint(equalToConstant: 1),
    ])
    #expect(b.hasAmbiguousLayout)
    // Held views are never ambiguous; a placed view that nothing reaches is.
    #expect(!UIView().hasAmbiguousLayout)
    let loose = addConstrained(UIView(), to: root)
    #expect(loose.hasAmbiguousLayout)
  }
}
