import IntentKit
import IntentKitGenerator

/// The `intentkit` command: parses the arguments and runs the demo, the console or `handle`
/// over the sample world, reading and writing through a ``ToolIO``.
package enum IntentKitTool {
  /// The usage, printed by `intentkit help` and after a bad command line.
  package static let usage = """
    USAGE: intentkit [demo | handle | help] [--language en|ja|ko]
           intentkit generate <file.intentdefinition>... [--output <path>] [--access public]

    COMMANDS:
      (none)   An interactive console over sample data: type a request such as
               "Send $50 to Jane", answer the assistant; "help", "history", "quit".
      demo     Replays the seeds' scenarios (payments, bills, rides) and prints each
               transcript. The clock is fixed, so every run prints the same.
      handle   Reads one JSON intent on standard input and prints the JSON outcome:
               echo '{"intentName": "SendPaymentIntent", "intent": {…}}' | intentkit handle
      generate Writes IntentKit Swift from Xcode intent definitions; see
               intentkit generate --help.
      help     Prints this text.

    OPTIONS:
      --language en|ja|ko   The language the assistant and the console speak (default: en);
                            in the demo, for the scenarios that don't set their own.

    EXIT CODES:
      0  Success; for handle, the outcome was printed, whatever its response code.
      1  handle got a request it can't accept (malformed JSON, unknown or invalid intent,
         too large), or generate a definition it can't read (nothing is written); the
         message is on standard error.
      2  A bad command line; this usage is on standard error.
    """

  /// Runs `intentkit` with the arguments after the program's name.
  ///
  /// - Returns: The exit code; see ``ExitCode``.
  package static func run(_ arguments: [String], io: inout some ToolIO) async -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      io.writeError("error: \(PrintableText.line(error.message))\n\n\(usage)\n")
      return ExitCode.usage
    }
    do {
      switch invocation.command {
      case .help:
        io.write(usage + "\n")
      case .generate(let arguments):
        let result = GenerateCommand.run(arguments)
        io.write(result.output)
        io.writeError(result.error)
        return result.status
      case .demo:
        try await DemoRunner.run(language: invocation.language, io: &io)
      case .handle:
        let world = try await DemoWorld.make(clock: SystemWallClock())
        let request = try await io.readAll(
          limit: world.dispatcher.configuration.maximumRequestSize + 1
        )
        let result = await HandleCommand.run(request, world: world)
        if let output = result.output { io.write(output + "\n") }
        if let error = result.error { io.writeError(error + "\n") }
        return result.exitCode
      case .console:
        let world = try await DemoWorld.make(
          clock: SystemWallClock(),
          language: invocation.language
        )
        var console = Console(io: io, world: world, language: invocation.language)
        await console.run()
        io = console.io
      }
    } catch {
      io.writeError("error: \(PrintableText.error(error))\n")
      return ExitCode.failure
    }
    return ExitCode.success
  }
}
