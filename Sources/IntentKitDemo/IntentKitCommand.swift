import Foundation
import IntentKitDemoCore

/// `intentkit`: the demo, the text console and the JSON front end over IntentKit's sample data.
///
/// Usage: `swift run intentkit [demo | handle | help] [--language en|ja|ko]`; see
/// `IntentKitTool.usage` for the commands and exit codes.
@main
enum IntentKitCommand {
  static func main() async {
    // The tool runs off the main actor, as the library's own work does.
    let status = await Task.detached {
      var io = StandardIO()
      return await IntentKitTool.run(Array(CommandLine.arguments.dropFirst()), io: &io)
    }.value
    exit(status)
  }
}
