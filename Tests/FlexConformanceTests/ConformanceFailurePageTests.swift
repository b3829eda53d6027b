import Testing

@testable import FlexCaseFormat

/// The page `trellis conformance --report DIR` writes.
@Suite struct ConformanceFailurePageTests {
  private func document(_ json: String) -> FlexCaseDocument {
    FlexCaseDecoder.document(from: Array(json.utf8), file: "cases.json")
  }

  @Test func failingCaseIsDrawnExpectedOverComputed() {
    // The child is 10 wide but the case expects 20: the root (100 × 100) matches, the child
    // does not. The larger side is 100, so the drawing is scaled 320 / 100 = 3.2 times.
    let json = """
      [{"name": "wrong_child", "root": {"style": {"width": 100, "height": 100}, "children": [
        {"id": "dot", "style": {"width": 10, "height": 20}}]},
       "expected": {"ltr": {"left": 0, "top": 0, "width": 100, "height": 100, "children": [
         {"left": 0, "top": 0, "width": 20, "height": 20}]}}},
       \(ConformanceRunnerTests.passing)]
      """
    var page = ConformanceFailurePage()
    page.add(document(json))
    #expect(page.failureCount == 1)
    let html = page.html
    #expect(html.contains("<h2>wrong_child</h2>"))
    #expect(html.contains("ltr $.children[0].width: expected 20, got 10"))
    #expect(!html.contains("fixed_child"))
    // Computed root: right (grey outline), 100 × 3.2 = 320 wide.
    #expect(
      html.contains(
        "<rect data-node=\"computed\" x=\"0\" y=\"0\" width=\"320\" height=\"320\" fill=\"none\""
          + " stroke=\"#94a3b8\""))
    // Computed child: wrong (red), 10 × 3.2 = 32 wide, labelled with its id.
    #expect(
      html.contains(
        "<rect data-node=\"computed.0\" x=\"0\" y=\"0\" width=\"32\" height=\"64\""
          + " fill=\"#fecaca\" stroke=\"#dc2626\""))
    #expect(html.contains(">dot</text>"))
    // Expected child: dashed green, 20 × 3.2 = 64 wide.
    #expect(
      html.contains(
        "<rect data-node=\"expected.0\" x=\"0\" y=\"0\" width=\"64\" height=\"64\" fill=\"none\""
          + " stroke=\"#15803d\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>"))
  }

  @Test func malformedCasesAreListedWithoutADrawing() {
    var page = ConformanceFailurePage()
    page.add(document(ConformanceRunnerTests.malformed))
    #expect(page.failureCount == 1)
    #expect(page.html.contains("invalid value"))
    #expect(!page.html.contains("<svg"))
  }

  @Test func scaleFitsSmallAndHugeLayouts() {
    // A 2-point layout is magnified at most 40 times; a 100,000-point one shrinks to 1,200.
    #expect(ConformanceFailurePage.scale(width: 2, height: 0) == 40)
    #expect(ConformanceFailurePage.scale(width: 100, height: 50) == 3.2)
    #expect(ConformanceFailurePage.scale(width: 100_000, height: 10) == 0.012)
    #expect(ConformanceFailurePage.scale(width: 500, height: 10) == 1)
  }
}
