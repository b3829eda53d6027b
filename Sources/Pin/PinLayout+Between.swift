import PinEngine
import UIKitViews

// Between two views: both edges of one axis pinned to the gap.
extension PinLayout {
  /// Pins the left and right edges to the gap between `view1` and `view2` (in either order),
  /// aligned vertically with `view1`; overlapping views leave the view alone, with a warning.
  @discardableResult public func horizontallyBetween(
    _ view1: UIView, and view2: UIView, aligned: VerticalAlign = .none
  ) -> PinLayout {
    core.horizontallyBetween(
      view1, and: view2, aligned: aligned,
      {
        betweenContext(
          "horizontallyBetween", view1, view2, aligned == .none ? nil : aligned.description)
      })
    return self
  }

  /// Pins the top and bottom edges to the gap between `view1` and `view2` (in either order),
  /// aligned horizontally with `view1`; overlapping views leave the view alone, with a warning.
  @discardableResult public func verticallyBetween(
    _ view1: UIView, and view2: UIView, aligned: HorizontalAlign = .none
  ) -> PinLayout {
    core.verticallyBetween(
      view1, and: view2, aligned: aligned,
      {
        betweenContext(
          "verticallyBetween", view1, view2, aligned == .none ? nil : aligned.description)
      })
    return self
  }

  private func betweenContext(
    _ method: String, _ view1: UIView, _ view2: UIView, _ aligned: String?
  ) -> String {
    "\(method)(\(describe(view1)), \(describe(view2))"
      + (aligned.map { ", aligned: .\($0))" } ?? ")")
  }
}
