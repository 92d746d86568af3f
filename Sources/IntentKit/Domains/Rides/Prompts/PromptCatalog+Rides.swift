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
  public static let rides = PromptCatalog([
    .english: ridesEnglishPrompts,
    .japanese: ridesJapanesePrompts,
    .korean: ridesKoreanPrompts,
  ])
}

// MARK: - The intents that speak them

extension RequestRideIntent: PromptProviding {
  /// The ride-booking domain's prompts, ``PromptCatalog/rides``.
  public static var prompts: PromptCatalog { .rides }
}

extension ListRideOptionsIntent: PromptProviding {
  /// The ride-booking domain's prompts, ``PromptCatalog/rides``.
  public static var prompts: PromptCatalog { .rides }
}

extension GetRideStatusIntent: PromptProviding {
  /// The ride-booking domain's prompts, ``PromptCatalog/rides``.
  public static var prompts: PromptCatalog { .rides }
}

extension CancelRideIntent: PromptProviding {
  /// The ride-booking domain's prompts, ``PromptCatalog/rides``.
  public static var prompts: PromptCatalog { .rides }
}

extension SendRideFeedbackIntent: PromptProviding {
  /// The ride-booking domain's prompts, ``PromptCatalog/rides``.
  public static var prompts: PromptCatalog { .rides }
}
