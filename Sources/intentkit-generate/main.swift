import IntentKitGenerator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// `intentkit-generate`: what `intentkit generate` does, as a small tool the build-tool plugin
// runs (it needs neither the demo nor its sample data).
let result = GenerateCommand.run(Array(CommandLine.arguments.dropFirst()))
writeAll(result.output, to: STDOUT_FILENO)
writeAll(result.error, to: STDERR_FILENO)
exit(result.status)

/// Writes all of `text` to a file descriptor, as many `write` calls as it takes.
func writeAll(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}
