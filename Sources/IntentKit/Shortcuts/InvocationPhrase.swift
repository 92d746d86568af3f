/// How voice shortcut phrases are compared: two phrases are the same when their folded forms
/// are equal.
///
/// Folding ignores case, Latin diacritics, full- and halfwidth forms and runs of white space
/// (IntentKit's text folding), drops apostrophes ("don't" is "dont"), and reads every other
/// punctuation mark as a space, so "Pay rent", "pay  RENT!", "Ｐａｙ ｒｅｎｔ。" and "pay-rent"
/// are one phrase. Symbols stay: "Send $20" and "Send €20" are different phrases. Words are not
/// reordered or stemmed, and a phrase never matches part of a longer one: "pay rent now" is
/// another phrase.
enum InvocationPhrase {
  /// Returns a phrase's folded form; empty if it has no words.
  static func fold(_ phrase: String) -> String {
    let folded = TextFolding.fold(phrase)
    var unpunctuated = ""
    unpunctuated.reserveCapacity(folded.utf8.count)
    for character in folded {
      if character == "'" || character == "\u{2019}" {
        continue
      } else if character.isPunctuation {
        unpunctuated.append(" ")
      } else {
        unpunctuated.append(character)
      }
    }
    return TextFolding.fold(unpunctuated)
  }
}
