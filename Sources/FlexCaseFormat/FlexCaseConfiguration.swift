import FlexCore

/// The `config` of a flex-case.
public struct FlexCaseConfiguration: Hashable, Sendable {
  /// Whether CSS's defaults apply (else Yoga's).
  public var webDefaults: Bool
  /// Pixels per point of the grid frames are rounded to; 0 disables rounding.
  public var pointScaleFactor: Double
  /// Names of Yoga errata the expected frames assume (informative).
  public var errata: [String]
  /// Names of Yoga experimental features Yoga needs for the expected frames (informative).
  public var experimentalFeatures: [String]

  /// Creates a configuration; the defaults are the format's.
  public init(
    webDefaults: Bool = false, pointScaleFactor: Double = 1, errata: [String] = [],
    experimentalFeatures: [String] = []
  ) {
    self.webDefaults = webDefaults
    self.pointScaleFactor = pointScaleFactor
    self.errata = errata
    self.experimentalFeatures = experimentalFeatures
  }

  /// The FlexCore configuration these settings select.
  public var flexConfiguration: FlexConfiguration {
    FlexConfiguration(defaults: webDefaults ? .web : .yoga, pointScaleFactor: pointScaleFactor)
  }
}
