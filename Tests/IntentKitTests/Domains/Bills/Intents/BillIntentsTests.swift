import Foundation
import IntentKit
import IntentKitTesting
import XCTest

/// A handler that relies on every default resolver.
private struct DefaultPayBillHandler: PayBillIntentHandling {
  func handle(intent: PayBillIntent) async throws -> PayBillIntentResponse {
    PayBillIntentResponse(code: .success)
  }
}

private struct DefaultSearchForBillsHandler: SearchForBillsIntentHandling {
  func handle(intent: SearchForBillsIntent) async throws -> SearchForBillsIntentResponse {
    SearchForBillsIntentResponse(code: .success, bills: [])
  }
}

final class BillIntentsTests: XCTestCase {
  private let english = DialogContext(
    language: .english,
    prompts: .billsConversation,
    now: .testNow
  )
  private let japanese = DialogContext(
    language: .japanese,
    prompts: .billsConversation,
    now: .testNow
  )
  private let korean = DialogContext(language: .korean, prompts: .billsConversation, now: .testNow)

  // MARK: - SiriKit's names and raw values

  func testBillType_hasSiriKitsTwentyThreeCasesAndRawValues() {
    XCTAssertEqual(BillType.allCases.map(\.rawValue), Array(0...22))
    XCTAssertEqual(
      BillType.allCases.map { String(describing: $0) },
      [
        "unknown", "autoInsurance", "cable", "carLease", "carLoan", "creditCard", "electricity",
        "gas", "garbageAndRecycling", "healthInsurance", "homeInsurance", "internet",
        "lifeInsurance", "mortgage", "musicStreaming", "phone", "rent", "sewer", "studentLoan",
        "trafficTicket", "tuition", "utilities", "water",
      ]
    )
    XCTAssertEqual(BillType.tuition.rawValue, 20)
    XCTAssertEqual(BillType.water.rawValue, 22)
  }

  func testResponseCodes_keepSiriKitsNamesAndRawValues() {
    XCTAssertEqual(PayBillIntentResponse.Code.allCases.map(\.rawValue), Array(0...7))
    XCTAssertEqual(
      PayBillIntentResponse.Code.allCases.map(\.name),
      [
        "unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch",
        "failureCredentialsUnverified", "failureInsufficientFunds",
      ]
    )
    XCTAssertEqual(SearchForBillsIntentResponse.Code.allCases.map(\.rawValue), Array(0...7))
    XCTAssertEqual(SearchForBillsIntentResponse.Code.failureBillNotFound.rawValue, 7)
    XCTAssertEqual(SearchForBillsIntentResponse.Code.failureCredentialsUnverified.rawValue, 6)
  }

  func testResponseCodes_mapToHandlingStatuses() {
    XCTAssertEqual(PayBillIntentResponse.Code.ready.handlingStatus, .ready)
    XCTAssertEqual(PayBillIntentResponse.Code.inProgress.handlingStatus, .inProgress)
    XCTAssertEqual(PayBillIntentResponse.Code.failureInsufficientFunds.handlingStatus, .failure)
    XCTAssertEqual(
      PayBillIntentResponse.Code.failureRequiringAppLaunch.handlingStatus,
      .deferredToApplication
    )
    XCTAssertEqual(SearchForBillsIntentResponse.Code.failureBillNotFound.handlingStatus, .failure)
    XCTAssertEqual(SearchForBillsIntentResponse.Code.success.handlingStatus, .success)
  }

  func testBillIntents_needAnUnlockedDevice_andPayingAsksFirst() {
    XCTAssertTrue(PayBillIntent.requiresUnlockedDevice)
    XCTAssertTrue(SearchForBillsIntent.requiresUnlockedDevice)
    XCTAssertTrue(PayBillIntent.requiresFinalConfirmation)
    XCTAssertFalse(SearchForBillsIntent.requiresFinalConfirmation)
  }

  func testParameters_areInSiriKitsInitializerOrder() {
    XCTAssertEqual(
      PayBillIntent.parameters.map(\.name),
      [
        "billPayee", "fromAccount", "transactionAmount", "transactionScheduledDate",
        "transactionNote", "billType", "dueDate",
      ]
    )
    XCTAssertEqual(
      SearchForBillsIntent.parameters.map(\.name),
      ["billPayee", "paymentDateRange", "billType", "status", "dueDateRange"]
    )
  }

  func testEnumParameters_readUnknownAsNoValue_andClearToUnknown() {
    var pay = PayBillIntent(billType: .unknown)
    var search = SearchForBillsIntent(billType: .water, status: .unknown)

    XCTAssertNil(IntentParameter<PayBillIntent, BillType>.billType.value(in: pay))
    XCTAssertNil(IntentParameter<SearchForBillsIntent, PaymentStatus>.status.value(in: search))
    XCTAssertEqual(
      IntentParameter<SearchForBillsIntent, BillType>.billType.value(in: search),
      .water
    )
    IntentParameter<PayBillIntent, BillType>.billType.setValue(.rent, in: &pay)
    IntentParameter<SearchForBillsIntent, BillType>.billType.setValue(nil, in: &search)
    XCTAssertEqual(pay.billType, .rent)
    XCTAssertEqual(search.billType, .unknown)
  }

  // MARK: - Values in conversations

  func testBillType_isReadFromItsNameInEveryLanguage_andSpokenInTheContextsLanguage() {
    XCTAssertEqual(BillType(reply: "学費", context: english), .tuition)
    XCTAssertEqual(BillType(reply: "학비", context: english), .tuition)
    XCTAssertEqual(BillType(reply: "Credit Card", context: japanese), .creditCard)
    XCTAssertEqual(BillType(reply: "電気", context: japanese), .electricity)
    XCTAssertEqual(BillType(reply: "전기", context: korean), .electricity)
    XCTAssertNil(BillType(reply: "groceries", context: english))
    XCTAssertEqual(BillType.tuition.spokenPhrase(in: japanese), "学費")
    XCTAssertEqual(BillType.water.spokenPhrase(in: korean), "수도")
    XCTAssertEqual(BillType.garbageAndRecycling.spokenPhrase(in: english), "garbage and recycling")
  }

  func testBillPayee_fromAReply_isANicknameToResolve_andSpeaksItsNickname() {
    XCTAssertEqual(
      BillPayee(reply: "  City Power ", context: english),
      BillPayee(nickname: "City Power")
    )
    XCTAssertNil(BillPayee(reply: "   ", context: english))
    XCTAssertEqual(BillPayee.ekarit.spokenPhrase(in: japanese), "イーカリット")
    XCTAssertEqual(BillPayee.ekarit.accountNumber, "EK-042")
  }

  // MARK: - JSON

  func testPayBillIntent_roundTripsThroughJSON() throws {
    let intent = PayBillIntent(
      identifier: "pay-1",
      billPayee: .visa,
      from: PaymentAccount(nickname: "Checking", number: "checking"),
      transactionAmount: PaymentAmount(amountType: .minimumDue, amount: .usd(35_00)),
      transactionScheduledDate: .day(11, 29),
      transactionNote: "November",
      billType: .creditCard,
      dueDate: .day(12, 5)
    )

    let data = try StrictJSONEncoder().encode(intent)
    let decoded = try StrictJSONDecoder().decode(PayBillIntent.self, from: data)

    XCTAssertEqual(decoded, intent)
  }

  func testDecoding_withAMissingBillTypeOrStatus_readsThemAsUnknown() throws {
    let pay = try StrictJSONDecoder().decode(
      PayBillIntent.self,
      from: Data(#"{"identifier":"p"}"#.utf8)
    )
    let search = try StrictJSONDecoder().decode(
      SearchForBillsIntent.self,
      from: Data(#"{"identifier":"s","status":5}"#.utf8)
    )

    XCTAssertEqual(pay.billType, .unknown)
    XCTAssertEqual(search.billType, .unknown)
    XCTAssertEqual(search.status, .unpaid)
  }

  func testDecoding_withAControlCharacterInAnAccountNumberOrAnOverlongNote_throws() {
    let badNumber =
      #"{"identifier":"p","billPayee":{"nickname":{"spokenPhrase":"Visa"},"#
      + #""accountNumber":"41\u202E11"}}"#
    let longNote =
      #"{"identifier":"p","transactionNote":""#
      + String(repeating: "x", count: 1_025) + #""}"#

    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(PayBillIntent.self, from: Data(badNumber.utf8))
    )
    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(PayBillIntent.self, from: Data(longNote.utf8))
    )
    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(BillPayee.self, from: Data(#"{"accountNumber":"1"}"#.utf8)),
      "a payee needs a nickname"
    )
  }

  func testResponses_roundTripThroughJSON() throws {
    var response = PayBillIntentResponse(code: .success)
    response.billDetails = BillDetails(
      billType: .water,
      paymentStatus: .completed,
      billPayee: .waterWorks,
      amountDue: .usd(30_00),
      dueDate: .day(11, 25),
      paymentDate: .day(11, 22)
    )
    response.transactionAmount = PaymentAmount(amountType: .amountDue, amount: .usd(30_00))
    let search = SearchForBillsIntentResponse(
      code: .success,
      bills: [response.billDetails].compactMap { $0 }
    )

    let decoded = try StrictJSONDecoder().decode(
      PayBillIntentResponse.self,
      from: StrictJSONEncoder().encode(response)
    )
    let decodedSearch = try StrictJSONDecoder().decode(
      SearchForBillsIntentResponse.self,
      from: StrictJSONEncoder().encode(search)
    )

    XCTAssertEqual(decoded, response)
    XCTAssertEqual(decodedSearch, search)
  }

  // MARK: - Default resolvers

  func testDefaultPayBillResolvers_skipEveryMissingValue_asSiriKitDoes() async {
    let handler = DefaultPayBillHandler()
    let intent = PayBillIntent()

    let payee = await handler.resolveBillPayee(for: intent)
    let account = await handler.resolveFromAccount(for: intent)
    let amount = await handler.resolveTransactionAmount(for: intent)
    let date = await handler.resolveTransactionScheduledDate(for: intent)
    let note = await handler.resolveTransactionNote(for: intent)
    let type = await handler.resolveBillType(for: intent)
    let due = await handler.resolveDueDate(for: intent)

    XCTAssertEqual(payee, .notRequired)
    XCTAssertEqual(amount, .notRequired)
    XCTAssertEqual(account, .notRequired)
    XCTAssertEqual(date, .notRequired)
    XCTAssertEqual(note, .notRequired)
    XCTAssertEqual(type, .notRequired)
    XCTAssertEqual(due, .notRequired)
    XCTAssertEqual(
      handler.parameterResolvers.map(\.parameterName),
      PayBillIntent.parameters.map(\.name)
    )
  }

  func testDefaultPayBillResolvers_acceptGivenValues_evenANonPositiveAmount_asSiriKitDoes() async {
    let handler = DefaultPayBillHandler()
    let given = PayBillIntent(
      billPayee: .visa,
      transactionAmount: PaymentAmount(amountType: .minimumDue, amount: nil),
      billType: .creditCard
    )
    let zero = PayBillIntent(
      transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(0))
    )

    let payee = await handler.resolveBillPayee(for: given)
    let amountType = await handler.resolveTransactionAmount(for: given)
    let type = await handler.resolveBillType(for: given)
    let zeroAmount = await handler.resolveTransactionAmount(for: zero)

    XCTAssertEqual(payee, .success(.visa))
    XCTAssertEqual(amountType, .success(PaymentAmount(amountType: .minimumDue, amount: nil)))
    XCTAssertEqual(type, .success(.creditCard))
    XCTAssertEqual(
      zeroAmount,
      .success(PaymentAmount(amountType: .unknown, amount: .usd(0))),
      "an unimplemented resolve method accepts the value as given; the handler's own checks it"
    )
  }

  func testDefaultSearchResolvers_acceptGivenValues_andSkipMissingOnes() async {
    let handler = DefaultSearchForBillsHandler()
    let empty = SearchForBillsIntent()
    let given = SearchForBillsIntent(billPayee: .visa, billType: .creditCard, status: .unpaid)

    let emptyResolutions = [
      await handler.resolveBillPayee(for: empty).isResolved,
      await handler.resolvePaymentDateRange(for: empty).isResolved,
      await handler.resolveDueDateRange(for: empty).isResolved,
    ]
    let payee = await handler.resolveBillPayee(for: given)
    let status = await handler.resolveStatus(for: given)
    let type = await handler.resolveBillType(for: given)
    let missingStatus = await handler.resolveStatus(for: empty)

    XCTAssertEqual(emptyResolutions, [true, true, true])
    XCTAssertEqual(payee, .success(.visa))
    XCTAssertEqual(status, .success(.unpaid))
    XCTAssertEqual(type, .success(.creditCard))
    XCTAssertEqual(missingStatus, .notRequired)
  }
}

extension PromptCatalog {
  /// What a bills conversation speaks with: the standard catalog and the bills domain's prompts.
  fileprivate static let billsConversation = PromptCatalog.standard.merging(.bills)
}
