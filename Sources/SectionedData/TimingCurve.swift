// Timing curves that map linear progress to eased progress.

/// A timing curve: maps linear progress in 0…1 to eased progress.
///
/// The named curves are the CSS and Core Animation cubic Béziers: `easeIn` is
/// (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1) and `easeInOut` (0.42, 0, 0.58, 1).
public enum TimingCurve: Hashable, Sendable {
  /// Constant speed.
  case linear
  /// Starts slowly, ends at full speed.
  case easeIn
  /// Starts at full speed, ends slowly.
  case easeOut
  /// Starts and ends slowly.
  case easeInOut
  /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
  ///
  /// x1 and x2 are clamped to 0…1 (as CSS requires) so the curve is a function of time;
  /// y1 and y2 may leave 0…1 for overshoot. A non-finite control point makes it linear.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

  /// The eased progress at `progress`, which is clamped to 0…1 first (NaN counts as 0).
  ///
  /// - Complexity: O(1): at most a few Newton steps or 30 bisection steps.
  public func value(at progress: Double) -> Double {
    let time = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch self {
    case .linear: return time
    case .easeIn: return Self.bezier(time, 0.42, 0, 1, 1)
    case .easeOut: return Self.bezier(time, 0, 0, 0.58, 1)
    case .easeInOut: return Self.bezier(time, 0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return time }
      return Self.bezier(time, min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }
  }

  /// The y of the Bézier at the point whose x is `x`.
  static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double
  {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let t = solve(x, x1, x2)
    return coordinate(t, y1, y2)
  }

  /// One coordinate of the curve at parameter `t`, for control values `c1` and `c2`.
  static func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  /// The parameter t whose x coordinate is `x`: Newton's method, then bisection.
  static func solve(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = coordinate(t, x1, x2) - x
      if abs(error) < 1e-9 { return t }
      let u = 1 - t
      let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<30 {
      let value = coordinate(t, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
