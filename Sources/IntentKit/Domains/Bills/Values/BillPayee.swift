/// A company or person the user pays bills to, SiriKit's `INBillPayee`.
///
/// A payee has a nickname the user calls it by ("Tokyo Electric"), the user's account number
/// with the payee, and the organisation's name. As in SiriKit the initializer's label for the
/// account number is `number` and the property is ``accountNumber``, and the properties are
/// read-only.
///
/// ```swift
/// let payee = BillPayee(nickname: "Tokyo Electric", number: "1234-5678",
///                       organizationName: "Tokyo Electric Power Company")
/// ```
///
/// SiriKit's initializer is failable only because Objective-C initializers may return `nil`;
/// this one can't fail. Text that arrives as JSON is checked when it is decoded.
public struct BillPayee: Hashable, Sendable, ParameterValue {
  /// The name the user calls the payee by.
  public let nickname: SpeakableString?

  /// The user's account number with the payee.
  public let accountNumber: String?

  /// The payee's organisation.
  public let organizationName: SpeakableString?

  /// Creates a payee; the account number's label is `number`, as in SiriKit.
  public init(
    nickname: SpeakableString,
    number: String? = nil,
    organizationName: SpeakableString? = nil
  ) {
    self.nickname = nickname
    self.accountNumber = number
    self.organizationName = organizationName
  }

  /// Creates a payee from a name the user said; the handler resolves it against the user's
  /// payees by nickname or organisation.
  public init?(reply: String, context: DialogContext) {
    guard let nickname = SpeakableString(reply: reply, context: context) else { return nil }
    self.init(nickname: nickname)
  }

  /// Returns the payee's nickname, else its organisation, else its account number.
  public func spokenPhrase(in context: DialogContext) -> String {
    nickname?.spokenPhrase ?? organizationName?.spokenPhrase ?? accountNumber ?? ""
  }
}

/// The resolution of a bill payee parameter, SiriKit's `INBillPayeeResolutionResult`.
public typealias BillPayeeResolutionResult = Resolution<BillPayee>

// MARK: - Codable

extension BillPayee: Codable {
  private enum CodingKeys: String, CodingKey {
    case nickname, accountNumber, organizationName
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      nickname: try container.decode(SpeakableString.self, forKey: .nickname),
      number: try container.decodeNameIfPresent(forKey: .accountNumber),
      organizationName: try container.decodeIfPresent(
        SpeakableString.self,
        forKey: .organizationName
      )
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(nickname, forKey: .nickname)
    try container.encodeIfPresent(accountNumber, forKey: .accountNumber)
    try container.encodeIfPresent(organizationName, forKey: .organizationName)
  }
}
