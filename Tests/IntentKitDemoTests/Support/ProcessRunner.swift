import Foundation

/// Runs an executable with standard input from a string, collects its standard output and
/// error, and stops it if it runs past a deadline, so that a test can never hang.
///
/// Output goes to temporary files rather than pipes, so a chatty process can't block on a full
/// pipe while the test waits for it to exit.
enum ProcessRunner {
  /// How a process ended.
  struct Result {
    let status: Int32
    let output: String
    let errorOutput: String
  }

  /// A process that didn't exit before its deadline; it was terminated.
  struct TimedOut: Error, CustomStringConvertible {
    let command: String
    let seconds: Double
    let output: String

    var description: String {
      "`\(command)` didn't exit within \(seconds) s and was terminated. Output so far:\n\(output)"
    }
  }

  /// Runs an executable to its end.
  ///
  /// - Parameters:
  ///   - executable: The executable.
  ///   - arguments: Its arguments.
  ///   - input: What it reads on standard input.
  ///   - timeout: The most seconds to wait for it to exit.
  /// - Returns: Its exit status and output.
  /// - Throws: ``TimedOut`` if it runs too long, or an error if it can't be started.
  static func run(
    _ executable: URL,
    arguments: [String] = [],
    input: String = "",
    timeout: Double = 120
  ) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentkit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputURL = directory.appendingPathComponent("stdin")
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let stdin = try FileHandle(forReadingFrom: inputURL)
    let stdout = try FileHandle(forWritingTo: outputURL)
    let stderr = try FileHandle(forWritingTo: errorURL)
    defer {
      try? stdin.close()
      try? stdout.close()
      try? stderr.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    let read = { (url: URL) in
      String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
      throw TimedOut(command: command, seconds: timeout, output: read(outputURL))
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: read(outputURL),
      errorOutput: read(errorURL)
    )
  }
}
