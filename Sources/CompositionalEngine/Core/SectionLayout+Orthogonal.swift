import Geometry

extension SectionLayout {
  /// How far what the section draws (badges, offset headers, overflowing cells) reaches before
  /// its start and past its end along the scroll axis.
  package var overhang: (before: Double, after: Double) {
    guard groupCount > 0 || !boundary.isEmpty else { return (0, 0) }
    var low = 0.0
    var high = length
    if groupCount > 0 {
      if isOrthogonal {
        low = min(low, groupOrigin.y + crossReach.minimum)
        high = max(high, groupOrigin.y + max(rowHeight, crossReach.maximum))
      } else {
        low = min(low, groupOrigin.y + leafReach.minimum)
        high = max(high, groupOrigin.y + groupStart(groupCount - 1) + leafReach.maximum)
      }
    }
    for placed in boundary {
      low = min(low, placed.frame.minY)
      high = max(high, placed.frame.maxY)
    }
    return (-low, high - length)
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
  package var initialOrthogonalOffset: Double { orthogonalRange.lowerBound }

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
    let clamped = min(max(proposed.isFinite ? proposed : 0, range.lowerBound), range.upperBound)
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
      stops.append(range.upperBound)
    case .groupPagingCentered:
      let viewport = orthogonalViewport
      stops = groups(near: offset + viewport / 2).map {
        groupStart($0) + (variable == nil ? template.size.width : groupLength($0)) / 2
          - viewport / 2
      }
    }
    return stops.map { min(max($0, range.lowerBound), range.upperBound) }
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
