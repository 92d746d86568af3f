#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a definition file and the `.strings` translations beside it, and generates its Swift.
package enum DefinitionFiles {
  /// The translations of a definition at `path`: `<language>.lproj/<Name>.strings` in the
  /// folder that holds the definition, or, for a definition in `Base.lproj`, in the folder above.
  ///
  /// - Returns: The paths by language code, `Base` excluded.
  package static func translationPaths(forDefinitionAt path: String) -> [String: String] {
    let definition = URL(fileURLWithPath: path)
    let stem = definition.deletingPathExtension().lastPathComponent
    var folder = definition.deletingLastPathComponent()
    if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return [:]
    }
    var paths: [String: String] = [:]
    for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
      let strings = folder.appendingPathComponent(entry).appendingPathComponent(stem + ".strings")
      if FileManager.default.fileExists(atPath: strings.path) {
        paths[String(entry.dropLast(".lproj".count))] = strings.path
      }
    }
    return paths
  }

  /// Generates the Swift for the definition at `path` with its translations.
  ///
  /// - Throws: ``IntentDefinitionError`` naming the file (the definition or a `.strings` file)
  ///   and the position or key path at fault.
  package static func generate(
    definitionAt path: String,
    access: SwiftGenerator.Access,
    developmentLanguage: String
  ) throws(IntentDefinitionError) -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    // Errors name the file as given, so that an editor can open it.
    let definition = try IntentDefinition(reading: read(path), file: path)
    var translations: [String: [String: String]] = [:]
    let paths = translationPaths(forDefinitionAt: path)
    for language in paths.keys.sorted() {
      guard let stringsPath = paths[language] else { continue }
      let bytes = try read(stringsPath)
      do {
        translations[language] = try StringsFileReader.read(bytes)
      } catch {
        throw IntentDefinitionError(
          file: stringsPath,
          line: error.line,
          column: error.column,
          error.message
        )
      }
    }
    let generator = SwiftGenerator(
      sourceFile: name,
      access: access,
      developmentLanguage: developmentLanguage,
      translations: translations
    )
    if let problem = generator.translationProblems(definition).first,
      let stringsPath = paths[problem.language]
    {
      throw IntentDefinitionError(
        file: stringsPath,
        "\"\(problem.id)\": the translation says ${\(problem.placeholder)}, which names no "
          + "value its dialog can say"
      )
    }
    return generator.generate(definition)
  }

  /// The bytes of a file.
  static func read(_ path: String) throws(IntentDefinitionError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw IntentDefinitionError(file: path, "can't be read")
    }
    return [UInt8](data)
  }
}
