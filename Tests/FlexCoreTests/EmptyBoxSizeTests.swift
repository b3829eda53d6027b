import Testing

@testable import FlexCore

/// The size of a leaf without content or ratio, which `computeLeafLayout` takes from
/// `BoxStyle.emptyBoxSize` without building the whole box, is the size the general path gives:
/// the box's `resolvedSize(knownWidth:knownHeight:)`, a missing size from padding and border
/// within the limits, each at least padding plus border.
@Suite struct EmptyBoxSizeTests {
  /// The general path's answer for the box of `style`.
  static func generalSize(
    _ style: PackedStyle, direction: Direction, parentWidth: Double?, parentHeight: Double?,
    ignoringSizes: Bool, knownWidth: Double?, knownHeight: Double?
  ) -> (width: Double, height: Double) {
    let box = BoxStyle(
      style, direction: direction, parentWidth: parentWidth, parentHeight: parentHeight,
      ignoringSizes: ignoringSizes)
    let insets = box.insets
    let (width, height) = box.resolvedSize(knownWidth: knownWidth, knownHeight: knownHeight)
    return (
      max(width ?? box.clampWidth(insets.horizontal), insets.horizontal),
      max(height ?? box.clampHeight(insets.vertical), insets.vertical)
    )
  }

  @Test func matchesTheGeneralPathOnRandomStyles() {
    var state: UInt64 = 26
    func pick<T>(_ values: [T]) -> T {
      // SplitMix64, as the benchmark trees draw.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return values[Int((z ^ (z >> 31)) % UInt64(values.count))]
    }
    let lengths: [Length] = [.auto, 0, 10, 50, 7.5, .percent(50), .maxContent, .stretch]
    let limits: [Length] = [.auto, 0, 5, 40, .percent(10), .percent(80)]
    func edges<Value>(_ set: (inout Edges<Value>) -> Void) -> Edges<Value> {
      var edges = Edges<Value>()
      set(&edges)
      return edges
    }
    let paddings: [Edges<LengthPercentage>] = [
      Edges(), Edges(all: 2), Edges(all: .percent(10)),
      edges { ($0.left, $0.top) = (3, 1.5) },
      edges { ($0.start, $0.end) = (4, .percent(5)) },
    ]
    let borders: [Edges<Double>] = [
      Edges(), Edges(all: 1), edges { ($0.top, $0.end) = (2.25, 3) },
    ]
    var tree = FlexTree()
    var checked = 0
    for _ in 0..<2_000 {
      let style = FlexStyle().with {
        $0.width = pick(lengths)
        $0.height = pick(lengths)
        $0.minWidth = pick(limits)
        $0.minHeight = pick(limits)
        $0.maxWidth = pick(limits)
        $0.maxHeight = pick(limits)
        $0.padding = pick(paddings)
        $0.border = pick(borders)
        $0.boxSizing = pick([.borderBox, .contentBox])
        $0.direction = pick([.inherit, .ltr, .rtl])
        $0.aspectRatio = pick([nil, nil, 2])
      }
      let node = tree.addNode(style).index
      let packed = tree.styles[packed: node]
      let direction = pick([Direction.ltr, .rtl])
      let parentWidth = pick([nil, 0, 200] as [Double?])
      let parentHeight = pick([nil, 120] as [Double?])
      let knownWidth = pick([nil, nil, 30, 0.5] as [Double?])
      let knownHeight = pick([nil, nil, 25] as [Double?])
      let ignoringSizes = pick([false, false, true])
      // The fast path serves boxes that `BoxStyle` gives no ratio: none styled, or sizes
      // ignored (which ignores the ratio too).
      guard style.aspectRatio == nil || ignoringSizes else { continue }
      let fast = BoxStyle.emptyBoxSize(
        packed, direction: direction, parentWidth: parentWidth, parentHeight: parentHeight,
        ignoringSizes: ignoringSizes, knownWidth: knownWidth, knownHeight: knownHeight)
      let general = Self.generalSize(
        packed, direction: direction, parentWidth: parentWidth, parentHeight: parentHeight,
        ignoringSizes: ignoringSizes, knownWidth: knownWidth, knownHeight: knownHeight)
      #expect(fast.width == general.width, "\(style)")
      #expect(fast.height == general.height, "\(style)")
      checked += 1
    }
    // Most draws are checked (about a third have a ratio, of which a third ignore sizes).
    #expect(checked > 1_000)
  }
}
