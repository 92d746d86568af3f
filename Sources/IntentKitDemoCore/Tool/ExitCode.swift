/// The exit codes of `intentkit`.
///
/// - 0: success. The demo ran, the console ended, or `handle` printed the intent's outcome,
///   whatever its response code.
/// - 1: failure. `handle` got a request it can't accept (malformed JSON, an unknown intent, an
///   invalid intent, too large), or the sample world couldn't be built; the message is on
///   standard error.
/// - 2: usage. An unknown command or option, or a bad `--language`; the usage is on standard
///   error.
package enum ExitCode {
  /// The command did what was asked.
  package static let success: Int32 = 0
  /// The request or the world was bad.
  package static let failure: Int32 = 1
  /// The command line was bad.
  package static let usage: Int32 = 2
}
