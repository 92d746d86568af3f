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

// MARK: - Codable

extension TransferMoneyIntent {
  private enum CodingKeys: String, CodingKey {
    case identifier, fromAccount, toAccount, transactionAmount, transactionScheduledDate
    case transactionNote
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      from: try container.decodeIfPresent(PaymentAccount.self, forKey: .fromAccount),
      to: try container.decodeIfPresent(PaymentAccount.self, forKey: .toAccount),
      transactionAmount: try container.decodeIfPresent(
        PaymentAmount.self,
        forKey: .transactionAmount
      ),
      transactionScheduledDate: try container.decodeIfPresent(
        DateComponentsRange.self,
        forKey: .transactionScheduledDate
      ),
      transactionNote: try container.decodeTextIfPresent(forKey: .transactionNote)
    )
  }
}
