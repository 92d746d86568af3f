extension PromptTemplate {
  /// A template parsed once into its literal text and its `{placeholders}`, so that filling it
  /// scans nothing and allocates at most the text it returns.
  ///
  /// Filling gives the same text as ``PromptTemplate/render(_:argument:)`` on the source: a
  /// `{` without a closing `}` is literal text, an unknown placeholder stays as written, and
  /// Korean particles are resolved for the words before them.
  ///
  /// A class, so that finding a template for a turn retains one reference rather than its text
  /// and its runs.
  final class Compiled: Sendable, Equatable {
    /// One run of a template: literal text, or the name of a placeholder.
    enum Segment: Sendable, Equatable {
      case text(Substring)
      case placeholder(String)
    }

    /// The template as written in the catalog.
    let source: String

    /// The template's runs, in order.
    let segments: [Segment]

    /// The UTF-8 length of the literal runs.
    private let literalLength: Int

    /// Parses a template.
    init(_ source: String) {
      self.source = source
      var segments: [Segment] = []
      let utf8 = source.utf8
      var rest = source.startIndex
      while let open = utf8[rest...].firstIndex(of: UInt8(ascii: "{")) {
        guard let close = utf8[open...].firstIndex(of: UInt8(ascii: "}")) else { break }
        if rest < open { segments.append(.text(source[rest..<open])) }
        segments.append(.placeholder(String(source[utf8.index(after: open)..<close])))
        rest = utf8.index(after: close)
      }
      if rest < source.endIndex { segments.append(.text(source[rest...])) }
      self.segments = segments
      self.literalLength = segments.reduce(0) { length, segment in
        guard case .text(let text) = segment else { return length }
        return length + text.utf8.count
      }
    }

    /// Returns the template filled by `argument`, asked only for the placeholders the template
    /// has, and whether every placeholder had a value; a placeholder without one stays as
    /// written.
    func fill(_ argument: (String) -> String?) -> (text: String, isComplete: Bool) {
      if segments.count == 1, case .text = segments[0] {
        return (PromptTemplate.resolvingKoreanParticles(source), true)
      }
      var text = ""
      let estimate = literalLength + (segments.count - 1) * 12
      if estimate > 15 { text.reserveCapacity(estimate) }
      var isComplete = true
      for segment in segments {
        switch segment {
        case .text(let literal):
          text += literal
        case .placeholder(let name):
          if let value = argument(name) {
            text += value
          } else {
            isComplete = false
            text += "{"
            text += name
            text += "}"
          }
        }
      }
      return (PromptTemplate.resolvingKoreanParticles(text), isComplete)
    }

    /// Templates are equal when they are written the same: the runs are made from the text.
    static func == (left: Compiled, right: Compiled) -> Bool {
      left.source == right.source
    }
  }
}
