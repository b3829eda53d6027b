import Foundation

extension ConformanceRunner {
  /// Runs every case of every file under `paths`.
  ///
  /// A path may be a file or a folder; a folder contributes its `*.json` files, searched
  /// recursively and sorted by path. A path that cannot be read counts as one failed case.
  ///
  /// - Parameters:
  ///   - paths: Files and folders.
  ///   - tolerance: The largest difference that still matches.
  ///   - maximumDepth: The deepest JSON nesting accepted (see ``FlexCaseDecoder``).
  /// - Returns: One report per file, in order.
  public static func run(
    paths: [String], tolerance: Double = FlexLayoutNode.defaultTolerance,
    maximumDepth: Int = JSONParser.defaultMaximumDepth
  ) -> ConformanceReport {
    var report = ConformanceReport()
    for file in caseFiles(in: paths) {
      switch readDocument(at: file, maximumDepth: maximumDepth) {
      case .success(let document):
        report.files.append(run(document, tolerance: tolerance))
      case .failure(let error):
        var fileReport = FileReport(file: file)
        fileReport.errors.append(error)
        fileReport.outcomes.append(CaseOutcome(name: "(file)", status: .failed(error.description)))
        report.files.append(fileReport)
      }
    }
    return report
  }

  /// The files `paths` name: files as given, and the `*.json` files of folders (recursively).
  ///
  /// Folder contents are sorted by path. Paths that do not exist are kept, so that reading them
  /// reports the error.
  public static func caseFiles(in paths: [String]) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = ((try? manager.subpathsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".json") }
        .sorted()
      let prefix = path.hasSuffix("/") ? path : path + "/"
      files.append(contentsOf: found.map { prefix + $0 })
    }
    return files
  }

  /// Reads and decodes the file at `path`, accepting JSON nested at most `maximumDepth` deep.
  public static func readDocument(
    at path: String, maximumDepth: Int = JSONParser.defaultMaximumDepth
  ) -> Result<FlexCaseDocument, FlexCaseError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path)
        ? "it is not a readable file" : "no such file"
      return .failure(FlexCaseError(file: path, kind: .unreadable(reason)))
    }
    return .success(
      FlexCaseDecoder.document(from: [UInt8](data), file: path, maximumDepth: maximumDepth))
  }
}
