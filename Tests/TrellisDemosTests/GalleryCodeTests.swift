import Foundation
import Testing

@testable import TrellisDemos

/// The code shown under each picture is the code that built it.
@Suite struct GalleryCodeTests {
  /// The lines of every Swift file of the gallery but the snippets' own, without indentation.
  static func sourceLines() throws -> [String] {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/trellis/Demos")
    var lines: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where file.hasSuffix(".swift") && file != "GalleryCode.swift" {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.drop { $0 == " " })
      }
    }
    return lines
  }

  @Test(arguments: GalleryCode.snippets.keys.sorted())
  func snippetAppearsInTheSources(_ name: String) throws {
    let sources = try Self.sourceLines()
    // A snippet may join several pieces of code with a blank line: each must appear whole.
    let lines = try #require(GalleryCode.snippets[name]).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { String($0.drop { $0 == " " }) }
    for piece in lines.split(separator: "") {
      let piece = Array(piece)
      let found = sources.indices.contains { start in
        start + piece.count <= sources.count
          && Array(sources[start..<(start + piece.count)]) == piece
      }
      #expect(
        found,
        "the code shown for \(name) from \"\(piece[0])\" is not in Sources/trellis/Demos: copy it again"
      )
    }
  }
}
