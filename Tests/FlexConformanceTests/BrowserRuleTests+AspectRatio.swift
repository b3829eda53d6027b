import FlexCore
import Testing

/// The aspect-ratio rules of issue 26 ("where the ratio and the stretch or the absolute box's
/// size meet"), each with Chromium's frames for more cases in `Fixtures/chrome-rules`
/// (`aspect-ratio-leaf-content`, `-limits`, `-transferred-maximum`, `-column-items`,
/// `-stretch`). CSS Sizing 4 §5 (https://www.w3.org/TR/css-sizing-4/#aspect-ratio) is the
/// ratio; CSS Flexbox §4.5 and §9.4 the flex items' minimum and stretch.
extension BrowserRuleTests {
  /// Nine Ahem words of 4 × 10 points.
  static let nineWords = Array(repeating: "xxxx", count: 9).joined(separator: " ")

  @Test("A ratio leaf's text stretches to the ratio's height and does not raise it")
  func ratioLeafTextDoesNotRaiseTheHeight() throws {
    var web = WebTree()
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 3
        $0.maxWidth = 50
      }, content: .text(Self.nineWords, fontSize: 10))
    let block = web.tree.addNode(
      FlexStyle().with {
        $0.width = 200
        $0.height = 200
      }, children: [box])
    try web.tree.computeLayout(of: block)
    // The width is the text's max-content 90, capped by max-width 50; the ratio makes the
    // height 50 / 3 = 16.67, 17 once rounded. The automatic minimum height of a ratio box is
    // its content's height (CSS Sizing 4 §5.2), but a leaf's text is one anonymous flex item
    // of a row, which `align-items: stretch` stretches to the box's height (Flexbox §9.4 step
    // 11): the content is as high as the ratio makes it, and the nine words (90 high at width
    // 50) overflow. Chromium: 50 × 17; the floor gave 50 × 90.
    #expect(web.frame(box) == [0, 0, 50, 17])
  }

  @Test("A ratio leaf whose text is not stretched is floored at the text's height")
  func ratioLeafUnstretchedTextRaisesTheHeight() throws {
    var web = WebTree()
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 3
        $0.width = 50
        $0.alignItems = .flexStart
      }, content: .text(Self.nineWords, fontSize: 10))
    let block = web.tree.addNode(
      FlexStyle().with {
        $0.width = 200
        $0.height = 200
      }, children: [box])
    try web.tree.computeLayout(of: block)
    // Aligned to the start, the text keeps its own height: nine lines of 10 at width 50, so
    // the automatic minimum raises the ratio's 16.67 to 90 (so does a column or a wrapping
    // leaf: its lines are its content's).
    #expect(web.frame(box) == [0, 0, 50, 90])
  }

  @Test("A stretched column item contributes its own minimum width beyond its max-height")
  func stretchedRatioItemContributesItsMinimumWidth() throws {
    var web = WebTree()
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 1
        $0.maxHeight = 20
        $0.minWidth = 40
      })
    let column = web.tree.addNode(FlexStyle().with { $0.flexDirection = .column }, children: [item])
    try web.tree.computeLayout(of: column)
    // What a stretched ratio item contributes to its column's width is bounded by its
    // max-height through the ratio (20), but a limit the ratio transfers never overrides the
    // axis's own (CSS Sizing 4 §5.2): min-width 40 wins, the column is 40 wide, and the item,
    // stretched to 40, is 40 × min(40, 20) = 40 × 20. Chromium: 40; FlexCore gave 20.
    #expect(web.frame(column) == [0, 0, 40, 20])
    #expect(web.frame(item) == [0, 0, 40, 20])
  }

  @Test("The ratio transfers a size as its own limits leave it, a minimum winning")
  func ratioTransfersTheClampedSize() throws {
    var web = WebTree()
    let capped = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 2
        $0.height = 10
        $0.maxHeight = 0
      })
    let floored = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 1
        $0.minHeight = 10
        $0.maxHeight = 0
      })
    let row = web.tree.addNode(
      FlexStyle().with {
        $0.width = 100
        $0.height = 100
        $0.alignItems = .flexStart
      }, children: [capped, floored])
    try web.tree.computeLayout(of: row)
    // `height: 10; max-height: 0` is a used height of 0, and the ratio gives the width from
    // that: 0 × 0, not the 20 × 0 of the styled 10. With `min-height: 10; max-height: 0` the
    // minimum wins (CSS 2 §10.7), the height is 10 and the ratio makes the width 10; the
    // transferred maximum width is 10 too (from the height's limits as they resolve).
    #expect(web.frame(capped) == [0, 0, 0, 0])
    #expect(web.frame(floored) == [0, 0, 10, 10])
  }

  @Test("In a column, a ratio item's max-width bounds its automatic minimum height")
  func columnItemMaxWidthBoundsItsMinimumHeight() throws {
    var web = WebTree()
    let content = web.tree.addNode(FlexStyle().with { $0.minHeight = 10 })
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 1
        $0.maxWidth = 5
      }, children: [content])
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.width = 100
      }, children: [item])
    try web.tree.computeLayout(of: column)
    // Stretched to 100 and capped at 5, the width makes the height 5. The content is 10
    // high, and the automatic minimum height (Flexbox §4.5: the content size suggestion,
    // clamped by the cross limits through the ratio) is bounded by max-width 5 through the
    // ratio: 5. (In a row, a definite height leaves the minimum width at the content's.)
    #expect(web.frame(item) == [0, 0, 5, 5])
    #expect(web.frame(column) == [0, 0, 100, 5])
  }

  @Test("A column item's height from its flex basis gives its width without a content floor")
  func columnItemFlexedHeightGivesItsWidth() throws {
    var web = WebTree()
    let content = web.tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.flexShrink = 0
      })
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 1
        $0.flexBasis = 5
        $0.minHeight = 0
      }, children: [content])
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.alignItems = .flexStart
      }, children: [item])
    try web.tree.computeLayout(of: column)
    // The column is as wide as the item's contribution (its content's 10). The item is 5 high
    // (its basis) and the ratio gives it a width of 5: a width the ratio gives from a flexed
    // height is not floored at the content's 10, as one from a styled `height: 5` is.
    #expect(web.frame(column) == [0, 0, 10, 5])
    #expect(web.frame(item) == [0, 0, 5, 5])
  }

  @Test("An explicit align-self: stretch stretches an absolute ratio box's height first")
  func explicitStretchStretchesTheRatioBoxHeight() throws {
    var web = WebTree()
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 2
        $0.alignSelf = .stretch
        $0.position = Edges(all: 0)
      })
    let plain = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 2
        $0.position = Edges(all: 0)
      })
    let block = web.tree.addNode(
      FlexStyle().with {
        $0.width = 300
        $0.height = 300
      }, children: [box, plain])
    try web.tree.computeLayout(of: block)
    // Between four zero insets, `align-self: auto` (normal) stretches the inline axis and the
    // ratio gives the height: 300 × 150. An explicit `stretch` stretches the block axis
    // (CSS Box Alignment 3 §6.1 applied to the box, CSS Position 3 §4.4), and the ratio gives
    // the width from it: 600 × 300, past the containing block.
    #expect(web.frame(plain) == [0, 0, 300, 150])
    #expect(web.frame(box) == [0, 0, 600, 300])
  }

  @Test("A root's stretch size fills the available space, and is auto without one")
  func rootStretchFillsTheAvailableSpace() throws {
    var web = WebTree()
    let content = web.boxes(1, width: 10, height: 10)
    let root = web.tree.addNode(
      FlexStyle().with {
        $0.width = .stretch
        $0.height = .stretch
        $0.margin = Edges(all: 7)
      }, children: content)
    try web.tree.computeLayout(of: root, availableWidth: 300, availableHeight: 200)
    // Stretch-fit: the available size less the margins (CSS Sizing 4 §3.2), at the margins.
    #expect(web.frame(root) == [7, 7, 286, 186])
    try web.tree.computeLayout(of: root)
    // With no size to fill, `stretch` is `auto` (csswg-drafts#11006): the content's 10 × 10.
    #expect(web.frame(root) == [7, 7, 10, 10])
  }
}

extension BrowserRuleTests {
  @Test("A ratio box's content resolves its percentages against the ratio's height")
  func ratioContentPercentagesResolveAgainstTheRatioHeight() throws {
    var web = WebTree()
    let child = web.tree.addNode(
      FlexStyle().with {
        $0.height = .percent(100)
        $0.aspectRatio = 1
      })
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.aspectRatio = 2
        $0.flexDirection = .column
      }, children: [child])
    try web.tree.computeLayout(of: box)
    // The ratio makes the box 10 × 5. Its automatic minimum height is its content's height
    // (CSS Sizing 4 §5.2), measured with the content's percentages resolved against that 5:
    // the child is 5 high (and stretched to 10 wide), so the content does not raise the box.
    #expect(web.frame(box) == [0, 0, 10, 5])
    #expect(web.frame(child) == [0, 0, 10, 5])
  }

  @Test("A wrapping ratio column breaks its lines at the ratio's height")
  func wrappingRatioColumnBreaksAtTheRatioHeight() throws {
    var web = WebTree()
    let items = web.boxes(2, width: 10, height: 20) + web.boxes(1, width: 10, height: 50)
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.aspectRatio = 1
        $0.flexDirection = .column
        $0.flexWrap = .wrap
        $0.width = 30
      }, children: items)
    try web.tree.computeLayout(of: column)
    // The ratio gives a height of 30, where the lines break: 20 | 20 | 50, three lines 10 wide.
    // The content (its longest line, 50) then raises the height to 50, but the lines stay.
    #expect(web.frame(column) == [0, 0, 30, 50])
    #expect(items.map { web.frame($0)[0] } == [0, 10, 20])
  }

  @Test("A column item's styled height is not definite once a flex basis changed it")
  func flexedStyledHeightIsNotDefinite() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga))
    let percent = tree.addNode(FlexStyle().with { $0.height = .percent(100) })
    let fixed = tree.addNode(FlexStyle().with { $0.height = 10 })
    let item = tree.addNode(
      FlexStyle().with {
        $0.flexBasis = .percent(10)
        $0.height = 0
      }, children: [percent, fixed])
    let column = tree.addNode(FlexStyle(), children: [item])
    try tree.computeLayout(of: column)
    // In a column of indefinite height, the 10 % basis does not resolve and the item is its
    // content's 10 high, not its styled 0. That height is not definite (CSS Flexbox §9.8: only
    // a definite container makes a flexed size definite), so the `height: 100%` child does not
    // resolve against it either: it is auto, 0 high, and the second child starts at 0.
    #expect(tree.frame(of: item).size.height == 10)
    #expect(tree.frame(of: percent).size.height == 0)
    #expect(tree.frame(of: fixed).origin.y == 0)
  }
}

extension BrowserRuleTests {
  @Test("An absolute ratio box's content width gives a definite height, which its content raises")
  func absoluteRatioBoxHeightIsDefinite() throws {
    var web = WebTree()
    let child = web.tree.addNode(
      FlexStyle().with {
        $0.height = .percent(10)
        $0.border.horizontal = 10
      })
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 1
      }, children: [child])
    let block = web.tree.addNode(FlexStyle(), children: [box])
    try web.tree.computeLayout(of: block)
    // The box's width is its content's, the child's 20 of border; the ratio makes it 20 high,
    // a definite height, so the child's 10 % is 2 (it was left unresolved, 0).
    #expect(web.frame(box) == [0, 0, 20, 20])
    #expect(web.frame(child) == [0, 0, 20, 2])
  }

  @Test("A transferred max-height does not bound an unstretched item's content height")
  func transferredMaximumDoesNotBoundTheContentHeight() throws {
    var web = WebTree()
    let content = web.tree.addNode(FlexStyle().with { $0.minHeight = 10 })
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.maxWidth = 0
        $0.aspectRatio = 1
        $0.alignSelf = .flexEnd
      }, children: [content])
    let row = web.tree.addNode(FlexStyle(), children: [item])
    try web.tree.computeLayout(of: row)
    // max-width 0 makes the ratio's height 0 and transfers a max-height of 0, but the
    // automatic minimum height (the content's 10) is not bounded by a transferred limit
    // (CSS Sizing 4 §5.2): the item is 0 × 10, and the row 10 high.
    #expect(web.frame(item) == [0, 0, 0, 10])
    #expect(web.frame(row) == [0, 0, 0, 10])
  }
}

extension BrowserRuleTests {
  @Test("A ratio box stretched between insets grows with a ratio child, its height following")
  func ratioBoxBetweenInsetsFollowsARatioChild() throws {
    var web = WebTree()
    let child = web.tree.addNode(FlexStyle().with { $0.aspectRatio = 2 })
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 1
        $0.position.top = 0
        $0.position.bottom = 0
      }, children: [child])
    let block = web.tree.addNode(
      FlexStyle().with {
        $0.width = 300
        $0.height = 220
      }, children: [box])
    try web.tree.computeLayout(of: block)
    // Between the insets the box is 220 high and the ratio makes it 220 wide. Its automatic
    // minimum width is its min-content width at that height: the child, stretched to 220,
    // is 440 wide through its ratio. The width 440 carries the height (440), and the child,
    // stretched to 440, is 880 × 440.
    #expect(web.frame(box) == [0, 0, 440, 440])
    #expect(web.frame(child) == [0, 0, 880, 440])
  }
}

extension BrowserRuleTests {
  @Test("A column ratio item with a keyword height takes it from its content's width")
  func keywordHeightComesFromTheContentWidth() throws {
    var web = WebTree()
    let text = web.tree.addNode(
      FlexStyle().with { $0.alignSelf = .flexStart }, content: .text("x", fontSize: 10))
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.height = .fitContent
        $0.aspectRatio = 2
      }, children: [text])
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.flexWrap = .wrap
      }, children: [item])
    try web.tree.computeLayout(of: column)
    // A `fit-content` height with a ratio is the ratio's transfer (CSS Sizing 4 §5.1) of the
    // width, here the content's 10: 10 × 5 (the text, 10 high, overflows), not the 20 × 10
    // that taking the content's height first gives.
    #expect(web.frame(item) == [0, 0, 10, 5])
  }

  @Test("A row ratio item raised by its content keeps the ratio's height for percentages")
  func raisedRatioItemKeepsTheRatioHeightForPercentages() throws {
    var web = WebTree()
    let child = web.tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = .percent(25)
        $0.padding.vertical = 10
        $0.boxSizing = .contentBox
        $0.margin.vertical = 5
      })
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.width = 12
        $0.aspectRatio = 0.5
      }, children: [child])
    let row = web.tree.addNode(
      FlexStyle().with { $0.alignItems = .flexStart }, children: [item])
    try web.tree.computeLayout(of: row)
    // The ratio makes the item 24 high. Its child is 25 % of 24 = 6 plus 20 of padding, 26,
    // and with its margins 36: the content raises the item to 36 (CSS Sizing 4 §5.2). The
    // child's percentage still resolves against the ratio's 24, not the 36 (which gave 29).
    #expect(web.frame(item) == [0, 0, 12, 36])
    #expect(web.frame(child) == [0, 5, 10, 26])
  }
}
