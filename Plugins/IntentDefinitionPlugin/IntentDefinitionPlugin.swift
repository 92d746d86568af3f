import Foundation
import PackagePlugin

/// Generates IntentKit Swift from every `.intentdefinition` file in a target, at build time.
///
/// Add the file to the target's folder (or its `Base.lproj`, with translations in
/// `<language>.lproj/<Name>.strings` beside it) and the plugin to the target:
///
/// ```swift
/// .target(
///   name: "SoupShop",
///   dependencies: [.product(name: "IntentKit", package: "swift-intent-kit")],
///   plugins: [.plugin(name: "IntentDefinitionPlugin", package: "swift-intent-kit")]
/// )
/// ```
///
/// The generated declarations are internal to the target. Translations are found as
/// `intentkit generate` finds them; the plugin lists them as inputs so that editing one
/// generates again. A definition in `Base.lproj` stands for copies of the same name in language
/// folders (`en.lproj/Intents.intentdefinition`), Xcode's localized variants of it.
@main
struct IntentDefinitionPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "intentkit-generate")
    let definitions = Self.definitions(
      among: target.sourceFiles(withSuffix: "intentdefinition").map(\.url)
    )
    // Outputs never share a name with each other or with the target's own Swift files, which
    // the compiler would refuse.
    var outputNames = Set(
      target.sourceFiles(withSuffix: "swift").map {
        $0.url.deletingPathExtension().lastPathComponent
      }
    )
    return definitions.map { file in
      let name = file.deletingPathExtension().lastPathComponent
      // Two definitions of one name in different folders get different outputs.
      var outputName = name
      var number = 1
      while !outputNames.insert(outputName).inserted {
        number += 1
        outputName = "\(name)\(number)"
      }
      let output = context.pluginWorkDirectoryURL.appending(path: "\(outputName).swift")
      return .buildCommand(
        displayName: "Generating \(outputName).swift from \(file.lastPathComponent)",
        executable: tool.url,
        arguments: [file.path, "--output", output.path],
        inputFiles: [file] + translations(of: file),
        outputFiles: [output]
      )
    }
  }

  /// The definitions to generate, in path order: a definition in `Base.lproj` stands for the
  /// copies of the same name in language folders, which are Xcode's localized variants of it.
  static func definitions(among files: [URL]) -> [URL] {
    let files = files.sorted { $0.path < $1.path }
    let base = Set(
      files.filter { $0.deletingLastPathComponent().lastPathComponent == "Base.lproj" }
        .map {
          $0.deletingLastPathComponent().deletingLastPathComponent().appending(
            path: $0.lastPathComponent
          ).path
        }
    )
    return files.filter { file in
      let folder = file.deletingLastPathComponent()
      guard folder.pathExtension == "lproj", folder.lastPathComponent != "Base.lproj" else {
        return true
      }
      return !base.contains(
        folder.deletingLastPathComponent().appending(path: file.lastPathComponent).path
      )
    }
  }

  /// The `.strings` translations `intentkit-generate` reads for a definition.
  private func translations(of definition: URL) -> [URL] {
    let name = definition.deletingPathExtension().lastPathComponent
    var folder = definition.deletingLastPathComponent()
    if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
      .map { folder.appending(path: $0).appending(path: "\(name).strings") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }
}
