import Foundation
import LayoutSnapshotTesting
import Testing

@testable import TrellisDemos

/// The gallery's pictures, compared as text with their references.
@Suite struct GallerySnapshotTests {
  static let drawnScreens = GalleryScreen.all.filter { !$0.isPending }.map(\.name)

  @Test(arguments: drawnScreens)
  func screen(_ name: String) throws {
    let screen = try #require(GalleryScreen.all.first { $0.name == name })
    let render = try #require(screen.render)
    assertSnapshot(of: try render(), as: .svgText, named: name)
  }

  @Test func everyScreenIsListedOnceInOrder() {
    let names = GalleryScreen.all.map(\.name)
    #expect(Set(names).count == names.count)
    // Screens 1–5 of the issue come first, pending until their modules land.
    #expect(
      Array(names.prefix(5)) == [
        "seed-compositional", "hobby", "table", "members", "sentence-chips",
      ])
    #expect(names.contains("feed"))
  }

  @Test func indexShowsCaptionsCodeAndPendingScreens() {
    let html = DemoGallery.indexHTML()
    for screen in GalleryScreen.all {
      #expect(html.contains("<figure id=\"\(screen.name)\">"))
      if screen.isPending {
        #expect(screen.code.isEmpty)
      } else {
        #expect(html.contains("<img src=\"\(screen.name).svg\""))
        #expect(!screen.code.isEmpty, "no code shown for \(screen.name)")
      }
    }
    let pending = GalleryScreen.all.filter(\.isPending).count
    #expect(html.components(separatedBy: "<b>Pending:</b>").count - 1 == pending)
    #expect(html.contains("<summary>The code that built it</summary>"))
  }

  @Test func renderingIsDeterministic() throws {
    for screen in GalleryScreen.all {
      guard let render = screen.render else { continue }
      #expect(try render() == render(), "\(screen.name) differs between two renders")
    }
  }
}

/// The pictures in `Docs/Images/` are the gallery's, byte for byte, so they cannot go stale.
@Suite struct DocumentationImageTests {
  @Test(arguments: ["feed", "justify-content"])
  func imageMatchesTheGallery(_ name: String) throws {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/Images/\(name).svg")
    let image = try String(contentsOf: path, encoding: .utf8)
    let render = try #require(GalleryScreen.all.first { $0.name == name }?.render)
    #expect(
      image == (try render()),
      "Docs/Images/\(name).svg is stale: run `swift run trellis demo` and copy out/demo/\(name).svg"
    )
  }
}
