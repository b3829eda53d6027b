import Foundation
import LayoutSnapshotTesting
import Testing
import UIKitViews

@testable import TrellisDemos

/// The gallery's pictures, compared as text with their references, and its index page.
@Suite struct GallerySnapshotTests {
  static let pictureNames = GalleryScreen.allPictures.map(\.name)

  @Test(arguments: pictureNames)
  func screen(_ name: String) throws {
    let picture = try #require(GalleryScreen.allPictures.first { $0.name == name })
    assertSnapshot(of: try picture.render(), as: .svgText, named: name)
  }

  @Test func theSixScreensAreListedOnceInOrder() {
    let names = GalleryScreen.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(Self.pictureNames).count == Self.pictureNames.count)
    // The screens 1–5, then the flexbox showcases (screen 6).
    #expect(
      Array(names.prefix(5)) == ["colour-grid", "hobby", "settings", "members", "sentence"])
    #expect(Array(names.dropFirst(5)) == FlexDemos.all.map(\.name))
    // Every seed screen shows its state after the change; the data-source updates their
    // transition's frames too.
    for screen in GalleryScreen.all.prefix(5) {
      #expect(screen.pictures.map(\.name).contains(screen.name + "-after"))
    }
    for name in ["hobby", "settings", "sentence"] {
      #expect(Self.pictureNames.contains(name + "-transition"))
    }
  }

  @Test func indexShowsEveryPictureWithItsCaptionAndCode() {
    let html = DemoGallery.indexHTML()
    for screen in GalleryScreen.all {
      #expect(html.contains("<section id=\"\(screen.name)\">"))
      #expect(!screen.code.isEmpty, "no code shown for \(screen.name)")
      for picture in screen.pictures {
        #expect(html.contains("<img src=\"\(picture.name).svg\""))
      }
    }
    #expect(html.contains("<summary>The code that built it</summary>"))
    #expect(html.contains("fonts-nanum"))
    #expect(html.contains("<h2>6. The flexbox showcases</h2>"))
  }

  @Test func renderingIsDeterministic() throws {
    for picture in GalleryScreen.allPictures {
      #expect(try picture.render() == picture.render(), "\(picture.name) differs between renders")
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
    let render = try #require(GalleryScreen.allPictures.first { $0.name == name }?.render)
    #expect(
      image == (try render()),
      "Docs/Images/\(name).svg is stale: run `swift run trellis demo` and copy out/demo/\(name).svg"
    )
  }
}
