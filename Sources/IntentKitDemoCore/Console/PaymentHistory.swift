package import IntentKit

#if canImport(FoundationEssentials)
  package import FoundationEssentials
#else
  package import Foundation
#endif

/// The completed payments the user made, newest first, as the payments sample's app lists
/// them: payments to people and to bill payees, read from the ledger.
package enum PaymentHistory {
  /// One completed payment.
  package struct Entry: Equatable, Sendable {
    /// When the ledger posted it.
    package let date: Date
    /// How much moved.
    package let amount: CurrencyAmount
    /// Who was paid: a contact's name or a bill payee's nickname.
    package let payee: String
    /// The user's account it came from.
    package let account: String
  }

  /// Returns the payments out of the user's accounts to anyone else, newest first; deposits and
  /// transfers between the user's own accounts are not payments.
  package static func entries(in world: DemoWorld) async -> [Entry] {
    let ledger = world.ledger
    let own = Set(world.payments.userAccounts.map(\.id))
    var entries: [Entry] = []
    for posting in await ledger.postings(involving: nil).reversed() {
      let transfer = posting.transfer
      guard own.contains(transfer.from), !own.contains(transfer.to),
        let to = await ledger.account(transfer.to), to.id != .funding(to.currency),
        let from = await ledger.account(transfer.from)
      else { continue }
      entries.append(
        Entry(
          date: posting.postedAt,
          amount: transfer.amount,
          payee: to.holder?.displayName ?? to.nickname?.spokenPhrase ?? to.id.rawValue,
          account: from.nickname?.spokenPhrase ?? from.id.rawValue
        )
      )
    }
    return entries
  }

  /// Returns the history as text for the console: a heading and one indented line per
  /// payment.
  package static func text(in world: DemoWorld, language: Language) async -> String {
    let words = ConsoleText(language: language)
    let entries = await entries(in: world)
    guard !entries.isEmpty else { return words.noPayments }
    let lines = entries.map { entry in
      "  "
        + words.payment(
          date: timestamp(entry.date),
          amount: entry.amount.formatted(in: language),
          to: entry.payee,
          from: entry.account
        )
    }
    return ([words.historyTitle] + lines).joined(separator: "\n")
  }

  /// Returns a moment as `2026-11-22 12:00 UTC`.
  static func timestamp(_ date: Date) -> String {
    let parts = Calendar.gregorianUTC.dateComponents(
      [.year, .month, .day, .hour, .minute],
      from: date
    )
    func padded(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    return "\(parts.year ?? 0)-\(padded(parts.month))-\(padded(parts.day)) "
      + "\(padded(parts.hour)):\(padded(parts.minute)) UTC"
  }
}
