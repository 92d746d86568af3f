import XCTest

@testable import IntentKitGenerator

final class PropertyListReaderTests: XCTestCase {
  // MARK: - Prolog and document

  func testRead_minimalDocument_readsTheValue() throws {
    let node = try read("<plist><string>a</string></plist>")
    XCTAssertEqual(node, PropertyListNode(.string("a"), line: 1, column: 8))
  }

  func testRead_fullProlog_readsTheValue() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- A comment before the DOCTYPE. -->
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <!-- And one after. -->
      <plist version="1.0">
        <!-- Before the value. -->
        <integer>7</integer>
        <!-- After the value. -->
      </plist>
      <!-- After the document. -->

      """
    XCTAssertEqual(try read(text), PropertyListNode(.integer(7), line: 7, column: 3))
  }

  func testRead_declarationVariants_areAccepted() throws {
    for declaration in [
      "<?xml version='1.0'?>", "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
      "<?xml version = \"1.0\" encoding = 'UTF-8' standalone=\"yes\" ?>",
      "<?xml version=\"1.0\" standalone=\"no\"?>",
    ] {
      XCTAssertEqual(try read(declaration + "<plist><true/></plist>").value, .boolean(true))
    }
  }

  func testRead_doctypeVariants_areAccepted() throws {
    for doctype in [
      "<!DOCTYPE plist>",
      "<!DOCTYPE plist SYSTEM 'file://localhost/System/Library/DTDs/PropertyList.dtd'>",
      "<!DOCTYPE  plist\n  PUBLIC '-//Apple//DTD PLIST 1.0//EN'\n  \"a > b\" >",
    ] {
      XCTAssertEqual(try read(doctype + "\n<plist><false/></plist>").value, .boolean(false))
    }
  }

  func testRead_byteOrderMark_isSkippedAndColumnsStartAfterIt() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("<plist><key>x</key></plist>".utf8)
    XCTAssertThrowsError(try PropertyListReader.read(bytes)) { error in
      XCTAssertEqual(
        error as? PropertyListError,
        PropertyListError(
          line: 1,
          column: 8,
          message: "a <key> is allowed only directly inside a <dict>"
        )
      )
    }
    let valid = [0xEF, 0xBB, 0xBF] + Array("<plist><dict/></plist>".utf8)
    XCTAssertEqual(
      try PropertyListReader.read(valid),
      PropertyListNode(.dictionary([]), line: 1, column: 8)
    )
  }

  func testRead_prologMistakes_areRefused() {
    assertRefused("<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist/>", at: (1, 21), "only UTF-8")
    assertRefused("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>", "'ISO-8859-1'")
    assertRefused("<?xml version=\"1.1\"?><plist><true/></plist>", "unsupported XML version '1.1'")
    assertRefused("<?xml encoding=\"UTF-8\"?><plist><true/></plist>", "must start with version")
    assertRefused(
      "<?xml version=\"1.0\" standalone=\"yes\" encoding=\"UTF-8\"?>",
      "misplaced 'encoding'"
    )
    assertRefused("<?xml version=\"1.0\" standalone=\"maybe\"?>", "standalone must be")
    assertRefused("<?xml version=\"1.0\"", "ends inside the XML declaration")
    assertRefused("<?xml version=\"1.0\"encoding=\"UTF-8\"?>", at: (1, 20), "expected '?>'")
    assertRefused(
      " <?xml version=\"1.0\"?><plist><true/></plist>",
      at: (1, 2),
      "very start of the file"
    )
    assertRefused("<?php echo 1 ?><plist><true/></plist>", "processing instructions")
    assertRefused("<!DOCTYPE html><plist><true/></plist>", at: (1, 11), "the DOCTYPE names 'html'")
    assertRefused("<!DOCTYPE plist [<!ENTITY a 'b'>]><plist/>", "internal subset")
    assertRefused("<!DOCTYPE plist PUBLIC \"x\"><plist/>", "quoted identifier")
    assertRefused("<!DOCTYPE plist SYSTEM \"x><plist/>", "ends inside the DOCTYPE opened at 1:1")
    assertRefused("<!DOCTYPE plist><!DOCTYPE plist><plist/>", "second DOCTYPE")
    assertRefused("<!DOCTYPEplist><plist/>", "whitespace after '<!DOCTYPE'")
    assertRefused("<plist><!DOCTYPE plist><true/></plist>", "only before the <plist> element")
    assertRefused("hello", at: (1, 1), "expected the <plist> element, found 'hello'")
    assertRefused("<dict/>", "expected the <plist> root element, found <dict>")
    assertRefused("  \n ", at: (2, 2), "the file has no <plist> element")
  }

  func testRead_plistElementMistakes_areRefused() {
    assertRefused("<plist version=\"2.0\"><true/></plist>", at: (1, 8), "version '2.0'")
    assertRefused("<plist version=\"1.0\" id=\"x\"><true/></plist>", at: (1, 22), "not 'id'")
    assertRefused("<plist version=\"1.0\" version=\"1.0\"><true/></plist>", "appears twice")
    assertRefused("<plist/>", at: (1, 1), "contains no value")
    assertRefused("<plist>\n</plist>", at: (2, 1), "contains no value")
    assertRefused("<plist><true/><false/></plist>", at: (1, 15), "more than one value")
    assertRefused("<plist><true/>x</plist>", "unexpected text 'x' after the value")
    assertRefused("<plist><true/></dict>", "expected '</plist>' to close the <plist> opened at 1:1")
    assertRefused("<plist><true/>", at: (1, 15), "ends before '</plist>'")
    assertRefused("<plist><plist><true/></plist></plist>", "cannot contain another <plist>")
    assertRefused("<plist></dict>", "expected a value in <plist>, found '</dict>'")
  }

  func testRead_contentAfterPlist_isRefused() throws {
    assertRefused("<plist><true/></plist>\ngarbage", at: (2, 1), "only whitespace and comments")
    assertRefused("<plist><true/></plist><plist><true/></plist>", "found '<plist>'")
    assertRefused("<plist><true/></plist><!-- open", "ends inside the comment opened at 1:23")
    XCTAssertEqual(try read("<plist><true/></plist> \n\t<!-- ok -->\r\n").value, .boolean(true))
  }

  func testRead_otherFormats_areRefusedWithAHint() {
    assertRefused(bytes: Array("bplist00\u{1}\u{2}".utf8), at: (1, 1), "binary property list")
    assertRefused("bplist00", "plutil -convert xml1")
    assertRefused("  {\"a\": 1}", "looks like JSON")
    assertRefused("[1, 2]", "looks like JSON")
    assertRefused("(a, b)", "old-style (OpenStep)")
    assertRefused(bytes: [0xFF, 0xFE, 0x3C, 0x00], "UTF-16 or UTF-32")
    assertRefused(bytes: [0xFE, 0xFF, 0x00, 0x3C], "UTF-16 or UTF-32")
    assertRefused(bytes: [0x3C, 0x00, 0x70, 0x00], at: (1, 2), "a NUL byte is not allowed")
    assertRefused(bytes: [], at: (1, 1), "the file is empty")
  }

  func testRead_invalidUTF8_isRefusedWhereItIs() {
    let cases: [[UInt8]] = [
      [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xE2, 0x82],
    ]
    for bad in cases {
      let bytes = Array("<plist>\n<string>ab".utf8) + bad + Array("</string></plist>".utf8)
      assertRefused(bytes: bytes, at: (2, 11), "not valid UTF-8")
    }
    assertRefused(
      "<plist><string>\u{1}</string></plist>",
      at: (1, 16),
      "U+0001 is not allowed in XML"
    )
    assertRefused("<plist><string>\u{FFFE}</string></plist>", "U+FFFE is not allowed in XML")
    XCTAssertEqual(
      try? read("<plist><string>\u{10FFFF}é\t</string></plist>").value,
      .string("\u{10FFFF}é\t")
    )
  }

  // MARK: - Comments and structure

  func testRead_comments_areSkippedBetweenElementsOnly() throws {
    let text = "<plist><!--a--><array><!-- b - c --><true/><!----></array></plist>"
    XCTAssertEqual(try rendered(text: text), "[true]")
    assertRefused("<plist><!-- a -- b --><true/></plist>", at: (1, 15), "'--' is not allowed")
    assertRefused("<plist><!-- a ---><true/></plist>", "'--' is not allowed")
    assertRefused("<plist>\n  <!-- open", at: (2, 12), "ends inside the comment opened at 2:3")
    assertRefused(
      "<plist><string>a<!-- b -->c</string></plist>",
      "comment is not allowed inside the text of <string>"
    )
  }

  func testRead_textBetweenElements_isRefused() {
    assertRefused(plist("<array>\n  oops <true/></array>"), at: (4, 3), "found the text 'oops '")
    assertRefused(plist("<dict>&amp;</dict>"), "found the text '&amp;'")
    assertRefused(
      plist("<array><![CDATA[x]]></array>"),
      "CDATA section is allowed only inside <string> and <key>"
    )
    assertRefused(plist("<array><?pi x?></array>"), "processing instructions")
  }

  func testRead_tagMistakes_areRefused() {
    assertRefused(plist("<array>\n<foo/></array>"), at: (4, 1), "unknown element <foo>")
    assertRefused(
      plist("<string id=\"1\">a</string>"),
      at: (3, 9),
      "takes no attributes, found 'id'"
    )
    assertRefused(plist("<array/ >"), "expected '>' or '/>' to end the <array> tag")
    assertRefused(plist("< string>a</string>"), at: (3, 2), "expected a name after '<'")
    assertRefused(plist("<string>a</string x>"), "expected '>' to end the '</string' tag")
    assertRefused(plist("<string a=1>a</string>"), "expected a quoted value for the attribute 'a'")
    assertRefused(plist("<string a>a</string>"), "expected '=' after the attribute 'a'")
    assertRefused(plist("<string a=\"<\">a</string>"), "'<' is not allowed in the value")
    assertRefused("<plist><string a=\"x", "ends inside the attribute 'a'")
    let attributes = (0..<100_000).map { " a\($0)=\"\"" }.joined()
    assertRefused("<plist" + attributes + "><true/></plist>", at: (1, 56), "too many attributes")
    assertRefused("<plist><string", "ends inside the <string> tag opened at 1:8")
  }

  func testRead_mismatchedAndUnclosedTags_areRefusedWithTheOpeningLocation() {
    let text = "<plist>\n<dict>\n  <key>a</key>\n  <string>x</strin>\n</dict>\n</plist>"
    assertRefused(
      text,
      at: (4, 12),
      "expected '</string>' to close the <string> opened at 4:3, found '</strin>'"
    )
    assertRefused(
      plist("<array><true/></dict>"),
      at: (3, 15),
      "expected '</array>' to close the <array> opened at 3:1"
    )
    assertRefused(
      plist("<string>a<b>c</b></string>"),
      "expected '</string>' to close the <string> opened at 3:1, found '<b>c'"
    )
    assertRefused(
      "<plist>\n<array>\n<string>abc",
      at: (3, 12),
      "ends before '</string>' closes the <string> opened at 3:1"
    )
    assertRefused(
      "<plist>\n<array>\n<dict>",
      at: (3, 7),
      "ends before '</dict>' closes the <dict> opened at 3:1"
    )
    assertRefused(
      "<plist>\n<array><true/>",
      "ends before '</array>' closes the <array> opened at 2:1"
    )
  }

  func testRead_deepNesting_isRefusedWithoutExhaustingTheStack() throws {
    let depth = 100_000
    let deep =
      "<plist>" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth) + "</plist>"
    assertRefused(deep, at: (1, 8 + 7 * 512), "nests deeper than 512 <dict> and <array> elements")
    let allowed =
      "<plist>" + String(repeating: "<array>", count: 512) + "<dict/>"
      + String(repeating: "</array>", count: 512) + "</plist>"
    var node = try read(allowed)
    var levels = 0
    while case .array(let children) = node.value, let child = children.first {
      node = child
      levels += 1
    }
    XCTAssertEqual(levels, 512)
    XCTAssertEqual(node.value, .dictionary([]))
  }

  // MARK: - Dictionaries and arrays

  func testRead_dictionary_keepsEntriesInFileOrderWithPositions() throws {
    let node = try read(
      plist("<dict>\n\t<key>b</key>\n\t<integer>1</integer>\n\t<key>a</key>\n\t<dict/>\n</dict>")
    )
    XCTAssertEqual(
      node,
      PropertyListNode(
        .dictionary([
          PropertyListEntry(key: "b", value: PropertyListNode(.integer(1), line: 5, column: 2)),
          PropertyListEntry(key: "a", value: PropertyListNode(.dictionary([]), line: 7, column: 2)),
        ]),
        line: 3,
        column: 1
      )
    )
  }

  func testRead_emptyForms_areAccepted() throws {
    XCTAssertEqual(
      try rendered("<dict><key/><string/><key>b</key><array/></dict>"),
      "{: \"\", b: []}"
    )
    XCTAssertEqual(
      try rendered("<array><dict></dict><array></array><string></string><data/></array>"),
      "[{}, [], \"\", data()]"
    )
  }

  func testRead_dictionaryMistakes_areRefusedNamingTheKey() {
    assertRefused(
      plist("<dict>\n<key>a</key>\n</dict>"),
      at: (5, 1),
      "the key 'a' has no value before '</dict>'"
    )
    assertRefused(
      plist("<dict><key>a</key><key>b</key><true/></dict>"),
      at: (3, 19),
      "the key 'a' has no value: another <key> follows it"
    )
    assertRefused(
      plist("<dict>\n<key>a</key><true/>\n<true/></dict>"),
      at: (5, 1),
      "expected a <key> before the <true> value in the <dict> opened at 3:1"
    )
    assertRefused(
      plist("<dict>\n<key>a</key><true/>\n<key>a</key><true/></dict>"),
      at: (5, 1),
      "the key 'a' appears twice in this <dict> (first at 4:1)"
    )
    assertRefused(
      plist("<array><key>a</key></array>"),
      "a <key> is allowed only directly inside a <dict>"
    )
    XCTAssertEqual(
      try? rendered("<dict><key>a</key><dict><key>a</key><true/></dict></dict>"),
      "{a: {a: true}}"
    )
  }

  func testRead_largeDictionaryWithADuplicate_isRefusedNamingTheFirstKey() throws {
    let keys = (0..<40).map { "<key>k\($0)</key><integer>\($0)</integer>\n" }.joined()
    let node = try read(plist("<dict>\n" + keys + "</dict>"))
    guard case .dictionary(let entries) = node.value else { return XCTFail("not a dictionary") }
    XCTAssertEqual(entries.map(\.key), (0..<40).map { "k\($0)" })
    for duplicate in [3, 15, 16, 39] {
      assertRefused(
        plist("<dict>\n" + keys + "<key>k\(duplicate)</key><true/></dict>"),
        at: (44, 1),
        "the key 'k\(duplicate)' appears twice in this <dict> (first at \(4 + duplicate):1)"
      )
    }
  }

  func testRead_nestedContainers_readInOrder() throws {
    XCTAssertEqual(
      try rendered(
        "<array><array><integer>1</integer></array><dict><key>k</key><array/></dict><false/></array>"
      ),
      "[[1], {k: []}, false]"
    )
  }

  // MARK: - Text

  func testRead_stringWhitespace_isKeptExactly() throws {
    XCTAssertEqual(try read(plist("<string> \ta\n  b \n</string>")).value, .string(" \ta\n  b \n"))
    XCTAssertEqual(try rendered("<dict><key> k\n</key><true/></dict>"), "{ k\n: true}")
  }

  func testRead_lineEnds_becomeLineFeeds() throws {
    let text =
      "<plist>\r\n<array>\r\n<string>a\r\nb\rc&#13;</string>\r<string><![CDATA[d\r\ne]]></string></array></plist>"
    XCTAssertEqual(try rendered(text: text), "[\"a\\nb\\nc\\r\", \"d\\ne\"]")
    assertRefused("<plist>\r\n<array>\r<foo/>", at: (3, 1), "unknown element")
  }

  func testRead_entitiesAndCharacterReferences_areDecoded() throws {
    let text = "<string>&amp;&lt;&gt;&quot;&apos; &#65;&#x42;&#x1F600;&#x00e9;&#9; &gt; ></string>"
    XCTAssertEqual(try read(plist(text)).value, .string("&<>\"' AB😀é\t > >"))
    XCTAssertEqual(try rendered("<dict><key>a&amp;b&#x20;</key><true/></dict>"), "{a&b : true}")
  }

  func testRead_referenceMistakes_areRefused() {
    assertRefused(plist("<string>a &amp b</string>"), at: (3, 11), "'&' must start an entity")
    assertRefused(plist("<string>a & b</string>"), "'&' must start an entity")
    assertRefused(plist("<string>&nbsp;</string>"), at: (3, 9), "unknown entity '&nbsp;'")
    assertRefused(plist("<string>&#0;</string>"), "'&#0;' is NUL")
    assertRefused(plist("<string>&#xD800;</string>"), "'&#xD800;' is a surrogate")
    assertRefused(plist("<string>&#x110000;</string>"), "beyond U+10FFFF")
    assertRefused(plist("<string>&#99999999999999999999;</string>"), "beyond U+10FFFF")
    assertRefused(plist("<string>&#1;</string>"), "a character XML does not allow")
    assertRefused(plist("<string>&#xFFFF;</string>"), "a character XML does not allow")
    assertRefused(plist("<string>&#X41;</string>"), "'&#DDDD;' or '&#xHHHH;'")
    assertRefused(plist("<string>&#;</string>"), "'&#DDDD;' or '&#xHHHH;'")
    assertRefused(plist("<string>&#12a;</string>"), "'&#DDDD;' or '&#xHHHH;'")
    assertRefused(plist("<string>a < b</string>"), "expected '</string>' to close the <string>")
    assertRefused(plist("<string>a ]]> b</string>"), "']]>' is not allowed")
  }

  func testRead_cdata_isCopiedInStringsAndKeysOnly() throws {
    XCTAssertEqual(
      try read(plist("<string>a<![CDATA[<b> & ]]]]>c</string>")).value,
      .string("a<b> & ]]c")
    )
    XCTAssertEqual(try rendered("<dict><key><![CDATA[k&]]></key><true/></dict>"), "{k&: true}")
    assertRefused(
      plist("<integer><![CDATA[1]]></integer>"),
      "allowed only in <string> and <key>, not in <integer>"
    )
    assertRefused(
      "<plist><string><![CDATA[abc",
      at: (1, 28),
      "ends inside the CDATA section opened at 1:16"
    )
  }

  // MARK: - Scalars

  func testRead_integers_acceptDecimalAndHexadecimal() throws {
    let cases: [(String, Int)] = [
      ("0", 0), ("42", 42), ("+7", 7), ("-12", -12), ("007", 7), (" \n 5\t", 5), ("0x10", 16),
      ("0XfF", 255), ("-0x10", -16), ("9223372036854775807", .max),
      ("-9223372036854775808", .min), ("0x7FFFFFFFFFFFFFFF", .max), ("-0x8000000000000000", .min),
      ("&#49;2", 12),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(try read(plist("<integer>\(text)</integer>")).value, .integer(expected), text)
    }
  }

  func testRead_badIntegers_areRefused() {
    assertRefused(plist("<integer>9223372036854775808</integer>"), at: (3, 10), "outside the range")
    assertRefused(plist("<integer>-9223372036854775809</integer>"), "outside the range")
    assertRefused(plist("<integer>0x8000000000000000</integer>"), "outside the range")
    assertRefused(plist("<integer>99999999999999999999999</integer>"), "outside the range")
    assertRefused(plist("<integer>12a</integer>"), "'12a' is not an integer")
    assertRefused(plist("<integer>0x</integer>"), "no digits")
    assertRefused(plist("<integer>-</integer>"), "no digits")
    assertRefused(plist("<integer>1 2</integer>"), "not an integer")
    assertRefused(plist("<integer>1.0</integer>"), "not an integer")
    assertRefused(plist("<integer>0xG</integer>"), "hexadecimal digits")
    assertRefused(plist("<integer>  </integer>"), "the <integer> element is empty")
    assertRefused(plist("<integer/>"), at: (3, 1), "the <integer> element is empty")
  }

  func testRead_reals_keepTheLiteral() throws {
    for text in [
      "2.5", "-0.5", "+3", ".5", "7.", "1e10", "1E-3", "-2.5e+07", "0", "nan", "NaN", "inf", "-inf",
      "+Infinity", "-infinity",
    ] {
      XCTAssertEqual(try read(plist("<real>\(text)</real>")).value, .real(text), text)
    }
    XCTAssertEqual(try read(plist("<real>\n  2.50\n</real>")).value, .real("2.50"))
  }

  func testRead_badReals_areRefused() {
    for text in [
      "abc", "1.2.3", "e5", "1e", "1e+", ".", "-", "0x1p3", "--1", "1 2", "-nan", "infinit", "1,5",
    ] {
      assertRefused(plist("<real>\(text)</real>"), at: (3, 7), "'\(text)' is not a real number")
    }
    assertRefused(plist("<real></real>"), "the <real> element is empty")
  }

  func testRead_dates_areCheckedAndKept() throws {
    for text in [
      "2020-09-14T10:05:00Z", "2024-02-29T23:59:59Z", "2000-02-29T00:00:00Z",
      "0001-01-01T00:00:00Z",
    ] {
      XCTAssertEqual(try read(plist("<date> \(text)\n</date>")).value, .date(text), text)
    }
    for text in [
      "2020-09-14", "2020-09-14T10:05:00", "2020-09-14 10:05:00Z", "2020-09-14T10:05:00+01:00",
      "20-09-14T10:05:00Z", "2020-09-14T10:05:00.5Z",
    ] {
      assertRefused(
        plist("<date>\(text)</date>"),
        at: (3, 7),
        "is not a date of the form YYYY-MM-DDTHH:MM:SSZ"
      )
    }
    for text in [
      "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2020-13-01T00:00:00Z",
      "2020-00-01T00:00:00Z", "2020-04-31T00:00:00Z", "2020-01-00T00:00:00Z",
      "2020-01-01T24:00:00Z", "2020-01-01T00:60:00Z", "2020-01-01T00:00:60Z",
    ] {
      assertRefused(plist("<date>\(text)</date>"), "is not a valid date and time")
    }
  }

  func testRead_data_decodesBase64() throws {
    let cases: [(String, [UInt8])] = [
      ("", []), ("AA==", [0]), ("AAE=", [0, 1]), ("AAEC", [0, 1, 2]),
      ("SGVsbG8s\n\tIFNpcmkh\n", Array("Hello, Siri!".utf8)),
      (" /+/+ ", [0xFF, 0xEF, 0xFE]), ("A A = =", [0]),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(try read(plist("<data>\(text)</data>")).value, .data(expected), text)
    }
  }

  func testRead_badData_isRefused() {
    assertRefused(plist("<data>AA</data>"), at: (3, 7), "incomplete")
    assertRefused(plist("<data>AAA</data>"), "incomplete")
    assertRefused(plist("<data>A===</data>"), "padding in the wrong place")
    assertRefused(plist("<data>====</data>"), "padding in the wrong place")
    assertRefused(plist("<data>AA===</data>"), "padding in the wrong place")
    assertRefused(plist("<data>AA==AA==</data>"), "continues after its '=' padding")
    assertRefused(plist("<data>AB==</data>"), "not canonical")
    assertRefused(plist("<data>AAF=</data>"), "not canonical")
    assertRefused(plist("<data>AA!=</data>"), "'!' is not a base64 digit")
    assertRefused(plist("<data>AAé=</data>"), "a non-ASCII character is not a base64 digit")
    assertRefused(plist("<data>AA-_</data>"), "'-' is not a base64 digit")
  }

  func testRead_booleans_areEmptyElements() throws {
    XCTAssertEqual(
      try rendered("<array><true/><false/><true></true><false ></false ></array>"),
      "[true, false, true, false]"
    )
    assertRefused(
      plist("<true>yes</true>"),
      at: (3, 7),
      "the <true> element must be empty (write <true/>)"
    )
    assertRefused(plist("<true> </true>"), "must be empty")
    assertRefused(plist("<true></false>"), "expected '</true>' to close the <true> opened at 3:1")
  }

  // MARK: - Errors

  func testDescription_isLineColonColumnColonMessage() {
    let error = PropertyListError(line: 4, column: 3, message: "expected '</string>'")
    XCTAssertEqual(error.description, "4:3: expected '</string>'")
  }

  // MARK: - A realistic file and mutations of it

  func testRead_fixture_readsTheExpectedTree() throws {
    let node = try PropertyListReader.read(fixture)
    XCTAssertEqual(render(node), expectedFixture)
    guard case .dictionary(let entries) = node.value else { return XCTFail("not a dictionary") }
    XCTAssertEqual(node.line, 4)
    XCTAssertEqual(entries.first { $0.key == "INIntents" }?.value.line, 17)
    XCTAssertEqual(entries.last?.value.line, 73)
    XCTAssertEqual(entries.last?.value.column, 2)
  }

  func testRead_fixtureWithCRLF_readsTheSameTreeExceptLineEndsInText() throws {
    let crlf = Array(
      String(decoding: fixture, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8
    )
    let node = try PropertyListReader.read(crlf)
    XCTAssertEqual(render(node), expectedFixture)
    guard case .dictionary(let entries) = node.value else { return XCTFail("not a dictionary") }
    XCTAssertEqual(entries.last?.value.line, 73)
  }

  func testRead_everyTruncation_isRefused() {
    let end = fixture.count - 1
    for length in 0..<end {
      do {
        let node = try PropertyListReader.read(Array(fixture[..<length]))
        XCTFail("a prefix of \(length) bytes read as \(render(node))")
      } catch {
        assertPlausible(error, in: fixture)
      }
    }
  }

  func testRead_mutations_throwOrReadButNeverCrash() {
    var refused = 0
    for mutant in byteMutations(of: fixture, inserting: interestingBytes, seed: 0x1D_E71F) {
      do {
        _ = try PropertyListReader.read(mutant)
      } catch {
        refused += 1
        assertPlausible(error, in: mutant)
      }
    }
    XCTAssertGreaterThan(refused, fixture.count * 2)
  }

  func testRead_largeFile_readsEveryEntry() throws {
    var text = "<plist version=\"1.0\">\n<array>\n"
    for index in 0..<5_000 {
      text +=
        "\t<dict>\n\t\t<key>INIntentName</key>\n\t\t<string>Intent \(index) &amp; co</string>\n"
      text += "\t\t<key>Index</key>\n\t\t<integer>\(index)</integer>\n\t</dict>\n"
    }
    text += "</array>\n</plist>\n"
    guard case .array(let items) = try read(text).value else { return XCTFail("not an array") }
    XCTAssertEqual(items.count, 5_000)
    XCTAssertEqual(items.last?.line, 3 + 4_999 * 6)
    XCTAssertEqual(items.last.map(render), "{INIntentName: \"Intent 4999 & co\", Index: 4999}")
  }

  // MARK: - Helpers

  /// Reads a document written as a string.
  private func read(_ text: String) throws -> PropertyListNode {
    try PropertyListReader.read(Array(text.utf8))
  }

  /// The value inside `<plist>` rendered for comparison; the body starts on line 3.
  private func rendered(_ body: String) throws -> String { render(try read(plist(body))) }

  /// A whole document rendered for comparison.
  private func rendered(text: String) throws -> String { render(try read(text)) }

  /// A document whose value is `body`, starting at line 3, column 1.
  private func plist(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
  }

  /// Asserts that a document is refused with a message containing `fragment`, at `location` if given.
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
      let node = try PropertyListReader.read(bytes)
      XCTFail(
        "read \(render(node)); expected an error with \"\(fragment)\"",
        file: file,
        line: line
      )
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
    _ error: PropertyListError,
    in bytes: [UInt8],
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let lineCount = fixtureLineCount + 1
    XCTAssert((1...lineCount).contains(error.line), "\(error)", file: file, line: line)
    XCTAssert(
      error.column >= 1 && error.column <= bytes.count + 1,
      "\(error)",
      file: file,
      line: line
    )
    XCTAssertFalse(error.message.isEmpty, file: file, line: line)
  }
}

/// A value rendered as text: `{key: value}`, `[a, b]`, quoted strings, `real(…)`, `date(…)`,
/// `data(hex)`.
private func render(_ node: PropertyListNode) -> String {
  switch node.value {
  case .dictionary(let entries):
    "{" + entries.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
  case .array(let nodes): "[" + nodes.map(render).joined(separator: ", ") + "]"
  case .string(let string): string.debugDescription
  case .integer(let integer): "\(integer)"
  case .real(let literal): "real(\(literal))"
  case .boolean(let boolean): "\(boolean)"
  case .date(let text): "date(\(text))"
  case .data(let bytes):
    "data(" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() + ")"
  }
}

/// Bytes worth inserting into markup.
private let interestingBytes = Array("<>/&;=\"'!?-[]x \n".utf8) + [0x00, 0xFF, 0xC3]

/// A property list like an intent definition, with every kind of value, entities, a comment,
/// CDATA and significant whitespace.
private let fixture = Array(
  #"""
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  <dict>
  	<key>INEnums</key>
  	<array/>
  	<key>INIntentDefinitionModelVersion</key>
  	<string>1.2</string>
  	<key>INIntentDefinitionNamespace</key>
  	<string>88xZPY</string>
  	<key>INIntentDefinitionSystemVersion</key>
  	<string>20A294</string>
  	<key>INIntentDefinitionToolsVersion</key>
  	<string>12.0</string>
  	<!-- Saved by hand-editing; Xcode never writes comments. -->
  	<key>INIntents</key>
  	<array>
  		<dict>
  			<key>INIntentCategory</key>
  			<string>order</string>
  			<key>INIntentConfigurable</key>
  			<true/>
  			<key>INIntentDescription</key>
  			<string>Order a soup &amp; a side, &lt;hot&gt; or &quot;cold&quot;</string>
  			<key>INIntentEligibleForWidgets</key>
  			<false/>
  			<key>INIntentLastParameterTag</key>
  			<integer>3</integer>
  			<key>INIntentName</key>
  			<string>OrderSoup</string>
  			<key>INIntentParameters</key>
  			<array>
  				<dict>
  					<key>INIntentParameterDisplayName</key>
  					<string>Quantity</string>
  					<key>INIntentParameterMetadata</key>
  					<dict>
  						<key>INIntentParameterMetadataDefaultValue</key>
  						<real>2.5</real>
  						<key>INIntentParameterMetadataMinimumValue</key>
  						<integer>-12</integer>
  					</dict>
  					<key>INIntentParameterName</key>
  					<string>quantity</string>
  					<key>INIntentParameterTag</key>
  					<integer>0x10</integer>
  				</dict>
  			</array>
  			<key>INIntentResponse</key>
  			<dict>
  				<key>INIntentResponseCodes</key>
  				<array>
  					<dict>
  						<key>INIntentResponseCodeFormatString</key>
  						<string>Your ${soup} is on its way&#x2026; ☕️</string>
  						<key>INIntentResponseCodeName</key>
  						<string>success</string>
  					</dict>
  				</array>
  			</dict>
  			<key>INIntentTitle</key>
  			<string>Order
  	Soup </string>
  			<key>INIntentVerb</key>
  			<string><![CDATA[Order <now>]]></string>
  		</dict>
  	</array>
  	<key>INTypes</key>
  	<array/>
  	<key>Stamp</key>
  	<date>2020-09-14T10:05:00Z</date>
  	<key>Token</key>
  	<data>
  	SGVsbG8s
  	IFNpcmkh
  	</data>
  </dict>
  </plist>

  """#.utf8
)

/// The number of lines of the fixture (LF, CR LF or CR), plus one for the end of the file.
private let fixtureLineCount = fixture.count { $0 == 0x0A } + 1

/// The fixture, rendered.
private let expectedFixture =
  "{INEnums: [], INIntentDefinitionModelVersion: \"1.2\", INIntentDefinitionNamespace: \"88xZPY\", "
  + "INIntentDefinitionSystemVersion: \"20A294\", INIntentDefinitionToolsVersion: \"12.0\", "
  + "INIntents: [{INIntentCategory: \"order\", INIntentConfigurable: true, "
  + "INIntentDescription: \"Order a soup & a side, <hot> or \\\"cold\\\"\", "
  + "INIntentEligibleForWidgets: false, INIntentLastParameterTag: 3, INIntentName: \"OrderSoup\", "
  + "INIntentParameters: [{INIntentParameterDisplayName: \"Quantity\", INIntentParameterMetadata: "
  + "{INIntentParameterMetadataDefaultValue: real(2.5), INIntentParameterMetadataMinimumValue: -12}, "
  + "INIntentParameterName: \"quantity\", INIntentParameterTag: 16}], "
  + "INIntentResponse: {INIntentResponseCodes: [{INIntentResponseCodeFormatString: "
  + "\"Your ${soup} is on its way… ☕️\", INIntentResponseCodeName: \"success\"}]}, "
  + "INIntentTitle: \"Order\\n\\tSoup \", INIntentVerb: \"Order <now>\"}], INTypes: [], "
  + "Stamp: date(2020-09-14T10:05:00Z), Token: data(48656c6c6f2c2053697269" + "21)}"
