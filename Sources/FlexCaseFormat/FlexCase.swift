import FlexCore

/// One flex-case: a flexbox tree, the space it is laid out in, and the frames it must get.
///
/// The JSON format is `Docs/FlexCaseFormat.md` (version 1). Decode cases with
/// ``FlexCaseDecoder``, build the tree with ``makeTree()`` and read frames back with
/// ``FlexLayoutNode/init(tree:node:)``.
///
/// ```swift
/// let cases = try FlexCaseDecoder.decode(bytes, file: "cases.json")
/// for flexCase in cases {
///   let layouts = try flexCase.computeLayouts()
///   print(flexCase.name, layouts["ltr"]?.width ?? 0)
/// }
/// ```
public struct FlexCase: Hashable, Sendable {
  /// The case's name (required by the format; unique within a suite).
  public var name: String
  /// Where the case and its expected frames come from.
  public var source: String?
  /// Settings of the tree: defaults, rounding and informative Yoga options.
  public var configuration: FlexCaseConfiguration
  /// The width handed to the layout call; `nil` means undefined.
  public var availableWidth: Double?
  /// The height handed to the layout call; `nil` means undefined.
  public var availableHeight: Double?
  /// The root of the tree.
  public var root: FlexCaseNode
  /// The expected layout per direction (`"ltr"`, `"rtl"`).
  public var expected: [String: FlexLayoutNode]
  /// Why the expected frames are known not to be reproducible, when the case is skip-marked.
  public var skipReason: String?

  /// Creates a case.
  public init(
    name: String,
    source: String? = nil,
    configuration: FlexCaseConfiguration = FlexCaseConfiguration(),
    availableWidth: Double? = nil,
    availableHeight: Double? = nil,
    root: FlexCaseNode,
    expected: [String: FlexLayoutNode] = [:],
    skipReason: String? = nil
  ) {
    self.name = name
    self.source = source
    self.configuration = configuration
    self.availableWidth = availableWidth
    self.availableHeight = availableHeight
    self.root = root
    self.expected = expected
    self.skipReason = skipReason
  }

  /// The directions the format knows, in the order runners use them.
  public static let knownDirections = ["ltr", "rtl"]

  /// The directions to lay the case out in: those `expected` names, or `ltr` alone.
  public var directions: [String] {
    let named = Self.knownDirections.filter { expected[$0] != nil }
    return named.isEmpty ? ["ltr"] : named
  }

  /// Whether the case is skip-marked.
  public var isSkipped: Bool { skipReason != nil }
}
