import IntentKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SplitMix64: a small seeded generator, so that every run generates the same data.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<count`, for counts far below 2⁶⁴ (the modulo bias is negligible).
  mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// A number in `0..<1`.
  mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }
}

/// Draws ranks `0..<count` with probability proportional to `1 / (rank + 1)^exponent`.
struct ZipfDistribution {
  private let cumulative: [Double]

  init(count: Int, exponent: Double) {
    var total = 0.0
    var cumulative: [Double] = []
    cumulative.reserveCapacity(count)
    for rank in 1...count {
      total += 1 / Self.power(Double(rank), exponent)
      cumulative.append(total)
    }
    self.cumulative = cumulative.map { $0 / total }
  }

  mutating func sample(using random: inout SeededRandom) -> Int {
    let target = random.unit()
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] < target { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private static func power(_ base: Double, _ exponent: Double) -> Double {
    pow(base, exponent)
  }
}

/// Generates a realistic address book: names drawn Zipf-like from real given and family names
/// followed by a long tail of made-up ones, so that names repeat as they do in real directories.
enum ContactGenerator {
  /// The identifier of the one contact every run plants: Jane Appleseed.
  static let janeAppleseedID = "00000000-0000-4000-8000-00000000a11e"

  /// Generates `count` contacts, the same ones on every run.
  static func contacts(count: Int, seed: UInt64 = 0x1D_2024) -> [Contact] {
    var random = SeededRandom(seed: seed)
    let givenNames = realGivenNames + madeUpNames(800, syllables: 2, seed: 7, endings: givenEndings)
    let familyNames =
      realFamilyNames + madeUpNames(60_000, syllables: 3, seed: 11, endings: familyEndings)
    var givenRank = ZipfDistribution(count: givenNames.count, exponent: 0.8)
    var familyRank = ZipfDistribution(count: familyNames.count, exponent: 0.75)
    var contacts: [Contact] = []
    contacts.reserveCapacity(count)
    for index in 0..<count {
      let id = identifier(&random)
      if index == count / 2 + 1_234 {
        contacts.append(
          Contact(
            id: janeAppleseedID,
            givenName: "Jane",
            familyName: "Appleseed",
            handles: [.emailAddress("jane@example.com"), .phoneNumber("+1 (408) 555-0101")]
          )
        )
        continue
      }
      let given: String
      let family: String
      if random.below(100) == 0 {
        given = japaneseGivenNames[random.below(japaneseGivenNames.count)]
        family = japaneseFamilyNames[random.below(japaneseFamilyNames.count)]
      } else {
        given = givenNames[givenRank.sample(using: &random)]
        family = familyNames[familyRank.sample(using: &random)]
      }
      let nickname = random.below(5) == 0 ? nicknames[given] : nil
      var handles: [PersonHandle] = [.emailAddress(email(given, family, &random))]
      if random.below(2) == 0 {
        let number = 1_000_000 + random.below(9_000_000)
        handles.append(.phoneNumber("+1 \(200 + random.below(800)) \(number)"))
      }
      contacts.append(
        Contact(id: id, givenName: given, familyName: family, nickname: nickname, handles: handles)
      )
    }
    return contacts
  }

  /// A UUID-shaped identifier, 36 characters, as contact stores use.
  private static func identifier(_ random: inout SeededRandom) -> String {
    let hex = Array("0123456789abcdef")
    var text = ""
    text.reserveCapacity(36)
    for position in 0..<32 {
      if position == 8 || position == 12 || position == 16 || position == 20 { text.append("-") }
      text.append(hex[random.below(16)])
    }
    return text
  }

  private static func email(
    _ given: String,
    _ family: String,
    _ random: inout SeededRandom
  )
    -> String
  {
    func ascii(_ name: String) -> String {
      let folded = TextFolding.fold(name).filter { $0.isASCII && $0.isLetter }
      return folded.isEmpty ? "user" : folded
    }
    return "\(ascii(given)).\(ascii(family))\(random.below(10_000))@example.com"
  }

  /// Made-up but pronounceable names, distinct, in a fixed order.
  private static func madeUpNames(
    _ count: Int,
    syllables: Int,
    seed: UInt64,
    endings: [String]
  ) -> [String] {
    var random = SeededRandom(seed: seed)
    var seen = Set(realGivenNames + realFamilyNames)
    var names: [String] = []
    while names.count < count {
      var name = ""
      for _ in 0..<syllables {
        name += onsets[random.below(onsets.count)] + vowels[random.below(vowels.count)]
      }
      name += endings[random.below(endings.count)]
      let capitalised = name.prefix(1).uppercased() + name.dropFirst()
      if seen.insert(capitalised).inserted { names.append(capitalised) }
    }
    return names
  }

  private static let onsets = [
    "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z",
    "br", "ch", "dr", "gr", "kr", "sh", "st", "th", "tr",
  ]
  private static let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ou", "y"]
  private static let givenEndings = ["", "a", "o", "n", "l", "ne", "s", "ria", "th"]
  private static let familyEndings = [
    "", "n", "r", "s", "son", "sen", "ez", "ini", "ov", "ski", "berg", "man", "ley", "ton", "ford",
  ]
}
