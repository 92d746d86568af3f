import IntentKit

// English rules: the first word is usually the verb ("send", "pay", "request", "book", "cancel");
// "to", "from" and "for" mark the payee, payer, places and note.

extension UtteranceParser {
  /// Words for a ride.
  private static let rideNouns: Set<String> = [
    "ride", "rides", "taxi", "cab", "car", "lift", "driver", "pickup",
  ]
  /// First words that ask about a ride rather than book one.
  private static let statusOpeners: Set<String> = [
    "where", "where's", "wheres", "when", "when's", "whens", "how", "is", "has", "track",
  ]
  /// Words that are not a name when they are all there is.
  private static let fillers: Set<String> = [
    "money", "some", "cash", "the", "a", "an", "me", "my", "payment", "funds",
  ]

  /// Returns what a request means by the English rules, or `nil` if they don't apply.
  func englishMeaning(of utterance: Utterance) -> Meaning? {
    var words = EnglishWords(utterance)
    words.removeFillersAndAppNames()
    guard let verb = words.folded.first else { return nil }
    let folded = words.folded
    let mentionsBill = folded.contains("bill") || folded.contains("bills")
    let billType = billType(in: words.text(from: 1))
    let namesPayee = billPayee(in: words.text(from: 1)) != nil

    if verb == "pay", mentionsBill || namesPayee || (billType != nil && !folded.contains("to")) {
      return payBillMeaning(words, billType: billType)
    }
    if ["send", "pay", "transfer", "give", "wire"].contains(verb) {
      return paymentMeaning(words, isRequest: false)
    }
    let ride = folded.firstIndex(where: Self.rideNouns.contains)
    if ["request", "ask", "charge"].contains(verb), ride == nil {
      return paymentMeaning(words, isRequest: true)
    }
    if let ride {
      if folded.contains("cancel") { return .cancelRide }
      if folded.contains("status") || folded.contains("eta") || Self.statusOpeners.contains(verb)
        || (["what's", "whats", "what"].contains(verb) && !folded.contains("to"))
      {
        return .getRideStatus
      }
      return rideMeaning(words, after: ride)
    }
    if ["take", "drive"].contains(verb), folded.count > 1, folded[1] == "me" {
      return rideMeaning(words, after: 1)
    }
    if mentionsBill { return .searchForBills(billType: billType ?? .unknown) }
    if folded.contains("balance") || folded.contains("balances") || folded.contains("accounts") {
      return .searchForAccounts
    }
    return nil
  }

  // MARK: - Payments

  private func paymentMeaning(_ words: EnglishWords, isRequest: Bool) -> Meaning {
    var words = words
    let amount = words.removeAmount(context: context)
    let folded = words.folded
    let marker = isRequest ? "from" : "to"
    var name: String?
    var noteText: String?
    if let index = folded.firstIndex(of: marker), index > 0 {
      let end = words.end(after: index, stoppingAt: ["for"])
      name = words.phrase(index + 1, end)
      if end < folded.count, folded[end] == "for" { noteText = words.phrase(end + 1, folded.count) }
    } else {
      // "Pay Jane $50", "Ask John for 20 euros": the name follows the verb.
      let end = words.end(after: 0, stoppingAt: ["for"])
      let nameWords = (1..<max(1, end)).filter { !Self.fillers.contains(folded[$0]) }
      if let first = nameWords.first, let last = nameWords.last {
        name = words.phrase(first, last + 1)
      }
      if !isRequest, end < folded.count { noteText = words.phrase(end + 1, folded.count) }
    }
    if isRequest {
      return .requestPayment(payer: person(name), amount: amount, note: note(noteText))
    }
    return .sendPayment(payee: person(name), amount: amount, note: note(noteText))
  }

  // MARK: - Bills

  private func payBillMeaning(_ words: EnglishWords, billType: BillType?) -> Meaning {
    var words = words
    let text = " \(words.text(from: 0)) "
    let amountTypes: [(String, AmountType)] = [
      ("minimum", .minimumDue), ("amount due", .amountDue), ("full amount", .amountDue),
      ("statement balance", .statementBalance), ("current balance", .currentBalance),
      ("full balance", .currentBalance),
    ]
    var amount: PaymentAmount?
    var unusableAmount: String?
    if let (_, type) = amountTypes.first(where: { text.contains(" \($0.0) ") }) {
      amount = PaymentAmount(amountType: type, amount: nil)
    } else if let found = words.removeAmount(context: context) {
      amount = found.amount.map { PaymentAmount(amountType: .unknown, amount: $0) }
      unusableAmount = found.unusableText
    }
    // The words without the amount: offsets into them are offsets into the typed words.
    let folded = words.folded
    var payeeName: String?
    let bill = folded.firstIndex { $0 == "bill" || $0 == "bills" } ?? folded.count
    if let marker = folded.indices.first(where: {
      $0 > bill && ["to", "from"].contains(folded[$0])
    }) {
      payeeName = words.phrase(marker + 1, words.end(after: marker, stoppingAt: []))
    } else {
      // "the City Power bill", "my Visa bill": the words between the last determiner and "bill".
      let determiners = ["my", "the", "our", "on", "this"]
      let start = (folded[..<bill].lastIndex { determiners.contains($0) } ?? 0) + 1
      let candidate = words.phrase(start, bill)
      if let candidate, self.billType(in: candidate) == nil,
        !amountTypes.contains(where: { TextFolding.fold(candidate).contains($0.0) })
      {
        payeeName = candidate
      }
    }
    let payee =
      billPayee(in: words.text(from: 1))
      ?? payeeName.flatMap { BillPayee(reply: $0, context: context) }
    return .payBill(
      payee: payee,
      amount: amount,
      billType: billType ?? .unknown,
      unusableAmount: unusableAmount
    )
  }

  // MARK: - Rides

  private func rideMeaning(_ words: EnglishWords, after start: Int) -> Meaning {
    let folded = words.folded
    let here: Set<String> = ["here", "my location", "my current location", "current location"]
    func place(after marker: String) -> Placemark? {
      guard let index = folded.indices.first(where: { $0 > start && folded[$0] == marker }) else {
        return nil
      }
      let end = words.end(after: index, stoppingAt: ["to", "from"].filter { $0 != marker })
      guard let name = words.phrase(index + 1, end),
        !here.contains(TextFolding.fold(name))
      else { return nil }
      return self.place(name)
    }
    return .requestRide(pickup: place(after: "from"), dropOff: place(after: "to"))
  }
}
