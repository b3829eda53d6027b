import PinEngine
import UIKitViews

// justify, align and pinEdges: plain assignments, the last call wins.
extension PinLayout {
  /// Places a view narrower than its left-right span (default `.left`, even right to left).
  ///
  /// Effective only with both the left and right edges and a width, or with `pinEdges()`, a
  /// width and one edge; otherwise a warning.
  @discardableResult public func justify(_ value: HorizontalAlign) -> PinLayout {
    core.justify(value)
    return self
  }

  /// Places a view shorter than its top-bottom span (default `.top`).
  ///
  /// Effective only with both the top and bottom edges and a height, or with `pinEdges()`, a
  /// height and one edge; otherwise a warning.
  @discardableResult public func align(_ value: VerticalAlign) -> PinLayout {
    core.align(value)
    return self
  }

  /// Turns an edge plus a size into two edges, so that the margins shrink the view instead of
  /// moving it (and `justify`/`align` apply).
  @discardableResult public func pinEdges() -> PinLayout {
    core.pinEdges()
    return self
  }
}
