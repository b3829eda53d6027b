import FlexCore
import Testing

/// One named test per browser rule won from the hidden browser-derived suite, each stating the
/// rule with a tree small enough to derive its frames by hand (CSS defaults, as Chromium lays
/// them out; `Fixtures/chrome-rules` holds the browser's frames for more cases of each rule).
@Suite struct BrowserRuleTests {
  /// A tree under CSS defaults, with a helper to add 30 × 10 boxes.
  struct WebTree {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .web))

    mutating func boxes(_ count: Int, width: Double = 30, height: Double = 10) -> [NodeID] {
      (0..<count).map { _ in
        tree.addNode(
          FlexStyle().with {
            $0.width = .points(width)
            $0.height = .points(height)
          })
      }
    }

    /// The frame of `node` as (x, y, width, height).
    func frame(_ node: NodeID) -> [Double] {
      let frame = tree.frame(of: node)
      return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    }
  }

  @Test("A cyclic percentage gap is zero for the intrinsic width, then resolves against it")
  func cyclicPercentageGap() throws {
    var web = WebTree()
    let items = web.boxes(3)
    let row = web.tree.addNode(FlexStyle().with { $0.columnGap = .percent(10) }, children: items)
    try web.tree.computeLayout(of: row)
    // Width with the gap as zero: 3 × 30 = 90. The gap is then 10 % of 90 = 9, so the items
    // overflow by 18 and shrink evenly (equal bases, shrink 1) to 24, at 0, 24 + 9, 66.
    #expect(web.frame(row) == [0, 0, 90, 10])
    #expect(items.map { web.frame($0) } == [[0, 0, 24, 10], [33, 0, 24, 10], [66, 0, 24, 10]])
  }

  @Test("A multi-line column without a definite height is as wide as its lines at max-height")
  func columnWrapBreaksAtMaxHeight() throws {
    var web = WebTree()
    let items = web.boxes(3)
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.flexWrap = .wrap
        $0.maxHeight = 25
      }, children: items)
    let parent = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.width = 300
        $0.alignItems = .flexStart
      }, children: [column])
    try web.tree.computeLayout(of: parent)
    // Lines break at 25: two 10-high items fit (20), the third starts a second line. The width
    // is the two lines' 30 + 30 = 60, the height the longest line's 20 (also as the column's
    // flex base size in its column parent, so the parent is 20 high).
    #expect(web.frame(column) == [0, 0, 60, 20])
    #expect(web.frame(parent) == [0, 0, 300, 20])
    #expect(items.map { web.frame($0) } == [[0, 0, 30, 10], [0, 10, 30, 10], [30, 0, 30, 10]])
  }

  @Test("In a multi-line column an unstretched item of auto width fits its line, not the container")
  func columnWrapItemFitsItsLine() throws {
    var web = WebTree()
    let wide = web.tree.addNode(FlexStyle().with { $0.width = 100 })
    let text = web.tree.addNode(content: .text("xxxx xxxx", fontSize: 10))
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.flexWrap = .wrap
        $0.width = 0
        $0.alignItems = .flexStart
      }, children: [wide, text])
    try web.tree.computeLayout(of: column)
    // Fit-content within the container's 0, the text is its min-content 40 wide ("xxxx") on
    // two lines (20 high); with no definite height, one flex line holds both items. That line
    // is 100 wide (the other item's width), and the text is laid out again fit-content within
    // it: min(max-content 90, 100) = 90. Its height stays the 20 its line was made with.
    #expect(web.frame(column) == [0, 0, 0, 20])
    #expect(web.frame(wide) == [0, 0, 100, 0])
    #expect(web.frame(text) == [0, 0, 90, 20])
  }

  @Test("An absolute stretch size fills the inset-modified containing block, less the margins")
  func absoluteStretchFillsInsetModifiedBlock() throws {
    var web = WebTree()
    let content = web.boxes(1, width: 20, height: 10)
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.position.top = 5
        $0.margin = Edges(all: 7)
        $0.width = .stretch
        $0.height = .stretch
      }, children: content)
    let container = web.tree.addNode(
      FlexStyle().with {
        $0.width = 200
        $0.height = 100
        $0.padding = Edges(all: 10)
      }, children: [box])
    try web.tree.computeLayout(of: container)
    // The containing block is the 200 × 100 padding box. Horizontally both insets are auto:
    // the static position (the content edge at 10, where justify-content: flex-start puts an
    // only item) is the start, 0 the end, so the room is 190 and the width 190 - 2 × 7 = 176,
    // at 10 + 7 = 17. Vertically top is 5 and the auto bottom 0: 95 - 14 = 81, at 5 + 7 = 12.
    #expect(web.frame(box) == [17, 12, 176, 81])
  }

  @Test("A multi-line row's min-content measurement is not its layout at that width")
  func minContentMeasurementIsNotTheLayout() throws {
    var web = WebTree()
    let box = web.boxes(1, width: 100, height: 0)[0]
    let text = web.tree.addNode(content: .text("xx xxx xxxx xxx xxx", fontSize: 10))
    let item = web.tree.addNode(FlexStyle().with { $0.flexBasis = 0 }, children: [box, text])
    let row = web.tree.addNode(FlexStyle().with { $0.flexWrap = .wrap }, children: [item])
    try web.tree.computeLayout(of: row)
    // The item's min-content contribution, 100 + 40 ("xxxx"), makes the row 140 wide. At
    // 140 the item's children shrink from their bases 100 and 190 by 150, in proportion:
    // 48.28 and 91.72 (the box has no content, so no minimum stops it). At 91.72 the text
    // breaks as "xx xxx" / "xxxx xxx" / "xxx": 30 high, not the 50 of five min-content lines.
    #expect(web.frame(row) == [0, 0, 140, 30])
    #expect(web.frame(box) == [0, 0, 48, 0])
    #expect(web.frame(text) == [48, 0, 92, 30])
  }

  @Test("A multi-line column's content height breaks its lines at its own height")
  func columnWrapContentHeightBreaksAtItsHeight() throws {
    var web = WebTree()
    let first = web.tree.addNode(FlexStyle().with { $0.height = 50 })
    let second = web.tree.addNode(FlexStyle().with { $0.minHeight = 90 })
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.flexWrap = .wrap
        $0.height = 100
      }, children: [first, second])
    let parent = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.height = 0
      }, children: [column])
    try web.tree.computeLayout(of: parent)
    // The column shrinks (to fit 0) down to its automatic minimum, min(100, content height).
    // Its content, laid out at its height 100, makes two lines (50 | 90): 90 high, not 140.
    #expect(web.frame(column)[3] == 90)
  }

  @Test("A ratio box filled against its max-height keeps its content's minimum width")
  func ratioBoxFilledAgainstMaxHeight() throws {
    var web = WebTree()
    let content = web.boxes(1, width: 10, height: 10)
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 2
        $0.maxHeight = 0
      }, children: content)
    let row = web.tree.addNode(
      FlexStyle().with {
        $0.width = 300
        $0.height = 100
      }, children: [item])
    try web.tree.computeLayout(of: row)
    // Stretched, the height is min(100, max-height 0) = 0 and the ratio gives a width of 0;
    // the automatic minimum width, the content's 10, is not bounded by the max-height
    // through the ratio (0 × 2), so the item is 10 × 0.
    #expect(web.frame(item) == [0, 0, 10, 0])
  }

  @Test("A stretched ratio item contributes at most its max-height through the ratio")
  func stretchedRatioItemContribution() throws {
    var web = WebTree()
    let text = web.tree.addNode(content: .text("xx xx", fontSize: 10))
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 0.5
        $0.maxHeight = 50
      }, children: [text])
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.height = 100
      }, children: [item])
    try web.tree.computeLayout(of: column)
    // The column's width is the item's contribution: min(max-content 50, 50 × 0.5) = 25.
    // Stretched to 25, the item's height is 25 / 0.5 = 50.
    #expect(web.frame(column) == [0, 0, 25, 100])
    #expect(web.frame(item) == [0, 0, 25, 50])
  }

  @Test("A percentage resolves truncated to Chromium's 1/64-point layout unit")
  func percentageTruncatesToLayoutUnit() throws {
    var web = WebTree()
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.width = .percent(33.33)
        $0.height = 10
      })
    let row = web.tree.addNode(FlexStyle().with { $0.width = 100 }, children: [item])
    try web.tree.computeLayout(of: row)
    // 33.33 % of 100 is 33.33 = 2133.12 / 64, truncated to 2133 / 64 = 33.328125.
    #expect(web.tree.unroundedFrame(of: item).size.width == 2133.0 / 64)
    let text = web.tree.addNode(content: .text("x", fontSize: 10))
    let padded = web.tree.addNode(
      FlexStyle().with { $0.padding.left = .percent(12.3) }, children: [text])
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.width = 100
        $0.flexDirection = .column
        $0.alignItems = .flexStart
      }, children: [padded])
    try web.tree.computeLayout(of: column)
    // The padding, 12.3 % of 100 = 787.2 / 64, is 787 / 64; the box is that plus its text's 10.
    let paddedWidth: Double = 787.0 / 64 + 10
    #expect(web.tree.unroundedFrame(of: padded).size.width == paddedWidth)
  }
}
