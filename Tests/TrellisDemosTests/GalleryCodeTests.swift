import Testing

@testable import TrellisDemos

/// The code shown under each gallery picture is generated at build time from the regions of
/// the demo sources marked `// gallery-code: NAME` (GalleryCodePlugin), so it cannot drift from
/// the code that draws the picture; these tests check that every screen has its region.
@Suite struct GalleryCodeTests {
  @Test func everyScreenShowsTheCodeThatBuiltIt() {
    for screen in GalleryScreen.all {
      #expect(!screen.code.isEmpty, "no region marked `// gallery-code: \(screen.name)`")
    }
  }

  @Test func everyMarkedRegionBelongsToAScreen() {
    let names = Set(GalleryScreen.all.map(\.name))
    for name in GalleryCode.snippets.keys {
      #expect(names.contains(name), "a region is marked for \(name), which is no screen")
    }
  }

  @Test func regionsKeepTheirRelativeIndentationAndLoseTheShared() throws {
    // The feed screen's code is two regions of FlexDemos+Feed.swift (the screen and its card
    // builder), each indented two spaces inside `extension FlexDemos`: both start at column 0,
    // a blank line apart, and their bodies keep two spaces per level.
    let feed = try #require(GalleryCode.snippets["feed"])
    #expect(feed.hasPrefix("static let feed = FlexDemo(\n  name: \"feed\""))
    #expect(feed.contains("\n\nstatic func card(_ number: Int, name: String, body: String)"))
    #expect(!feed.contains("gallery-code"))
  }
}
