import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks that the code in the Writing a Custom Intent article is the compiled soup fixtures',
/// word for word: the hand-written intent's, and the handler, definition excerpt and generated
/// code of the intent generated from `OrderSoup.intentdefinition`.
final class WritingACustomIntentTests: XCTestCase {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Documentation
    .deletingLastPathComponent()  // IntentKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  private static let articlePath =
    "Sources/IntentKit/IntentKit.docc/Articles/WritingACustomIntent.md"
  private static let fixturePath = "Tests/IntentKitTests/Support/OrderSoupIntent.swift"
  private static let generatedFolder = "Tests/IntentKitGeneratedTests"
  private static let definitionPath =
    "Tests/IntentKitGeneratedTests/Definitions/Base.lproj/OrderSoup.intentdefinition"
  private static let snapshotPath = "Tests/IntentKitGeneratorTests/Snapshots/OrderSoup.swift.txt"

  func testDeclarations_inArticle_appearInTheCompiledFixture() throws {
    let article = try Self.read(Self.articlePath)
    let fixture = Self.withoutComments(try Self.read(Self.fixturePath))

    // The hand-written part's blocks up to "Register and dispatch" declare the intent; the
    // rest show it in use.
    let handWritten = try XCTUnwrap(
      article.components(separatedBy: "## Declaring an Intent by Hand").last
    )
    let declarations = try XCTUnwrap(handWritten.components(separatedBy: "### Register").first)
    let blocks = Self.swiftBlocks(in: declarations)

    XCTAssertGreaterThanOrEqual(blocks.count, 5, "The article lost its declarations")
    for block in blocks {
      XCTAssertTrue(
        fixture.contains(block),
        """
        This block in \(Self.articlePath) isn't in \(Self.fixturePath) (comments aside); update \
        one so they match:
        \(block)
        """
      )
    }
  }

  func testGeneratedSection_codeAndDefinition_appearInTheCompiledFixtures() throws {
    let article = try Self.read(Self.articlePath)
    let generated = try XCTUnwrap(
      article.components(separatedBy: "## Generating an Intent from Its Definition").last?
        .components(separatedBy: "## Declaring an Intent by Hand").first
    )
    let fixtures =
      try ["SoupShopHandler.swift", "OrderSoupGeneratedTests.swift"]
      .map { try Self.read("\(Self.generatedFolder)/\($0)") }
      + [try Self.read(Self.snapshotPath)]
    let blocks = Self.swiftBlocks(in: generated)
    XCTAssertEqual(
      blocks.count,
      4,
      "The section lost its code: the package, the generated reasons, the handler, the conversation"
    )
    // The package manifest is the one block no fixture compiles.
    for block in blocks.dropFirst() {
      let indented = Self.indentedVariants(of: block)
      XCTAssertTrue(
        fixtures.contains { fixture in indented.contains { fixture.contains($0) } },
        "This block of the generated section isn't in the compiled fixtures:\n\(block)"
      )
    }

    // The definition excerpt is the file's, indentation aside.
    let excerpt = try XCTUnwrap(Self.blocks(in: generated, language: "xml").first)
    let definition = try Self.read(Self.definitionPath)
    XCTAssertTrue(
      Self.trimmedLines(definition).contains(Self.trimmedLines(excerpt)),
      "The XML excerpt isn't in \(Self.definitionPath)"
    )
  }

  // MARK: - Helpers

  /// The block as written, and indented by up to three levels of two spaces, as it may be in a
  /// test's body.
  private static func indentedVariants(of block: String) -> [String] {
    (0...3).map { level in
      let indentation = String(repeating: "  ", count: level)
      return block.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
    }
  }

  /// The text's lines without leading white space, joined by newlines.
  private static func trimmedLines(_ text: String) -> String {
    text.split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
  }

  /// Returns the contents of every code block in a language.
  private static func blocks(in markdown: String, language: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if let lines = current, line.hasPrefix("```") {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  private static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Returns the source without comment lines, with runs of blank lines collapsed to one.
  private static func withoutComments(_ source: String) -> String {
    var lines: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("//") { continue }
      if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// Returns the contents of every ```swift code block.
  private static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift") {
        current = []
      } else if let lines = current, line.hasPrefix("```") {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }
}
