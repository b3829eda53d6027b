import FlexCaseFormat
import FlexCore
import Testing

/// Decoding a style and building the tree map every key of the spec onto FlexCore.
@Suite struct FlexCaseTreeTests {
  private func tree(_ json: String) throws -> (tree: FlexTree, root: NodeID, ids: [NodeID]) {
    let cases = try FlexCaseDecoder.decode(Array(json.utf8), file: "t.json")
    return try #require(cases.first).makeTree()
  }

  private func style(_ styleJSON: String) throws -> FlexStyle {
    let built = try tree(#"{"name": "s", "root": {"style": \#(styleJSON)}}"#)
    return built.tree.style(of: built.root)
  }

  @Test func enumsAndNumbers() throws {
    let style = try style(
      """
      {"display": "contents", "positionType": "static", "direction": "rtl",
       "flexDirection": "row-reverse", "flexWrap": "wrap-reverse", "justifyContent": "space-evenly",
       "alignItems": "baseline", "alignSelf": "flex-end", "alignContent": "space-around",
       "flexGrow": 2, "flexShrink": 0.5, "flex": -1, "aspectRatio": 1.5,
       "overflow": "scroll", "boxSizing": "content-box"}
      """)
    #expect(style.display == .contents)
    #expect(style.positionType == .static)
    #expect(style.direction == .rtl)
    #expect(style.flexDirection == .rowReverse)
    #expect(style.flexWrap == .wrapReverse)
    #expect(style.justifyContent == .spaceEvenly)
    #expect(style.alignItems == .baseline)
    #expect(style.alignSelf == .flexEnd)
    #expect(style.alignContent == .spaceAround)
    #expect(style.flexGrow == 2)
    #expect(style.flexShrink == 0.5)
    #expect(style.flex == -1)
    #expect(style.aspectRatio == 1.5)
    #expect(style.overflow == .scroll)
    #expect(style.boxSizing == .contentBox)
  }

  @Test func sizesTakeLengthsPercentagesAndKeywords() throws {
    let style = try style(
      """
      {"width": 10.5, "height": "50%", "minWidth": "max-content", "minHeight": "fit-content",
       "maxWidth": "stretch", "maxHeight": "auto", "flexBasis": "fit-content"}
      """)
    #expect(style.width == .points(10.5))
    #expect(style.height == .percent(50))
    #expect(style.minWidth == .maxContent)
    #expect(style.minHeight == .fitContent)
    #expect(style.maxWidth == .stretch)
    #expect(style.maxHeight == .auto)
    #expect(style.flexBasis == .fitContent)
  }

  @Test func nineEdgeNames() throws {
    let style = try style(
      """
      {"margin": 1, "marginHorizontal": 2, "marginVertical": "auto", "marginLeft": -3,
       "marginTop": "10%", "marginRight": 4, "marginBottom": 5, "marginStart": 6, "marginEnd": 7,
       "padding": 1, "paddingHorizontal": 2, "paddingVertical": 3, "paddingLeft": 4,
       "paddingTop": 5, "paddingRight": "6%", "paddingBottom": 7, "paddingStart": 8, "paddingEnd": 9,
       "border": 1, "borderHorizontal": 2, "borderVertical": 3, "borderLeft": 4, "borderTop": 5,
       "borderRight": 6, "borderBottom": 7, "borderStart": 8, "borderEnd": 9}
      """)
    var margin = Edges<Length>()
    margin.all = 1
    margin.horizontal = 2
    margin.vertical = .auto
    margin.left = -3
    margin.top = .percent(10)
    margin.right = 4
    margin.bottom = 5
    margin.start = 6
    margin.end = 7
    #expect(style.margin == margin)
    #expect(style.padding.all == 1)
    #expect(style.padding.vertical == 3)
    #expect(style.padding.right == .percent(6))
    #expect(style.padding.end == 9)
    #expect(style.border.horizontal == 2)
    #expect(style.border.start == 8)
    #expect(style.border.bottom == 7)
  }

  @Test func insetsAndGaps() throws {
    let style = try style(
      """
      {"left": 1, "top": "auto", "right": "-5%", "bottom": 4, "start": "auto", "end": 6,
       "gap": 3, "rowGap": "10%", "columnGap": 0}
      """)
    #expect(style.position.left == 1)
    #expect(style.position.top == nil, "auto is the same as an absent inset")
    #expect(style.position.right == .percent(-5))
    #expect(style.position.bottom == 4)
    #expect(style.position.start == nil)
    #expect(style.position.end == 6)
    #expect(style.gap == .points(3))
    #expect(style.rowGap == .percent(10))
    #expect(style.columnGap == .points(0))
  }

  @Test func textLeavesAndDocumentOrder() throws {
    let built = try tree(
      """
      {"name": "t", "config": {"webDefaults": true, "pointScaleFactor": 3},
       "root": {"children": [
         {"children": [{"text": "hello world", "style": {"fontSize": 20}}]},
         {"text": "x"}]}}
      """)
    #expect(built.ids.count == 4)
    #expect(built.ids[0] == built.root)
    #expect(built.tree.children(of: built.ids[0]) == [built.ids[1], built.ids[3]])
    #expect(built.tree.children(of: built.ids[1]) == [built.ids[2]])
    #expect(built.tree.content(of: built.ids[2]) == .text("hello world", fontSize: 20))
    #expect(built.tree.content(of: built.ids[3]) == .text("x", fontSize: 10))
    #expect(built.tree.configuration == FlexConfiguration(defaults: .web, pointScaleFactor: 3))
  }

  @Test func caseFieldsAndDirections() throws {
    let cases = try FlexCaseDecoder.decode(
      Array(
        """
        [{"name": "a", "source": "s", "availableWidth": 200, "availableHeight": null, "root": {},
          "skip": "why", "config": {"errata": ["StretchFlexBasis"],
          "experimentalFeatures": ["FixFlexBasisFitContent"]},
          "expected": {"rtl": {"left": 0, "top": 0, "width": 1, "height": 2}}},
         {"name": "b", "root": {}}]
        """.utf8))
    #expect(cases.count == 2)
    #expect(cases[0].source == "s")
    #expect(cases[0].availableWidth == 200)
    #expect(cases[0].availableHeight == nil)
    #expect(cases[0].skipReason == "why")
    #expect(cases[0].configuration.errata == ["StretchFlexBasis"])
    #expect(cases[0].configuration.experimentalFeatures == ["FixFlexBasisFitContent"])
    #expect(cases[0].directions == ["rtl"])
    #expect(cases[0].expected["rtl"] == FlexLayoutNode(left: 0, top: 0, width: 1, height: 2))
    #expect(cases[1].directions == ["ltr"])
  }
}
