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
