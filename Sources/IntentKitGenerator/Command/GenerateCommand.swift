#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `intentkit generate` and `intentkit-generate`: Swift from `.intentdefinition` files.
package enum GenerateCommand {
  /// The usage, printed by `--help` and after a bad command line.
  package static let usage = """
    USAGE: intentkit generate <file.intentdefinition>... [--output <path>]
                              [--access internal|public] [--development-language <code>]

    Writes IntentKit Swift for each Xcode intent definition: the intents, their responses and
    codes, handler protocols with both of SiriKit's shapes, resolution results, enums, custom
    types, and the dialogs as a prompt catalog with the translations found in
    <language>.lproj/<Name>.strings beside the file (or beside its Base.lproj).

    OPTIONS:
      --output <path>            A folder (one <Name>.swift per definition) or, for one
                                 definition, a file; without it, the Swift goes to standard output.
      --access internal|public   The generated declarations' access (default: internal).
      --development-language <code>
                                 The language of the definition's own strings (default: en).

    EXIT CODES:
      0  Every file generated.
      1  A definition or translation can't be read; nothing is written. The message names the
         file and the line or key path.
      2  A bad command line.
    """

  /// The outcome of a run: the exit code and what to print.
  package struct Result: Sendable, Equatable {
    /// The exit code.
    package var status: Int32
    /// Standard output.
    package var output = ""
    /// Standard error.
    package var error = ""
  }

  /// Runs the command with the arguments after `generate`.
  package static func run(_ arguments: [String]) -> Result {
    var inputs: [String] = []
    var output: String?
    var access = SwiftGenerator.Access.internal
    var language = "en"
    var remaining = arguments[...]
    func usageError(_ message: String) -> Result {
      Result(status: 2, error: "error: \(message)\n\n\(usage)\n")
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h", "help":
        return Result(status: 0, output: usage + "\n")
      case "--output", "-o", "--access", "--development-language":
        guard let value = remaining.popFirst() else {
          return usageError("\(argument) needs a value.")
        }
        if argument == "--access" {
          guard let level = SwiftGenerator.Access(rawValue: value) else {
            return usageError("--access is internal or public, not \(value).")
          }
          access = level
        } else if argument == "--development-language" {
          language = value
        } else {
          output = value
        }
      default:
        guard !argument.hasPrefix("-") else { return usageError("Unknown option \(argument).") }
        inputs.append(argument)
      }
    }
    guard !inputs.isEmpty else { return usageError("Give at least one .intentdefinition file.") }

    // Generate everything first, so that an error leaves no file written.
    var generated: [(input: String, source: String)] = []
    for input in inputs {
      do {
        let source = try DefinitionFiles.generate(
          definitionAt: input,
          access: access,
          developmentLanguage: language
        )
        generated.append((input, source))
      } catch {
        return Result(status: 1, error: "\(error)\n")
      }
    }
    guard let output else {
      return Result(status: 0, output: generated.map(\.source).joined(separator: "\n"))
    }
    let isFolder =
      (try? FileManager.default.attributesOfItem(atPath: output)[.type] as? FileAttributeType)
      == .typeDirectory
    var files: [(path: String, source: String)] = []
    if !isFolder && !output.hasSuffix("/") && inputs.count == 1 {
      files = [(output, generated[0].source)]
    } else {
      var inputsByPath: [String: String] = [:]
      for (input, source) in generated {
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        let path = URL(fileURLWithPath: output).appendingPathComponent(name + ".swift").path
        if let other = inputsByPath.updateValue(input, forKey: path) {
          return Result(
            status: 1,
            error: "error: \(other) and \(input) would both be written to \(path)\n"
          )
        }
        files.append((path, source))
      }
    }
    return write(files)
  }

  /// Writes every file, or none: each goes to a temporary file beside its destination first,
  /// and the temporary files are renamed only once all are written.
  private static func write(_ files: [(path: String, source: String)]) -> Result {
    var written: [(temporary: String, path: String)] = []
    func removeTemporaries() {
      for file in written { try? FileManager.default.removeItem(atPath: file.temporary) }
    }
    for (path, source) in files {
      let temporary = path + ".intentkit-generate-\(UUID().uuidString)"
      do {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: URL(fileURLWithPath: temporary))
        written.append((temporary, path))
      } catch {
        removeTemporaries()
        return Result(status: 1, error: "\(path): error: can't be written: \(error)\n")
      }
    }
    for file in written {
      do {
        if FileManager.default.fileExists(atPath: file.path) {
          try FileManager.default.removeItem(atPath: file.path)
        }
        try FileManager.default.moveItem(atPath: file.temporary, toPath: file.path)
      } catch {
        removeTemporaries()
        return Result(status: 1, error: "\(file.path): error: can't be written: \(error)\n")
      }
    }
    return Result(status: 0)
  }
}
