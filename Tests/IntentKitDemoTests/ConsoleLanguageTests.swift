import IntentKit
import IntentKitDemoCore
import IntentKitTesting
import XCTest

/// The console in Japanese and Korean, as a person meets it: the assistant's label and
/// punctuation in the language, names by their readings, places by their names in the language.
final class ConsoleLanguageTests: XCTestCase {
  private func session(_ lines: [String], language: Language) async throws -> String {
    let world = try await DemoWorld.make(
      clock: ManualWallClock(now: DemoWorld.demoDate),
      language: language
    )
    var console = Console(io: ScriptedIO(lines: lines), world: world, language: language)
    await console.run()
    return console.io.output
  }

  func testRun_inJapanese_namesByKatakanaReading_withJapaneseLabelAndPunctuation() async throws {
    let output = try await session(
      ["ジェーンに5ドル送って", "1", "はい", "ケンジに500円送って", "はい"],
      language: .japanese
    )

    XCTAssertTrue(
      output.contains(
        """
        > ジェーンに5ドル送って
        アシスタント：どのジェーンさんですか？
          1. Jane Appleseed
          2. Jane Doe
        > 1
        アシスタント：Jane Appleseedさんに$5.00を送金しますか？
        > はい
        アシスタント：Jane Appleseedさんに$5.00を送金しました。
        > ケンジに500円送って
        アシスタント：Kenji Tanakaさんに500円を送金しますか？
        """
      ),
      output
    )
    XCTAssertFalse(output.contains("Assistant:"), output)
    XCTAssertFalse(output.contains("か?"), "a halfwidth question mark after Japanese:\n\(output)")
  }

  func testRun_inJapanese_yesWhereANameIsAsked_isNotTakenAsAName() async throws {
    let output = try await session(["送金して", "はい", "ケンジ"], language: .japanese)

    XCTAssertFalse(output.contains("はいさん"), output)
    XCTAssertTrue(
      output.contains("> はい\nアシスタント：すみません、よくわかりませんでした。「Jane」のように名前を言ってください。"),
      output
    )
    XCTAssertTrue(output.contains("> ケンジ\nアシスタント：Kenji Tanakaさんにいくら送金しますか？"), output)
  }

  func testRun_placeNamedAloneInJapaneseOrKorean_isFound() async throws {
    let japanese = try await session(["配車して", "はい", "サンフランシスコ"], language: .japanese)
    let korean = try await session(["택시 불러줘", "네", "샌프란시스코"], language: .korean)

    XCTAssertTrue(japanese.contains("> サンフランシスコ\nアシスタント：どの車種にしますか？"), japanese)
    XCTAssertTrue(korean.contains("> 샌프란시스코\n어시스턴트: "), korean)
    XCTAssertFalse(korean.contains("찾을 수 없습니다"), korean)
  }

  func testRun_inKorean_namesByHangulReading_withKoreanLabel() async throws {
    let output = try await session(["제인 도에게 5달러 보내줘", "네"], language: .korean)

    XCTAssertTrue(
      output.hasSuffix(
        """
        > 제인 도에게 5달러 보내줘
        어시스턴트: Jane Doe 님에게 $5.00을(를) 송금할까요?
        > 네
        어시스턴트: Jane Doe 님에게 $5.00을(를) 송금했습니다.

        """
      ),
      output
    )
  }

  func testRun_inJapanese_amountItCantUse_isExplainedInJapanese() async throws {
    let output = try await session(["Bobに12.345ドル送って"], language: .japanese)

    XCTAssertTrue(
      output.contains("アシスタント：12.345ドルはドルの最小単位より細かい金額です。Bob Brownさんにいくら送金しますか？"),
      output
    )
  }
}
