#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A record of something the user did through an intent, SiriKit's `INInteraction`.
///
/// Apps donate interactions so that the assistant learns what the user does and when, and can
/// suggest it again. Donate only what the user completed: the seed's soup shop donates an order
/// after it is placed, never a cancelled one. The conversation engine follows that rule itself
/// when given a donation store (``ConversationEngine/Configuration/donations``).
///
/// ```swift
/// let intent = TransferMoneyIntent(
///   from: PaymentAccount(nickname: "checking"),
///   to: PaymentAccount(nickname: "savings"),
///   transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(20_00))
/// )
/// let interaction = Interaction(intent: intent, response: nil, groupIdentifier: "savings")
/// try await interaction.donate(to: donations)
/// ```
public struct Interaction: Sendable, Hashable {
  /// The intent the user ran.
  public let intent: AnyIntent

  /// The response the intent's handler answered with, if the app donated one.
  public let intentResponse: (any IntentResponse)?

  /// The interaction's identifier; a random UUID string unless given, and the intent's
  /// identifier for donations the conversation engine makes.
  public var identifier: String

  /// An identifier shared by related interactions, so they can be deleted together.
  public var groupIdentifier: String?

  /// When the interaction happened.
  public var dateInterval: DateInterval

  /// Who started the interaction.
  public var direction: InteractionDirection

  /// Creates an interaction that happened at a point in time.
  ///
  /// - Parameters:
  ///   - intent: The intent the user ran.
  ///   - response: The handler's response, or `nil` (the seed's `makeTransfer` donates none).
  ///   - identifier: The interaction's identifier; a random UUID string by default.
  ///   - groupIdentifier: An identifier for deleting related interactions together.
  ///   - date: When it happened; now by default.
  ///   - direction: Who started it; unspecified by default.
  public init<HandledIntent: Intent>(
    intent: HandledIntent,
    response: HandledIntent.Response?,
    identifier: String = UUID().uuidString,
    groupIdentifier: String? = nil,
    date: Date = Date(),
    direction: InteractionDirection = .unspecified
  ) {
    self.init(
      intent: intent,
      response: response,
      identifier: identifier,
      groupIdentifier: groupIdentifier,
      dateInterval: DateInterval(start: date, duration: 0),
      direction: direction
    )
  }

  /// Creates an interaction that lasted for an interval.
  public init<HandledIntent: Intent>(
    intent: HandledIntent,
    response: HandledIntent.Response?,
    identifier: String = UUID().uuidString,
    groupIdentifier: String? = nil,
    dateInterval: DateInterval,
    direction: InteractionDirection = .unspecified
  ) {
    self.init(
      erased: AnyIntent(intent),
      response: response,
      identifier: identifier,
      groupIdentifier: groupIdentifier,
      dateInterval: dateInterval,
      direction: direction
    )
  }

  init(
    erased intent: AnyIntent,
    response: (any IntentResponse)?,
    identifier: String,
    groupIdentifier: String?,
    dateInterval: DateInterval,
    direction: InteractionDirection
  ) {
    self.intent = intent
    self.intentResponse = response
    self.identifier = identifier
    self.groupIdentifier = groupIdentifier
    self.dateInterval = dateInterval
    self.direction = direction
  }

  /// When the interaction started.
  public var date: Date {
    dateInterval.start
  }

  /// The handling status of the response, consistent with its code; ``IntentHandlingStatus/unspecified``
  /// when the interaction has no response.
  public var intentHandlingStatus: IntentHandlingStatus {
    intentResponse?.handlingStatus ?? .unspecified
  }

  /// Returns the response typed for its intent, if the interaction has one and the intent has
  /// the given type.
  public func response<HandledIntent: Intent>(
    for intentType: HandledIntent.Type
  ) -> HandledIntent.Response? {
    intentResponse as? HandledIntent.Response
  }

  /// Donates the interaction, SiriKit's `donate()`.
  ///
  /// - Throws: Whatever the donor throws, such as ``ShortcutError`` with code
  ///   ``ShortcutError/Code/donatingInteraction`` from a ``DonationStore``.
  public func donate(to donor: some InteractionDonating) async throws {
    try await donor.donate(self)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.groupIdentifier == rhs.groupIdentifier
      && lhs.dateInterval == rhs.dateInterval && lhs.direction == rhs.direction
      && lhs.intent == rhs.intent && responsesAreEqual(lhs.intentResponse, rhs.intentResponse)
  }

  /// Hashes the interaction's identifiers, date interval, direction and intent type; equal
  /// interactions share them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(groupIdentifier)
    hasher.combine(dateInterval)
    hasher.combine(direction)
    hasher.combine(intent.wireName)
  }

  private static func responsesAreEqual(
    _ lhs: (any IntentResponse)?,
    _ rhs: (any IntentResponse)?
  ) -> Bool {
    func isEqual<Response: IntentResponse>(
      _ response: Response,
      to other: any IntentResponse
    )
      -> Bool
    {
      response == other as? Response
    }
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return isEqual(lhs, to: rhs)
    default: return false
    }
  }
}

extension Interaction {
  /// A Boolean value that indicates whether the interaction counts as done: it has no
  /// response, or its response reports success or work in progress.
  var isCompleted: Bool {
    guard intentResponse != nil else { return true }
    return intentHandlingStatus == .success || intentHandlingStatus == .inProgress
  }
}
