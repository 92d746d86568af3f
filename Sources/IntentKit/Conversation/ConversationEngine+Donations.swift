extension ConversationEngine {
  /// Donates the conversation's interaction if the step just ended it with a successful handle.
  ///
  /// A failed donation is reported to the dispatcher's diagnostics handler and otherwise
  /// ignored: it never changes the conversation.
  func donateIfHandled<Talked: Intent>(_ session: ConversationSession<Talked>) async {
    guard let donations = configuration.donations, let response = session.successfulResponse
    else { return }
    let intent = session.conversation.intent
    let interaction = Interaction(
      intent: intent,
      response: response,
      identifier: intent.identifier,
      date: configuration.now(),
      direction: .outgoing
    )
    do {
      try await donations.donate(interaction)
    } catch {
      dispatcher.configuration.diagnosticsHandler?(
        IntentDiagnostic(
          intentName: Talked.wireName,
          phase: .handle,
          kind: .donationFailed(String(describing: error))
        )
      )
    }
  }
}
