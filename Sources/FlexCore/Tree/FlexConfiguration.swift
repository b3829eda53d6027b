/// Settings that apply to a whole ``FlexTree``.
public struct FlexConfiguration: Hashable, Sendable {
  /// Which set of defaults the style's unset properties take.
  public enum Defaults: Hashable, Sendable {
    /// Yoga's (and FlexLayout's): `column`, `flexShrink: 0`, `alignContent: flexStart`, and no
    /// automatic minimum size.
    case yoga
    /// CSS's: `row`, `flexShrink: 1`, `alignContent: stretch`, and the automatic minimum size.
    case web
  }

  /// Which set of defaults unset properties take.
  public var defaults: Defaults
  /// Pixels per point of the grid that frames are rounded to; 0 disables rounding.
  public var pointScaleFactor: Double

  /// Creates a configuration.
  public init(defaults: Defaults = .yoga, pointScaleFactor: Double = 1) {
    self.defaults = defaults
    self.pointScaleFactor = pointScaleFactor
  }
}
