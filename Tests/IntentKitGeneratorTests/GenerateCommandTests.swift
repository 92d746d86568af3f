import XCTest

@testable import IntentKitGenerator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `intentkit generate` and `intentkit-generate`: arguments, output paths, translations found
/// beside the definition, and errors that write nothing.
final class GenerateCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("GenerateCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
  }

  /// A small valid definition: one intent with one resolved parameter and a dialog.
  static let definition = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>INEnums</key>
    \t<array/>
    \t<key>INIntentDefinitionModelVersion</key>
    \t<string>1.1</string>
    \t<key>INIntents</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>INIntentName</key>
    \t\t\t<string>Greet</string>
    \t\t\t<key>INIntentParameters</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>INIntentParameterName</key>
    \t\t\t\t\t<string>name</string>
    \t\t\t\t\t<key>INIntentParameterPromptDialogs</key>
    \t\t\t\t\t<array>
    \t\t\t\t\t\t<dict>
    \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogFormatString</key>
    \t\t\t\t\t\t\t<string>Who should I greet?</string>
    \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogFormatStringID</key>
    \t\t\t\t\t\t\t<string>gR33t1</string>
    \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogType</key>
    \t\t\t\t\t\t\t<string>Primary</string>
    \t\t\t\t\t\t</dict>
    \t\t\t\t\t</array>
    \t\t\t\t\t<key>INIntentParameterSupportsResolution</key>
    \t\t\t\t\t<true/>
    \t\t\t\t\t<key>INIntentParameterType</key>
    \t\t\t\t\t<string>String</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t\t<key>INIntentResponse</key>
    \t\t\t<dict>
    \t\t\t\t<key>INIntentResponseCodes</key>
    \t\t\t\t<array>
    \t\t\t\t\t<dict>
    \t\t\t\t\t\t<key>INIntentResponseCodeName</key>
    \t\t\t\t\t\t<string>success</string>
    \t\t\t\t\t\t<key>INIntentResponseCodeSuccess</key>
    \t\t\t\t\t\t<true/>
    \t\t\t\t\t</dict>
    \t\t\t\t</array>
    \t\t\t</dict>
    \t\t\t<key>INIntentType</key>
    \t\t\t<string>Custom</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """

  private func write(_ text: String, to relativePath: String, utf16: Bool = false) throws -> String
  {
    let url = folder.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    if utf16 {
      var bytes: [UInt8] = [0xFF, 0xFE]
      for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
      try Data(bytes).write(to: url)
    } else {
      try Data(text.utf8).write(to: url)
    }
    return url.path
  }

  func testRun_withoutOutput_printsTheSwift() throws {
    let path = try write(Self.definition, to: "Greet.intentdefinition")
    let result = GenerateCommand.run([path])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertTrue(result.output.contains("struct GreetIntent: Intent {"))
    XCTAssertTrue(result.output.contains("protocol GreetIntentHandling: IntentHandling"))
    XCTAssertTrue(result.output.contains(#""GreetIntent.name.needsValue": "Who should I greet?","#))
    XCTAssertEqual(result.error, "")
  }

  func testRun_outputFolder_writesOneFilePerDefinition() throws {
    let first = try write(Self.definition, to: "A/Greet.intentdefinition")
    let second = try write(
      Self.definition.replacingOccurrences(of: "Greet", with: "Wave"),
      to: "B/Wave.intentdefinition"
    )
    let output = folder.appendingPathComponent("Generated").path
    let result = GenerateCommand.run([first, second, "--output", output + "/"])
    XCTAssertEqual(result.status, 0, result.error)
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    XCTAssertEqual(files, ["Greet.swift", "Wave.swift"])
  }

  func testRun_outputFile_writesThatFile() throws {
    let path = try write(Self.definition, to: "Greet.intentdefinition")
    let output = folder.appendingPathComponent("Out/Intents.swift").path
    let result = GenerateCommand.run([path, "-o", output, "--access", "public"])
    XCTAssertEqual(result.status, 0, result.error)
    let source = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertTrue(source.contains("public struct GreetIntent: Intent {"))
    XCTAssertTrue(source.contains("public import IntentKit"))
  }

  func testRun_translationsBesideBaseLproj_becomeLanguages() throws {
    let path = try write(Self.definition, to: "Base.lproj/Greet.intentdefinition")
    _ = try write(
      "/* Primary */\n\"gR33t1\" = \"誰に挨拶しますか？\";\n",
      to: "ja.lproj/Greet.strings",
      utf16: true
    )
    _ = try write("\"gR33t1\" = \"Whom shall I greet?\";\n", to: "en.lproj/Greet.strings")
    let result = GenerateCommand.run([path])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertTrue(result.output.contains(#"Language(rawValue: "ja"): ["#))
    XCTAssertTrue(result.output.contains(#""GreetIntent.name.needsValue": "誰に挨拶しますか？","#))
    // The development language's own .strings wins over the definition's text.
    XCTAssertTrue(result.output.contains(#""GreetIntent.name.needsValue": "Whom shall I greet?","#))
    XCTAssertFalse(result.output.contains("Who should I greet?\","))
  }

  func testRun_malformedDefinition_failsAndWritesNothing() throws {
    let good = try write(Self.definition, to: "Greet.intentdefinition")
    let bad = try write(
      Self.definition.replacingOccurrences(
        of: "<string>String</string>",
        with: "<string>Distance</string>"
      ),
      to: "Bad.intentdefinition"
    )
    let output = folder.appendingPathComponent("Generated").path
    let result = GenerateCommand.run([good, bad, "--output", output + "/"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(
      result.error.hasPrefix(bad + ":33:6: error: "),
      "the error names the file as given, and the position: \(result.error)"
    )
    XCTAssertTrue(
      result.error.contains("INIntents[0].INIntentParameters[0].INIntentParameterType"),
      result.error
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: output), "nothing is written")
  }

  func testRun_malformedTranslation_namesTheStringsFile() throws {
    let path = try write(Self.definition, to: "Base.lproj/Greet.intentdefinition")
    _ = try write("\"gR33t1\" = \"unterminated;\n", to: "ja.lproj/Greet.strings")
    let result = GenerateCommand.run([path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.contains("ja.lproj/Greet.strings:2:1: error: "), result.error)
  }

  func testRun_badCommandLines_exitWithUsage() {
    for arguments in [
      [], ["--output"], ["--access", "private", "x.intentdefinition"], ["--frobnicate"],
    ] {
      let result = GenerateCommand.run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(result.error.contains("USAGE: intentkit generate"), "\(arguments)")
    }
    XCTAssertEqual(GenerateCommand.run(["--help"]).status, 0)
  }

  func testRun_missingFile_fails() {
    let result = GenerateCommand.run([folder.appendingPathComponent("None.intentdefinition").path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.contains("can't be read"), result.error)
  }

  func testRun_translationNamingNoValue_namesTheStringsFileAndID() throws {
    let path = try write(Self.definition, to: "Base.lproj/Greet.intentdefinition")
    _ = try write("\"gR33t1\" = \"${nmae}に挨拶しますか？\";\n", to: "ja.lproj/Greet.strings")
    let result = GenerateCommand.run([path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.contains("ja.lproj/Greet.strings: error: "), result.error)
    XCTAssertTrue(result.error.contains("\"gR33t1\": the translation says ${nmae}"), result.error)
  }

  func testRun_twoDefinitionsOfOneName_refuseToOverwriteEachOther() throws {
    let first = try write(Self.definition, to: "A/Greet.intentdefinition")
    let second = try write(Self.definition, to: "B/Greet.intentdefinition")
    let output = folder.appendingPathComponent("Generated").path
    let result = GenerateCommand.run([first, second, "--output", output + "/"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.contains("would both be written to"), result.error)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output), "nothing is written")
  }
}
