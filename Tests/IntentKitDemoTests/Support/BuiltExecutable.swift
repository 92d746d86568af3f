import Foundation
import XCTest

/// Finds executables that `swift build` and `swift test` put next to the test bundle.
enum BuiltExecutable {
  /// An executable that isn't where the build puts products.
  struct NotFound: Error, CustomStringConvertible {
    let name: String
    let searched: [String]

    var description: String {
      "The '\(name)' executable isn't built next to the tests; looked in "
        + searched.joined(separator: ", ")
        + ". Run `swift build --build-tests` (or `swift test`, which builds it) first."
    }
  }

  /// Returns the URL of a built executable product, such as `intentkit`.
  ///
  /// On Linux the test runner is the `.xctest` executable in the products directory; on macOS
  /// the tests are an `.xctest` bundle in it.
  static func url(named name: String) throws -> URL {
    var directories: [URL] = [Bundle.main.bundleURL]
    if let executable = Bundle.main.executableURL {
      directories.append(executable.deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let runner = CommandLine.arguments.first {
      directories.append(URL(fileURLWithPath: runner).deletingLastPathComponent())
    }
    for directory in directories {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw NotFound(name: name, searched: directories.map(\.path))
  }
}
