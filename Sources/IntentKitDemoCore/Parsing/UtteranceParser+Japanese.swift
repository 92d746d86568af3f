import IntentKit

// Japanese rules: the verb comes last ("支払って", "送って", "配車して") and particles mark the
// roles: 「Janeに」 the payee, 「クパチーノから」 the pickup, 「サンフランシスコまで」 the drop-off.

extension UtteranceParser {
  private static let japaneseRideWords = ["配車", "乗車", "タクシー", "ライド", "車"]
  private static let japaneseStatusWords = ["状況", "状態", "ステータス", "どこ", "いつ", "何分"]
  /// Separators before a name: what precedes them is not part of it.
  private static let japaneseSeparators: [Character] = ["、", "，", ",", "を", "は", "で", "。", "と"]

  /// Returns what a request means by the Japanese rules, or `nil` if they don't apply.
  func japaneseMeaning(of utterance: Utterance) -> Meaning? {
    let text = Self.withoutOpening(utterance.text)
    let billType = billType(in: text)
    let knownPayee = billPayee(in: text)
    let isPaying = ["払", "納付", "納め"].contains { text.contains($0) }

    if Self.japaneseRideWords.contains(where: text.contains), billType == nil {
      if text.contains("キャンセル") || text.contains("取り消") { return .cancelRide }
      if Self.japaneseStatusWords.contains(where: text.contains) { return .getRideStatus }
      let pickup = Self.fragment(of: text, before: ["から"])
      let afterPickup = text.firstRange(of: "から").map { String(text[$0.upperBound...]) } ?? text
      let dropOff = Self.fragment(of: afterPickup, before: ["まで", "へ"])
      return .requestRide(pickup: place(pickup), dropOff: place(dropOff))
    }
    if isPaying, billType != nil || knownPayee != nil || text.contains("請求書") {
      let amount = AmountFinder.amount(inText: text, context: context)
      return .payBill(
        payee: knownPayee,
        amount: amount?.found.amount.map { PaymentAmount(amountType: .unknown, amount: $0) },
        billType: billType ?? .unknown,
        unusableAmount: amount?.found.unusableText
      )
    }
    if text.contains("請求書") { return .searchForBills(billType: billType ?? .unknown) }
    if text.contains("請求") {
      let found = AmountFinder.amount(inText: text, context: context, allowsBareNumbers: true)
      let rest = found?.remainder ?? text
      let payer = Self.fragment(of: rest, before: ["に", "から"]).map(Self.withoutHonorific)
      return .requestPayment(payer: person(payer), amount: found?.found, note: nil)
    }
    if isPaying || text.contains("送") {
      let found = AmountFinder.amount(inText: text, context: context, allowsBareNumbers: true)
      let rest = found?.remainder ?? text
      let payee = Self.fragment(of: rest, before: ["に"]).map(Self.withoutHonorific)
      return .sendPayment(payee: person(payee), amount: found?.found, note: nil)
    }
    if text.contains("残高") || text.contains("口座") { return .searchForAccounts }
    return nil
  }

  /// Returns the words just before the first of the particles: back to the previous separator
  /// or the start, without surrounding spaces; `nil` if none of them occurs or nothing precedes
  /// it.
  static func fragment(of text: String, before particles: [String]) -> String? {
    let found = particles.compactMap { text.firstRange(of: $0) }.min {
      $0.lowerBound < $1.lowerBound
    }
    guard let found else { return nil }
    let before = text[..<found.lowerBound]
    let start = before.lastIndex(where: japaneseSeparators.contains).map(before.index(after:))
    let fragment = Utterance.trimmed(before[(start ?? before.startIndex)...])
    return fragment.isEmpty ? nil : fragment
  }

  /// Returns a request without "Hey Siri、" and without the app it names: in the seed's
  /// 「イーカリットで学費1000円を支払って」, イーカリットで names the app.
  static func withoutOpening(_ text: String) -> String {
    var rest = Substring(text)
    for call in ["hey siri", "ヘイシリ", "siri", "ねえ"]
    where TextFolding.fold(String(rest.prefix(call.count))) == call {
      rest = rest.dropFirst(call.count)
    }
    rest = rest.drop { $0.isWhitespace || japaneseSeparators.contains($0) }
    for app in ["イーカリット", "payments", "ペイメント", "intentkit"] {
      let prefix = rest.prefix(app.count)
      guard TextFolding.fold(String(prefix)) == app else { continue }
      let after = rest.dropFirst(app.count).drop(while: \.isWhitespace)
      if after.hasPrefix("で") { rest = after.dropFirst() }
    }
    return Utterance.trimmed(rest)
  }

  /// Returns a name without a Japanese honorific: "Janeさん" is "Jane".
  private static func withoutHonorific(_ name: String) -> String {
    for suffix in ["さん", "様", "さま", "くん", "君", "ちゃん"] where name.hasSuffix(suffix) {
      return Utterance.trimmed(name.dropLast(suffix.count))
    }
    return name
  }
}
