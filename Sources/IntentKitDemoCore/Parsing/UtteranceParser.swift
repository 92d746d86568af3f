package import IntentKit

/// A small rule-based parser that turns what the user types into an intent to start a
/// conversation with, in English, Japanese and Korean.
///
/// ```swift
/// let parser = UtteranceParser()
/// parser.parse("Send $50 to Jane", identifier: "i-1")
/// // .intent(.sendPayment(SendPaymentIntent(identifier: "i-1",
/// //   payee: Person(displayName: "Jane"), currencyAmount: .usd(50_00))))
/// parser.parse("学費1000円を支払って", identifier: "i-2")
/// // .intent(.payBill(PayBillIntent(identifier: "i-2",
/// //   transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1000)),
/// //   billType: .tuition)))
/// ```
///
/// The parser only finds the intent and the values the user said; the conversation resolves
/// them. Names stay as typed ("Jane", "San Francisco") for the handlers to match; amounts are read
/// with ``CurrencyAmount/init(reply:context:)``. The rules are chosen by script: kana or kanji
/// pick the Japanese rules, Hangul the Korean ones, and the English rules get a second look at
/// requests that mix scripts. A request it can't read is ``ParsedUtterance/notUnderstood``; no
/// input makes it crash.
package struct UtteranceParser: Sendable {
  /// The longest request read, in UTF-8 bytes; longer ones are not understood.
  package static let maximumLength = 500

  /// The context amounts are read in: a bare number is in its default currency.
  let context: DialogContext

  /// The bill payees the user has, which a request may name ("Pay City Power",
  /// "イーカリットに1000円支払って"), as an app registers them in its vocabulary.
  let billPayees: [BillPayee]

  /// Creates a parser.
  ///
  /// - Parameters:
  ///   - defaultCurrency: The currency of an amount said without one, such as "Send 50 to
  ///     Jane".
  ///   - billPayees: The bill payees a request may name; the sample data's by default.
  package init(defaultCurrency: Currency = .usd, billPayees: [BillPayee] = DemoData.billPayees) {
    context = DialogContext(defaultCurrency: defaultCurrency)
    self.billPayees = billPayees
  }

  /// Returns the intent a request asks for.
  ///
  /// - Parameters:
  ///   - request: What the user typed.
  ///   - identifier: The identifier to give the intent.
  ///   - currentRide: The identifier of the rider's current ride, which "Cancel my ride"
  ///     cancels; `nil` if there is none.
  /// - Returns: The intent, or why there is none.
  package func parse(
    _ request: String,
    identifier: String,
    currentRide: String? = nil
  ) -> ParsedUtterance {
    guard request.utf8.count <= Self.maximumLength else { return .notUnderstood }
    let utterance = Utterance(request)
    guard !utterance.words.isEmpty else { return .notUnderstood }
    // Requests mix scripts ("Send 1000円 to Kenji"), so English rules get a second look.
    let meaning: Meaning?
    switch utterance.script {
    case .latin: meaning = englishMeaning(of: utterance)
    case .japanese: meaning = japaneseMeaning(of: utterance) ?? englishMeaning(of: utterance)
    case .korean: meaning = koreanMeaning(of: utterance) ?? englishMeaning(of: utterance)
    }
    guard let meaning else { return .notUnderstood }
    return meaning.parsed(identifier: identifier, currentRide: currentRide)
  }

  /// What a request means, before it gets an identifier.
  enum Meaning: Equatable, Sendable {
    case sendPayment(payee: Person?, amount: AmountFinder.Found?, note: String?)
    case requestPayment(payer: Person?, amount: AmountFinder.Found?, note: String?)
    case searchForAccounts
    case payBill(
      payee: BillPayee?,
      amount: PaymentAmount?,
      billType: BillType,
      unusableAmount: String? = nil
    )
    case searchForBills(billType: BillType)
    case requestRide(pickup: Placemark?, dropOff: Placemark?)
    case getRideStatus
    case cancelRide

    func parsed(identifier: String, currentRide: String?) -> ParsedUtterance {
      switch self {
      case .sendPayment(let payee, let amount, let note):
        .intent(
          .sendPayment(
            SendPaymentIntent(
              identifier: identifier,
              payee: payee,
              currencyAmount: amount?.amount,
              note: note
            )
          ),
          unusableAmount: amount?.unusableText
        )
      case .requestPayment(let payer, let amount, let note):
        .intent(
          .requestPayment(
            RequestPaymentIntent(
              identifier: identifier,
              payer: payer,
              currencyAmount: amount?.amount,
              note: note
            )
          ),
          unusableAmount: amount?.unusableText
        )
      case .searchForAccounts:
        .intent(.searchForAccounts(SearchForAccountsIntent(identifier: identifier)))
      case .payBill(let payee, let amount, let billType, let unusableAmount):
        .intent(
          .payBill(
            PayBillIntent(
              identifier: identifier,
              billPayee: payee,
              transactionAmount: amount,
              billType: billType
            )
          ),
          unusableAmount: unusableAmount
        )
      case .searchForBills(let billType):
        .intent(.searchForBills(SearchForBillsIntent(identifier: identifier, billType: billType)))
      case .requestRide(let pickup, let dropOff):
        .intent(
          .requestRide(
            RequestRideIntent(
              identifier: identifier,
              pickupLocation: pickup,
              dropOffLocation: dropOff
            )
          )
        )
      case .getRideStatus:
        .intent(.getRideStatus(GetRideStatusIntent(identifier: identifier)))
      case .cancelRide:
        currentRide.map { ride in
          ParsedUtterance.intent(
            .cancelRide(CancelRideIntent(identifier: identifier, rideIdentifier: ride))
          )
        } ?? .noRideToCancel
      }
    }
  }

  // MARK: - Shared helpers

  /// Returns a person named as typed, or `nil` for no name or one the library refuses.
  func person(_ name: String?) -> Person? {
    name.flatMap { Person(reply: $0, context: context) }
  }

  /// Returns a place named as typed, or `nil` for no name or one the library refuses.
  func place(_ name: String?) -> Placemark? {
    name.flatMap { Placemark(reply: $0, context: context) }
  }

  /// Returns a note as typed, or `nil` for none or one that is too long.
  func note(_ text: String?) -> String? {
    guard let text, !text.isEmpty, text.utf8.count <= TextLimits.maximumNoteLength else {
      return nil
    }
    return text
  }

  /// Returns the known bill payee a text names by nickname or organisation, preferring the
  /// longest name found.
  func billPayee(in text: String) -> BillPayee? {
    let folded = TextFolding.fold(text)
    let isLatin = Utterance.script(of: text) == .latin
    let padded = " \(folded) "
    var best: (payee: BillPayee, length: Int)?
    for payee in billPayees {
      for name in [payee.nickname, payee.organizationName].compactMap({ $0?.spokenPhrase }) {
        let name = TextFolding.fold(name)
        guard !name.isEmpty, isLatin ? padded.contains(" \(name) ") : folded.contains(name) else {
          continue
        }
        if name.count > best?.length ?? 0 { best = (payee, name.count) }
      }
    }
    return best?.payee
  }

  /// Returns the bill type a text names, in any language of the prompt catalog or by a common
  /// synonym, preferring the longest name found.
  ///
  /// In Latin text names match whole words only, so that "current" doesn't name rent. Words of
  /// a known payee's name don't count: "Water Works" names a payee, not a water bill.
  func billType(in text: String) -> BillType? {
    var folded = TextFolding.fold(text)
    if let payee = billPayee(in: text) {
      for name in [payee.nickname, payee.organizationName].compactMap({ $0?.spokenPhrase }) {
        folded = folded.replacing(TextFolding.fold(name), with: " ")
      }
    }
    let isLatin = Utterance.script(of: text) == .latin
    let padded = " \(folded) "
    var best: (type: BillType, length: Int)?
    for (name, type) in BillTypeNames.all
    where isLatin ? padded.contains(" \(name) ") : folded.contains(name) {
      if name.count > best?.length ?? 0 { best = (type, name.count) }
    }
    return best?.type
  }
}

/// What the parser made of a request.
package enum ParsedUtterance: Equatable, Sendable {
  /// The request asks for this intent; `unusableAmount` is the words of an amount it states
  /// that can't be used ("$12.345"), which the intent leaves out and the assistant explains.
  case intent(DemoIntent, unusableAmount: String? = nil)
  /// "Cancel my ride" when no ride was ever booked.
  case noRideToCancel
  /// The parser doesn't know this request.
  case notUnderstood
}
