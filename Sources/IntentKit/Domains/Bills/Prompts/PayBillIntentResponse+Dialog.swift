#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// What the assistant says about a bill payment: the response's payload as prompt arguments, so
// the final question and the answer name the concrete amount that confirm filled in.

extension PayBillIntentResponse: DialogArgumentProviding {
  /// Returns the payment as prompt arguments.
  ///
  /// - `{transactionAmount}`: the concrete sum of money, such as "¥1,000", even when the user
  ///   asked for an amount type such as the minimum due;
  /// - `{fromAccount}` and `{balance}`: the account and its balance;
  /// - `{transactionScheduledDate}`: the day the money moves, and `{scheduledDay}`: the same
  ///   said as "today" or "on Sunday, November 29" (catalog keys
  ///   `PayBillIntent.scheduledDay.today` and `PayBillIntent.scheduledDay.date`);
  /// - `{transactionNote}`, and the bill's `{billPayee}`, `{billType}`, `{dueDate}`,
  ///   `{amountDue}`, `{minimumDue}`, `{lateFee}` and `{paymentStatus}`;
  /// - for ``Code/success``, `{paymentResult}`: the catalog's `PayBillIntent.success.paid` or,
  ///   for a scheduled payment, `PayBillIntent.success.scheduled`, filled in.
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    var arguments = billDetails?.dialogArguments(in: context) ?? [:]
    if let amount = transactionAmount {
      arguments["transactionAmount"] =
        amount.amount?.spokenPhrase(in: context) ?? amount.spokenPhrase(in: context)
    }
    if let account = fromAccount {
      arguments["fromAccount"] = account.spokenPhrase(in: context)
      arguments["balance"] = account.balance?.spokenPhrase(in: context)
    }
    if let date = transactionScheduledDate {
      let phrase = date.spokenPhrase(in: context)
      arguments["transactionScheduledDate"] = phrase
      arguments["scheduledDay"] = Self.day(date, phrase: phrase, in: context)
    }
    arguments["transactionNote"] = transactionNote
    if code == .success {
      let isScheduled = billDetails?.paymentStatus == .pending
      let key = "PayBillIntent.success.\(isScheduled ? "scheduled" : "paid")"
      if let template = context.prompts.template(forKey: key, language: context.language) {
        arguments["paymentResult"] = PromptTemplate.renderIfComplete(template, arguments)
      }
    }
    return arguments
  }

  /// The day in words: "today", or the date as the catalog frames it ("on {date}").
  private static func day(
    _ range: DateComponentsRange,
    phrase: String,
    in context: DialogContext
  ) -> String {
    let today = context.calendar.dateComponents([.year, .month, .day], from: context.now)
    let start = range.startDateComponents
    let isToday =
      start?.day == today.day && start?.month == today.month
      && (start?.year ?? today.year) == today.year
    let key = "PayBillIntent.scheduledDay.\(isToday ? "today" : "date")"
    guard let template = context.prompts.template(forKey: key, language: context.language) else {
      return phrase
    }
    return PromptTemplate.render(template, ["date": phrase])
  }
}
