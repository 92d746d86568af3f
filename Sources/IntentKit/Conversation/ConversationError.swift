/// An error thrown when a reply can't be applied to a conversation; the conversation is left
/// unchanged.
///
/// Text replies never throw: text that doesn't answer the question is answered by the assistant
/// asking again. Typed replies that can't answer the question, and replies to an ended
/// conversation, are programming errors in the app and throw this.
public struct ConversationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure this is.
  public let code: Code

  /// A sentence that names the problem.
  public let message: String

  /// Creates an error.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// The error for a parameter name an intent type doesn't have.
  @usableFromInline
  static func _noParameter(named name: String, in wireName: String) -> ConversationError {
    ConversationError(
      code: .unexpectedReply,
      message: "\(wireName) has no parameter named \(TextLimits.quoted(name))."
    )
  }

  public var description: String {
    "\(code): \(message)"
  }

  /// A value that classifies a conversation failure; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case conversationEnded, unexpectedReply
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// The conversation has already ended.
    public static var conversationEnded: Self { Self(.conversationEnded) }

    /// A typed reply doesn't answer the question: a choice when no options were offered, an
    /// index out of range, or a value of the wrong type.
    public static var unexpectedReply: Self { Self(.unexpectedReply) }

    public var description: String {
      base.rawValue
    }
  }
}
