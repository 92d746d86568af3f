extension IntentDispatcher {
  /// Registers the bills domain's two handlers over one service: ``PayBillHandler`` and
  /// ``SearchForBillsHandler``.
  ///
  /// Every domain registers the same way, with one call; see
  /// ``IntentDispatcher/registerHandlers(of:)-(PaymentsService)``.
  public mutating func registerHandlers(of service: BillService) {
    register(PayBillHandler(service: service))
    register(SearchForBillsHandler(service: service))
  }
}
