// The plan of an animated transition between two layouts of two versions of the data.

import Geometry

/// An animated transition between the old and the new layout: one plan per element.
///
/// Frames come from any layout, keyed by item path (and by section index for headers,
/// footers or backgrounds), so no layout module is needed:
///
/// ```swift
/// let difference = try Diff.sectionedDifference(from: oldSections, to: newSections)
/// let plan = TransitionPlan(
///   oldFrames: oldLayout, newFrames: newLayout, identityMap: difference.identityMap,
///   curve: .easeInOut)
/// for state in plan.states(at: 0.5) { draw(state.frame, opacity: state.opacity) }
/// ```
public struct TransitionPlan: Hashable, Sendable {
  /// Every element's transition: section elements (old order, then inserted ones in new
  /// order), then items (old order, then inserted ones in new order).
  public var elements: [ElementTransition]
  /// The timing curve applied to progress.
  public var curve: TimingCurve

  /// Creates a plan from an explicit list of element transitions.
  public init(elements: [ElementTransition], curve: TimingCurve = .easeInOut) {
    self.elements = elements
    self.curve = curve
  }

  /// Plans the transition from the old frames to the new ones, pairing elements by identity.
  ///
  /// A paired element with both frames moves (or cross-fades when its content changed); an
  /// element with only an old frame disappears, one with only a new frame appears; an element
  /// with no frame (not laid out, off screen) is left out. Frames for paths or sections outside
  /// the data are ignored.
  ///
  /// - Parameters:
  ///   - oldFrames: The old layout: each old item's frame.
  ///   - newFrames: The new layout: each new item's frame.
  ///   - oldSectionFrames: The old frames of section-level elements (headers, say), by section.
  ///   - newSectionFrames: The new frames of section-level elements, by section.
  ///   - identityMap: The diff's identity map between the two versions.
  ///   - curve: The timing curve.
  /// - Complexity: O(n) for n items and sections.
  public init(
    oldFrames: [ItemPath: Rect], newFrames: [ItemPath: Rect],
    oldSectionFrames: [Int: Rect] = [:], newSectionFrames: [Int: Rect] = [:],
    identityMap: IdentityMap, curve: TimingCurve = .easeInOut
  ) {
    var elements: [ElementTransition] = []
    func add(
      _ old: ElementTransition.Element?, _ oldFrame: Rect?, _ new: ElementTransition.Element?,
      _ newFrame: Rect?, isUpdated: Bool
    ) {
      switch (oldFrame, newFrame) {
      case (let start?, let end?):
        let kind: ElementTransition.Kind = isUpdated ? .updated : .moving
        elements.append(
          ElementTransition(kind: kind, old: old, new: new, startFrame: start, endFrame: end))
      case (let start?, nil):
        elements.append(
          ElementTransition(
            kind: .disappearing, old: old, new: nil, startFrame: start, endFrame: start))
      case (nil, let end?):
        elements.append(
          ElementTransition(kind: .appearing, old: nil, new: new, startFrame: end, endFrame: end))
      case (nil, nil):
        break
      }
    }
    if !oldSectionFrames.isEmpty || !newSectionFrames.isEmpty {
      for section in 0..<identityMap.oldSectionCount {
        let partner = identityMap.newSectionIndex(forOld: section)
        add(
          .section(section), oldSectionFrames[section], partner.map { .section($0) },
          partner.flatMap { newSectionFrames[$0] },
          isUpdated: identityMap.isSectionUpdated(old: section))
      }
      for section in 0..<identityMap.newSectionCount
      where identityMap.oldSectionIndex(forNew: section) == nil {
        add(nil, nil, .section(section), newSectionFrames[section], isUpdated: false)
      }
    }
    let matches =
      oldFrames.count + newFrames.count < identityMap.oldItemCount + identityMap.newItemCount
      ? Self.matches(framedIn: oldFrames, newFrames, identityMap)
      : identityMap.itemMatches
    for match in matches {
      add(
        match.oldPath.map { .item($0) }, match.oldPath.flatMap { oldFrames[$0] },
        match.newPath.map { .item($0) }, match.newPath.flatMap { newFrames[$0] },
        isUpdated: match.isUpdated)
    }
    self.init(elements: elements, curve: curve)
  }

  /// The matches of the items that have a frame in either layout, in the order of
  /// ``IdentityMap/itemMatches`` (old order, then inserted items in new order): the same
  /// elements as a walk over every match, in O(f log f) for f frames instead of O(n) for n
  /// items, for layouts that give frames only for what is on screen.
  static func matches(
    framedIn oldFrames: [ItemPath: Rect], _ newFrames: [ItemPath: Rect], _ map: IdentityMap
  ) -> [ItemMatch] {
    var oldPaths = Set(oldFrames.keys.filter { map.containsOld($0) })
    var inserted: [ItemPath] = []
    for newPath in newFrames.keys where map.containsNew(newPath) {
      if let oldPath = map.oldPath(forNew: newPath) {
        oldPaths.insert(oldPath)
      } else {
        inserted.append(newPath)
      }
    }
    var matches = oldPaths.sorted().map { oldPath in
      ItemMatch(
        oldPath: oldPath, newPath: map.newPath(forOld: oldPath),
        isUpdated: map.isUpdated(old: oldPath))
    }
    matches += inserted.sorted().map { ItemMatch(oldPath: nil, newPath: $0, isUpdated: false) }
    return matches
  }

  /// A plan that fades every old element out and every new one in, in place.
  ///
  /// The fallback when the data cannot be diffed (duplicate identities, say).
  public static func crossFade(
    oldFrames: [ItemPath: Rect], newFrames: [ItemPath: Rect],
    oldSectionFrames: [Int: Rect] = [:], newSectionFrames: [Int: Rect] = [:],
    curve: TimingCurve = .easeInOut
  ) -> TransitionPlan {
    func fading(_ kind: ElementTransition.Kind, _ element: ElementTransition.Element, _ frame: Rect)
      -> ElementTransition
    {
      ElementTransition(
        kind: kind, old: kind == .disappearing ? element : nil,
        new: kind == .appearing ? element : nil, startFrame: frame, endFrame: frame)
    }
    var elements: [ElementTransition] = []
    for (section, frame) in oldSectionFrames.sorted(by: { $0.key < $1.key }) {
      elements.append(fading(.disappearing, .section(section), frame))
    }
    for (section, frame) in newSectionFrames.sorted(by: { $0.key < $1.key }) {
      elements.append(fading(.appearing, .section(section), frame))
    }
    for (path, frame) in oldFrames.sorted(by: { $0.key < $1.key }) {
      elements.append(fading(.disappearing, .item(path), frame))
    }
    for (path, frame) in newFrames.sorted(by: { $0.key < $1.key }) {
      elements.append(fading(.appearing, .item(path), frame))
    }
    return TransitionPlan(elements: elements, curve: curve)
  }

  /// Every element's state at `progress` (clamped to 0…1), in the order of ``elements``.
  ///
  /// - Complexity: O(n) for n elements.
  public func states(at progress: Double) -> [ElementState] {
    let value = curve.value(at: progress)
    return elements.map { $0.state(atEasedProgress: value) }
  }

  /// The state at `progress` of the element that is `element` in the new data.
  ///
  /// - Complexity: O(n) for n elements.
  public func state(ofNew element: ElementTransition.Element, at progress: Double)
    -> ElementState?
  {
    elements.first { $0.new == element }?.state(atEasedProgress: curve.value(at: progress))
  }

  /// The state at `progress` of the element that was `element` in the old data.
  ///
  /// - Complexity: O(n) for n elements.
  public func state(ofOld element: ElementTransition.Element, at progress: Double)
    -> ElementState?
  {
    elements.first { $0.old == element }?.state(atEasedProgress: curve.value(at: progress))
  }

  /// The state at `progress` of the item at `newPath` in the new data.
  ///
  /// - Complexity: O(n) for n elements.
  public func state(ofNew newPath: ItemPath, at progress: Double) -> ElementState? {
    state(ofNew: .item(newPath), at: progress)
  }

  /// The state at `progress` of the item that was at `oldPath` in the old data.
  ///
  /// - Complexity: O(n) for n elements.
  public func state(ofOld oldPath: ItemPath, at progress: Double) -> ElementState? {
    state(ofOld: .item(oldPath), at: progress)
  }
}
