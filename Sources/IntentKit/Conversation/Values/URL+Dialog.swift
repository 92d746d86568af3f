#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// URLs in conversations: read from a reply that is one absolute URL with a scheme and a host;
// spoken as the absolute string.

extension URL: ParameterValue {
  /// The longest URL read from a reply, in UTF-8 bytes.
  private static let maximumReplyLength = 2_048

  /// Creates a URL from a reply that is one absolute URL with a scheme and a host, such as
  /// "https://example.com/menu", ignoring white space around it.
  ///
  /// Free text is refused, and so are a URL without a scheme ("example.com") or a host
  /// ("mailto:jane@example.com"), white space or control characters inside the reply, and
  /// replies longer than 2,048 bytes.
  public init?(reply: String, context: DialogContext) {
    let text = reply.trimmingWhitespace
    guard !text.isEmpty, !text.contains(where: \.isWhitespace),
      TextLimits.problem(withName: text, limit: Self.maximumReplyLength) == nil,
      let url = URL(string: text), url.scheme?.isEmpty == false, url.host?.isEmpty == false
    else { return nil }
    self = url
  }

  /// Returns the URL's absolute string.
  public func spokenPhrase(in context: DialogContext) -> String {
    absoluteString
  }
}
