import TrellisDemos

/// `trellis demo [--output DIR]`: renders the demo gallery into a folder.
enum DemoCommand {
  /// The folder written when `--output` is not given.
  static let defaultFolder = "out/demo"

  static func run(_ arguments: ParsedArguments, output: ToolOutput) throws(UsageError) -> Int32 {
    guard arguments.operands.isEmpty else {
      throw UsageError(message: "unexpected argument '\(arguments.operands[0])'")
    }
    let folder = arguments.values["output"] ?? defaultFolder
    do {
      try FileAccess.makeFolder(at: folder)
      let files: [String]
      do {
        files = try DemoGallery.write(to: folder)
      } catch {
        throw FileProblem(error, path: folder, verb: "written")
      }
      for file in files { output.print(file) }
      output.print("wrote \(files.count) files to \(folder); open \(files.last ?? folder)")
      return ExitStatus.success
    } catch {
      output.printError("trellis: cannot write the demo gallery: \(error)")
      return ExitStatus.failure
    }
  }
}
