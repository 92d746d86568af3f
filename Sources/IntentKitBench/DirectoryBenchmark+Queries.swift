import IntentKit

/// The lookups the directory benchmark cycles through, drawn from contacts picked uniformly, so
/// that common names are asked for as often as they occur.
struct DirectoryQueries {
  /// A name to look up and the contact it was made from, which must be among its matches.
  struct Query {
    let text: String
    let contactID: String
  }

  /// Given and family name, as stored: "Jane Appleseed".
  private(set) var fullNames: [Query] = []
  /// Given name and the first three letters of a family name of four or more: "Jane App".
  private(set) var prefixes: [Query] = []
  /// Given and family name with one edit in one of them (an insertion, a deletion, a
  /// replacement or a swap of neighbours, equally often) that leaves no whole word and no prefix
  /// of any word, so that only the typo tier can answer: "Jane Appelseed".
  private(set) var typos: [Query] = []

  init(contacts: [Contact], scan: ContactScan, count: Int) throws {
    var random = SeededRandom(seed: 0x9E11)
    let words = scan.distinctWords
    func firstIndex(notBefore word: [UInt8]) -> Int {
      var low = 0
      var high = words.count
      while low < high {
        let middle = (low + high) / 2
        if words[middle].lexicographicallyPrecedes(word) { low = middle + 1 } else { high = middle }
      }
      return low
    }
    func startsAWord(_ word: [UInt8]) -> Bool {
      let index = firstIndex(notBefore: word)
      return index < words.count && words[index].starts(with: word)
    }
    func isWord(_ word: [UInt8]) -> Bool {
      let index = firstIndex(notBefore: word)
      return index < words.count && words[index] == word
    }
    /// The name as one folded ASCII word of at least four letters, if it is one.
    func plainWord(_ name: String) -> [UInt8]? {
      let split = ContactScan.words(of: name)
      guard split.count == 1, let word = split.first, word.count >= 4,
        word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
      else { return nil }
      return word
    }

    var attempts = 0
    while fullNames.count < count || prefixes.count < count || typos.count < count {
      attempts += 1
      guard attempts < count * 100 else {
        throw BenchmarkError.unexpected("too few usable contacts for queries")
      }
      let contact = contacts[random.below(contacts.count)]
      guard let given = contact.givenName, let family = contact.familyName else { continue }
      if fullNames.count < count {
        fullNames.append(Query(text: "\(given) \(family)", contactID: contact.id))
      }
      if prefixes.count < count, let word = plainWord(family), !isWord(Array(word.prefix(3))) {
        let prefix = String(decoding: word.prefix(3), as: UTF8.self)
        prefixes.append(Query(text: "\(given) \(prefix)", contactID: contact.id))
      }
      let inFamily = random.below(10) < 7
      if typos.count < count, let word = plainWord(inFamily ? family : given),
        let edited = Self.edit(word, &random), !isWord(edited), !startsAWord(edited)
      {
        let typo = String(decoding: edited, as: UTF8.self)
        typos.append(
          Query(text: inFamily ? "\(given) \(typo)" : "\(typo) \(family)", contactID: contact.id)
        )
      }
    }
  }

  /// One random edit of a lowercase ASCII word, or `nil` if the edit drawn doesn't apply.
  private static func edit(_ word: [UInt8], _ random: inout SeededRandom) -> [UInt8]? {
    var edited = word
    let letter = UInt8(0x61 + random.below(26))
    switch random.below(4) {
    case 0:
      edited.insert(letter, at: random.below(word.count + 1))
    case 1:
      guard word.count >= 5 else { return nil }
      edited.remove(at: random.below(word.count))
    case 2:
      edited[random.below(word.count)] = letter
    default:
      let position = random.below(word.count - 1)
      edited.swapAt(position, position + 1)
    }
    return edited == word ? nil : edited
  }
}
