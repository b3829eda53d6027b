/// The room a node may take in one axis.
enum AvailableSpace: Hashable {
  /// A definite length in points.
  case definite(Double)
  /// As little as the content allows (min-content).
  case minContent
  /// As much as the content wants (max-content).
  case maxContent

  /// The definite length, if any.
  @inline(__always)
  var value: Double? {
    if case .definite(let value) = self { return value }
    return nil
  }

  /// The space less `amount` (indefinite spaces stay as they are).
  @inline(__always)
  func shrunk(by amount: Double) -> AvailableSpace {
    if case .definite(let value) = self { return .definite(max(0, value - amount)) }
    return self
  }
}

/// What a node's layout depends on: the cache key.
struct LayoutInput: Hashable {
  /// The border-box width the parent decided, if any.
  var knownWidth: Double?
  /// The border-box height the parent decided, if any.
  var knownHeight: Double?
  /// The width percentages resolve against (the containing block's), if definite.
  var parentWidth: Double?
  /// The height percentages resolve against, if definite.
  var parentHeight: Double?
  /// The room in the horizontal axis (for the margin box).
  var availableWidth: AvailableSpace
  /// The room in the vertical axis (for the margin box).
  var availableHeight: AvailableSpace
  /// The inherited direction (never `.inherit`).
  var direction: Direction
  /// Whether to position the children (else only the size is wanted).
  var performLayout: Bool
  /// Whether the caller needs the node's first baseline (a size-only request may then not
  /// short-cut a container whose size is known).
  var wantsBaseline = false
  /// Whether to ignore the node's own width, height, minimum and maximum sizes and aspect ratio
  /// (to measure its content alone, for CSS's content size suggestion).
  var ignoresStyleSize = false
  /// Whether to ignore the node's aspect ratio alone (to measure the content of a box whose
  /// ratio then turns the content's width into its height).
  var ignoresRatio = false
  /// Whether to answer, for a row container whose known height its ratio gives, the height of
  /// its lines instead: its items stretch to the known height, but what they need is the answer
  /// (Chromium's intrinsic block size, which floors a ratio's height under CSS defaults).
  var measuresContentHeight = false
  /// The height the node's ratio gives, when the content raised its known height above it:
  /// the children's percentages resolve against this one (as in Chromium, where the ratio's
  /// height is the box's definite height and the content only its automatic minimum).
  var ratioHeight: Double?
  /// Whether a known height is indefinite for the percentages of the node's children (a flex
  /// item's used height is definite only when stretched or flexed in a definite container).
  var isHeightIndefinite = false
}

/// What a node's layout yields to its parent.
struct LayoutOutput: Hashable {
  /// The border-box width.
  var width: Double
  /// The border-box height.
  var height: Double
  /// The first baseline, from the top of the border box, if the node has one.
  var firstBaseline: Double?

  static let zero = LayoutOutput(width: 0, height: 0, firstBaseline: nil)
}

/// A node's cached layouts: its last full layout and a few size measurements.
///
/// Small and fixed, as Yoga's (8) and Taffy's (9) caches are: a node is measured under a handful
/// of constraints in one layout pass, and a miss only costs a recomputation.
struct LayoutCache: Hashable {
  static let capacity = 6

  var finalInput: LayoutInput?
  var finalOutput = LayoutOutput.zero
  var entries: [(LayoutInput, LayoutOutput)] = []
  var nextSlot = 0

  static func == (lhs: LayoutCache, rhs: LayoutCache) -> Bool {
    lhs.finalInput == rhs.finalInput && lhs.entries.count == rhs.entries.count
  }

  func hash(into hasher: inout Hasher) { hasher.combine(finalInput) }

  /// The cached output for `input`, if any.
  @inline(__always)
  func lookup(_ input: LayoutInput) -> LayoutOutput? {
    if let finalInput {
      if finalInput == input { return finalOutput }
      if !input.performLayout, finalInput.matchesAsSize(input) { return finalOutput }
    }
    guard !input.performLayout else { return nil }
    for entry in entries where entry.0 == input { return entry.1 }
    if !input.wantsBaseline {
      // An entry that computed the baseline answers a request that does not need it.
      var withBaseline = input
      withBaseline.wantsBaseline = true
      for entry in entries where entry.0 == withBaseline { return entry.1 }
    }
    return nil
  }

  /// Stores `output` as the result for `input`.
  mutating func store(_ input: LayoutInput, _ output: LayoutOutput) {
    if input.performLayout {
      finalInput = input
      finalOutput = output
    } else if entries.count < Self.capacity {
      entries.append((input, output))
    } else {
      entries[nextSlot] = (input, output)
      nextSlot = (nextSlot + 1) % Self.capacity
    }
  }
}

extension LayoutInput {
  /// Whether a full layout for `self` also answers the size-only request `other`.
  @inline(__always)
  func matchesAsSize(_ other: LayoutInput) -> Bool {
    var copy = other
    copy.performLayout = true
    copy.wantsBaseline = wantsBaseline
    return copy == self
  }
}
