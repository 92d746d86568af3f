/// A type that describes the outcome of confirming or handling an intent as one of a closed set
/// of codes.
///
/// Domain responses nest a closed `enum Code: Int` whose case names and raw values match SiriKit's
/// `IN…IntentResponseCode`; codes are encoded as their raw values, so JSON fixtures match the real
/// SDK. Each code states the ``IntentHandlingStatus`` it stands for, which tells the dispatcher
/// whether a confirmation may proceed to handle and tells the conversation engine how to phrase
/// the ending.
public protocol IntentResponseCode: RawRepresentable, CaseIterable, Hashable, Sendable, Codable
where RawValue == Int {
  /// The code a confirm step returns when the handler is ready to handle the intent.
  static var ready: Self { get }

  /// The generic failure code; the dispatcher uses it when a handler throws or times out.
  static var failure: Self { get }

  /// The handling status this code stands for.
  var handlingStatus: IntentHandlingStatus { get }
}

extension IntentResponseCode {
  /// A Boolean value that indicates whether a confirm step that returned this code may go on to
  /// handle the intent.
  ///
  /// `ready` proceeds, and so does `success`, which Apple's payments sample returns from confirm.
  public var proceedsToHandle: Bool {
    switch handlingStatus {
    case .ready, .success: true
    case .unspecified, .inProgress, .failure, .deferredToApplication, .userConfirmationRequired:
      false
    }
  }

  /// The code's name, such as `failureInsufficientFunds`.
  public var name: String {
    ResponseCodeNames.table(for: Self.self).names[rawValue] ?? String(describing: self)
  }

  /// Creates a code from its name, such as `"success"`.
  public init?(name: String) {
    guard let rawValue = ResponseCodeNames.table(for: Self.self).rawValues[name],
      let code = Self(rawValue: rawValue)
    else { return nil }
    self = code
  }
}

/// The case names of each response code type, derived once per type: reading an enum case's
/// name through reflection costs microseconds, and prompts and JSON use names on every turn.
private enum ResponseCodeNames {
  struct Table: Sendable {
    var names: [Int: String] = [:]
    var rawValues: [String: Int] = [:]
  }

  private static let tables = _Locked<[ObjectIdentifier: Table]>([:])

  static func table<Code: IntentResponseCode>(for type: Code.Type) -> Table {
    let key = ObjectIdentifier(type)
    if let table = tables.withLock({ $0[key] }) { return table }
    var table = Table()
    for code in Code.allCases {
      let name = String(describing: code)
      table.names[code.rawValue] = name
      table.rawValues[name] = code.rawValue
    }
    tables.withLock { $0[key] = table }
    return table
  }
}
