import IntentKit

/// An utterance made ready for the parser's rules: control characters gone, words split and
/// stripped of punctuation, each word kept as typed (for names) and folded (for matching).
struct Utterance: Sendable {
  /// The writing systems the parser tells apart; they pick the rules.
  enum Script: Sendable {
    case latin, japanese, korean
  }

  /// The text as typed, with control characters replaced by spaces and white space trimmed.
  let text: String

  /// The words as typed, without surrounding punctuation.
  let words: [String]

  /// The words folded for matching: lowercased, without diacritics, halfwidth.
  let folded: [String]

  /// The script the rules are chosen by: Japanese if the text has kana or kanji, Korean if it
  /// has Hangul, Latin otherwise.
  let script: Script

  /// Characters stripped from both ends of every word.
  private static let punctuation: Set<Character> = [
    "?", "!", ".", ",", ";", ":", "\"", "'", "“", "”", "‘", "’", "(", ")", "[", "]", "{", "}",
    "。", "、", "？", "！", "，", "：", "；", "「", "」", "『", "』", "…", "・", "~", "〜",
  ]

  /// Creates an utterance from what the user typed.
  init(_ typed: String) {
    var cleaned = String.UnicodeScalarView()
    for scalar in typed.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
        cleaned.append(" ")
      default:
        cleaned.append(scalar)
      }
    }
    text = Self.trimmed(String(cleaned))
    words = text.split(whereSeparator: \.isWhitespace).map { Self.strippingPunctuation($0) }
      .filter { !$0.isEmpty }
    folded = words.map { TextFolding.fold($0.replacing("’", with: "'")) }
    script = Self.script(of: text)
  }

  /// The folded words joined by single spaces.
  var foldedText: String {
    folded.joined(separator: " ")
  }

  /// Returns the words at the offsets as typed, joined by spaces, or `nil` if there are none.
  func phrase(_ offsets: Range<Int>) -> String? {
    let clamped = offsets.clamped(to: words.indices)
    guard !clamped.isEmpty else { return nil }
    return words[clamped].joined(separator: " ")
  }

  // MARK: - Helpers

  static func trimmed(_ text: some StringProtocol) -> String {
    let characters = text.drop(while: \.isWhitespace)
    return String(characters.reversed().drop(while: \.isWhitespace).reversed())
  }

  static func strippingPunctuation(_ word: some StringProtocol) -> String {
    let start = word.drop(while: punctuation.contains)
    return String(start.reversed().drop(while: punctuation.contains).reversed())
  }

  /// Returns the script a text's rules are chosen by.
  static func script(of text: String) -> Script {
    var hasHangul = false
    var hasHan = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .japanese
      case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: hasHangul = true
      case 0x4E00...0x9FFF, 0x3400...0x4DBF: hasHan = true
      default: continue
      }
    }
    if hasHangul { return .korean }
    return hasHan ? .japanese : .latin
  }
}
