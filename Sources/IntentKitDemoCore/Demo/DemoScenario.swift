package import IntentKit

/// One scripted conversation of the demo: what the user asks, how they answer, and what the
/// assistant ends with.
package struct DemoScenario: Sendable {
  /// The heading, such as "Payments: every parameter given".
  package let title: String

  /// Where the scenario comes from, such as Apple's payments sample, and what it shows.
  package let about: String

  /// What the user says to start; the parser turns it into the intent.
  package let request: String

  /// The language the assistant speaks, or `nil` for the language the demo runs in.
  package let language: Language?

  /// The user's answers, in order.
  package let replies: [String]

  /// Minutes the clock moves on before the scenario starts, to let a ride progress.
  package let minutesLater: Int

  /// What the assistant says last when the demo runs in English (or in the scenario's own
  /// language).
  package let finalAnswer: String

  /// Whether to print the user's balances after the conversation.
  package let showsBalances: Bool

  /// Creates a scenario.
  package init(
    title: String,
    about: String,
    request: String,
    language: Language? = nil,
    replies: [String],
    minutesLater: Int = 0,
    finalAnswer: String,
    showsBalances: Bool = false
  ) {
    self.title = title
    self.about = about
    self.request = request
    self.language = language
    self.replies = replies
    self.minutesLater = minutesLater
    self.finalAnswer = finalAnswer
    self.showsBalances = showsBalances
  }
}
