extension IntentDispatcher {
  /// Registers the payments domain's four handlers over one service: ``SendPaymentHandler``,
  /// ``RequestPaymentHandler``, ``SearchForAccountsHandler`` and ``TransferMoneyHandler``.
  ///
  /// Every domain registers the same way, with one call:
  ///
  /// ```swift
  /// var dispatcher = IntentDispatcher()
  /// dispatcher.registerHandlers(of: payments)
  /// dispatcher.registerHandlers(of: bills)
  /// dispatcher.registerHandlers(of: rides)
  /// ```
  public mutating func registerHandlers(of service: PaymentsService) {
    register(SendPaymentHandler(service: service))
    register(RequestPaymentHandler(service: service))
    register(SearchForAccountsHandler(service: service))
    register(TransferMoneyHandler(service: service))
  }
}
