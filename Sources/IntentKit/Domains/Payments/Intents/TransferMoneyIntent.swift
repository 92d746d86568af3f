/// A request to move money between the user's own accounts, SiriKit's `INTransferMoneyIntent`.
///
/// "Transfer $20 to savings" is `TransferMoneyIntent(to: PaymentAccount(nickname: "savings"),
/// transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(20_00)))`. Transfers ask
/// the user a final yes/no and need an unlocked device.
public struct TransferMoneyIntent: Intent, Hashable {
  public typealias Response = TransferMoneyIntentResponse

  public static let wireName = "TransferMoneyIntent"

  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.fromAccount), .init(.toAccount), .init(.transactionAmount),
    .init(.transactionScheduledDate), .init(.transactionNote),
  ]

  public static var requiresFinalConfirmation: Bool { true }

  public static var requiresUnlockedDevice: Bool { true }

  public let identifier: String

  /// The account to take the money from.
  public var fromAccount: PaymentAccount?

  /// The account to put the money in.
  public var toAccount: PaymentAccount?

  /// How much to move.
  public var transactionAmount: PaymentAmount?

  /// When to move it; now when absent.
  public var transactionScheduledDate: DateComponentsRange?

  /// A note for the transfer.
  public var transactionNote: String?

  /// Creates a transfer; the parameters are in SiriKit's initializer order, with its `from:` and
  /// `to:` labels.
  public init(
    identifier: String = TransferMoneyIntent.makeIdentifier(),
    from fromAccount: PaymentAccount? = nil,
    to toAccount: PaymentAccount? = nil,
    transactionAmount: PaymentAmount? = nil,
    transactionScheduledDate: DateComponentsRange? = nil,
    transactionNote: String? = nil
  ) {
    self.identifier = identifier
    self.fromAccount = fromAccount
    self.toAccount = toAccount
    self.transactionAmount = transactionAmount
    self.transactionScheduledDate = transactionScheduledDate
    self.transactionNote = transactionNote
  }
}

extension IntentParameter where Root == TransferMoneyIntent, Value == PaymentAccount {
  /// The source account of a ``TransferMoneyIntent``.
  public static let fromAccount = IntentParameter("fromAccount", \.fromAccount)

  /// The destination account of a ``TransferMoneyIntent``.
  public static let toAccount = IntentParameter("toAccount", \.toAccount)
}

extension IntentParameter where Root == TransferMoneyIntent, Value == PaymentAmount {
  /// The amount of a ``TransferMoneyIntent``.
  public static let transactionAmount = IntentParameter("transactionAmount", \.transactionAmount)
}

extension IntentParameter where Root == TransferMoneyIntent, Value == DateComponentsRange {
  /// The scheduled date of a ``TransferMoneyIntent``.
  public static let transactionScheduledDate = IntentParameter(
    "transactionScheduledDate",
    \.transactionScheduledDate
  )
}

extension IntentParameter where Root == TransferMoneyIntent, Value == String {
  /// The note of a ``TransferMoneyIntent``.
  public static let transactionNote = IntentParameter("transactionNote", \.transactionNote)
}

// MARK: - JSON

extension TransferMoneyIntent: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      identifier: try object.name("identifier"),
      from: try object.decodeIfPresent("fromAccount"),
      to: try object.decodeIfPresent("toAccount"),
      transactionAmount: try object.decodeIfPresent("transactionAmount"),
      transactionScheduledDate: try object.decodeAnyIfPresent("transactionScheduledDate"),
      transactionNote: try object.textIfPresent("transactionNote")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.writeIfPresent("fromAccount", fromAccount)
      object.string("identifier", identifier)
      try object.writeIfPresent("toAccount", toAccount)
      try object.writeIfPresent("transactionAmount", transactionAmount)
      object.stringIfPresent("transactionNote", transactionNote)
      try object.writeAnyIfPresent("transactionScheduledDate", transactionScheduledDate)
    }
  }
}
