// Finding the contacts that have, for every query word, a different word of its set: the one
// search all three tiers share.

extension ContactNameIndex {
  /// The most words a query word's set may have for its posting lists to be intersected
  /// directly; a larger set is checked against each candidate's own words instead.
  static let maximumIntersectedWords = 16

  /// Returns the contacts that have, for every set, a different one of the set's words, in
  /// contact order.
  ///
  /// The set with the fewest postings is the pivot: its posting lists, merged, give the
  /// candidates in contact order. Every other set of at most ``maximumIntersectedWords`` words
  /// is intersected with them by galloping forward through its own posting lists, which reads
  /// memory in order. Only when two sets share a word (so that one contact word might be
  /// claimed twice) or a set has more words than that is a surviving candidate checked against
  /// its own list of words by ``WordMatcher``.
  ///
  /// - Parameters:
  ///   - sets: The words each distinct query word matches.
  ///   - limit: The most contacts to return.
  /// - Returns: The indices of the matching contacts, ascending.
  func matches(_ sets: [WordSet], limit: Int) -> [UInt32] {
    guard limit > 0, !sets.isEmpty, !sets.contains(where: \.isEmpty) else { return [] }
    if sets.count == 1, sets[0].count == 1 {
      // One word ("Jane"): its posting list is the answer, already in contact order.
      return Array(
        postings(
          of: sets[0].range.isEmpty ? sets[0].extras[0] : sets[0].range.lowerBound,
          limit: limit
        )
      )
    }
    let order = sets.indices.sorted { postingCount(of: sets[$0]) < postingCount(of: sets[$1]) }
    if order.count >= 2, let found = pairMatches(sets, order[0], order[1], limit: limit) {
      return found
    }
    return postingMatches(sets, pivot: order[0], limit: limit)
  }

  /// Finds the matches from the posting lists alone, starting from the pivot set's.
  private func postingMatches(_ sets: [WordSet], pivot: Int, limit: Int) -> [UInt32] {
    var cursors: [PostingCursor] = []
    var needsMatcher = false
    for (index, set) in sets.enumerated() where index != pivot {
      if set.count <= Self.maximumIntersectedWords {
        cursors.append(PostingCursor(lists: set.words.map(postingRange(of:))))
      } else {
        needsMatcher = true
      }
    }
    for first in sets.indices where !needsMatcher {
      for second in sets.indices where second > first && sets[first].overlaps(sets[second]) {
        needsMatcher = true
      }
    }

    if sets.count == 2, sets[0].count == 1, sets[1].count == 1, !needsMatcher {
      return intersection(
        postingRange(of: sets[pivot].words[0]),
        postingRange(of: sets[1 - pivot].words[0]),
        limit: limit
      )
    }
    var merge = PostingMerge(lists: sets[pivot].words.map(postingRange(of:)))
    var matcher = WordMatcher(sets: sets)
    var matches: [UInt32] = []
    postings.withUnsafeBufferPointer { postings in
      contactWords.withUnsafeBufferPointer { words in
        contactWordStarts.withUnsafeBufferPointer { starts in
          candidates: while let contact = merge.next(in: postings) {
            for index in cursors.indices {
              switch cursors[index].find(contact, in: postings) {
              case .found: continue
              case .absent: continue candidates
              case .exhausted: break candidates
              }
            }
            if needsMatcher {
              let range = Int(starts[Int(contact)])..<Int(starts[Int(contact) + 1])
              guard matcher.canMatch(UnsafeBufferPointer(rebasing: words[range])) else {
                continue
              }
            }
            matches.append(contact)
            if matches.count >= limit { break }
          }
        }
      }
    }
    return matches
  }

  // MARK: - Pairs

  /// Finds the matches starting from the contacts that have a word of each of two sets, taken
  /// from the pair index; `nil` where that wouldn't be cheap: a set of many words, many pairs to
  /// put in order, or many contacts too long to pair.
  private func pairMatches(
    _ sets: [WordSet],
    _ first: Int,
    _ second: Int,
    limit: Int
  )
    -> [UInt32]?
  {
    guard pairs.unpairedContacts.count <= 64,
      let candidates = pairCandidates(sets[first], sets[second])
    else { return nil }
    var cursors: [PostingCursor] = []
    var needsMatcher = false
    for (index, set) in sets.enumerated() where index != first && index != second {
      if set.count <= Self.maximumIntersectedWords {
        cursors.append(PostingCursor(lists: set.words.map(postingRange(of:))))
      } else {
        needsMatcher = true
      }
    }
    // The pair already gives the two sets different words; any other overlap needs checking.
    for one in sets.indices where !needsMatcher {
      for other in sets.indices where other > one && sets[one].overlaps(sets[other]) {
        if Set([one, other]) != Set([first, second]) { needsMatcher = true }
      }
    }
    var matcher = WordMatcher(sets: sets)
    var matches: [UInt32] = []
    postings.withUnsafeBufferPointer { postings in
      candidates: for contact in candidates {
        for index in cursors.indices {
          switch cursors[index].find(contact, in: postings) {
          case .found: continue
          case .absent: continue candidates
          case .exhausted: break candidates
          }
        }
        if needsMatcher, !canMatch(contact, &matcher) { continue }
        matches.append(contact)
        if matches.count >= limit { break }
      }
    }
    // Contacts too long to pair are checked one by one, and merged in.
    let unpaired = pairs.unpairedContacts.filter { canMatch($0, &matcher) }
    guard !unpaired.isEmpty else { return matches }
    return Array((matches + unpaired).sorted().prefix(limit))
  }

  /// The contacts with a word of each set (two different words), ascending and distinct, or
  /// `nil` where finding them in the pair index wouldn't be cheap.
  private func pairCandidates(_ first: WordSet, _ second: WordSet) -> ArraySlice<UInt32>? {
    let (small, other) = first.count <= second.count ? (first, second) : (second, first)
    guard small.count <= Self.maximumIntersectedWords else { return nil }
    var segments: [Range<Int>] = []
    var isOneRun = true
    func add(_ segment: Range<Int>) {
      guard !segment.isEmpty else { return }
      segments.append(segment)
      isOneRun =
        isOneRun && pairs.partners[segment.lowerBound] == pairs.partners[segment.upperBound - 1]
    }
    for word in small.words {
      add(pairs.segment(of: word, partnersIn: other.range))
      for partner in other.extras {
        add(pairs.segment(of: word, partnersIn: partner..<(partner + 1)))
      }
    }
    if segments.count == 1, isOneRun { return pairs.contacts[segments[0]] }
    let total = segments.reduce(0) { $0 + $1.count }
    guard total <= 4_096 else { return nil }
    var contacts: [UInt32] = []
    contacts.reserveCapacity(total)
    for segment in segments { contacts += pairs.contacts[segment] }
    contacts.sort()
    var previous: UInt32?
    return contacts.filter { contact in
      defer { previous = contact }
      return contact != previous
    }[...]
  }

  /// Whether a contact's own words can give every set a different word.
  private func canMatch(_ contact: UInt32, _ matcher: inout WordMatcher) -> Bool {
    let range = Int(contactWordStarts[Int(contact)])..<Int(contactWordStarts[Int(contact) + 1])
    return contactWords[range].withUnsafeBufferPointer { matcher.canMatch($0) }
  }

  // MARK: - Two lists

  /// Returns the contacts in both of two posting lists, ascending.
  ///
  /// Each contact of the shorter list is looked for by galloping forward through the longer
  /// one: the common case of a full name.
  private func intersection(_ shorter: Range<Int>, _ longer: Range<Int>, limit: Int) -> [UInt32] {
    var matches: [UInt32] = []
    postings.withUnsafeBufferPointer { postings in
      var position = longer.lowerBound
      let end = longer.upperBound
      for index in shorter {
        let contact = postings[index]
        if postings[position] < contact {
          position = postings.gallop(to: contact, from: position, end: end)
          if position == end { return }
        }
        if postings[position] == contact {
          matches.append(contact)
          if matches.count >= limit { return }
        }
      }
    }
    return matches
  }

  /// The number of postings of a set's words.
  func postingCount(of set: WordSet) -> UInt32 {
    set.extras.reduce(postingCount(of: set.range)) { $0 + postingCount(of: $1) }
  }

  /// Returns the first `limit` contacts whose names have a word, in contact order: a slice of
  /// the word's posting list, copied by no one who only reads it.
  func postings(of word: UInt32, limit: Int) -> ArraySlice<UInt32> {
    let range = postingRange(of: word)
    let end = range.count > limit ? range.lowerBound + limit : range.upperBound
    return postings[range.lowerBound..<end]
  }

  /// Where a word's postings are in `postings`.
  private func postingRange(of word: UInt32) -> Range<Int> {
    Int(postingStarts[Int(word)])..<Int(postingStarts[Int(word) + 1])
  }
}

/// Merges ascending posting lists into one ascending sequence of distinct contacts, with a
/// binary heap over the lists' heads.
struct PostingMerge {
  /// The lists still to merge, as the next position and the end of each, in a min-heap by the
  /// contact at the next position.
  private var heap: [(position: Int, end: Int)]
  /// Whether there was only one list, whose contacts need no merging.
  private let isSingle: Bool
  private var isHeapified = false
  private var last: UInt32?

  /// Creates a merge of lists given as ranges of positions in the postings.
  init(lists: [Range<Int>]) {
    heap = lists.filter { !$0.isEmpty }.map { ($0.lowerBound, $0.upperBound) }
    isSingle = heap.count == 1
  }

  /// Returns the next contact, or `nil` when every list is done.
  mutating func next(in postings: UnsafeBufferPointer<UInt32>) -> UInt32? {
    if isSingle {
      // One list: its contacts are already ascending and distinct.
      let position = heap[0].position
      guard position < heap[0].end else { return nil }
      heap[0].position = position + 1
      return postings[position]
    }
    if !isHeapified {
      for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
        siftDown(index, postings)
      }
      isHeapified = true
    }
    while let top = heap.first {
      let contact = postings[top.position]
      if top.position + 1 < top.end {
        heap[0].position += 1
      } else {
        heap[0] = heap[heap.count - 1]
        heap.removeLast()
      }
      if heap.count > 1 { siftDown(0, postings) }
      if contact != last {
        last = contact
        return contact
      }
    }
    return nil
  }

  private mutating func siftDown(_ start: Int, _ postings: UnsafeBufferPointer<UInt32>) {
    var index = start
    while true {
      let left = 2 * index + 1
      guard left < heap.count else { return }
      let right = left + 1
      var child = left
      if right < heap.count, postings[heap[right].position] < postings[heap[left].position] {
        child = right
      }
      guard postings[heap[child].position] < postings[heap[index].position] else { return }
      heap.swapAt(child, index)
      index = child
    }
  }
}

/// Answers whether ascending contacts appear in any of a few ascending posting lists, galloping
/// forward through each list so that a whole search reads every list at most once, in order.
struct PostingCursor {
  /// The answer for one contact.
  enum Finding {
    /// The contact is in a list.
    case found
    /// The contact is in no list.
    case absent
    /// Every list is past its end: no later contact can be found either.
    case exhausted
  }

  private var lists: [(position: Int, end: Int)]

  /// Creates a cursor over lists given as ranges of positions in the postings.
  init(lists: [Range<Int>]) {
    self.lists = lists.map { ($0.lowerBound, $0.upperBound) }
  }

  /// Looks for a contact no smaller than any contact looked for before.
  mutating func find(_ contact: UInt32, in postings: UnsafeBufferPointer<UInt32>) -> Finding {
    var isExhausted = true
    for index in lists.indices {
      let end = lists[index].end
      var position = lists[index].position
      guard position < end else { continue }
      if postings[position] < contact {
        position = postings.gallop(to: contact, from: position, end: end)
        lists[index].position = position
        guard position < end else { continue }
      }
      isExhausted = false
      if postings[position] == contact { return .found }
    }
    return isExhausted ? .exhausted : .absent
  }
}

extension UnsafeBufferPointer<UInt32> {
  /// Returns the first position before `end` whose contact isn't below `contact`, or `end`,
  /// given that the contact at `position` is below it.
  ///
  /// Gallops: doubles the step until past the contact, then binary-searches the last step, so
  /// a search that moves forward through a list reads it at most once.
  @inline(__always)
  fileprivate func gallop(to contact: UInt32, from position: Int, end: Int) -> Int {
    var low = position
    var step = 1
    var high = position + 1
    while high < end, self[high] < contact {
      low = high
      step &<<= 1
      high = low + step
    }
    high = Swift.min(high, end)
    var lower = low + 1
    while lower < high {
      let middle = (lower + high) >> 1
      if self[middle] < contact { lower = middle + 1 } else { high = middle }
    }
    return lower
  }
}
