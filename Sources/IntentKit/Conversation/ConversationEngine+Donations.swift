extension ConversationEngine {
  /// Donates the conversation's interaction to the engine's donation store if the step just
  /// ended it with a successful handle.
  ///
  /// A failed donation is reported to the dispatcher's diagnostics handler and otherwise
  /// ignored: it never changes the conversation. Callers pass the store they unwrapped, so that
  /// without one (the default) a turn neither calls this nor copies its step for it.
  @inlinable
  func donateIfHandled<HandledIntent: Intent>(
    _ step: _ConversationStep<HandledIntent>,
    to donations: any InteractionDonating
  ) async {
    guard let response = step.successfulResponse else { return }
    let intent = step.conversation.intent
    let interaction = Interaction(
      intent: intent,
      response: response,
      identifier: intent.identifier,
      date: _core.configuration.now(),
      direction: .outgoing
    )
    do {
      try await donations.donate(interaction)
    } catch {
      dispatcher.configuration.diagnosticsHandler?(
        IntentDiagnostic(
          intentName: HandledIntent.wireName,
          phase: .handle,
          kind: .donationFailed(String(describing: error))
        )
      )
    }
  }
}
