/// The words that answer yes/no questions, cancel a conversation, or pick an option, in English,
/// Japanese and Korean.
///
/// Answers are recognised in every shipped language whatever the conversation's language, since
/// people answer "yes" in an otherwise Japanese conversation.
enum ReplyWords {
  /// An answer to a yes/no question, or a request to stop.
  typealias Answer = _ReplyAnswer

  private static let answers: [String: Answer] = {
    var answers: [String: Answer] = [:]
    let yes = [
      "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "correct", "right", "that's right",
      "yes please", "confirm", "go ahead", "do it", "affirmative", "please do",
      "はい", "ええ", "うん", "そう", "そうです", "お願いします", "おねがいします", "オッケー", "大丈夫",
      "네", "예", "응", "그래", "그래요", "좋아", "좋아요", "맞아", "맞아요", "네 맞아요",
    ]
    let no = [
      "no", "nope", "nah", "no thanks", "no thank you", "wrong", "incorrect", "not really",
      "いいえ", "いや", "いえ", "ちがう", "ちがいます", "違う", "違います", "だめ", "けっこうです",
      "아니요", "아니오", "아니", "아뇨", "싫어", "싫어요", "틀려요", "아니에요",
    ]
    let cancel = [
      "cancel", "stop", "never mind", "nevermind", "quit", "abort", "forget it", "cancel that",
      "キャンセル", "やめて", "やめる", "中止", "取り消し", "キャンセルして",
      "취소", "그만", "그만해", "취소해", "취소해 줘", "취소해줘",
    ]
    for word in yes { answers[word] = .yes }
    for word in no { answers[word] = .no }
    for word in cancel { answers[word] = .cancel }
    return answers
  }()

  /// Returns the answer a reply gives, if it gives one.
  ///
  /// The whole reply counts ("yes please", "never mind"), and for yes and no so does its first
  /// word. A yes confirms payments, so a first-word yes counts only when every later word goes
  /// with a plain yes ("yes, send it", "yes I do", "はい、お願いします", "네, 보내 주세요"): any
  /// other word may take it back ("yeah no", "yes, don't", "okay, forget it", "はい、送らないで",
  /// "네, 보내지 마세요"), and such a reply gives no answer, so the question is asked again. A
  /// first-word no counts whatever follows ("no, fifty"), since a no moves nothing, except where
  /// it starts "no problem" or "no worries", which agree. Words are what spaces and commas
  /// separate, without the punctuation around them. Cancelling takes the whole reply, so a note
  /// such as "stop by the bakery" isn't read as "stop".
  static func answer(in reply: String) -> Answer? {
    let words = normalized(reply)
    if let answer = answers[words] { return answer }
    // The first word, found without splitting the reply into an array: the normalized reply
    // doesn't start with a separator.
    guard let end = words.firstIndex(where: { $0 == " " || $0 == "," }),
      let answer = answers[withoutEdges(words[..<end])], answer != .cancel
    else { return nil }
    guard answer == .yes else {
      let agrees = words.fastHasPrefix("no problem") || words.fastHasPrefix("no worries")
      return agrees ? nil : answer
    }
    let isPlainYes = words[end...].split(whereSeparator: { $0 == " " || $0 == "," }).allSatisfy {
      let word = withoutEdges($0)
      return word.isEmpty || yesCompanions.contains(word) || answers[word] == .yes
    }
    return isPlainYes ? .yes : nil
  }

  /// The words that may follow a first-word yes and leave it a plain yes.
  private static let yesCompanions: Set<String> = [
    "please", "thanks", "thank", "you", "go", "ahead", "do", "it", "i", "send", "pay", "book",
    "that's", "that", "is", "right", "correct", "sure", "now", "confirm", "confirmed",
    "absolutely", "definitely", "of", "course", "sounds", "good", "great", "perfect", "fine",
    "お願いします", "おねがいします", "お願い", "送って", "送ってください", "それで", "それでお願いします",
    "そうです", "ありがとう", "ありがとうございます", "보내", "보내줘", "보내주세요", "주세요", "부탁해요",
    "부탁합니다", "부탁해", "그렇게", "해", "해줘", "해주세요", "감사합니다", "고마워요",
  ]

  /// A word without the punctuation around it.
  ///
  /// "no." in "yes, no. make it 40" is "no", and so is "(no)".
  private static func withoutEdges(_ word: Substring) -> String {
    func isWordEdge(_ character: Character) -> Bool {
      isEdge(character) || character == "(" || character == ")" || character == "\""
        || character == "'"
    }
    guard let first = word.firstIndex(where: { !isWordEdge($0) }),
      let last = word.lastIndex(where: { !isWordEdge($0) })
    else { return "" }
    return String(word[first...last])
  }

  /// Lowercases and folds a reply and strips the punctuation around it.
  static func normalized(_ reply: String) -> String {
    normalized(folded: ReplyFolding.fold(reply))
  }

  /// Strips the punctuation around a reply already folded by ``ReplyFolding/fold(_:)``.
  static func normalized(folded: String) -> String {
    if folded.utf8.allSatisfy({ $0 < 0x80 }) {
      // Folded ASCII has single spaces and lowercase letters: trim the edges byte by byte.
      let bytes = folded.utf8
      guard let start = bytes.firstIndex(where: { !isEdgeASCII($0) }),
        let end = bytes.lastIndex(where: { !isEdgeASCII($0) })
      else { return "" }
      if start == bytes.startIndex, bytes.index(after: end) == bytes.endIndex { return folded }
      return String(folded[start...end])
    }
    guard let start = folded.firstIndex(where: { !isEdge($0) }),
      let end = folded.lastIndex(where: { !isEdge($0) })
    else { return "" }
    return String(folded[start...end].map { $0 == "、" ? "," : $0 })
  }

  /// The punctuation stripped from around replies.
  private static let punctuation: Set<Character> = [
    ".", ",", "!", "?", "。", "、", "！", "？", "…", "~", "〜",
  ]

  private static func isEdge(_ character: Character) -> Bool {
    character == " " || punctuation.contains(character)
  }

  private static func isEdgeASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "!"),
      UInt8(ascii: "?"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  // MARK: - Choices

  /// A reference to one option of a numbered list.
  enum ChoiceReference: Hashable, Sendable {
    /// The option with this position, counting from 1.
    case position(Int)
    /// The last option.
    case last
  }

  private static let ordinalWords: [String: ChoiceReference] = {
    var words: [String: ChoiceReference] = ["last": .last, "the last": .last, "最後": .last]
    words["마지막"] = .last
    let english = [
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    ]
    let cardinals = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    let japanese = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
    let korean = ["첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]
    for position in 1...10 {
      let choice = ChoiceReference.position(position)
      words[english[position - 1]] = choice
      words["number \(cardinals[position - 1])"] = choice
      words["option \(cardinals[position - 1])"] = choice
      words["\(japanese[position - 1])番目"] = choice
      words["\(japanese[position - 1])つ目"] = choice
      words["\(korean[position - 1]) 번째"] = choice
      words["\(korean[position - 1])번째"] = choice
    }
    words["最初"] = .position(1)
    words["はじめ"] = .position(1)
    return words
  }()

  /// Returns the option a reply points to by number or by ordinal.
  ///
  /// Understood: "2", "#2", "the second one", "number two", "2番目", "두 번째", "the last one".
  /// A cardinal alone ("two") isn't a position: it may be a word of an option's name ("Capital
  /// One") or an option's value, which the reply is matched with when it names no position.
  /// Positions count from 1.
  static func choice(in reply: String) -> ChoiceReference? {
    guard let reference = reference(in: reply) else { return nil }
    if case .position(let position) = reference, position < 1 { return nil }
    return reference
  }

  private static func reference(in reply: String) -> ChoiceReference? {
    var words = normalized(reply)
    // "number one" whole, before " one" is taken for the end of "the second one".
    if let reference = ordinalWords[words] { return reference }
    for prefix in ["the ", "number ", "option ", "no. ", "#"] where words.fastHasPrefix(prefix) {
      if let position = Int(words.dropFirst(prefix.count)) { return .position(position) }
    }
    for suffix in [" one", " please", " option", "でお願いします", "で", "요", "이요", "으로"]
    where words.fastHasSuffix(suffix) {
      words = String(words.dropLast(suffix.count))
    }
    if words.fastHasPrefix("the ") { words = String(words.dropFirst(4)) }
    if let reference = ordinalWords[words] { return reference }
    for suffix in ["番目", "番", "つ目", "번째", "번", "st", "nd", "rd", "th"]
    where words.fastHasSuffix(suffix) {
      if let position = Int(String(words.dropLast(suffix.count)).trimmingWhitespace) {
        return .position(position)
      }
    }
    return Int(words).map(ChoiceReference.position)
  }
}

/// An answer to a yes/no question, or a request to stop: ``ReplyWords/Answer``, which the
/// conversation's inlinable step switches over.
@usableFromInline
enum _ReplyAnswer: Hashable, Sendable {
  case yes, no, cancel
}
