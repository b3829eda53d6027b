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

  /// An element of a layout: an item, or a section-level element (a header, footer or
  /// background) standing for its section.
  public enum Element: Hashable, Sendable {
    /// The item at a path.
    case item(ItemPath)
    /// The section-level element of the section at an index.
    case section(Int)
  }

  /// What happens to the element.
  public var kind: Kind
  /// The element in the old data, if it was there.
  public var old: Element?
  /// The element in the new data, if it is there.
  public var new: Element?
  /// The frame at progress 0.
  public var startFrame: Rect
  /// The frame at progress 1.
  public var endFrame: Rect
  /// Whether an appearing, disappearing or updated element fades; without it, it shows at full
  /// opacity for the whole transition (a slide, or UIKit's `.none` row animation).
  public var fades: Bool

  /// Creates an element transition.
  public init(
    kind: Kind, old: Element?, new: Element?, startFrame: Rect, endFrame: Rect, fades: Bool = true
  ) {
    self.kind = kind
    self.old = old
    self.new = new
    self.startFrame = startFrame
    self.endFrame = endFrame
    self.fades = fades
  }

  /// The item's path in the old data, if the element is an item that was there.
  public var oldPath: ItemPath? {
    if case .item(let path)? = old { return path }
    return nil
  }

  /// The item's path in the new data, if the element is an item that is there.
  public var newPath: ItemPath? {
    if case .item(let path)? = new { return path }
    return nil
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
    let fade = fades ? min(max(value, 0), 1) : 1
    switch kind {
    case .appearing:
      return ElementState(frame: frame, oldContentOpacity: 0, newContentOpacity: fade)
    case .disappearing:
      let remaining = fades ? 1 - fade : (value < 1 ? 1 : 0)
      return ElementState(frame: frame, oldContentOpacity: remaining, newContentOpacity: 0)
    case .moving:
      return ElementState(frame: frame, oldContentOpacity: 0, newContentOpacity: 1)
    case .updated:
      return ElementState(
        frame: frame, oldContentOpacity: fades ? 1 - fade : 0, newContentOpacity: fade)
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
