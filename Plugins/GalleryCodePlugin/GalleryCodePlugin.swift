import Foundation
import PackagePlugin

/// Generates `GalleryCode.swift` for the gallery target: the code of each screen, taken from
/// the regions of its sources marked `// gallery-code: NAME` … `// gallery-code: end`, so that
/// the gallery page shows the code that built each picture without a copy kept by hand.
@main
struct GalleryCodePlugin: BuildToolPlugin {
  /// One command: GalleryCodeGenerator reads every Swift source of the target.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "GalleryCode.swift")
    return [
      .buildCommand(
        displayName: "Extracting the gallery's code snippets",
        executable: try context.tool(named: "GalleryCodeGenerator").url,
        arguments: [output.path] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [output])
    ]
  }
}
