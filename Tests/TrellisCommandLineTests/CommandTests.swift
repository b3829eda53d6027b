import Foundation
import Testing

@testable import TrellisCommandLine

/// The commands' work on good input: exit status 0, results on the standard output stream.
@Suite struct CommandTests {
  @Test func flexPrintsTheLayout() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    let run = ToolRun("flex", try folder.file("row.json", Array(passingCase.utf8)))
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    // The case names ltr only; the row's child sits at its start.
    #expect(run.output.contains(#""ltr""#) && !run.output.contains(#""rtl""#))
    #expect(run.output.contains(#"{"left": 0, "top": 0, "width": 10, "height": 20}"#))
  }

  @Test func conformanceCountsAndWritesTheReport() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    let cases = try folder.file("cases.json", Array(passingCase.utf8))
    let run = ToolRun("conformance", "--report=\(folder.path)/report", cases)
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("1 passed, 0 failed, 0 skipped\n"), "\(run.output)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/report/index.html"))
    // A missing file among good ones fails the run and is counted, the others still run.
    let missing = ToolRun("conformance", cases, folder.path + "/missing.json")
    #expect(missing.status == 1)
    #expect(missing.output.hasSuffix("1 passed, 1 failed, 0 skipped\n"), "\(missing.output)")
  }
}
