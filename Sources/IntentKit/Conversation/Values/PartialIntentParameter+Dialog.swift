// Parameters in conversations: reading a reply as a value of the parameter's type.

extension PartialIntentParameter {
  /// Reads a value of this parameter's type from the user's words, or returns `nil` if they
  /// don't describe one.
  ///
  /// Values that are only an ``IntentValue``, not a ``ParameterValue``, are never read from
  /// words: the parameter takes typed replies.
  public func parseReply(_ reply: String, in context: DialogContext) -> AnyParameterValue? {
    guard let readable = valueType as? any ParameterValue.Type else { return nil }
    // Opened, so the value is boxed once, in the AnyParameterValue.
    func read<Value: ParameterValue>(_ type: Value.Type) -> AnyParameterValue? {
      Value(reply: reply, context: context).map(AnyParameterValue.init)
    }
    return read(readable)
  }

  /// Returns why the user's words state a value of this parameter's type that can't be used,
  /// or `nil`; see ``ParameterValue/unsupportedReason(forReply:context:)``.
  public func unsupportedReason(
    forReply reply: String,
    in context: DialogContext
  ) -> UnsupportedReason? {
    guard let readable = valueType as? any ParameterValue.Type else { return nil }
    return readable.unsupportedReason(forReply: reply, context: context)
  }
}
