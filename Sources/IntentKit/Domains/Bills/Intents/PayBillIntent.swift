/// A request to pay a bill now or on a later day, SiriKit's `INPayBillIntent`.
///
/// "学費1000円を支払って" (pay 1000 yen tuition) is
/// `PayBillIntent(transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1_000)),
/// billType: .tuition)`; "pay the minimum due on my Visa bill" is
/// `PayBillIntent(billPayee: BillPayee(nickname: "Visa"), transactionAmount:
/// PaymentAmount(amountType: .minimumDue, amount: nil))`. As in SiriKit, ``billType`` isn't
/// optional: ``BillType/unknown`` means "not given". Paying a bill asks the user a final yes/no
/// and needs an unlocked device.
public struct PayBillIntent: Intent, Hashable {
  public typealias Response = PayBillIntentResponse

  public static let wireName = "PayBillIntent"

  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.billPayee), .init(.fromAccount), .init(.transactionAmount),
    .init(.transactionScheduledDate), .init(.transactionNote), .init(.billType), .init(.dueDate),
  ]

  public static var requiresFinalConfirmation: Bool { true }

  public static var requiresUnlockedDevice: Bool { true }

  public let identifier: String

  /// Who to pay.
  public var billPayee: BillPayee?

  /// The account to pay from; the user's default account when absent.
  public var fromAccount: PaymentAccount?

  /// How much to pay: a sum of money, or what it stands for, such as the minimum due.
  public var transactionAmount: PaymentAmount?

  /// The day to pay on; today when absent.
  public var transactionScheduledDate: DateComponentsRange?

  /// A note kept with the payment.
  public var transactionNote: String?

  /// The kind of bill, or ``BillType/unknown`` if not given.
  public var billType: BillType

  /// The bill's due date.
  public var dueDate: DateComponentsRange?

  /// Creates a bill payment; the parameters are in SiriKit's initializer order, with its `from:`
  /// label for the account.
  public init(
    identifier: String = PayBillIntent.makeIdentifier(),
    billPayee: BillPayee? = nil,
    from fromAccount: PaymentAccount? = nil,
    transactionAmount: PaymentAmount? = nil,
    transactionScheduledDate: DateComponentsRange? = nil,
    transactionNote: String? = nil,
    billType: BillType = .unknown,
    dueDate: DateComponentsRange? = nil
  ) {
    self.identifier = identifier
    self.billPayee = billPayee
    self.fromAccount = fromAccount
    self.transactionAmount = transactionAmount
    self.transactionScheduledDate = transactionScheduledDate
    self.transactionNote = transactionNote
    self.billType = billType
    self.dueDate = dueDate
  }
}

extension IntentParameter where Root == PayBillIntent, Value == BillPayee {
  /// The payee of a ``PayBillIntent``.
  public static let billPayee = IntentParameter("billPayee", \.billPayee)
}

extension IntentParameter where Root == PayBillIntent, Value == PaymentAccount {
  /// The account a ``PayBillIntent`` pays from.
  public static let fromAccount = IntentParameter("fromAccount", \.fromAccount)
}

extension IntentParameter where Root == PayBillIntent, Value == PaymentAmount {
  /// The amount of a ``PayBillIntent``.
  public static let transactionAmount = IntentParameter("transactionAmount", \.transactionAmount)
}

extension IntentParameter where Root == PayBillIntent, Value == DateComponentsRange {
  /// The day a ``PayBillIntent`` pays on.
  public static let transactionScheduledDate = IntentParameter(
    "transactionScheduledDate",
    \.transactionScheduledDate
  )

  /// The due date of the bill a ``PayBillIntent`` pays.
  public static let dueDate = IntentParameter("dueDate", \.dueDate)
}

extension IntentParameter where Root == PayBillIntent, Value == String {
  /// The note of a ``PayBillIntent``.
  public static let transactionNote = IntentParameter("transactionNote", \.transactionNote)
}

extension IntentParameter where Root == PayBillIntent, Value == BillType {
  /// The bill type of a ``PayBillIntent``; `.unknown` reads as no value.
  public static let billType = IntentParameter(
    "billType",
    get: { $0.billType == .unknown ? nil : $0.billType },
    set: { $0.billType = $1 ?? .unknown }
  )
}

// MARK: - Codable

extension PayBillIntent {
  private enum CodingKeys: String, CodingKey {
    case identifier, billPayee, fromAccount, transactionAmount, transactionScheduledDate
    case transactionNote, billType, dueDate
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      billPayee: try container.decodeIfPresent(BillPayee.self, forKey: .billPayee),
      from: try container.decodeIfPresent(PaymentAccount.self, forKey: .fromAccount),
      transactionAmount: try container.decodeIfPresent(
        PaymentAmount.self,
        forKey: .transactionAmount
      ),
      transactionScheduledDate: try container.decodeIfPresent(
        DateComponentsRange.self,
        forKey: .transactionScheduledDate
      ),
      transactionNote: try container.decodeTextIfPresent(forKey: .transactionNote),
      billType: try container.decodeIfPresent(BillType.self, forKey: .billType) ?? .unknown,
      dueDate: try container.decodeIfPresent(DateComponentsRange.self, forKey: .dueDate)
    )
  }
}
