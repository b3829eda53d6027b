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
///
/// Stored packed (seven numbers and a word of flags, 64 bytes instead of 103), since every layout
/// call passes one and every cache entry holds one; the properties read and write it as if
/// each were stored.
struct LayoutInput: Hashable {
  private var knownWidthValue: Double
  private var knownHeightValue: Double
  private var parentWidthValue: Double
  private var parentHeightValue: Double
  private var availableWidthValue: Double
  private var availableHeightValue: Double
  private var ratioHeightValue: Double
  /// Which optional values are set, the kinds of the available spaces and the Boolean fields.
  private var flags: UInt16
  /// The inherited direction (never `.inherit`).
  var direction: Direction

  init(
    knownWidth: Double?, knownHeight: Double?, parentWidth: Double?, parentHeight: Double?,
    availableWidth: AvailableSpace, availableHeight: AvailableSpace, direction: Direction,
    performLayout: Bool, wantsBaseline: Bool = false, ignoresStyleSize: Bool = false,
    isHeightIndefinite: Bool = false
  ) {
    (knownWidthValue, knownHeightValue, parentWidthValue, parentHeightValue) = (0, 0, 0, 0)
    (availableWidthValue, availableHeightValue, ratioHeightValue) = (0, 0, 0)
    flags = 0
    self.direction = direction
    self.knownWidth = knownWidth
    self.knownHeight = knownHeight
    self.parentWidth = parentWidth
    self.parentHeight = parentHeight
    self.availableWidth = availableWidth
    self.availableHeight = availableHeight
    self.performLayout = performLayout
    self.wantsBaseline = wantsBaseline
    self.ignoresStyleSize = ignoresStyleSize
    self.isHeightIndefinite = isHeightIndefinite
  }

  private enum Flag {
    static let knownWidth: UInt16 = 1 << 0
    static let knownHeight: UInt16 = 1 << 1
    static let parentWidth: UInt16 = 1 << 2
    static let parentHeight: UInt16 = 1 << 3
    static let performLayout: UInt16 = 1 << 4
    static let wantsBaseline: UInt16 = 1 << 5
    static let ignoresStyleSize: UInt16 = 1 << 6
    static let isHeightIndefinite: UInt16 = 1 << 7
    /// The shifts of the two-bit kinds of the available width and height.
    static let availableWidthShift: UInt16 = 8
    static let availableHeightShift: UInt16 = 10
    static let ignoresRatio: UInt16 = 1 << 12
    static let measuresContentHeight: UInt16 = 1 << 13
    static let ratioHeight: UInt16 = 1 << 14
  }

  @inline(__always)
  private func value(_ flag: UInt16, _ value: Double) -> Double? {
    flags & flag != 0 ? value : nil
  }

  @inline(__always)
  private mutating func set(_ flag: UInt16, _ isSet: Bool) {
    flags = isSet ? flags | flag : flags & ~flag
  }

  /// The border-box width the parent decided, if any.
  var knownWidth: Double? {
    @inline(__always) get { value(Flag.knownWidth, knownWidthValue) }
    @inline(__always) set {
      knownWidthValue = newValue ?? 0
      set(Flag.knownWidth, newValue != nil)
    }
  }

  /// The border-box height the parent decided, if any.
  var knownHeight: Double? {
    @inline(__always) get { value(Flag.knownHeight, knownHeightValue) }
    @inline(__always) set {
      knownHeightValue = newValue ?? 0
      set(Flag.knownHeight, newValue != nil)
    }
  }

  /// The width percentages resolve against (the containing block's), if definite.
  var parentWidth: Double? {
    @inline(__always) get { value(Flag.parentWidth, parentWidthValue) }
    @inline(__always) set {
      parentWidthValue = newValue ?? 0
      set(Flag.parentWidth, newValue != nil)
    }
  }

  /// The height percentages resolve against, if definite.
  var parentHeight: Double? {
    @inline(__always) get { value(Flag.parentHeight, parentHeightValue) }
    @inline(__always) set {
      parentHeightValue = newValue ?? 0
      set(Flag.parentHeight, newValue != nil)
    }
  }

  /// The room in the horizontal axis (for the margin box).
  var availableWidth: AvailableSpace {
    @inline(__always) get {
      AvailableSpace(kind: (flags >> Flag.availableWidthShift) & 3, value: availableWidthValue)
    }
    @inline(__always) set {
      let (kind, value) = newValue.packed
      flags = flags & ~(3 << Flag.availableWidthShift) | kind << Flag.availableWidthShift
      availableWidthValue = value
    }
  }

  /// The room in the vertical axis (for the margin box).
  var availableHeight: AvailableSpace {
    @inline(__always) get {
      AvailableSpace(kind: (flags >> Flag.availableHeightShift) & 3, value: availableHeightValue)
    }
    @inline(__always) set {
      let (kind, value) = newValue.packed
      flags = flags & ~(3 << Flag.availableHeightShift) | kind << Flag.availableHeightShift
      availableHeightValue = value
    }
  }

  /// Whether to position the children (else only the size is wanted).
  var performLayout: Bool {
    @inline(__always) get { flags & Flag.performLayout != 0 }
    @inline(__always) set { set(Flag.performLayout, newValue) }
  }

  /// Whether the caller needs the node's first baseline (a size-only request may then not
  /// short-cut a container whose size is known).
  var wantsBaseline: Bool {
    @inline(__always) get { flags & Flag.wantsBaseline != 0 }
    @inline(__always) set { set(Flag.wantsBaseline, newValue) }
  }

  /// Whether to ignore the node's own width, height, minimum and maximum sizes and aspect ratio
  /// (to measure its content alone, for CSS's content size suggestion).
  var ignoresStyleSize: Bool {
    @inline(__always) get { flags & Flag.ignoresStyleSize != 0 }
    @inline(__always) set { set(Flag.ignoresStyleSize, newValue) }
  }

  /// Whether to ignore the node's aspect ratio alone (to measure the content of a box whose
  /// ratio then turns the content's width into its height).
  var ignoresRatio: Bool {
    @inline(__always) get { flags & Flag.ignoresRatio != 0 }
    @inline(__always) set { set(Flag.ignoresRatio, newValue) }
  }

  /// Whether to answer, for a row container whose known height its ratio gives, the height of
  /// its lines instead: its items stretch to the known height, but what they need is the answer
  /// (Chromium's intrinsic block size, which floors a ratio's height under CSS defaults).
  var measuresContentHeight: Bool {
    @inline(__always) get { flags & Flag.measuresContentHeight != 0 }
    @inline(__always) set { set(Flag.measuresContentHeight, newValue) }
  }

  /// The height the node's ratio gives, when the content raised its known height above it:
  /// the children's percentages resolve against this one (as in Chromium, where the ratio's
  /// height is the box's definite height and the content only its automatic minimum).
  var ratioHeight: Double? {
    @inline(__always) get { value(Flag.ratioHeight, ratioHeightValue) }
    @inline(__always) set {
      ratioHeightValue = newValue ?? 0
      set(Flag.ratioHeight, newValue != nil)
    }
  }

  /// Whether a known height is indefinite for the percentages of the node's children (a flex
  /// item's used height is definite only when stretched or flexed in a definite container).
  var isHeightIndefinite: Bool {
    @inline(__always) get { flags & Flag.isHeightIndefinite != 0 }
    @inline(__always) set { set(Flag.isHeightIndefinite, newValue) }
  }

  /// Equal when every property is: unset values are stored as 0, so comparing the stored
  /// numbers with `==` is comparing the properties.
  @inline(__always)
  static func == (lhs: LayoutInput, rhs: LayoutInput) -> Bool {
    lhs.flags == rhs.flags && lhs.direction == rhs.direction
      && lhs.knownWidthValue == rhs.knownWidthValue
      && lhs.knownHeightValue == rhs.knownHeightValue
      && lhs.parentWidthValue == rhs.parentWidthValue
      && lhs.parentHeightValue == rhs.parentHeightValue
      && lhs.availableWidthValue == rhs.availableWidthValue
      && lhs.availableHeightValue == rhs.availableHeightValue
      && lhs.ratioHeightValue == rhs.ratioHeightValue
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(flags)
    hasher.combine(direction)
    hasher.combine(knownWidthValue)
    hasher.combine(knownHeightValue)
    hasher.combine(parentWidthValue)
    hasher.combine(parentHeightValue)
    hasher.combine(availableWidthValue)
    hasher.combine(availableHeightValue)
    hasher.combine(ratioHeightValue)
  }
}

extension AvailableSpace {
  /// The space as a two-bit kind and a number (0 for the indefinite kinds).
  @inline(__always)
  var packed: (kind: UInt16, value: Double) {
    switch self {
    case .definite(let value): return (0, value)
    case .minContent: return (1, 0)
    case .maxContent: return (2, 0)
    }
  }

  /// The space of a packed kind and number.
  @inline(__always)
  init(kind: UInt16, value: Double) {
    switch kind {
    case 0: self = .definite(value)
    case 1: self = .minContent
    default: self = .maxContent
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
