import Foundation
import Testing

@testable import TrellisCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File errors name the file and say what went wrong in words, with exit status 1: never a
/// Foundation error's description.
@Suite struct FileErrorTests {
  @Test func missingFile() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    let path = folder.path + "/cases.json"
    for command in ["flex", "conformance"] {
      let run = ToolRun(command, path)
      #expect(run.status == 1)
      #expect(run.error.hasPrefix("trellis: \(path): no such file\n"), "\(command): \(run.error)")
    }
  }

  @Test func folderGivenToFlex() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    let run = ToolRun("flex", folder.path)
    #expect(run.status == 1)
    #expect(run.error == "trellis: \(folder.path): is a directory\n")
    #expect(run.output.isEmpty)
  }

  @Test func invalidUTF8NamesTheLineAndByte() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    // `{` newline, two spaces, then 0xFF (never valid in UTF-8) as the third byte of line 2.
    let path = try folder.file("bad.json", Array("{\n  ".utf8) + [0xFF] + Array("}".utf8))
    let run = ToolRun("flex", path)
    #expect(run.status == 1)
    #expect(run.error == "trellis: \(path): is not valid UTF-8 (line 2, byte 3 of the line)\n")
    // A truncated multi-byte sequence: the first byte of "é" (0xC3) without its second.
    #expect(FileAccess.firstInvalidUTF8(in: Array("é".utf8)) == nil)
    #expect(FileAccess.firstInvalidUTF8(in: [0x61, 0xC3])! == (1, 2))
  }

  // Root reads every file whatever its mode, so this runs as another user only; the words for
  // EACCES are checked below in any case.
  @Test(.enabled(if: getuid() != 0, "root may read any file"))
  func unreadableFile() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    let path = try folder.file("secret.json", Array(passingCase.utf8))
    chmod(path, 0)
    let run = ToolRun("flex", path)
    #expect(run.status == 1)
    #expect(run.error == "trellis: \(path): permission denied\n")
  }

  @Test func operatingSystemErrorsInWords() {
    #expect(FileProblem(path: "a", errorNumber: EACCES).description == "a: permission denied")
    #expect(FileProblem(path: "a", errorNumber: ENOENT).description == "a: no such file")
    #expect(FileProblem(path: "a", errorNumber: EISDIR).description == "a: is a directory")
    #expect(FileProblem(path: "a", errorNumber: ENOSPC).reason == "no space left on the device")
    // Others as the C library words them, in lower case: EIO is "Input/output error".
    #expect(FileProblem(path: "a", errorNumber: EIO).reason == "input/output error")
  }

  /// Foundation's errors become the same words, with the path they name.
  @Test func foundationErrorsInWords() {
    let denied = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "out/x.svg"])
    #expect(
      FileProblem(denied, path: "out", verb: "written").description
        == "out/x.svg: permission denied")
    let underlying = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])
    #expect(
      FileProblem(underlying, path: "out", verb: "written").description
        == "out: read-only file system")
    let unknown = NSError(domain: "SomeDomain", code: 7)
    let problem = FileProblem(unknown, path: "out", verb: "written")
    #expect(problem.description == "out: could not be written")
    #expect(!problem.description.contains("Domain"))
  }

  @Test func demoIntoAFile() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("taken", [])
    let run = ToolRun("demo", "--output", file)
    #expect(run.status == 1)
    #expect(
      run.error == "trellis: cannot write the demo gallery: \(file): is a file, not a directory\n")
    let below = ToolRun("demo", "-o", file + "/gallery")
    #expect(below.status == 1)
    #expect(
      below.error
        == "trellis: cannot write the demo gallery: \(file)/gallery: a part of the path is not a directory\n"
    )
  }

  @Test func conformanceReportIntoAFile() throws {
    let folder = try ScratchFolder()
    defer { folder.cleanUp() }
    let cases = try folder.file("cases.json", Array(passingCase.utf8))
    let taken = try folder.file("taken", [])
    let run = ToolRun("conformance", "--report", taken, cases)
    #expect(run.status == 1)
    #expect(run.error == "trellis: cannot write the report: \(taken): is a file, not a directory\n")
  }
}
