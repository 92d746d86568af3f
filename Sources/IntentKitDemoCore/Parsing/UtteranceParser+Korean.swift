import IntentKit

// Korean rules: words are spaced and particles are suffixes: 「Jane에게」 the payee,
// 「쿠퍼티노에서」 the pickup, 「샌프란시스코까지」 the drop-off; the verb comes last ("보내줘",
// "납부해 줘", "불러줘").

extension UtteranceParser {
  private static let koreanRideWords = ["택시", "승차", "차량", "라이드", "배차"]
  private static let koreanStatusWords = ["상태", "어디", "언제", "도착"]
  private static let koreanPayWords = ["납부", "지불", "결제", "내줘", "내 줘", "내고"]

  /// Returns what a request means by the Korean rules, or `nil` if they don't apply.
  func koreanMeaning(of utterance: Utterance) -> Meaning? {
    let text = utterance.text
    let words = utterance.words
    let billType = billType(in: text)
    let knownPayee = billPayee(in: text)
    let isPaying = Self.koreanPayWords.contains(where: text.contains)
    let mentionsRide =
      Self.koreanRideWords.contains(where: text.contains)
      || words.contains { ["차", "차를", "차좀", "차 좀"].contains($0) }

    if isPaying, billType != nil || knownPayee != nil || text.contains("청구서") {
      let amount = AmountFinder.amount(inText: text, context: context)
      return .payBill(
        payee: knownPayee,
        amount: amount?.found.amount.map { PaymentAmount(amountType: .unknown, amount: $0) },
        billType: billType ?? .unknown,
        unusableAmount: amount?.found.unusableText
      )
    }
    if mentionsRide {
      if text.contains("취소") { return .cancelRide }
      if Self.koreanStatusWords.contains(where: text.contains) { return .getRideStatus }
      let pickup = Self.phrase(in: words, endingWith: ["에서"])
      // "로" ends many words ("바로"), so it marks a drop-off only for a place the parser knows.
      let dropOff =
        Self.phrase(in: words, endingWith: ["까지"])
        ?? Self.phrase(in: words, endingWith: ["으로", "로"]).flatMap {
          SamplePlaces.isKnown($0) ? $0 : nil
        }
      return .requestRide(pickup: place(pickup), dropOff: place(dropOff))
    }
    if text.contains("청구서") { return .searchForBills(billType: billType ?? .unknown) }
    let found = AmountFinder.amount(inText: text, context: context, allowsBareNumbers: true)
    let rest = Utterance(found?.remainder ?? text).words
    if text.contains("요청") || text.contains("청구") {
      let payer = Self.phrase(in: rest, endingWith: ["에게", "한테", "께"])
      return .requestPayment(payer: person(payer), amount: found?.found, note: nil)
    }
    if isPaying || ["보내", "송금", "이체"].contains(where: text.contains) {
      let payee = Self.phrase(in: rest, endingWith: ["에게", "한테", "께"])
      return .sendPayment(payee: person(payee), amount: found?.found, note: nil)
    }
    if text.contains("잔액") || text.contains("잔고") || text.contains("계좌") {
      return .searchForAccounts
    }
    return nil
  }

  /// Returns the words that end with one of the particles, without it: the word itself and,
  /// for a name written in Latin letters, the Latin words just before it ("San Francisco까지").
  static func phrase(in words: [String], endingWith particles: [String]) -> String? {
    for (index, word) in words.enumerated() {
      guard let particle = particles.first(where: { word.hasSuffix($0) && word.count > $0.count })
      else { continue }
      var name = [String(word.dropLast(particle.count))]
      var previous = index - 1
      while previous >= 0, Utterance.script(of: words[previous]) == .latin,
        Utterance.script(of: name[0]) == .latin
      {
        name.insert(words[previous], at: 0)
        previous -= 1
      }
      return name.joined(separator: " ")
    }
    return nil
  }
}
