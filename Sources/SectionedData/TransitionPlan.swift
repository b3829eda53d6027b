// The plan of an animated transition between two layouts of two versions of the data.

import Geometry

/// An animated transition between the old and the new layout: one plan per element.
///
/// Frames come from any layout, keyed by item path, so no layout module is needed:
///
/// ```swift
/// let difference = try Diff.sectionedDifference(from: oldSections, to: newSections)
/// let plan = TransitionPlan(
///   oldFrames: oldLayout, newFrames: newLayout, identityMap: difference.identityMap,
///   curve: .easeInOut)
/// for state in plan.states(at: 0.5) { draw(state.frame, opacity: state.opacity) }
/// ```
public struct TransitionPlan: Hashable, Sendable {
  /// Every element's transition: old items in old order, then inserted items in new order.
  public var elements: [ElementTransition]
  /// The timing curve applied to progress.
  public var curve: TimingCurve

  /// Creates a plan from an explicit list of element transitions.
  public init(elements: [ElementTransition], curve: TimingCurve = .easeInOut) {
    self.elements = elements
    self.curve = curve
  }

  /// Plans the transition from the old frames to the new ones, pairing items by identity.
  ///
  /// A paired item with both frames moves (or cross-fades when its content changed); an
  /// item with only an old frame disappears, one with only a new frame appears; an item with
  /// no frame (not laid out, off screen) is left out. Frames for paths outside the data are
  /// ignored.
  ///
  /// - Parameters:
  ///   - oldFrames: The old layout: each old item's frame.
  ///   - newFrames: The new layout: each new item's frame.
  ///   - identityMap: The diff's identity map between the two versions.
  ///   - curve: The timing curve.
  /// - Complexity: O(n) for n items.
  public init(
    oldFrames: [ItemPath: Rect], newFrames: [ItemPath: Rect], identityMap: IdentityMap,
    curve: TimingCurve = .easeInOut
  ) {
    var elements: [ElementTransition] = []
    for match in identityMap.itemMatches {
      let oldFrame = match.oldPath.flatMap { oldFrames[$0] }
      let newFrame = match.newPath.flatMap { newFrames[$0] }
      switch (oldFrame, newFrame) {
      case (let start?, let end?):
        elements.append(
          ElementTransition(
            kind: match.isUpdated ? .updated : .moving, oldPath: match.oldPath,
            newPath: match.newPath, startFrame: start, endFrame: end))
      case (let start?, nil):
        elements.append(
          ElementTransition(
            kind: .disappearing, oldPath: match.oldPath, newPath: nil, startFrame: start,
            endFrame: start))
      case (nil, let end?):
        elements.append(
          ElementTransition(
            kind: .appearing, oldPath: nil, newPath: match.newPath, startFrame: end,
            endFrame: end))
      case (nil, nil):
        continue
      }
    }
    self.init(elements: elements, curve: curve)
  }

  /// A plan that fades every old element out and every new one in, in place.
  ///
  /// The fallback when the data cannot be diffed (duplicate identities, say).
  public static func crossFade(
    oldFrames: [ItemPath: Rect], newFrames: [ItemPath: Rect], curve: TimingCurve = .easeInOut
  ) -> TransitionPlan {
    let disappearing = oldFrames.sorted { $0.key < $1.key }.map {
      ElementTransition(
        kind: .disappearing, oldPath: $0.key, newPath: nil, startFrame: $0.value,
        endFrame: $0.value)
    }
    let appearing = newFrames.sorted { $0.key < $1.key }.map {
      ElementTransition(
        kind: .appearing, oldPath: nil, newPath: $0.key, startFrame: $0.value, endFrame: $0.value)
    }
    return TransitionPlan(elements: disappearing + appearing, curve: curve)
  }

  /// Every element's state at `progress` (clamped to 0…1), in the order of ``elements``.
  ///
  /// - Complexity: O(n) for n elements.
  public func states(at progress: Double) -> [ElementState] {
    let value = curve.value(at: progress)
    return elements.map { $0.state(atEasedProgress: value) }
  }

  /// The state of the element that is at `newPath` in the new data, at `progress`.
  ///
  /// - Complexity: O(n) for n elements.
  public func state(ofNew newPath: ItemPath, at progress: Double) -> ElementState? {
    elements.first { $0.newPath == newPath }?.state(atEasedProgress: curve.value(at: progress))
  }

  /// The state of the element that was at `oldPath` in the old data, at `progress`.
  ///
  /// - Complexity: O(n) for n elements.
  public func state(ofOld oldPath: ItemPath, at progress: Double) -> ElementState? {
    elements.first { $0.oldPath == oldPath }?.state(atEasedProgress: curve.value(at: progress))
  }
}
