import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class SearchForAccountsHandlerTests: XCTestCase {
  private func search(
    _ intent: SearchForAccountsIntent,
    in world: PaymentsSampleWorld
  ) async throws -> IntentOutcome<SearchForAccountsIntent> {
    try await world.dispatcher().dispatch(intent)
  }

  private func nicknames(_ outcome: IntentOutcome<SearchForAccountsIntent>) -> [String] {
    outcome.response?.accounts?.compactMap { $0.nickname?.spokenPhrase } ?? []
  }

  func testCheckingBalance_isAnsweredWithTheBalance() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      SearchForAccountsIntent(accountNickname: "checking", requestedBalanceType: .money),
      saying: "What's my checking balance?",
      replies: [],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: What's my checking balance?
      Assistant: Here are your balances. Checking: $1,000.00
      """
    )
    let account = conversation.response?.accounts?.first
    XCTAssertEqual(account?.balance?.currencyAmount, .usd(1_000_00))
    XCTAssertEqual(account?.accountType, .checking)
    XCTAssertEqual(account?.organizationName, "Example Bank")
  }

  func testSearch_withNoParameters_listsEveryAccountOfTheUser() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let outcome = try await search(SearchForAccountsIntent(), in: world)

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(nicknames(outcome), ["Checking", "Savings", "Yen Wallet", "Travel Card"])
    XCTAssertEqual(
      outcome.response?.accounts?.map(\.balance?.currencyAmount),
      [.usd(1_000_00), .usd(5_000_00), .jpy(100_000), .usd(0)]
    )
  }

  func testSearch_byTypeOrganisationOrTypeWord_narrowsTheAccounts() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let byType = try await search(SearchForAccountsIntent(accountType: .saving), in: world)
    let byOrganization = try await search(
      SearchForAccountsIntent(organizationName: "example card"),
      in: world
    )
    let byTypeWord = try await search(
      SearchForAccountsIntent(accountNickname: "savings"),
      in: world
    )
    let byPrefix = try await search(SearchForAccountsIntent(accountNickname: "yen"), in: world)

    XCTAssertEqual(nicknames(byType), ["Savings"])
    XCTAssertEqual(nicknames(byOrganization), ["Travel Card"])
    XCTAssertEqual(nicknames(byTypeWord), ["Savings"])
    XCTAssertEqual(nicknames(byPrefix), ["Yen Wallet"])
  }

  func testSearch_byVocabularyNickname_findsTheAccountWithThatIdentifier() async throws {
    let world = try await PaymentsSampleWorld.testing()
    world.vocabulary.setVocabulary(
      [SpeakableString(vocabularyIdentifier: "savings", spokenPhrase: "Rainy Day Fund")],
      of: .paymentsAccountNickname
    )

    let outcome = try await search(
      SearchForAccountsIntent(accountNickname: "rainy day"),
      in: world
    )

    XCTAssertEqual(nicknames(outcome), ["Savings"])
    XCTAssertEqual(outcome.intent.accountNickname, "Savings", "resolved to the real nickname")
  }

  func testSearch_nicknameNamingTwoAccounts_offersBoth() async throws {
    let world = try await PaymentsSampleWorld.testing()
    world.vocabulary.setVocabulary(
      [
        SpeakableString(vocabularyIdentifier: "checking", spokenPhrase: "main account"),
        SpeakableString(vocabularyIdentifier: "savings", spokenPhrase: "main savings"),
      ],
      of: .paymentsAccountNickname
    )
    var script = ConversationScript<SearchForAccountsIntent>(engine: world.engine())

    try await script.start(SearchForAccountsIntent(accountNickname: "main"))
    script.assertOffers(["Checking", "Savings"], for: "accountNickname")
    try await script.reply("2")

    script.assertEnded(with: .success)
    script.assertSays("Here are your balances. Savings: $5,000.00")
  }

  func testSearch_forAnAccountTheUserHasNot_failsWithAccountNotFound() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let brokerage = try await search(
      SearchForAccountsIntent(accountNickname: "brokerage"),
      in: world
    )
    let mortgage = try await search(SearchForAccountsIntent(accountType: .mortgage), in: world)
    let miles = try await search(SearchForAccountsIntent(requestedBalanceType: .miles), in: world)

    XCTAssertEqual(brokerage.response?.code, .failureAccountNotFound)
    XCTAssertEqual(mortgage.response?.code, .failureAccountNotFound)
    XCTAssertEqual(miles.response?.code, .failureAccountNotFound)
  }

  func testSearch_inJapanese_listsBalancesInJapanese() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await world.engine().start(
      SearchForAccountsIntent(accountNickname: "yen"),
      language: .japanese
    )

    XCTAssertEqual(conversation.assistantText, "口座の残高です。Yen Wallet: 100,000円")
  }
}
