import Testing

@testable import LayoutSnapshotTesting

@Suite struct DiffingTests {
  @Test func equalTextsHaveNoDifference() {
    #expect(Diffing<String>.lines.diff("a\nb\n", "a\nb\n") == nil)
    #expect(Diffing<String>.layoutLines.diff("x", "x") == nil)
  }

  @Test func lineDifferenceShowsTheChangedMiddle() throws {
    // Lines 1 and 4 are common; lines 2–3 of the reference became one line.
    let message = try #require(Diffing<String>.lines.diff("a\nb\nc\nd", "a\nX\nd"))
    #expect(message.hasPrefix("@@ line 2: 2 line(s) in the reference, 1 now"))
    #expect(message.contains("- b\n- c\n+ X"))
  }

  @Test func bytesRoundTrip() {
    let diffing = Diffing<String>.lines
    #expect(diffing.fromBytes(diffing.toBytes("한글 ok")) == "한글 ok")
    // A lone continuation byte is not UTF-8.
    #expect(diffing.fromBytes([0x80]) == nil)
  }

  @Test func svgElementsAreReadWithTheirLabels() {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="200" height="50">
        <rect data-node="n4" x="0" y="0" width="200" height="50" fill="#e8eef7"/>
        <text x="3" y="11" font-size="9">row &amp; more</text>
        <rect data-node="n0" x="10" y="10.5" width="40" height="30"/>
      </svg>
      """
    #expect(
      LayoutElementBox.parse(svg) == [
        LayoutElementBox(id: "n4", label: "row & more", x: 0, y: 0, width: 200, height: 50),
        LayoutElementBox(id: "n0", x: 10, y: 10.5, width: 40, height: 30),
      ])
  }

  @Test func labelsNamingTheirBoxAreRead() {
    let svg = """
      <rect data-node="n1" x="0" y="0" width="20" height="20"/>
      <rect data-node="n2" x="20" y="0" width="20" height="20"/>
      <text data-label-of="n1" x="3" y="11">one</text>
      """
    #expect(LayoutElementBox.parse(svg).map(\.label) == ["one", nil])
  }

  @Test func viewGroupsAreReadFromTheirFrames() {
    let svg = """
      <g data-node="card" data-frame="16 119.5 80 80">
        <rect x="16" y="119.5" width="80" height="80" rx="12" fill="#ffffff"/>
        <g data-node="title" data-frame="24 127 265 28">
          <text x="24" y="146" font-size="22">Ada</text>
        </g>
        <g data-node="broken" data-frame="1 2 3"/>
      </g>
      """
    // A view's group gives its box; a label's text right after its group names it.
    #expect(
      LayoutElementBox.parse(svg) == [
        LayoutElementBox(id: "card", x: 16, y: 119.5, width: 80, height: 80),
        LayoutElementBox(id: "title", label: "Ada", x: 24, y: 127, width: 265, height: 28),
      ])
  }

  @Test func framesDumpElementsAreRead() {
    let dump = "n4 [row x=1] x=0 y=0 width=200 height=50\n  n0 x=10 y=10 width=40 height=30\n"
    #expect(
      LayoutElementBox.parse(dump) == [
        LayoutElementBox(id: "n4", label: "row x=1", x: 0, y: 0, width: 200, height: 50),
        LayoutElementBox(id: "n0", x: 10, y: 10, width: 40, height: 30),
      ])
  }

  @Test func mismatchNamesTheElementsThatMovedAndByHowMuch() throws {
    let reference = """
      n4 [row] x=0 y=0 width=200 height=50
        n0 x=10 y=10 width=40 height=30
        n2 [grow] x=55 y=10 width=90 height=30
        n3 x=150 y=10 width=40 height=30
      """
    // n0 grew by 10 points, so the grown item n2 starts 10 later (65) and is 10 narrower (80);
    // n3 is gone and n5 is new.
    let actual = """
      n4 [row] x=0 y=0 width=200 height=50
        n0 x=10 y=10 width=50 height=30
        n2 [grow] x=65 y=10 width=80 height=30
        n5 x=150 y=10 width=40 height=30
      """
    let message = try #require(Diffing<String>.layoutLines.diff(reference, actual))
    #expect(message.hasPrefix("4 element(s) changed:"))
    #expect(message.contains("  n0: size +10 × 0, now 50 × 30"))
    #expect(
      message.contains("  n2 \"grow\": moved by (+10, 0) to (65, 10); size -10 × 0, now 80 × 30"))
    #expect(message.contains("  n5: appeared at (150, 10), 40 × 30"))
    #expect(message.contains("  n3: disappeared from (150, 10), 40 × 30"))
    #expect(message.contains("@@ line 2"))
  }

  @Test func longListsOfChangesAreCut() {
    // 25 boxes each moved one point right: 20 are listed, then "and 5 more".
    let old = (0..<25).map { LayoutElementBox(id: "e\($0)", x: 0, y: 0, width: 1, height: 1) }
    let new = old.map { LayoutElementBox(id: $0.id, x: 1, y: 0, width: 1, height: 1) }
    let message = LayoutElementBox.changes(from: old, to: new)
    #expect(message.hasPrefix("25 element(s) changed:"))
    #expect(message.hasSuffix("  … and 5 more"))
  }

  @Test func pullbackSnapshotsThroughTheTransform() {
    let count = Snapshotting<String, String>.lines.pullback { (value: Int) in "\(value * 2)" }
    #expect(count.snapshot(21) == "42")
    #expect(count.pathExtension == "txt")
  }
}
