import Foundation
import PackagePlugin

/// Generates `GalleryCode.swift` for the gallery target: the code of each screen, taken from
/// the regions marked `// gallery-code: NAME` … `// gallery-code: end` in the target's sources
/// and in those of the targets it depends on directly (the seed screens' view controllers live
/// in `Tests/SeedScreens`), so that the gallery page shows the code that built each picture
/// without a copy kept by hand.
@main
struct GalleryCodePlugin: BuildToolPlugin {
  /// One command: GalleryCodeGenerator reads every Swift source of the target's direct target
  /// dependencies, then of the target.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // The dependencies' sources first, then the target's, each in path order: a screen's
    // controller (in a dependency) reads before the gallery's step that changes it.
    var modules: [SourceModuleTarget] = []
    for dependency in target.dependencies {
      if case .target(let other) = dependency, let other = other as? SourceModuleTarget {
        modules.append(other)
      }
    }
    modules.append(target)
    let sources = modules.flatMap {
      $0.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    }
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
