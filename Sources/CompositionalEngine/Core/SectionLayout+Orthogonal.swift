import Geometry

extension SectionLayout {
  /// The lowest and highest points along the scroll axis that the section, or anything it
  /// draws (badges, offset headers, overflowing cells, frames of negative size), reaches,
  /// relative to its start.
  var drawnExtent: (low: Double, high: Double) {
    var low = min(0, length)
    var high = max(0, length)
    if groupCount > 0 {
      if isOrthogonal {
        low = min(low, groupOrigin.y + crossReach.minimum)
        high = max(high, groupOrigin.y + max(rowHeight, crossReach.maximum))
      } else {
        let starts = groupStartRange
        low = min(low, groupOrigin.y + starts.lowest + leafReach.minimum)
        high = max(high, groupOrigin.y + starts.highest + leafReach.maximum)
      }
    }
    for placed in boundary {
      low = min(low, placed.frame.standardizedMinimum(along: .vertical))
      high = max(high, placed.frame.standardizedMaximum(along: .vertical))
      // A pinned item rests between its natural place and its cap (or floor), which can lie
      // outside the section (`LayoutEngine.boundaryFrame`).
      guard placed.spec.pinToVisibleBounds else { continue }
      let edges = placed.spec.alignment.edges
      let height = placed.frame.height
      let stop: Double
      if edges.contains(.top) {
        stop = length - placed.trailingRoom - height
      } else if edges.contains(.bottom) {
        stop = placed.leadingRoom
      } else {
        continue
      }
      low = min(low, stop, stop + height)
      high = max(high, stop, stop + height)
    }
    for decoration in decorations {
      low = min(low, decoration.frame.standardizedMinimum(along: .vertical))
      high = max(high, decoration.frame.standardizedMaximum(along: .vertical))
    }
    return (low, high)
  }

  /// The lowest and highest group starts, relative to the first group's.
  ///
  /// Starts are monotonic (uniform groups, or measured ones of non-negative lengths), so the
  /// first and last groups bound them; negative measured lengths need a scan.
  var groupStartRange: (lowest: Double, highest: Double) {
    guard groupCount > 0 else { return (0, 0) }
    if let variable, variable.descendingSteps > 0 { return variable.startRange }
    let first = groupStart(0)
    let last = groupStart(groupCount - 1)
    return (min(first, last), max(first, last))
  }

  /// The row's length: all groups and the spacing between them (rule 29).
  package var rowLength: Double { groupsLength }

  /// The slack that centres group `group` in the inset viewport.
  private func centringSlack(_ group: Int) -> Double {
    let length = variable == nil ? template.size.width : groupLength(group)
    return max(0, (orthogonalViewport - length) / 2)
  }

  /// The offsets the row may rest at: `[0, row − viewport]`, widened for centred paging.
  package var orthogonalRange: ClosedRange<Double> {
    let end = max(0, rowLength - orthogonalViewport)
    guard spec.orthogonalBehavior == .groupPagingCentered, groupCount > 0 else { return 0...end }
    let lower = -centringSlack(0)
    return lower...max(end, rowLength - orthogonalViewport + centringSlack(groupCount - 1))
  }

  /// The offset the row shows before it is scrolled (group 0 centred when paging centred).
  var initialOrthogonalOffset: Double { orthogonalRange.lowerBound }

  /// The groups around the one whose start is nearest `position`.
  private func groups(near position: Double) -> ClosedRange<Int> {
    guard groupCount > 0 else { return 0...0 }
    let nearest: Int
    if let variable {
      nearest = max(0, variable.lastGroup(startingBefore: position))
    } else {
      let pitch = self.pitch
      let value = pitch > 0 ? (position / pitch).rounded(.down) : 0
      nearest = value < 0 ? 0 : value >= Double(groupCount) ? groupCount - 1 : Int(value)
    }
    return max(0, nearest - 1)...min(groupCount - 1, nearest + 2)
  }

  /// The resting offset (snap target) the section's behaviour picks for `proposed` (rule 30).
  package func restingOrthogonalOffset(for proposed: Double) -> Double {
    let range = orthogonalRange
    let finite = proposed.isFinite ? proposed : 0
    if spec.orthogonalBehavior == .paging, orthogonalViewport > 0 {
      // Paging: a proposal at or past the end of the range rests at the end; any other rounds
      // to the nearest page, then clamps to the range (UIKit's recorded offsets: a row 6 points
      // wider than its viewport rests at 6 for a proposal of 40, which rounds to page 0).
      if finite >= range.upperBound { return range.upperBound }
      let page = (finite / orthogonalViewport).rounded() * orthogonalViewport
      return min(max(page, range.lowerBound), range.upperBound)
    }
    let clamped = min(max(finite, range.lowerBound), range.upperBound)
    guard let stops = stops(near: clamped) else { return clamped }
    return stops.min { abs($0 - clamped) < abs($1 - clamped) } ?? clamped
  }

  /// The stops around `offset` (already in range), clamped to the range; nil when the section
  /// rests anywhere.
  private func stops(near offset: Double) -> [Double]? {
    let range = orthogonalRange
    var stops: [Double] = []
    switch spec.orthogonalBehavior {
    case .none, .continuous:
      return nil
    case .continuousGroupLeadingBoundary, .groupPaging:
      stops = groups(near: offset).map { groupStart($0) } + [range.upperBound]
    case .paging:
      guard orthogonalViewport > 0 else { return nil }
      let nearest = (offset / orthogonalViewport).rounded()
      stops = [nearest - 1, nearest, nearest + 1].map { $0 * orthogonalViewport }
    case .groupPagingCentered:
      let viewport = orthogonalViewport
      stops = groups(near: offset + viewport / 2).map {
        groupStart($0) + (variable == nil ? template.size.width : groupLength($0)) / 2
          - viewport / 2
      }
    }
    return stops.map { min(max($0, range.lowerBound), range.upperBound) }
  }

  /// Every offset the row can come to rest at, in order (nil when it rests anywhere).
  ///
  /// - Complexity: O(groups).
  package var allRestingOffsets: [Double]? {
    let range = orthogonalRange
    var stops: [Double] = []
    switch spec.orthogonalBehavior {
    case .none, .continuous:
      return nil
    case .continuousGroupLeadingBoundary, .groupPaging:
      stops = (0..<groupCount).map { groupStart($0) } + [range.upperBound]
    case .paging:
      guard orthogonalViewport > 0 else { return nil }
      var page = 0.0
      while page < range.upperBound && stops.count < 1_000_000 {
        stops.append(page)
        page += orthogonalViewport
      }
      stops.append(range.upperBound)
    case .groupPagingCentered:
      stops = (0..<groupCount).map {
        groupStart($0) + (variable == nil ? template.size.width : groupLength($0)) / 2
          - orthogonalViewport / 2
      }
    }
    var result: [Double] = []
    for stop in stops.map({ min(max($0, range.lowerBound), range.upperBound) }).sorted()
    where result.last.map({ abs($0 - stop) > 1e-9 }) ?? true {
      result.append(stop)
    }
    return result
  }

  /// The resting offset for a fling from `current` towards `proposed` with `velocity` (points
  /// per second along the row; 0: a programmatic offset, as `restingOrthogonalOffset(for:)`).
  ///
  /// Rule 30: a group-paging fling moves at most one group. The same limit applies to the other
  /// paging modes (paging: one page, as a paging scroll view; groupPagingCentered: one centred
  /// group); the continuous modes rest at the stop nearest the proposal. The result never lies
  /// behind the current stop in the direction of `velocity`.
  package func restingOrthogonalOffset(for proposed: Double, from current: Double, velocity: Double)
    -> Double
  {
    let free = restingOrthogonalOffset(for: proposed)
    guard velocity != 0, velocity.isFinite, current.isFinite else { return free }
    switch spec.orthogonalBehavior {
    case .none, .continuous, .continuousGroupLeadingBoundary: return free
    case .paging, .groupPaging, .groupPagingCentered: break
    }
    let here = restingOrthogonalOffset(for: current)
    let epsilon = 1e-6
    let around = stops(near: here) ?? []
    let previous = around.filter { $0 < here - epsilon }.max() ?? here
    let next = around.filter { $0 > here + epsilon }.min() ?? here
    let target = min(max(free, previous), next)
    return velocity > 0 ? max(target, here) : min(target, here)
  }
}
