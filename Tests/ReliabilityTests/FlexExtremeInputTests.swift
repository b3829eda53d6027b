import FlexCaseFormat
import FlexCore
import Geometry
import TestSupport
import Testing

/// Finite but extreme input to FlexCore: every frame is finite, and numbers past the bound are
/// clamped to it (Docs/Bounds.md).
@Suite struct FlexExtremeInputTests {
  /// The layout of the single case in `json` under its own defaults (left to right).
  func layout(_ json: String) throws -> FlexLayoutNode {
    let cases = try FlexCaseDecoder.decode(Array(json.utf8))
    let layouts = try cases[0].computeLayouts()
    return try #require(layouts["ltr"])
  }

  // The issue's first example: the width clamps to B = 33,554,431 and the ratio to 1/B, so the
  // height is B / (1/B) = B² = 1,125,899,839,733,761 (finite; Docs/Bounds.md).
  @Test func hugeWidthWithTinyRatio() throws {
    let root = try layout(#"{"root": {"style": {"width": 1e300, "aspectRatio": 1e-300}}}"#)
    #expect(root.width == bound)
    #expect(root.height == bound * bound)
  }

  // The issue's second example: paddings clamp to B on each side, so the content-sized row is
  // 2B square and both items (grow factors clamped to B each, no free space) sit at (B, B)
  // with no size.
  @Test func hugePaddingsAndGrowFactors() throws {
    let root = try layout(
      #"""
      {"root": {"style": {"flexDirection": "row", "padding": 1e308},
        "children": [{"style": {"flexGrow": 1e308}}, {"style": {"flexGrow": 1e308}}]}}
      """#)
    #expect(root.width == 2 * bound && root.height == 2 * bound)
    for child in root.children {
      #expect(child.frame == Rect(x: bound, y: bound, width: 0, height: 0))
    }
  }

  // The issue's third example: the font size clamps to B. The column root measures the text
  // on one line, 11 squares = 11B wide. Sizes a parent passes down clamp to B, so the text,
  // stretched to the root's 11B, is measured at width B: a line holds one square, "hello" and
  // "world" each take a line, 2B tall, which is the root's height; the text's final height
  // (2B, passed down) clamps to B. Saturated, but finite (Docs/Bounds.md).
  @Test func hugeFontSize() throws {
    let root = try layout(
      #"{"root": {"children": [{"text": "hello world", "style": {"fontSize": 1e308}}]}}"#)
    #expect(root.width == 11 * bound && root.height == 2 * bound)
    #expect(root.children[0].frame == Rect(x: 0, y: 0, width: bound, height: bound))
  }

  // Each level's width is 1e300% of its parent's: the first level resolves 100 × 1e300 / 100,
  // clamped to B, and every level below B × 1e300 / 100, clamped to B again.
  @Test func nestedHugePercentagesStayAtTheBound() throws {
    var tree = FlexTree()
    let root = tree.addNode(FlexStyle().with { $0.width = 100 })
    var parent = root
    for _ in 0..<200 {
      let child = tree.addNode(FlexStyle().with { $0.width = .percent(1e300) })
      try tree.appendChild(child, to: parent)
      parent = child
    }
    try tree.computeLayout(of: root)
    for node in subtree(of: root, in: tree).dropFirst() {
      #expect(tree.frame(of: node).width == bound)
    }
  }

  // Levels alternate a row whose items stretch to its height with a ratio of B, and a column
  // whose items stretch to its width with a ratio of 1/B: each level can multiply a size by B,
  // so without a bound sixty levels would overflow. Only finiteness is asserted.
  @Test(arguments: [FlexConfiguration.Defaults.yoga, .web])
  func alternatingRatioChainsStayFinite(defaults: FlexConfiguration.Defaults) throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
    let root = tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = 10
      })
    var parent = root
    for level in 0..<60 {
      let isRow = level.isMultiple(of: 2)
      let child = tree.addNode(
        FlexStyle().with {
          $0.flexDirection = isRow ? .column : .row
          $0.aspectRatio = isRow ? 1e300 : 1e-300
        })
      try tree.appendChild(child, to: parent)
      parent = child
    }
    try tree.computeLayout(of: root)
    #expect(firstNonFiniteFrame(in: tree, root: root) == nil)
  }

  /// Every numeric property at an extreme value, under both defaults.
  static let properties: [(String, @Sendable (inout FlexStyle, Double) -> Void)] = [
    ("width", { $0.width = .points($1) }), ("height", { $0.height = .points($1) }),
    ("minWidth", { $0.minWidth = .points($1) }), ("maxHeight", { $0.maxHeight = .points($1) }),
    ("flexBasis", { $0.flexBasis = .points($1) }), ("widthPercent", { $0.width = .percent($1) }),
    ("margin", { $0.margin.all = .points($1) }),
    ("negativeMargin", { $0.margin.all = .points(-$1) }),
    ("padding", { $0.padding.all = .points($1) }), ("border", { $0.border.all = $1 }),
    ("gap", { $0.gap = .points($1) }), ("left", { $0.position.left = .points(-$1) }),
    ("flexGrow", { $0.flexGrow = $1 }), ("flexShrink", { $0.flexShrink = $1 }),
    ("flex", { $0.flex = -$1 }), ("aspectRatio", { $0.aspectRatio = $1 }),
  ]

  @Test(arguments: properties.indices)
  func everyPropertyAtExtremesGivesFiniteFrames(property: Int) throws {
    let (name, set) = Self.properties[property]
    for defaults in [FlexConfiguration.Defaults.yoga, .web] {
      for value in extremeMagnitudes where value > 0 {
        var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
        // Three children in a row, the middle one with the extreme value, and a text leaf.
        let styled = tree.addNode(FlexStyle().with { set(&$0, value) })
        let plain = tree.addNode(
          FlexStyle().with {
            $0.flexGrow = 1
            $0.width = 30
          })
        let text = tree.addNode(FlexStyle(), content: .text("ab cd ef", fontSize: 10))
        let root = tree.addNode(
          FlexStyle().with {
            $0.flexDirection = .row
            $0.flexWrap = .wrap
            set(&$0, value)
          }, children: [plain, styled, text])
        try tree.computeLayout(of: root, availableWidth: 500, availableHeight: 500)
        #expect(
          firstNonFiniteFrame(in: tree, root: root) == nil, "\(name) = \(value), \(defaults)")
      }
    }
  }

  // A measure function answering huge, infinite and NaN sizes: each is clamped to 0...B (NaN
  // to 0), so the leaf is B × 0 under Yoga's defaults with no room given.
  @Test func measuredSizesAreClamped() throws {
    for answer in [1e300, Double.infinity] {
      var tree = FlexTree()
      let leaf = tree.addNode(content: .measured)
      let root = tree.addNode(children: [leaf])
      try tree.computeLayout(of: root) { _ in Size(width: answer, height: .nan) }
      #expect(tree.frame(of: leaf) == Rect(x: 0, y: 0, width: bound, height: 0))
    }
  }

  // An available width of 1e300 is clamped to B: the root stretches to it.
  @Test func hugeAvailableSpaceIsClamped() throws {
    var tree = FlexTree()
    let root = tree.addNode()
    try tree.computeLayout(of: root, availableWidth: 1e300, availableHeight: 20)
    #expect(tree.frame(of: root) == Rect(x: 0, y: 0, width: bound, height: 20))
  }

  // A style keeps the numbers it was given; only the solver's copy is clamped.
  @Test func stylesKeepTheirNumbers() {
    var tree = FlexTree()
    let node = tree.addNode(FlexStyle().with { $0.width = 1e300 })
    #expect(tree.style(of: node).width == .points(1e300))
  }

  // A point scale factor beyond 10,000, or NaN, is an error; 10,000 itself is accepted.
  @Test func pointScaleFactorIsBounded() throws {
    for scale in [10_001, 1e300, Double.nan, -1] {
      var tree = FlexTree(configuration: FlexConfiguration(pointScaleFactor: scale))
      let root = tree.addNode(FlexStyle().with { $0.width = 10 })
      #expect(throws: FlexTreeError.invalidStyle(node: root, property: "pointScaleFactor")) {
        try tree.computeLayout(of: root)
      }
    }
    var tree = FlexTree(configuration: FlexConfiguration(pointScaleFactor: 10_000))
    let root = tree.addNode(FlexStyle().with { $0.width = 10.5 })
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: root).width == 10.5)
  }

  // The flex-case reader rejects a scale factor beyond the bound with a typed error.
  @Test func readerRejectsHugeScaleFactor() {
    let json = #"{"config": {"pointScaleFactor": 1e9}, "root": {}}"#
    #expect(throws: FlexCaseError.self) { try FlexCaseDecoder.decode(Array(json.utf8)) }
  }

  // Seeded random trees of extreme styles: every frame is finite under both defaults, with and
  // without available space.
  @Test(arguments: 0..<40)
  func randomExtremeTreesGiveFiniteFrames(seed: Int) throws {
    var generator = SplitMix64(seed: UInt64(seed))
    for defaults in [FlexConfiguration.Defaults.yoga, .web] {
      var (tree, root) = generator.tree(nodeCount: 12, defaults: defaults)
      for available in [nil, 300.0, 1e300] {
        try tree.computeLayout(of: root, availableWidth: available, availableHeight: available)
        #expect(firstNonFiniteFrame(in: tree, root: root) == nil, "seed \(seed), \(defaults)")
      }
    }
  }
}
