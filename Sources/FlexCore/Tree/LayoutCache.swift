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
///
/// The first two measurements are stored inline and only the rest on the heap: nine nodes in ten
/// hold at most two, so most nodes never allocate.
struct LayoutCache: Hashable {
  static let capacity = 8
  /// The measurements stored inline.
  static let inlineCapacity = 2

  // What says whether the cache is empty comes first, in the cache line that a final layout's
  // store writes.
  var finalInput: LayoutInput?
  /// How many measurements are stored (at most ``capacity``).
  private var storedCount: UInt8 = 0
  /// The slot the next measurement replaces once all are taken.
  private var replacedSlot: UInt8 = 0
  /// The measurements after the inline ones.
  private(set) var overflow: [(LayoutInput, LayoutOutput)] = []
  var finalOutput = LayoutOutput.zero
  private var entry0: (LayoutInput, LayoutOutput)?
  private var entry1: (LayoutInput, LayoutOutput)?

  /// How many measurements are stored (at most ``capacity``).
  var count: Int { Int(storedCount) }

  static func == (lhs: LayoutCache, rhs: LayoutCache) -> Bool {
    lhs.finalInput == rhs.finalInput && lhs.count == rhs.count
  }

  func hash(into hasher: inout Hasher) { hasher.combine(finalInput) }

  /// The measurement in slot `index` (below ``count``).
  @inline(__always)
  private func entry(_ index: Int) -> (LayoutInput, LayoutOutput)? {
    switch index {
    case 0: return entry0
    case 1: return entry1
    default: return overflow[index - Self.inlineCapacity]
    }
  }

  /// Stores a measurement in slot `index` (at most ``count``).
  private mutating func setEntry(_ index: Int, _ entry: (LayoutInput, LayoutOutput)) {
    switch index {
    case 0: entry0 = entry
    case 1: entry1 = entry
    case Self.inlineCapacity + overflow.count: overflow.append(entry)
    default: overflow[index - Self.inlineCapacity] = entry
    }
  }

  /// The cached output for `input`, if any.
  ///
  /// With `matchingComputedWidth`, a measurement made without a known width also answers a
  /// request whose known width is the width that measurement found (as Taffy's cache does):
  /// the caller allows it only for nodes whose layout at that definite width cannot differ.
  /// A min-content measurement never does: its items were laid out at their min-content
  /// widths, which the node's own minimum width may have widened (text broken after every
  /// word in a box 1,000 points wide, a FlexTree fuzz finding).
  ///
  /// The final layout answers a size-only request too, one that asks for the baseline only if
  /// `finalHasBaseline` (a leaf's final layout always finds its baseline, a container's only
  /// when its request asked for it).
  @inline(__always)
  func lookup(
    _ input: LayoutInput, matchingComputedWidth: Bool, finalHasBaseline: Bool
  ) -> LayoutOutput? {
    if let finalInput {
      if finalInput == input { return finalOutput }
      if !input.performLayout, finalInput.matchesAsSize(input),
        !input.wantsBaseline || finalInput.wantsBaseline || finalHasBaseline
      {
        return finalOutput
      }
    }
    guard !input.performLayout else { return nil }
    for index in 0..<count {
      if let entry = entry(index), entry.0 == input { return entry.1 }
    }
    if matchingComputedWidth, let width = input.knownWidth {
      // Not a min-content measurement: at that width the items flex from their bases, and
      // one whose own minimum is below its min-content contribution (a sized box with no
      // content) shrinks and leaves the others room, as a browser lays them out.
      for index in 0..<count {
        if let entry = entry(index), entry.0.knownWidth == nil, entry.1.width == width,
          entry.0.availableWidth != .minContent
        {
          var request = input
          request.knownWidth = nil
          request.availableWidth = entry.0.availableWidth
          if entry.0 == request { return entry.1 }
        }
      }
    }
    if !input.wantsBaseline {
      // An entry that computed the baseline answers a request that does not need it.
      var withBaseline = input
      withBaseline.wantsBaseline = true
      for index in 0..<count {
        if let entry = entry(index), entry.0 == withBaseline { return entry.1 }
      }
    }
    return nil
  }

  /// Stores `output` as the result for `input`.
  mutating func store(_ input: LayoutInput, _ output: LayoutOutput) {
    if input.performLayout {
      finalInput = input
      finalOutput = output
    } else if count < Self.capacity {
      setEntry(count, (input, output))
      storedCount += 1
    } else {
      setEntry(Int(replacedSlot), (input, output))
      replacedSlot = UInt8((Int(replacedSlot) + 1) % Self.capacity)
    }
  }
}
