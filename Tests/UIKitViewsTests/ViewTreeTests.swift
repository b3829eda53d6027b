import Foundation
import Testing

@testable import UIKitViews

@Suite struct ViewTreeTests {
  @Test func addingAndRemovingSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    let b = UIView()
    root.addSubview(a)
    root.addSubview(b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(a.superview === root)
    a.addSubview(b)  // moves b under a
    #expect(root.subviews.count == 1 && a.subviews.first === b)
    b.removeFromSuperview()
    #expect(b.superview == nil && a.subviews.isEmpty)
  }

  @Test func cyclesAreRefused() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    child.addSubview(root)
    child.addSubview(child)
    #expect(root.superview == nil && child.subviews.isEmpty)
  }

  @Test func boundsAndCentre() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)  // keeps the centre
    #expect(view.frame == CGRect(x: 40, y: 40, width: 40, height: 10))
  }

  @Test func convertingBetweenViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let b = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    let c = UIView(frame: CGRect(x: 100, y: 300, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    root.addSubview(c)
    // b's origin in root: 10 + 5, 20 + 7; in c: 15 − 100, 27 − 300.
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 27))
    #expect(b.convert(CGPoint.zero, to: c) == CGPoint(x: -85, y: -273))
    #expect(c.convert(CGPoint(x: 1, y: 1), from: b) == CGPoint(x: -84, y: -272))
  }

  @Test func safeAreaOfAChildIsTheOverlapWithItsParents() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.setSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let child = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 792))
    root.addSubview(child)
    // Top: 44 − 20 = 24; bottom: 34 − (812 − 812) = 34.
    #expect(child.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 34, right: 0))
    #expect(child.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 24, width: 375, height: 734))
  }

  @Test func layoutDirectionIsInheritedUnlessForced() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    child.semanticContentAttribute = .forceLeftToRight
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test func layoutIfNeededRunsLayoutSubviewsTopDown() {
    final class Recorder: UIView {
      required init?(coder: NSCoder) { nil }

      init(_ name: String) {
        super.init(frame: .zero)
        self.name = name
      }
      override func layoutSubviews() { Recorder.log.append(name ?? "") }
      nonisolated(unsafe) static var log: [String] = []
    }
    let root = Recorder("root")
    root.addSubview(Recorder("child"))
    root.layoutIfNeeded()
    root.layoutIfNeeded()  // nothing needs layout the second time
    #expect(Recorder.log == ["root", "child"])
  }

  @Test func labelsMeasureTheirTextAndRoundUpToTheScale() {
    let label = UILabel()
    label.contentScaleFactor = 2
    label.text = "김치 불고기"
    label.font = .systemFont(ofSize: 10)
    // One line: 20 + 2.78 + 30 = 52.78, rounded up to the half point: 53; height 12.
    #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 53, height: 12))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 30, height: 1000)) == CGSize(width: 30, height: 24))
    // One line cut at the tail ("김치 …" drawn): the line takes the whole proposed width.
    label.numberOfLines = 1
    #expect(label.sizeThatFits(CGSize(width: 30, height: 1000)) == CGSize(width: 30, height: 12))
    label.text = nil
    #expect(label.sizeThatFits(CGSize(width: 30, height: 30)) == .zero)
  }

  @Test func imageViewsMeasureAsTheirImage() {
    let view = UIImageView(image: UIImage(size: CGSize(width: 80, height: 60)))
    #expect(view.frame.size == CGSize(width: 80, height: 60))
    #expect(view.sizeThatFits(.zero) == CGSize(width: 80, height: 60))
  }

  @Test func measuringClosure() {
    let view = UIView()
    view.sizeThatFitsHandler = { CGSize(width: $0.width / 2, height: 10) }
    #expect(view.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 50, height: 10))
    view.sizeToFit()
    #expect(view.frame.size == CGSize(width: 0, height: 10))
  }
}
