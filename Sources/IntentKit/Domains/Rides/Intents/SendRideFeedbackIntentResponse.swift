/// The outcome of confirming or handling ride feedback, SiriKit's
/// `INSendRideFeedbackIntentResponse`.
public struct SendRideFeedbackIntentResponse: IntentResponse, DialogArgumentProviding {
  /// The codes of ride feedback; raw values match SiriKit's
  /// `INSendRideFeedbackIntentResponseCode`, which has no `inProgress`.
  public enum Code: Int, IntentResponseCode {
    /// There is no specified response code.
    case unspecified = 0
    /// The feedback can be sent.
    case ready = 1
    /// The feedback was sent.
    case success = 2
    /// The feedback couldn't be sent.
    case failure = 3

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .success: .success
      case .failure: .failure
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The rating that was checked or sent.
  ///
  /// An IntentKit addition, like ``tip``: SiriKit's response carries only its code, but the
  /// assistant reads the feedback back before and after sending it.
  public var rating: Int?

  /// The tip that was checked or sent.
  public var tip: CurrencyAmount?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Returns `{feedback}`: the rating and tip in words, such as "a rating of 9 out of 10 and a
  /// $3.00 tip".
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    let key: String
    switch (rating, tip) {
    case (nil, nil): return [:]
    case (_?, nil): key = "ride.feedback.rating"
    case (nil, _?): key = "ride.feedback.tip"
    case (_?, _?): key = "ride.feedback.ratingAndTip"
    }
    guard let template = context.prompts.template(forKey: key, language: context.language) else {
      return [:]
    }
    var parts: [String: String] = [:]
    parts["rating"] = rating.map(String.init)
    parts["tip"] = tip?.spokenPhrase(in: context)
    return ["feedback": PromptTemplate.render(template, parts)]
  }
}
