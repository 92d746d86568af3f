package import IntentKit

/// What the command line asks `intentkit` to do, parsed by hand: the package has no
/// dependencies, so no argument parser.
///
/// ```
/// intentkit [demo | handle | help] [--language en|ja|ko]
/// intentkit generate <file.intentdefinition>... [options]
/// ```
package struct Invocation: Equatable, Sendable {
  /// The commands.
  package enum Command: Equatable, Sendable {
    /// The interactive console, when no command is given.
    case console
    /// Replays the seeds' scenarios.
    case demo
    /// Handles one JSON intent from standard input.
    case handle
    /// Prints the usage.
    case help
    /// Generates Swift from intent definitions, with the arguments after `generate`.
    case generate([String])
  }

  /// The command.
  package var command: Command

  /// The language the assistant speaks; English unless `--language` says otherwise.
  package var language: Language

  /// Creates an invocation.
  package init(command: Command = .console, language: Language = .english) {
    self.command = command
    self.language = language
  }

  /// A command line that `intentkit` can't run.
  package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in a sentence.
    package let message: String

    /// Creates an error.
    package init(message: String) {
      self.message = message
    }
  }

  /// Parses the arguments after the program's name.
  ///
  /// - Throws: ``UsageError`` for an unknown command or option, a second command, or a
  ///   missing or unknown language.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var invocation = Invocation()
    // `generate` has options of its own, parsed by the generator.
    if arguments.first == "generate" {
      invocation.command = .generate(Array(arguments.dropFirst()))
      return invocation
    }
    var commandSeen: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let command: Command
      switch argument {
      case "demo": command = .demo
      case "handle": command = .handle
      case "help", "--help", "-h": command = .help
      case "--language", "-l":
        guard let value = remaining.popFirst() else {
          throw UsageError(message: "\(argument) needs a value: en, ja or ko.")
        }
        invocation.language = try language(value)
        continue
      default:
        if argument.hasPrefix("--language=") {
          invocation.language = try language(String(argument.dropFirst("--language=".count)))
          continue
        }
        throw UsageError(message: "Unknown argument \(TextLimits.quoted(argument)).")
      }
      if let commandSeen {
        throw UsageError(
          message:
            "Give one command, not \(TextLimits.quoted(commandSeen)) and \(TextLimits.quoted(argument))."
        )
      }
      commandSeen = argument
      invocation.command = command
    }
    return invocation
  }

  private static func language(_ value: String) throws(UsageError) -> Language {
    switch value.lowercased() {
    case "en", "english": return .english
    case "ja", "japanese": return .japanese
    case "ko", "korean": return .korean
    default:
      throw UsageError(message: "Unknown language \(TextLimits.quoted(value)); use en, ja or ko.")
    }
  }
}
