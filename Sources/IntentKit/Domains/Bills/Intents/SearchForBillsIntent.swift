/// A request to find the user's bills, SiriKit's `INSearchForBillsIntent`.
///
/// "Which bills are due this month?" is `SearchForBillsIntent(status: .unpaid, dueDateRange:
/// thisMonth)`. As in SiriKit, ``billType`` and ``status`` aren't optional:
/// ``BillType/unknown`` and ``PaymentStatus/unknown`` mean "not given". Searching bills needs an
/// unlocked device.
public struct SearchForBillsIntent: Intent, Hashable {
  public typealias Response = SearchForBillsIntentResponse

  public static let wireName = "SearchForBillsIntent"

  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.billPayee), .init(.paymentDateRange), .init(.billType), .init(.status),
    .init(.dueDateRange),
  ]

  public static var requiresUnlockedDevice: Bool { true }

  public let identifier: String

  /// Whose bills to find.
  public var billPayee: BillPayee?

  /// The days the bills were paid, or are scheduled to be paid, on.
  public var paymentDateRange: DateComponentsRange?

  /// The kind of bill, or ``BillType/unknown`` if not given.
  public var billType: BillType

  /// The bills' state, or ``PaymentStatus/unknown`` if not given.
  public var status: PaymentStatus

  /// The days the bills are due on.
  public var dueDateRange: DateComponentsRange?

  /// Creates a bill search; the parameters are in SiriKit's initializer order.
  public init(
    identifier: String = SearchForBillsIntent.makeIdentifier(),
    billPayee: BillPayee? = nil,
    paymentDateRange: DateComponentsRange? = nil,
    billType: BillType = .unknown,
    status: PaymentStatus = .unknown,
    dueDateRange: DateComponentsRange? = nil
  ) {
    self.identifier = identifier
    self.billPayee = billPayee
    self.paymentDateRange = paymentDateRange
    self.billType = billType
    self.status = status
    self.dueDateRange = dueDateRange
  }
}

extension IntentParameter where Root == SearchForBillsIntent, Value == BillPayee {
  /// The payee of a ``SearchForBillsIntent``.
  public static let billPayee = IntentParameter("billPayee", \.billPayee)
}

extension IntentParameter where Root == SearchForBillsIntent, Value == DateComponentsRange {
  /// The payment days of a ``SearchForBillsIntent``.
  public static let paymentDateRange = IntentParameter("paymentDateRange", \.paymentDateRange)

  /// The due days of a ``SearchForBillsIntent``.
  public static let dueDateRange = IntentParameter("dueDateRange", \.dueDateRange)
}

extension IntentParameter where Root == SearchForBillsIntent, Value == BillType {
  /// The bill type of a ``SearchForBillsIntent``; `.unknown` reads as no value.
  public static let billType = IntentParameter(
    "billType",
    get: { $0.billType == .unknown ? nil : $0.billType },
    set: { $0.billType = $1 ?? .unknown }
  )
}

extension IntentParameter where Root == SearchForBillsIntent, Value == PaymentStatus {
  /// The status of a ``SearchForBillsIntent``; `.unknown` reads as no value.
  public static let status = IntentParameter(
    "status",
    get: { $0.status == .unknown ? nil : $0.status },
    set: { $0.status = $1 ?? .unknown }
  )
}

// MARK: - Codable

extension SearchForBillsIntent {
  private enum CodingKeys: String, CodingKey {
    case identifier, billPayee, paymentDateRange, billType, status, dueDateRange
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      billPayee: try container.decodeIfPresent(BillPayee.self, forKey: .billPayee),
      paymentDateRange: try container.decodeIfPresent(
        DateComponentsRange.self,
        forKey: .paymentDateRange
      ),
      billType: try container.decodeIfPresent(BillType.self, forKey: .billType) ?? .unknown,
      status: try container.decodeIfPresent(PaymentStatus.self, forKey: .status) ?? .unknown,
      dueDateRange: try container.decodeIfPresent(DateComponentsRange.self, forKey: .dueDateRange)
    )
  }
}
