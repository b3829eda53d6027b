import Foundation
import Testing

@testable import UIKitViews

/// The view tree's edits and their callbacks, as UIKit makes them.
@Suite struct HierarchyTests {
  final class Recorder: UIView {
    var log: [String] = []
    required init?(coder: NSCoder) { nil }
    override init(frame: CGRect) { super.init(frame: frame) }
    override func willMove(toSuperview newSuperview: UIView?) {
      log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
      log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
  }

  @Test func movingIntoAndOutOfAWindowCallsBack() {
    let window = UIWindow(device: .iPhoneSE)
    let view = Recorder(frame: .zero)
    window.addSubview(view)
    view.removeFromSuperview()
    #expect(
      view.log == [
        "willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview",
        "didMoveToWindow", "willMove(toSuperview: nil)", "willMove(toWindow: nil)",
        "didMoveToSuperview", "didMoveToWindow",
      ])
    #expect(view.window == nil)
  }

  @Test func orderingSubviews() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, belowSubview: b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    root.bringSubviewToFront(a)
    #expect(root.subviews.last === a)
    root.sendSubviewToBack(a)
    #expect(root.subviews.first === a)
    root.insertSubview(a, aboveSubview: b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews.first === a && root.subviews.last === c)
    root.exchangeSubview(at: 0, withSubviewAt: 9)  // out of range: nothing
    #expect(root.subviews.count == 3)
  }

  @Test func addingAViewToItsOwnSubtreeIsRefusedWithADiagnostic() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let (_, diagnostics) = UIKitDiagnostics.record {
      child.addSubview(root)
      root.addSubview(root)
    }
    #expect(root.superview == nil && child.subviews.isEmpty && root.subviews.count == 1)
    #expect(diagnostics.map(\.kind) == [.hierarchyCycle, .hierarchyCycle])
  }

  @Test func tagsAndWindowsAreFoundUpAndDownTheTree() {
    let window = UIWindow(device: .iPhone15)
    let container = UIView()
    let tagged = UIView()
    tagged.tag = 7
    window.addSubview(container)
    container.addSubview(tagged)
    #expect(window.viewWithTag(7) === tagged)
    #expect(tagged.window === window)
    #expect(tagged.nearestCommonAncestor(with: container) === container)
    #expect(tagged.contentScaleFactor == 3)  // the window's device scale
  }

  @Test func aPassLaysOutEachViewOnceParentFirstAndOnlyWhatIsDirty() {
    final class Counting: UIView {
      nonisolated(unsafe) static var order: [String] = []
      required init?(coder: NSCoder) { nil }
      init(_ name: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        self.name = name
      }
      override func layoutSubviews() {
        Counting.order.append(name ?? "")
        // The parent resizes its child during its own layout: the child is laid out after it,
        // in the same pass, and the parent is not asked again.
        if name == "a" { subviews.first?.frame.size.width += 1 }
      }
    }
    let root = Counting("root")
    let a = Counting("a")
    let b = Counting("b")
    let a1 = Counting("a1")
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(a1)
    root.layoutIfNeeded()
    #expect(Counting.order == ["root", "a", "a1", "b"])
    Counting.order = []
    root.layoutIfNeeded()
    #expect(Counting.order.isEmpty)
    a1.setNeedsLayout()
    b.setNeedsLayout()
    a1.layoutIfNeeded()  // from a1: only a1 (its ancestors are clean)
    #expect(Counting.order == ["a1"])
    root.layoutIfNeeded()
    #expect(Counting.order == ["a1", "b"])
  }
}
