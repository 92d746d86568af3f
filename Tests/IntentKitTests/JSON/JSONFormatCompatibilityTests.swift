import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// IntentKit's wire and state formats, pinned: each sample value is written as the JSON it was
/// written as before the formats had readers and writers of their own, reads back from it with
/// the strict codec and with Foundation's, and documents Foundation writes read strictly.
final class JSONFormatCompatibilityTests: XCTestCase {
  /// Checks a value against its pinned JSON both ways, with both codecs.
  private func assertFormat<Value: Codable>(
    _ value: Value,
    _ expected: String,
    registry: IntentTypeRegistry = IntentTypeRegistry(),
    isEqual: (Value, Value) -> Bool,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let written = String(decoding: try StrictJSONEncoder().encode(value), as: UTF8.self)
    XCTAssertEqual(written, expected, "strict writing", file: file, line: line)

    let strict = try registry.decode(Value.self, from: Data(expected.utf8))
    XCTAssertTrue(isEqual(strict, value), "strict reading", file: file, line: line)
    let foundation = try registry.makeJSONDecoder().decode(Value.self, from: Data(expected.utf8))
    XCTAssertTrue(isEqual(foundation, value), "Foundation reading", file: file, line: line)

    let byFoundation = try JSONEncoder().encode(value)
    let reread = try registry.decode(Value.self, from: byFoundation)
    XCTAssertEqual(
      String(decoding: try StrictJSONEncoder().encode(reread), as: UTF8.self),
      expected,
      "Foundation's writing, read strictly",
      file: file,
      line: line
    )
  }

  private func assertFormat<Value: Codable & Equatable>(
    _ value: Value,
    _ expected: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    try assertFormat(value, expected, isEqual: ==, file: file, line: line)
  }

  func testPerson_keepsItsFormat() throws {
    try assertFormat(JSONFormatSamples.jane, ##"{"aliases":[{"type":2,"value":"+1 408 555 0101"},{"type":0}],"contactIdentifier":"jane-appleseed","customIdentifier":"crm-7","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane","middleName":"Q","namePrefix":"Dr.","nameSuffix":"Jr.","nickname":"Janie"},"personHandle":{"label":"work","type":1,"value":"jane@example.com"}}"##)
    try assertFormat(JSONFormatSamples.me, ##"{"contactIdentifier":"me","displayName":"Alex Morgan","isMe":true}"##)
  }

  func testPaymentIntents_keepTheirFormat() throws {
    try assertFormat(JSONFormatSamples.payment, ##"{"currencyAmount":{"currency":"USD","minorUnits":5000},"identifier":"payment-1","note":"Dinner \"at\" the harbour\n🍝","payee":{"aliases":[{"type":2,"value":"+1 408 555 0101"},{"type":0}],"contactIdentifier":"jane-appleseed","customIdentifier":"crm-7","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane","middleName":"Q","namePrefix":"Dr.","nameSuffix":"Jr.","nickname":"Janie"},"personHandle":{"label":"work","type":1,"value":"jane@example.com"}}}"##)
    try assertFormat(JSONFormatSamples.transfer, ##"{"fromAccount":{"accountNumber":"12-34","accountType":1,"balance":{"amount":100000,"balanceType":1,"currency":"USD"},"nickname":{"pronunciationHint":"chek-ing","spokenPhrase":"Checking","vocabularyIdentifier":"checking"},"organizationName":{"spokenPhrase":"Bank"}},"identifier":"transfer-1","toAccount":{"accountType":0,"nickname":{"spokenPhrase":"Savings"}},"transactionAmount":{"amount":{"currency":"JPY","minorUnits":1000},"amountType":2},"transactionNote":"Monthly"}"##)
    try assertFormat(JSONFormatSamples.paymentResponse, ##"{"code":3,"paymentRecord":{"currencyAmount":{"currency":"USD","minorUnits":5000},"feeAmount":{"currency":"USD","minorUnits":25},"note":"Dinner","payee":{"aliases":[{"type":2,"value":"+1 408 555 0101"},{"type":0}],"contactIdentifier":"jane-appleseed","customIdentifier":"crm-7","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane","middleName":"Q","namePrefix":"Dr.","nameSuffix":"Jr.","nickname":"Janie"},"personHandle":{"label":"work","type":1,"value":"jane@example.com"}},"payer":{"contactIdentifier":"me","displayName":"Alex Morgan","isMe":true},"paymentMethod":{"name":"Checking","type":1},"status":2}}"##)
  }

  func testInteraction_keepsItsFormat() throws {
    let registry = IntentTypeRegistry([TransferMoneyIntent.self])
    try assertFormat(JSONFormatSamples.interaction, ##"{"dateInterval":{"duration":0.0,"start":786000000.25},"direction":1,"groupIdentifier":"savings","identifier":"interaction-1","intent":{"intent":{"fromAccount":{"accountNumber":"12-34","accountType":1,"balance":{"amount":100000,"balanceType":1,"currency":"USD"},"nickname":{"pronunciationHint":"chek-ing","spokenPhrase":"Checking","vocabularyIdentifier":"checking"},"organizationName":{"spokenPhrase":"Bank"}},"identifier":"transfer-1","toAccount":{"accountType":0,"nickname":{"spokenPhrase":"Savings"}},"transactionAmount":{"amount":{"currency":"JPY","minorUnits":1000},"amountType":2},"transactionNote":"Monthly"},"intentName":"TransferMoneyIntent"},"response":{"code":3}}"##, registry: registry) { first, second in
      first == second
    }
  }

  func testConversation_keepsItsFormatAtEveryStep() async throws {
    let expected = [
      "choice": ##"{"confirmedValues":{},"failedAttempts":{},"formatVersion":1,"intent":{"identifier":"c-1","payee":{"displayName":"Jane"}},"intentName":"SendPaymentIntent","language":"en","question":{"kind":"choice","options":[{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}},{"contactIdentifier":"jane-doe","displayName":"Jane Doe","nameComponents":{"familyName":"Doe","givenName":"Jane"},"personHandle":{"type":1,"value":"jane.doe@example.com"}}],"parameter":"payee"},"stepIndex":0,"transcript":[{"event":{"request":{}},"speaker":"user","text":"Send money to Jane"},{"event":{"offeredChoices":{"options":["Jane Appleseed","Jane Doe"],"parameter":"payee"}},"speaker":"assistant","text":"Which Jane?\n1. Jane Appleseed\n2. Jane Doe"}]}"##,
      "amount": ##"{"confirmedValues":{},"failedAttempts":{},"formatVersion":1,"intent":{"identifier":"c-1","payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}}},"intentName":"SendPaymentIntent","language":"en","question":{"kind":"value","parameter":"currencyAmount"},"stepIndex":1,"transcript":[{"event":{"request":{}},"speaker":"user","text":"Send money to Jane"},{"event":{"offeredChoices":{"options":["Jane Appleseed","Jane Doe"],"parameter":"payee"}},"speaker":"assistant","text":"Which Jane?\n1. Jane Appleseed\n2. Jane Doe"},{"event":{"reply":{}},"speaker":"user","text":"the first one"},{"event":{"askedForValue":{"parameter":"currencyAmount"}},"speaker":"assistant","text":"How much do you want to send to Jane Appleseed?"}]}"##,
      "final": ##"{"confirmation":{"code":1,"paymentRecord":{"currencyAmount":{"currency":"USD","minorUnits":5000},"payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}},"payer":{"contactIdentifier":"me","displayName":"Alex Morgan","isMe":true},"paymentMethod":{"name":"Checking","type":1},"status":1}},"confirmedValues":{},"failedAttempts":{},"formatVersion":1,"intent":{"currencyAmount":{"currency":"USD","minorUnits":5000},"identifier":"c-1","payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}}},"intentName":"SendPaymentIntent","language":"en","question":{"kind":"finalConfirmation"},"stepIndex":3,"transcript":[{"event":{"request":{}},"speaker":"user","text":"Send money to Jane"},{"event":{"offeredChoices":{"options":["Jane Appleseed","Jane Doe"],"parameter":"payee"}},"speaker":"assistant","text":"Which Jane?\n1. Jane Appleseed\n2. Jane Doe"},{"event":{"reply":{}},"speaker":"user","text":"the first one"},{"event":{"askedForValue":{"parameter":"currencyAmount"}},"speaker":"assistant","text":"How much do you want to send to Jane Appleseed?"},{"event":{"reply":{}},"speaker":"user","text":"50"},{"event":{"askedFinalConfirmation":{}},"speaker":"assistant","text":"Send $50.00 to Jane Appleseed?"}]}"##,
      "handled": ##"{"confirmedValues":{},"ending":{"kind":"handled","response":{"code":3,"paymentRecord":{"currencyAmount":{"currency":"USD","minorUnits":5000},"payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}},"payer":{"contactIdentifier":"me","displayName":"Alex Morgan","isMe":true},"paymentMethod":{"name":"Checking","type":1},"status":2}}},"failedAttempts":{},"formatVersion":1,"intent":{"currencyAmount":{"currency":"USD","minorUnits":5000},"identifier":"c-1","payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}}},"intentName":"SendPaymentIntent","language":"en","stepIndex":3,"transcript":[{"event":{"request":{}},"speaker":"user","text":"Send money to Jane"},{"event":{"offeredChoices":{"options":["Jane Appleseed","Jane Doe"],"parameter":"payee"}},"speaker":"assistant","text":"Which Jane?\n1. Jane Appleseed\n2. Jane Doe"},{"event":{"reply":{}},"speaker":"user","text":"the first one"},{"event":{"askedForValue":{"parameter":"currencyAmount"}},"speaker":"assistant","text":"How much do you want to send to Jane Appleseed?"},{"event":{"reply":{}},"speaker":"user","text":"50"},{"event":{"askedFinalConfirmation":{}},"speaker":"assistant","text":"Send $50.00 to Jane Appleseed?"},{"event":{"reply":{}},"speaker":"user","text":"yes"},{"event":{"responded":{"code":"success","status":3}},"speaker":"assistant","text":"Sent $50.00 to Jane Appleseed."}]}"##,
      "cancelled": ##"{"confirmedValues":{},"ending":{"kind":"cancelled"},"failedAttempts":{},"formatVersion":1,"intent":{"identifier":"c-2"},"intentName":"SendPaymentIntent","language":"ja","stepIndex":0,"transcript":[{"event":{"askedToConfirmValue":{"parameter":"payee","value":"Jane Appleseed"}},"speaker":"assistant","text":"もう一度Jane Appleseedさんに送金しますか?"},{"event":{"reply":{}},"speaker":"user","text":"キャンセル"},{"event":{"cancelled":{}},"speaker":"assistant","text":"キャンセルしました。何も実行していません。"}]}"##,
    ]
    for (name, conversation) in try await JSONFormatSamples.conversations() {
      let written = String(decoding: try StrictJSONEncoder().encode(conversation), as: UTF8.self)
      XCTAssertEqual(written, expected[name], name)
      for decoded in [
        try StrictJSONDecoder().decode(Conversation<SendPaymentIntent>.self, from: Data(written.utf8)),
        try JSONDecoder().decode(Conversation<SendPaymentIntent>.self, from: Data(written.utf8)),
        try StrictJSONDecoder().decode(
          Conversation<SendPaymentIntent>.self,
          from: try JSONEncoder().encode(conversation)
        ),
      ] {
        XCTAssertEqual(
          String(decoding: try StrictJSONEncoder().encode(decoded), as: UTF8.self),
          written,
          name
        )
      }
    }
  }

  func testOutcome_keepsItsFormat() async throws {
    let expected = [
      "handled": ##"{"code":"success","ending":"handled","intent":{"currencyAmount":{"currency":"USD","minorUnits":500},"identifier":"o-1","payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}}},"intentName":"SendPaymentIntent","isReplay":false,"response":{"code":3,"paymentRecord":{"currencyAmount":{"currency":"USD","minorUnits":500},"payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}},"payer":{"contactIdentifier":"me","displayName":"Alex Morgan","isMe":true},"paymentMethod":{"name":"Checking","type":1},"status":2}},"status":"success"}"##,
      "needsUserInput": ##"{"ending":"needsUserInput","intent":{"identifier":"o-2","payee":{"displayName":"Jane"}},"intentName":"SendPaymentIntent","isReplay":false,"parameterRequest":{"parameter":"payee","resolution":{"kind":"disambiguation","values":[{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}},{"contactIdentifier":"jane-doe","displayName":"Jane Doe","nameComponents":{"familyName":"Doe","givenName":"Jane"},"personHandle":{"type":1,"value":"jane.doe@example.com"}}]}}}"##,
      "unsupported": ##"{"ending":"needsUserInput","intent":{"currencyAmount":{"currency":"USD","minorUnits":-5},"identifier":"o-3","payee":{"aliases":[{"type":2,"value":"+1 (408) 555-0101"}],"contactIdentifier":"jane-appleseed","displayName":"Jane Appleseed","nameComponents":{"familyName":"Appleseed","givenName":"Jane"},"personHandle":{"type":1,"value":"jane@example.com"}}},"intentName":"SendPaymentIntent","isReplay":false,"parameterRequest":{"parameter":"currencyAmount","resolution":{"kind":"unsupported"}}}"##,
    ]
    for (name, outcome) in try await JSONFormatSamples.outcomes() {
      XCTAssertEqual(
        String(decoding: try StrictJSONEncoder().encode(outcome), as: UTF8.self),
        expected[name],
        name
      )
      let byFoundation = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(outcome))
      let strict = try JSONSerialization.jsonObject(with: try StrictJSONEncoder().encode(outcome))
      XCTAssertEqual(byFoundation as? NSDictionary, strict as? NSDictionary, name)
    }
  }
}
