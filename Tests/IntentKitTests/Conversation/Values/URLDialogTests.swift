import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class URLDialogTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  private func read(_ reply: String) -> String? {
    URL(reply: reply, context: context)?.absoluteString
  }

  func testReply_thatIsAnAbsoluteURLWithAHost_isRead_trimmed() {
    XCTAssertEqual(read("https://example.com"), "https://example.com")
    XCTAssertEqual(
      read("  https://example.com/menu?q=soup#top \n"),
      "https://example.com/menu?q=soup#top"
    )
    XCTAssertEqual(read("ftp://files.example.org/a.txt"), "ftp://files.example.org/a.txt")
    XCTAssertEqual(read("https://user@example.com:8080/p"), "https://user@example.com:8080/p")
    XCTAssertNil(read("ｈｔｔｐｓ://example.com"), "full-width letters aren't a scheme")
  }

  func testReply_withoutASchemeOrAHost_isRefused() {
    for reply in [
      "example.com", "www.example.com/menu", "mailto:jane@example.com", "https://",
      "https:example.com",
      "file:///etc/passwd", "javascript:alert(1)", "/relative/path",
    ] {
      XCTAssertNil(read(reply), reply)
    }
  }

  func testReply_thatIsFreeText_isRefused() {
    for reply in [
      "", "   ", "my website", "it's https://example.com", "https://example.com please",
      "https://exa mple.com", "https://example.com/\u{0007}", "https://example.com/\u{202E}",
      "https://example.com/" + String(repeating: "a", count: 2_048),
    ] {
      XCTAssertNil(read(reply), reply)
    }
  }

  func testSpokenPhrase_isTheAbsoluteString_inEveryLanguage() throws {
    let url = try XCTUnwrap(URL(string: "https://example.com/a?b=c"))

    for language in [Language.english, .japanese, .korean] {
      XCTAssertEqual(
        url.spokenPhrase(in: DialogContext(language: language)),
        "https://example.com/a?b=c"
      )
    }
    XCTAssertEqual(read(url.spokenPhrase(in: context)), url.absoluteString)
  }
}
