/// The demo's embedded sample data, as Swift literals: bill payees and bills, and the ride
/// service's coverage area, places and fleet.
///
/// The people, accounts, opening balances, limits and vocabulary are those of
/// ``PaymentsSampleWorld``: two contacts called Jane, John,
/// Bob, Kenji (paid in yen), Chris (no account) and Pat, each with a reading in katakana and in
/// hangul (ジェーン, 제인), and nobody called Dave; the user holds
/// Checking ($1,000.00), Savings ($5,000.00), a Yen Wallet (¥100,000) and a Travel Card. The
/// demo adds the ledger accounts of the bill payees, so that bills are paid over the same ledger
/// as payments and both show in the history.
package enum DemoData {}
