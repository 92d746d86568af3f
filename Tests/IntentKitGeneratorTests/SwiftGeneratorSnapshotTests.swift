import XCTest

@testable import IntentKitGenerator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Compares the Swift generated for every definition of the corpus with its snapshot.
///
/// The snapshots are in `Snapshots/`. The same definitions compile, through the build-tool plugin, into the
/// `IntentKitGeneratedTests` target, whose tests run them.
///
/// After a deliberate change to the generator, record new snapshots with
/// `INTENTKIT_RECORD_SNAPSHOTS=1 swift test --filter SwiftGeneratorSnapshotTests` and review the
/// diff.
final class SwiftGeneratorSnapshotTests: XCTestCase {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let corpusFolder = testsFolder.deletingLastPathComponent()
    .appendingPathComponent("IntentKitGeneratedTests/Definitions")
  static let snapshotFolder = testsFolder.appendingPathComponent("Snapshots")

  /// Every `.intentdefinition` under the corpus folder, `Base.lproj` included.
  static func corpus() throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: corpusFolder.path)
    var paths: [String] = []
    while let entry = enumerator?.nextObject() as? String {
      if entry.hasSuffix(".intentdefinition") {
        paths.append(corpusFolder.appendingPathComponent(entry).path)
      }
    }
    // As the plugin does: a copy in a language folder is a localized variant of the
    // Base.lproj definition, which stands for it.
    return paths.sorted().filter { path in
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      guard folder.pathExtension == "lproj", folder.lastPathComponent != "Base.lproj" else {
        return true
      }
      let base = folder.deletingLastPathComponent().appendingPathComponent("Base.lproj")
        .appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
      return !FileManager.default.fileExists(atPath: base.path)
    }
  }

  func testGenerate_everyCorpusDefinition_matchesItsSnapshot() throws {
    let corpus = try Self.corpus()
    XCTAssertGreaterThanOrEqual(corpus.count, 5, "the corpus is missing")
    let record = ProcessInfo.processInfo.environment["INTENTKIT_RECORD_SNAPSHOTS"] == "1"
    var snapshotted: Set<String> = []
    for path in corpus {
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let generated = try DefinitionFiles.generate(
        definitionAt: path,
        access: .internal,
        developmentLanguage: "en"
      )
      let snapshot = Self.snapshotFolder.appendingPathComponent(name + ".swift.txt")
      snapshotted.insert(snapshot.lastPathComponent)
      if record {
        try Data(generated.utf8).write(to: snapshot)
        continue
      }
      let expected = try String(contentsOf: snapshot, encoding: .utf8)
      XCTAssertEqual(generated, expected, "\(name): the generated Swift differs from its snapshot")
    }
    // No snapshot outlives its definition.
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.snapshotFolder.path)
      .filter { $0.hasSuffix(".swift.txt") }
    XCTAssertEqual(Set(files), snapshotted)
  }

  func testGenerate_sameDefinitionTwice_writesTheSameSwift() throws {
    for path in try Self.corpus() {
      let first = try DefinitionFiles.generate(
        definitionAt: path,
        access: .public,
        developmentLanguage: "en"
      )
      let second = try DefinitionFiles.generate(
        definitionAt: path,
        access: .public,
        developmentLanguage: "en"
      )
      XCTAssertEqual(first, second, path)
    }
  }
}
