extension PromptCatalog {
  /// The ride-booking domain's prompts, in English, Japanese and Korean.
  ///
  /// Besides the `<Intent>.<parameter>.<prompt>` and `<Intent>.<code>` keys, ride responses
  /// phrase their placeholders with `ride.…` keys: `ride.minutes.one` and `ride.minutes.other`
  /// for durations, `ride.status.<phase>` (and `ride.status.canceled`, `ride.status.none`) for a
  /// ride's `{status}`, `ride.optionSummary` for each option in `{options}`,
  /// `ride.cancellation.free`, `ride.cancellation.fee`, `ride.cancelled.free` and
  /// `ride.cancelled.fee` for `{cancellationTerms}`, and `ride.feedback.rating`,
  /// `ride.feedback.tip` and `ride.feedback.ratingAndTip` for `{feedback}`.
  static let ridesPrompts: [Language: [String: String]] = [
    .english: ridesEnglishPrompts.merging(partySizeLimitPrompts(.english)) { _, new in new },
    .japanese: ridesJapanesePrompts.merging(partySizeLimitPrompts(.japanese)) { _, new in new },
    .korean: ridesKoreanPrompts.merging(partySizeLimitPrompts(.korean)) { _, new in new },
  ]

  /// The largest party-size limit the catalog words; larger limits fall back to the generic
  /// `RequestRideIntent.partySize.unsupported` prompt.
  static let maximumWordedPartySizeLimit = 12

  /// The prompts for ``UnsupportedReason/partySizeAboveLimit(_:)``, which say the limit.
  private static func partySizeLimitPrompts(_ language: Language) -> [String: String] {
    var prompts: [String: String] = [:]
    for limit in 1...maximumWordedPartySizeLimit {
      let key = "unsupported.\(UnsupportedReason.partySizeAboveLimit(limit).identifier)"
      prompts[key] =
        switch language {
        case .japanese: "{rideOptionName}の定員は\(limit)名です。"
        case .korean: "{rideOptionName} 차량은 최대 \(limit)명까지 탈 수 있습니다."
        default:
          "A {rideOptionName} seats up to \(limit) \(limit == 1 ? "person" : "people")."
        }
    }
    return prompts
  }
}
