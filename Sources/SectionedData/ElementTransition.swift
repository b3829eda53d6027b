// One element's part in a transition between two layouts.

import Geometry

/// How one element takes part in a transition between an old and a new layout.
public struct ElementTransition: Hashable, Sendable {
  /// What happens to the element.
  public enum Kind: Hashable, Sendable {
    /// New: fades in at its new frame.
    case appearing
    /// Removed: fades out at its old frame.
    case disappearing
    /// Kept with the same content: slides from its old frame to its new one (which may be equal).
    case moving
    /// Kept with changed content: slides like a move while its old content cross-fades to the new.
    case updated
  }

  /// What happens to the element.
  public var kind: Kind
  /// The element's path in the old data, if it was there.
  public var oldPath: ItemPath?
  /// The element's path in the new data, if it is there.
  public var newPath: ItemPath?
  /// The frame at progress 0.
  public var startFrame: Rect
  /// The frame at progress 1.
  public var endFrame: Rect

  /// Creates an element transition.
  public init(
    kind: Kind, oldPath: ItemPath?, newPath: ItemPath?, startFrame: Rect, endFrame: Rect
  ) {
    self.kind = kind
    self.oldPath = oldPath
    self.newPath = newPath
    self.startFrame = startFrame
    self.endFrame = endFrame
  }

  /// The element's frame and opacities at eased progress `value` (0 start, 1 end).
  ///
  /// Frames interpolate linearly in `value` (which may overshoot with a Bézier curve);
  /// opacities are clamped to 0…1.
  public func state(atEasedProgress value: Double) -> ElementState {
    let frame = Rect(
      x: Self.mix(startFrame.minX, endFrame.minX, value),
      y: Self.mix(startFrame.minY, endFrame.minY, value),
      width: Self.mix(startFrame.width, endFrame.width, value),
      height: Self.mix(startFrame.height, endFrame.height, value))
    let fade = min(max(value, 0), 1)
    switch kind {
    case .appearing:
      return ElementState(frame: frame, oldContentOpacity: 0, newContentOpacity: fade)
    case .disappearing:
      return ElementState(frame: frame, oldContentOpacity: 1 - fade, newContentOpacity: 0)
    case .moving:
      return ElementState(frame: frame, oldContentOpacity: 0, newContentOpacity: 1)
    case .updated:
      return ElementState(frame: frame, oldContentOpacity: 1 - fade, newContentOpacity: fade)
    }
  }

  /// Linear interpolation from `start` to `end`.
  static func mix(_ start: Double, _ end: Double, _ value: Double) -> Double {
    value == 1 ? end : start + (end - start) * value
  }
}

/// An element at one moment of a transition: where it is and how visible its contents are.
///
/// An element shows its old content, its new content, or both during a cross-fade; a moving
/// element shows one content (counted as new) at full opacity.
public struct ElementState: Hashable, Sendable {
  /// The frame at this moment.
  public var frame: Rect
  /// The opacity of the old content (fading out), 0…1.
  public var oldContentOpacity: Double
  /// The opacity of the new content (fading in), 0…1.
  public var newContentOpacity: Double

  /// Creates an element state.
  public init(frame: Rect, oldContentOpacity: Double, newContentOpacity: Double) {
    self.frame = frame
    self.oldContentOpacity = oldContentOpacity
    self.newContentOpacity = newContentOpacity
  }

  /// The element's overall opacity: the larger of its two contents' opacities.
  public var opacity: Double { max(oldContentOpacity, newContentOpacity) }
}
