import Foundation
import Testing

@testable import UIKitViews

// The layout pass (autolayout.md 5.1): `updateConstraints()` leaves first where asked, then
// `layoutSubviews()` top down, the default implementation applying the engine's frames before
// a subclass's own code; views held by their autoresizing masks keep their frames
// (autolayout.md 4).

@Suite struct LayoutPassTests {
  /// A view whose `layoutSubviews()` reads its subviews' frames after `super`, as Pin and
  /// FlexLayout code does.
  final class ReadingView: UIView {
    var seen: [CGRect] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      seen = subviews.map(\.frame)
    }
  }

  @Test func codeAfterSuperSeesTheEngineFrames() {
    let root = ReadingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(root.seen == [CGRect(x: 10, y: 0, width: 180, height: 30)])
  }

  /// Records the order of `updateConstraints()` calls.
  final class UpdatingView: UIView {
    let log: Log
    let tag2: String
    init(_ tag: String, log: Log) {
      self.log = log
      self.tag2 = tag
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func updateConstraints() {
      log.entries.append(tag2)
      super.updateConstraints()
    }
  }

  final class Log { var entries: [String] = [] }

  @Test func updateConstraintsRunsLeavesFirst() {
    let log = Log()
    let root = UpdatingView("root", log: log)
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = UpdatingView("child", log: log)
    let grandchild = UpdatingView("grandchild", log: log)
    root.addSubview(child)
    child.addSubview(grandchild)
    for view in [root, child, grandchild] { view.setNeedsUpdateConstraints() }
    root.layoutIfNeeded()
    #expect(log.entries == ["grandchild", "child", "root"])
    // Not asked again, not called again.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.entries.count == 3)
  }

  @Test func constraintsMadeInUpdateViewConstraintsLayOutInTheSamePass() {
    final class Controller: UIViewController {
      let box = UIView()
      var didSetUp = false
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        view.setNeedsUpdateConstraints()
      }
      override func updateViewConstraints() {
        if !didSetUp {
          box.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
          ])
          didSetUp = true
        }
        super.updateViewConstraints()
      }
    }
    let controller = Controller()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.contentScaleFactor = 2
    controller.view.layoutIfNeeded()
    #expect(controller.didSetUp)
    expectFrame(controller.box, CGRect(x: 137.5, y: 283.5, width: 100, height: 100))
  }

  @Test func aNewConstantMovesViewsAtTheNextLayout() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.minY == 10)
    top.constant = 40
    #expect(a.frame.minY == 10)  // not before the layout pass
    root.layoutIfNeeded()
    #expect(a.frame.minY == 40)
    // From a subview too: the pass starts at the topmost view that needs layout.
    top.constant = 50
    a.layoutIfNeeded()
    #expect(a.frame.minY == 50)
  }

  @Test func heldViewsKeepTheirFramesAndOthersFollowThem() {
    let root = makeRoot()
    let held = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
    root.addSubview(held)
    let follower = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: held.trailingAnchor, constant: 5),
      follower.topAnchor.constraint(equalTo: held.topAnchor),
      follower.widthAnchor.constraint(equalTo: held.widthAnchor),
      follower.heightAnchor.constraint(equalTo: held.heightAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(held, CGRect(x: 30, y: 40, width: 50, height: 60))
    expectFrame(follower, CGRect(x: 85, y: 40, width: 50, height: 60))
    held.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    root.layoutIfNeeded()
    expectFrame(follower, CGRect(x: 25, y: 0, width: 20, height: 10))
    // Turning the translation off lets the constraints place it.
    held.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      held.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      held.topAnchor.constraint(equalTo: root.topAnchor),
      held.widthAnchor.constraint(equalToConstant: 30),
      held.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    expectFrame(held, CGRect(x: 100, y: 0, width: 30, height: 30))
    expectFrame(follower, CGRect(x: 135, y: 0, width: 30, height: 30))
  }

  @Test func aResizedRootLaysOutAgain() {
    let root = makeRoot(width: 400, height: 300)
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 10, y: 0, width: 180, height: 100))
  }

  @Test func framesLandOnThePixelGrid() {
    // Auto Layout rounds frames to the nearest pixel (a 950.25 origin becomes 950.5 at 2x).
    let root = makeRoot(width: 100, height: 100, scale: 2)
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.25),
      a.widthAnchor.constraint(equalToConstant: 20.2),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.2),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Edges: 10.25 → 10.5, 30.45 → 30.5; 0.2 → 0, 10.2 → 10.
    expectFrame(a, CGRect(x: 10.5, y: 0, width: 20, height: 10), tolerance: 1e-9)
  }

  @Test func requiresConstraintBasedLayoutRunsUpdateConstraints() {
    final class Needy: UIView {
      var updates = 0
      override class var requiresConstraintBasedLayout: Bool { true }
      override func updateConstraints() {
        updates += 1
        super.updateConstraints()
      }
    }
    let root = makeRoot()
    let needy = Needy()
    root.addSubview(needy)
    root.layoutIfNeeded()
    #expect(needy.updates == 1)
  }

  @Test func nothingPendingRunsNothing() {
    let root = ReadingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    root.seen = []
    root.layoutIfNeeded()
    #expect(root.seen.isEmpty)
  }
}

@Suite struct ScrollViewContentTests {
  @Test func edgesOfAScrollViewAreItsContentArea() {
    // Apple's "Working with Scroll Views": constraints between a scroll view's edges and its
    // content attach to the content area, widths to the frame. A column as wide as the
    // scroll view, 20 around a wrapping label: the content size follows the label.
    let root = makeRoot(width: 320, height: 480)
    let scrollView = addConstrained(UIScrollView(), to: root)
    let column = addConstrained(UIView(), to: scrollView)
    let label = addConstrained(UILabel(), to: column)
    label.numberOfLines = 0
    label.text = String(
      repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 30)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      column.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      column.topAnchor.constraint(equalTo: scrollView.topAnchor),
      column.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      column.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      label.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: column.topAnchor, constant: 20),
      label.bottomAnchor.constraint(equalTo: column.bottomAnchor, constant: -20),
    ])
    root.layoutIfNeeded()
    let wrapped = label.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude))
    #expect(wrapped.height > 480)
    expectFrame(scrollView, CGRect(x: 0, y: 0, width: 320, height: 480))
    expectFrame(column, CGRect(x: 0, y: 0, width: 320, height: wrapped.height + 40))
    #expect(scrollView.contentSize == CGSize(width: 320, height: wrapped.height + 40))
    expectFrame(label, CGRect(x: 20, y: 20, width: 280, height: wrapped.height))
    // Scrolling moves the bounds, not the content's frames.
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    root.layoutIfNeeded()
    expectFrame(column, CGRect(x: 0, y: 0, width: 320, height: wrapped.height + 40))
    #expect(scrollView.contentSize == CGSize(width: 320, height: wrapped.height + 40))
  }

  @Test func aScrollViewsOwnSizeAndCentreStayItsFrames() {
    // Widths, heights and centres of the scroll view itself are its frame's (Apple's
    // "Working with Scroll Views"): a box half the scroll view's width, centred on it, 30 from
    // the content's top; the content's height from a spacer 500 high under it.
    let root = makeRoot(width: 300, height: 400)
    let scrollView = addConstrained(UIScrollView(), to: root)
    let box = addConstrained(UIView(), to: scrollView)
    let spacer = addConstrained(UIView(), to: scrollView)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.widthAnchor.constraint(equalToConstant: 200),
      scrollView.heightAnchor.constraint(equalToConstant: 300),
      box.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 0.5),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
      box.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 30),
      spacer.topAnchor.constraint(equalTo: box.bottomAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 500),
      spacer.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      spacer.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 200),
      spacer.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // The box: 0.5 × 200 = 100 wide, centred on the frame's centre (100): x = 50.
    expectFrame(box, CGRect(x: 50, y: 30, width: 100, height: 40))
    // The content: 200 wide (the spacer), 30 + 40 + 500 = 570 high.
    expectFrame(spacer, CGRect(x: 0, y: 70, width: 200, height: 500))
    #expect(scrollView.contentSize == CGSize(width: 200, height: 570))
  }

  @Test func contentReadOutsideItsScrollViewMovesWithTheOffset() {
    // UIKit reads a constraint in its holder's coordinates, converting each item's frame up
    // through its superviews' bounds (`convert(_:to:)`: origin + superview's frame origin −
    // superview's bounds origin), so content read outside its scroll view moves with the
    // content offset, while the frame guide (the scroll view's bounds) stays in place.
    // A row at y = 500 in a scroll view at y = 100: a badge outside, top to the row's top, is
    // at 100 + 500 − offset; a pin 5 below the frame guide's top is at 100 + 5 at any offset.
    let root = makeRoot(width: 400, height: 800)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
    scrollView.contentSize = CGSize(width: 400, height: 1000)
    root.addSubview(scrollView)
    let row = UIView(frame: CGRect(x: 0, y: 500, width: 400, height: 50))
    scrollView.addSubview(row)
    let badge = addConstrained(UIView(), to: root)
    let pin = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: row.topAnchor),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
      pin.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 5),
      pin.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
      pin.widthAnchor.constraint(equalToConstant: 20),
      pin.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(badge, CGRect(x: 10, y: 600, width: 20, height: 20))
    expectFrame(pin, CGRect(x: 40, y: 105, width: 20, height: 20))
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    root.layoutIfNeeded()
    expectFrame(badge, CGRect(x: 10, y: 400, width: 20, height: 20))
    expectFrame(pin, CGRect(x: 40, y: 105, width: 20, height: 20))
    // Horizontally as well: the row's leading read outside, at offset x = 30.
    let marker = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      marker.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 100),
      marker.topAnchor.constraint(equalTo: root.topAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    scrollView.contentOffset = CGPoint(x: 30, y: 200)
    root.layoutIfNeeded()
    expectFrame(marker, CGRect(x: 0 + 0 - 30 + 100, y: 0, width: 10, height: 10))
    expectFrame(badge, CGRect(x: 10, y: 400, width: 20, height: 20))
  }
}
