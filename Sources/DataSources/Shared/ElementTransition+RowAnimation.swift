import Geometry
import SectionedData

extension ElementTransition {
  /// The appearing element entering with a row animation: it slides in from the side the
  /// animation names (by its own width or height), grows from its middle, fades, or appears at
  /// once.
  ///
  /// UIKit's exact curves are not public; the motions are documented approximations (slides
  /// also fade, as UIKit's do on screen).
  func entering(with animation: RowAnimation) -> ElementTransition {
    var result = self
    result.startFrame = Self.offstage(endFrame, animation)
    result.fades = animation != .none
    return result
  }

  /// The disappearing element leaving with a row animation (the mirror of ``entering(with:)``).
  func leaving(with animation: RowAnimation) -> ElementTransition {
    var result = self
    result.endFrame = Self.offstage(startFrame, animation)
    result.fades = animation != .none
    return result
  }

  /// Where a row animation starts an entering row (or ends a leaving one), from its frame.
  static func offstage(_ frame: Rect, _ animation: RowAnimation) -> Rect {
    switch animation {
    case .left:
      Rect(x: frame.minX - frame.width, y: frame.minY, width: frame.width, height: frame.height)
    case .right:
      Rect(x: frame.minX + frame.width, y: frame.minY, width: frame.width, height: frame.height)
    case .top:
      Rect(x: frame.minX, y: frame.minY - frame.height, width: frame.width, height: frame.height)
    case .bottom:
      Rect(x: frame.minX, y: frame.minY + frame.height, width: frame.width, height: frame.height)
    case .middle:
      Rect(x: frame.minX, y: frame.minY + frame.height / 2, width: frame.width, height: 0)
    case .fade, .none, .automatic: frame
    }
  }
}
