import XCTest

@testable import IntentKitGenerator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Definitions made by changing one value of the corpus's: every key the reader reads refuses a
/// value of the wrong kind with an error at exactly that key's path, every key it ignores
/// accepts anything, and no change makes it crash.
final class IntentDefinitionMutationTests: XCTestCase {
  /// The corpus definitions, as trees.
  static func corpus() throws -> [(name: String, root: PropertyListNode)] {
    try SwiftGeneratorSnapshotTests.corpus().map { path in
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      return (URL(fileURLWithPath: path).lastPathComponent, try PropertyListReader.read(bytes))
    }
  }

  /// Every dictionary entry's path in a tree, with the entry's value.
  static func entries(
    of node: PropertyListNode,
    at path: [String] = []
  ) -> [(path: [String], value: PropertyListValue)] {
    switch node.value {
    case .dictionary(let entries):
      entries.flatMap { entry in
        [(path + [entry.key], entry.value.value)]
          + Self.entries(of: entry.value, at: path + [entry.key])
      }
    case .array(let elements):
      elements.enumerated().flatMap { index, element in
        Self.entries(of: element, at: path + [String(index)])
      }
    default:
      []
    }
  }

  /// The entries of a tree, one per key in each context: `INIntents[0].INIntentName` stands for
  /// every intent's name, which are read the same way.
  static func distinctEntries(of node: PropertyListNode) -> [[String]] {
    var seen: Set<[String]> = []
    return entries(of: node).map(\.path).filter { path in
      seen.insert(path.map { $0.first?.isNumber == true ? "#" : $0 }).inserted
    }
  }

  /// The tree with the value at `path` replaced, or removed when `replacement` is `nil`.
  static func replacing(
    _ path: ArraySlice<String>,
    in node: PropertyListNode,
    with replacement: PropertyListValue?
  ) -> PropertyListNode {
    guard let key = path.first else { return node }
    var node = node
    switch node.value {
    case .dictionary(var entries):
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return node }
      if path.count == 1 {
        if let replacement {
          entries[index].value.value = replacement
        } else {
          entries.remove(at: index)
        }
      } else {
        entries[index].value = replacing(
          path.dropFirst(),
          in: entries[index].value,
          with: replacement
        )
      }
      node.value = .dictionary(entries)
    case .array(var elements):
      guard let index = Int(key), elements.indices.contains(index) else { return node }
      elements[index] = replacing(path.dropFirst(), in: elements[index], with: replacement)
      node.value = .array(elements)
    default:
      break
    }
    return node
  }

  /// The tree as an XML property list.
  static func xml(_ root: PropertyListNode) -> [UInt8] {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
    func escape(_ string: String) -> String {
      string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
        of: "<",
        with: "&lt;"
      )
      .replacingOccurrences(of: ">", with: "&gt;")
    }
    func write(_ value: PropertyListValue) {
      switch value {
      case .dictionary(let entries):
        text += "<dict>\n"
        for entry in entries {
          text += "<key>\(escape(entry.key))</key>\n"
          write(entry.value.value)
        }
        text += "</dict>\n"
      case .array(let elements):
        text += "<array>\n"
        for element in elements { write(element.value) }
        text += "</array>\n"
      case .string(let string): text += "<string>\(escape(string))</string>\n"
      case .integer(let integer): text += "<integer>\(integer)</integer>\n"
      case .real(let literal): text += "<real>\(literal)</real>\n"
      case .boolean(let flag): text += flag ? "<true/>\n" : "<false/>\n"
      case .date(let date): text += "<date>\(date)</date>\n"
      case .data: text += "<data></data>\n"
      }
    }
    write(root.value)
    return Array((text + "</plist>\n").utf8)
  }

  func testRead_treeWrittenBack_readsAsTheOriginal() throws {
    for (name, root) in try Self.corpus() {
      let original = try IntentDefinition(reading: Self.xml(root), file: name)
      let generated = SwiftGenerator(sourceFile: name).generate(original)
      XCTAssertTrue(generated.contains("import IntentKit"), name)
    }
  }

  func testRead_anyValueReplacedByADate_failsAtThatKeyOrIsIgnored() throws {
    var refused = 0
    var ignored: Set<String> = []
    for (name, root) in try Self.corpus() {
      for path in Self.distinctEntries(of: root) {
        let mutated = Self.replacing(path[...], in: root, with: .date("2026-11-25T00:00:00Z"))
        let expected = DefinitionPath(components: path, line: 0, column: 0).description
        do {
          _ = try IntentDefinition(reading: Self.xml(mutated), file: name)
          ignored.insert(path.last ?? "")
        } catch {
          refused += 1
          XCTAssertEqual(error.keyPath, expected, "\(name): a date at \(expected): \(error)")
        }
      }
    }
    XCTAssertGreaterThan(refused, 150, "the keys the reader reads")
    // Keys that only Shortcuts' editor and widgets use are read past, whatever they hold.
    for key in [
      "INIntentParameterMetadata", "INIntentParameterCombinations", "INIntentCategory",
      "INIntentParameterTag", "INIntentDefinitionToolsVersion", "INIntentFutureKey",
    ] {
      XCTAssertTrue(ignored.contains(key), "\(key) should be ignored")
    }
    // Keys the generator reads are never ignored.
    for key in [
      "INIntentClassName", "INIntentParameterType", "INIntentParameterName", "INEnumName",
      "INIntentResponseCodeName", "INIntentParameterSupportsResolution",
      "INIntentParameterPromptDialogFormatString", "INEnumValueIndex",
    ] {
      XCTAssertFalse(ignored.contains(key), "\(key) is read and must be checked")
    }
  }

  func testRead_anyEntryRemoved_readsOrFailsWithAPath() throws {
    var outcomes = (read: 0, refused: 0)
    for (name, root) in try Self.corpus() {
      for path in Self.distinctEntries(of: root) {
        let mutated = Self.replacing(path[...], in: root, with: nil)
        do {
          let definition = try IntentDefinition(reading: Self.xml(mutated), file: name)
          _ = SwiftGenerator(sourceFile: name).generate(definition)
          outcomes.read += 1
        } catch {
          outcomes.refused += 1
          XCTAssertTrue(error.description.hasPrefix(name), error.description)
          XCTAssertFalse(error.keyPath.isEmpty, "\(name) without \(path): \(error)")
        }
      }
    }
    XCTAssertGreaterThan(outcomes.read, 50)
    XCTAssertGreaterThan(outcomes.refused, 25)
  }
}
