import XCTest

@testable import IntentKitGenerator

final class StringsFileReaderTests: XCTestCase {
  // MARK: - Grammar

  func testRead_emptyFiles_readNoPairs() throws {
    XCTAssertEqual(try read(""), [:])
    XCTAssertEqual(try read(" \n\t/* only */ // a comment"), [:])
    XCTAssertEqual(try StringsFileReader.read([0xEF, 0xBB, 0xBF]), [:])
    XCTAssertEqual(try StringsFileReader.read([0xFF, 0xFE]), [:])
  }

  func testRead_pairs_allowWhitespaceAnywhereBetweenTokens() throws {
    XCTAssertEqual(
      try read("\"a\"=\"b\";\"c\" =\n\t\"d\"\r\n;  \"e\"\u{2028}=\u{2029}\"f\"\u{0B};\u{0C}"),
      [
        "a": "b", "c": "d", "e": "f",
      ]
    )
  }

  func testRead_unquotedStrings_useApplesCharacterSet() throws {
    XCTAssertEqual(
      try read("Key_1.$:/-z = value-2;\nplain=\"quoted\";"),
      [
        "Key_1.$:/-z": "value-2", "plain": "quoted",
      ]
    )
    assertRefused("a+b = c;", at: (1, 2), "expected '=' after the key \"a\", found '+'")
    assertRefused("a = b c;", at: (1, 7), "expected ';' after the value of \"a\", found 'c'")
    assertRefused("é = b;", at: (1, 1), "expected a key (a quoted string), found 'é'")
    assertRefused("a = +;", at: (1, 5), "expected the value of \"a\" (a quoted string), found '+'")
  }

  func testRead_comments_areSkipped() throws {
    let text =
      "/* head\n * more */\n\"a\" /* x */ = // y\n \"b\" /* z */ ;// tail\n/* a /* b */ \"c\"=\"d\";//"
    XCTAssertEqual(try read(text), ["a": "b", "c": "d"])
    XCTAssertEqual(
      try read("\"u\" = \"http://example.com/*x*/\";"),
      ["u": "http://example.com/*x*/"]
    )
    assertRefused(
      "\"a\" = \"b\";\n  /* open",
      at: (2, 10),
      "the file ends inside the comment opened at 2:3"
    )
    assertRefused("/*/", "ends inside the comment")
  }

  func testRead_missingTokens_areRefusedWhereTheyBelong() {
    assertRefused(
      "\"a\" = \"b\"\n\"c\" = \"d\";",
      at: (2, 1),
      "expected ';' after the value of \"a\", found '\"'"
    )
    assertRefused("\"a\" \"b\";", at: (1, 5), "expected '=' after the key \"a\"")
    assertRefused("\"a\";", at: (1, 4), "expected '=' after the key \"a\", found ';'")
    assertRefused(
      "\"a\" = ;",
      at: (1, 7),
      "expected the value of \"a\" (a quoted string), found ';'"
    )
    assertRefused("\"a\" = \"b\"", at: (1, 10), "found the end of the file")
    assertRefused("\"a\" =", at: (1, 6), "expected the value of \"a\", found the end of the file")
    assertRefused(
      "\"a\"",
      at: (1, 4),
      "expected '=' after the key \"a\", found the end of the file"
    )
    assertRefused("= \"b\";", at: (1, 1), "expected a key (a quoted string), found '='")
    assertRefused(";", at: (1, 1), "expected a key")
  }

  func testRead_unterminatedString_isRefusedNamingItsOpening() {
    assertRefused(
      "\"a\" = \"b\";\n\"c\" = \"open\n",
      at: (3, 1),
      "the file ends inside the string opened at 2:7"
    )
    assertRefused("\"a\" = \"b\\", "the file ends inside the string opened at 1:7")
    assertRefused("'a' = \"b\";", at: (1, 1), "single-quoted strings are not read")
  }

  func testRead_quotedStrings_keepRawLineBreaksAndSpaces() throws {
    XCTAssertEqual(try read("\"multi\nline\" = \" a\r\n\tb \";"), ["multi\nline": " a\r\n\tb "])
  }

  // MARK: - Escapes

  func testRead_simpleEscapes_areApples() throws {
    XCTAssertEqual(
      try read(#""k" = "\a\b\f\n\r\t\v\"\'\\";"#),
      ["k": "\u{7}\u{8}\u{C}\n\r\t\u{B}\"'\\"]
    )
  }

  func testRead_unicodeEscapes_decodeIncludingSurrogatePairs() throws {
    XCTAssertEqual(try read(#""k" = "\U00E9\u00e8 \UD83D\UDE00 \ud83d\uDE00!";"#), ["k": "éè 😀 😀!"])
    XCTAssertEqual(try read(#""\U0041" = "\U20AC";"#), ["A": "€"])
  }

  func testRead_badEscapes_areRefusedAtTheBackslash() {
    assertRefused(#""k" = "a\qb";"#, at: (1, 9), #"unknown escape '\q'"#)
    assertRefused(#""k" = "\é";"#, at: (1, 8), #"unknown escape '\é'"#)
    assertRefused("\"k\" = \"\\\n\";", "unknown escape")
    assertRefused(#""k" = "\101";"#, at: (1, 8), "octal escapes are not read")
    assertRefused(#""k" = "\0";"#, "octal escapes are not read")
    assertRefused(#""k" = "\U12";"#, at: (1, 8), "four hexadecimal digits")
    assertRefused(#""k" = "\U12G4";"#, "four hexadecimal digits")
    assertRefused(#""k" = "\U0000";"#, #"'\U0000' (NUL) is not allowed"#)
    assertRefused(
      #""k" = "x\UD83D";"#,
      at: (1, 9),
      #"'\UD83D' is a high surrogate not followed by a low"#
    )
    assertRefused(#""k" = "\UD83Dx";"#, "high surrogate not followed")
    assertRefused(#""k" = "\UD83D\n";"#, "high surrogate not followed")
    assertRefused(#""k" = "\UD83D\U0041";"#, "high surrogate not followed")
    assertRefused(#""k" = "\UD83D\UD83D";"#, "high surrogate not followed")
    assertRefused(
      #""k" = "\UDE00";"#,
      at: (1, 8),
      #"'\UDE00' is a low surrogate without a high one"#
    )
  }

  // MARK: - Duplicates

  func testRead_duplicateKey_isRefusedNamingItAndItsFirstLine() {
    let text =
      "/* x */\n\"greeting\" = \"Hello\";\n\"other\" = \"x\";\n  \"greeting\" = \"Bonjour\";\n"
    assertRefused(text, at: (4, 3), "the key \"greeting\" appears twice (first at 2:1)")
    assertRefused(
      "a = b;\n\"a\" = \"c\";",
      at: (2, 1),
      "the key \"a\" appears twice (first at 1:1)"
    )
    assertRefused("\"\\U0041\" = x;\n\"A\" = y;", "the key \"A\" appears twice (first at 1:1)")
  }

  // MARK: - Encodings

  func testRead_encodings_giveTheSamePairs() throws {
    let text = "/* é */\n\"k\" = \"Grüße 😀\";\n\"\\U00E9\" = v;\n"
    let expected = ["k": "Grüße 😀", "é": "v"]
    XCTAssertEqual(try read(text), expected)
    XCTAssertEqual(try StringsFileReader.read([0xEF, 0xBB, 0xBF] + Array(text.utf8)), expected)
    XCTAssertEqual(try StringsFileReader.read(utf16(text, bigEndian: false)), expected)
    XCTAssertEqual(try StringsFileReader.read(utf16(text, bigEndian: true)), expected)
  }

  func testRead_errorInUTF16File_countsColumnsInUTF8BytesOfTheLine() {
    assertRefused(bytes: utf16("\"é😀\" = x y;", bigEndian: false), at: (1, 14), "expected ';'")
    assertRefused(
      bytes: utf16("a = b;\r\n\"é\" = \"c\"\r\n", bigEndian: true),
      at: (3, 1),
      "expected ';'"
    )
  }

  func testRead_badEncodings_areRefused() {
    assertRefused(bytes: [0xFF, 0xFE, 0x61], at: (1, 1), "odd number of bytes")
    assertRefused(
      bytes: [0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00, 0x3D, 0xD8, 0x61, 0x00],
      at: (2, 1),
      "unpaired surrogate"
    )
    assertRefused(bytes: [0xFE, 0xFF, 0xDC, 0x00], at: (1, 1), "unpaired surrogate")
    assertRefused(bytes: [0xFE, 0xFF, 0xD8, 0x3D], "unpaired surrogate")
    assertRefused(bytes: [0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32")
    assertRefused(bytes: [0x00, 0x00, 0xFE, 0xFF], "UTF-32")
    assertRefused(
      bytes: Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8),
      at: (1, 8),
      "neither valid UTF-8 nor UTF-16"
    )
    assertRefused(
      bytes: Array("\"a\" = \"\n".utf8) + [0xED, 0xA0, 0x80] + Array("\";".utf8),
      at: (2, 1),
      "neither valid UTF-8"
    )
    assertRefused(
      bytes: Array("a = b;\n".utf16.flatMap { [UInt8($0), 0] }),
      at: (1, 2),
      "is this UTF-16 without a byte order mark?"
    )
    assertRefused(
      bytes: utf16("\"a\" = \"\u{0}\";", bigEndian: false),
      at: (1, 8),
      "a NUL character is not allowed"
    )
  }

  // MARK: - Errors

  func testDescription_isLineColonColumnColonMessage() {
    let error = StringsFileError(line: 2, column: 5, message: "expected ';'")
    XCTAssertEqual(error.description, "2:5: expected ';'")
  }

  func testRead_lineEnds_countLinesInErrors() {
    assertRefused("a = b;\rc = d;\r\ne = f;\n\ng = ;", at: (5, 5), "expected the value of \"g\"")
  }

  // MARK: - A realistic file and mutations of it

  func testRead_fixture_readsTheExpectedPairs() throws {
    XCTAssertEqual(try StringsFileReader.read(fixture), expectedFixture)
    XCTAssertEqual(
      try StringsFileReader.read(utf16(String(decoding: fixture, as: UTF8.self), bigEndian: false)),
      expectedFixture
    )
  }

  func testRead_everyTruncation_isRefusedOrReadsAPrefixOfThePairs() {
    for length in 0..<fixture.count {
      do {
        let pairs = try StringsFileReader.read(Array(fixture[..<length]))
        for (key, value) in pairs {
          XCTAssertEqual(expectedFixture[key], value, "prefix of \(length) bytes")
        }
      } catch {
        assertPlausible(error)
      }
    }
    let utf16Fixture = utf16(String(decoding: fixture, as: UTF8.self), bigEndian: true)
    for length in stride(from: 0, to: utf16Fixture.count, by: 3) {
      do {
        _ = try StringsFileReader.read(Array(utf16Fixture[..<length]))
      } catch {
        assertPlausible(error)
      }
    }
  }

  func testRead_mutations_throwOrReadButNeverCrash() {
    var refused = 0
    for mutant in byteMutations(of: fixture, inserting: interestingBytes, seed: 0x5721_6E65) {
      do {
        _ = try StringsFileReader.read(mutant)
      } catch {
        refused += 1
        assertPlausible(error)
      }
    }
    XCTAssertGreaterThan(refused, fixture.count)
  }

  // MARK: - Helpers

  /// Reads a UTF-8 file written as a string.
  private func read(_ text: String) throws -> [String: String] {
    try StringsFileReader.read(Array(text.utf8))
  }

  /// The text in UTF-16 with a byte order mark.
  private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    let units = [0xFEFF] + Array(text.utf16)
    return units.flatMap { unit in
      let high = UInt8(truncatingIfNeeded: unit >> 8)
      let low = UInt8(truncatingIfNeeded: unit)
      return bigEndian ? [high, low] : [low, high]
    }
  }

  /// Asserts that a UTF-8 file is refused with a message containing `fragment`, at `location` if
  /// given.
  private func assertRefused(
    _ text: String,
    at location: (line: Int, column: Int)? = nil,
    _ fragment: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertRefused(bytes: Array(text.utf8), at: location, fragment, file: file, line: line)
  }

  /// Asserts that bytes are refused with a message containing `fragment`, at `location` if given.
  private func assertRefused(
    bytes: [UInt8],
    at location: (line: Int, column: Int)? = nil,
    _ fragment: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    do {
      let pairs = try StringsFileReader.read(bytes)
      XCTFail("read \(pairs); expected an error with \"\(fragment)\"", file: file, line: line)
    } catch {
      XCTAssert(
        error.message.contains(fragment),
        "\(error) lacks \"\(fragment)\"",
        file: file,
        line: line
      )
      if let location {
        XCTAssertEqual(error.line, location.line, "line of \(error)", file: file, line: line)
        XCTAssertEqual(error.column, location.column, "column of \(error)", file: file, line: line)
      }
    }
  }

  /// Asserts that an error's location lies inside a fixture variant (at most one line longer) and
  /// that it has a message.
  private func assertPlausible(
    _ error: StringsFileError,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssert((1...fixtureLineCount + 1).contains(error.line), "\(error)", file: file, line: line)
    XCTAssert(
      error.column >= 1 && error.column <= fixture.count + 2,
      "\(error)",
      file: file,
      line: line
    )
    XCTAssertFalse(error.message.isEmpty, file: file, line: line)
  }
}

/// Bytes worth inserting into a `.strings` file.
private let interestingBytes = Array("\"\\=;/*\nxU0 ".utf8) + [0x00, 0xFF, 0xC3, 0xE2]

/// A translation of an intent definition as Xcode exports it, with comments, escapes, unquoted
/// strings and a value on two lines.
private let fixture = Array(
  #"""
  /* (No Comment) */
  "88xZPY" = "Commander une soupe";

  /* Title of the parameter 'quantity' */
  "Xy7Ab2" = "Quantité";

  /* Response success: ${soup} is on its way */
  "gpCwrM-eSx9Bq" = "Ta ${soup} arrive\U2026 ☕️";

  // Prompts
  "INIntentParameter.quantity" = "Combien de \"${soup}\" ?\n\tChoisis.";
  "escapes" = "\a\b\f\n\r\t\v\"\'\\";
  "pair" = "\UD83D\UDE00 et \u00e9";
  unquoted_key.$:/- = unquoted-value;
  "two
  lines" = "a
  b";
  "empty" = "";
  "" = "empty key";

  """#.utf8
)

/// The fixture's pairs.
private let expectedFixture = [
  "88xZPY": "Commander une soupe", "Xy7Ab2": "Quantité", "gpCwrM-eSx9Bq": "Ta ${soup} arrive… ☕️",
  "INIntentParameter.quantity": "Combien de \"${soup}\" ?\n\tChoisis.",
  "escapes": "\u{7}\u{8}\u{C}\n\r\t\u{B}\"'\\", "pair": "😀 et é",
  "unquoted_key.$:/-": "unquoted-value",
  "two\nlines": "a\nb", "empty": "", "": "empty key",
]

/// The number of lines of the fixture.
private let fixtureLineCount = fixture.count { $0 == 0x0A } + 1
