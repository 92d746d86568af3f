// Parameters in conversations: reading a reply as a value of the parameter's type.

extension PartialIntentParameter {
  /// Creates a type-erased parameter from a typed one whose values a conversation can speak
  /// and read from replies.
  ///
  /// Where the value type is known, as in an intent's ``Intent/parameters`` list, this
  /// initialiser makes the closures that speak the parameter's values and read replies as them,
  /// specialised for the value type, so that a conversation's turn calls them without looking up
  /// the metadata of the value's type.
  @inlinable
  public init<Value: ParameterValue>(_ parameter: IntentParameter<Root, Value>) {
    self.init(erasing: parameter)
    _attachment = _IntentDialog<Root>.Entry(parameter)
  }

  /// How a conversation speaks and reads the parameter's values, if it was made with the
  /// parameter; `nil` when the parameter was made where its value type wasn't known to be a
  /// ``ParameterValue``, and a conversation works it out once, as generic code.
  var _dialog: _IntentDialog<Root>.Entry? {
    _attachment as? _IntentDialog<Root>.Entry
  }

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
