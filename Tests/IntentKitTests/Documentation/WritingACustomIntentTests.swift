import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks that the declarations in the Writing a Custom Intent article are the compiled soup
/// fixture's, word for word.
final class WritingACustomIntentTests: XCTestCase {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Documentation
    .deletingLastPathComponent()  // IntentKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  private static let articlePath =
    "Sources/IntentKit/IntentKit.docc/Articles/WritingACustomIntent.md"
  private static let fixturePath = "Tests/IntentKitTests/Support/OrderSoupIntent.swift"

  func testDeclarations_inArticle_appearInTheCompiledFixture() throws {
    let article = try Self.read(Self.articlePath)
    let fixture = Self.withoutComments(try Self.read(Self.fixturePath))

    // The blocks up to "Register and dispatch" declare the intent; the rest show it in use.
    let declarations = try XCTUnwrap(article.components(separatedBy: "### Register").first)
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

  // MARK: - Helpers

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
