import FlexCore
import Testing

/// Intrinsic size contributions, with Chromium's frames for more cases in
/// `Fixtures/chrome-rules/fit-content-contributions.json` (CSS Sizing 3 §5, CSS Flexbox §9.9).
extension BrowserRuleTests {
  @Test("A fit-content item contributes its min-content width to a min-content measurement")
  func fitContentItemContributesItsMinContentWidth() throws {
    var web = WebTree()
    let text = web.tree.addNode(content: .text("xxx xxxx x", fontSize: 10))
    let fitted = web.tree.addNode(FlexStyle().with { $0.width = .fitContent }, children: [text])
    let box = web.tree.addNode(FlexStyle().with { $0.width = 10 })
    let row = web.tree.addNode(FlexStyle(), children: [fitted, box])
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.width = 100
        $0.flexDirection = .columnReverse
        $0.alignItems = .flexEnd
      }, children: [row])
    try web.tree.computeLayout(of: column)
    // The row is fit-content within 100: its max-content width is 100 + 10 = 110, its
    // min-content width 40 + 10 (the fit-content text's min-content contribution, "xxxx", not
    // the 100 it takes at max-content), so it is 100 wide. There the items shrink from 100 and
    // 10 by 10 in proportion: 90.9 and 9.1 (91 and 9 rounded), the text on two lines.
    #expect(web.frame(row) == [0, 0, 100, 20])
    #expect(web.frame(fitted) == [0, 0, 91, 20])
    #expect(web.frame(box) == [91, 0, 9, 20])
  }
}

extension BrowserRuleTests {
  @Test("Flex shares in layout units add up to the free space, allotted from the last item")
  func flexSharesAddUpToTheFreeSpace() throws {
    var web = WebTree()
    let items = [190.0, 170, 140].map { width in
      web.tree.addNode(
        FlexStyle().with {
          $0.width = .points(width)
          $0.height = 10
        })
    }
    web.tree.setStyle(
      FlexStyle().with {
        $0.width = 140
        $0.height = 10
        $0.padding.left = 10
      }, for: items[2])
    let row = web.tree.addNode(FlexStyle().with { $0.width = 170 }, children: items)
    try web.tree.computeLayout(of: row)
    // The items shrink by 330 px = 21,120 layout units (1/64 px), weighted by their content
    // widths 190, 170 and 130 (CSS Flexbox §9.7). Chromium gives each a whole number of
    // units: from the last item back, what is left in proportion to what is left of the
    // weights, rounded. 130/490 × 21,120 = 5,603.27 → 5,603; 170/360 × 15,517 = 7,327.47 →
    // 7,327; the first takes the rest, 8,190. The widths are 8,960 - 5,603 = 3,357, 10,880 -
    // 7,327 = 3,553 and 12,160 - 8,190 = 3,970 units, which add up to the row's 10,880
    // (`chrome_oracle.py` at raw units gives those three). Rounding each share alone gave the
    // first 8,189.39 → 8,189: 3,971, a unit past the row's end.
    let units = items.map { web.tree.unroundedFrame(of: $0).size.width * 64 }
    #expect(units == [3970, 3553, 3357])
    #expect(units.reduce(0, +) == 170 * 64)
  }
}
