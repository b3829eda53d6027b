import Geometry
import PinEngine
import Testing

/// A minimal tree that is not a `UIView`: the engine needs only `Layoutable`.
private final class Node: Layoutable {
  typealias View = Node

  weak var pinSuperview: Node?
  var pinSubviews: [Node] = []
  var pinRect: Rect
  var pinIsLeftToRight = true
  var pinDisplayScale = 0.0  // no rounding
  var pinIsVisible = true
  var pinDescription: String { "Node" }
  var measure: (Size) -> Size = { _ in .zero }

  init(_ rect: Rect) { pinRect = rect }

  func add(_ child: Node) {
    pinSubviews.append(child)
    child.pinSuperview = self
  }

  func pinSizeThatFits(_ size: Size) -> Size { measure(size) }

  func pinConvert(_ point: Point, to view: Node) -> Point {
    func origin(_ node: Node) -> Point {
      var x = 0.0
      var y = 0.0
      var current = node
      while let parent = current.pinSuperview {
        x += current.pinRect.minX
        y += current.pinRect.minY
        current = parent
      }
      return Point(x: x, y: y)
    }
    let from = origin(self)
    let to = origin(view)
    return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }
}

@Suite struct EngineTests {
  @Test func theEngineRunsOnAnyLayoutable() {
    PinSettingsStore.$current.withValue(PinSettingsStore()) {
      let root = Node(Rect(x: 0, y: 0, width: 300, height: 200))
      let a = Node(Rect(x: 10, y: 10, width: 50, height: 20))
      let b = Node(Rect(x: 0, y: 0, width: 1, height: 1))
      root.add(a)
      root.add(b)
      var core = PinCore(view: b)
      core.below(of: [a], aligned: .left, { "below" })  // top 30, left 10
      core.right(.points(10), { "right" })  // right edge at 290 → width 280
      core.height(.percent(10), { "height" })  // 10% of 200
      core.margins(top: .points(5), { "margin" })
      core.apply()
      #expect(b.pinRect == Rect(x: 10, y: 35, width: 280, height: 20))
    }
  }

  @Test func scaleZeroMeansNoRounding() {
    PinSettingsStore.$current.withValue(PinSettingsStore()) {
      let root = Node(Rect(x: 0, y: 0, width: 300, height: 200))
      let a = Node(Rect(x: 0, y: 0, width: 10, height: 10))
      root.add(a)
      a.measure = { size in Size(width: size.width, height: 1000 / size.width) }
      var core = PinCore(view: a)
      core.width(.points(30), { "width" })
      core.sizeToFit(.width, { "sizeToFit" })  // 1000 / 30, not rounded
      core.apply()
      #expect(a.pinRect.height == 1000.0 / 30)
    }
  }

  @Test func roundingHelper() {
    // Scale 2: 10.3 → 20.6 px → 21 → 10.5; 33.33 → 66.66 px → up to 67 → 33.5.
    let rounded = PinCore<Node>.roundedToDisplayScale(
      Rect(x: 10.3, y: -0.3, width: 33.33, height: 0.1), scale: 2)
    #expect(rounded == Rect(x: 10.5, y: -0.5, width: 33.5, height: 0.5))
  }
}
