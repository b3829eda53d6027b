import FlexCaseFormat

/// `trellis flex FILE.json`: lays out the case(s) of a file and prints the layouts as JSON.
enum FlexCommand {
  static func run(_ arguments: ParsedArguments, output: ToolOutput) throws(UsageError) -> Int32 {
    guard let path = arguments.operands.first else {
      throw UsageError(message: "missing FILE.json")
    }
    guard arguments.operands.count == 1 else {
      throw UsageError(message: "one file at a time; found \(arguments.operands.count)")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileAccess.readUTF8(at: path)
    } catch {
      output.printError("trellis: \(error)")
      return ExitStatus.failure
    }
    let document = FlexCaseDecoder.document(
      from: bytes, file: path, maximumDepth: TrellisTool.maximumDepth)
    let (json, errors) = FlexLayoutPrinter.output(for: document)
    output.writeOutput(json)
    for error in errors { output.printError("trellis: \(error)") }
    return errors.isEmpty ? ExitStatus.success : ExitStatus.failure
  }
}
