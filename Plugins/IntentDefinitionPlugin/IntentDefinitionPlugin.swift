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
/// generates again.
@main
struct IntentDefinitionPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "intentkit-generate")
    return target.sourceFiles(withSuffix: "intentdefinition").map { file in
      let name = file.url.deletingPathExtension().lastPathComponent
      let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
      return .buildCommand(
        displayName: "Generating \(name).swift from \(file.url.lastPathComponent)",
        executable: tool.url,
        arguments: [file.url.path, "--output", output.path],
        inputFiles: [file.url] + translations(of: file.url),
        outputFiles: [output]
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
