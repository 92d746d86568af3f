// Bills in the assistant's words: the arguments bill prompts fill their placeholders from.

extension BillDetails {
  /// The bill's details as prompt arguments: `{billPayee}`, `{billType}`, `{paymentStatus}`
  /// (from the catalog's `BillDetails.paymentStatus.<case>`), `{amountDue}`, `{minimumDue}`,
  /// `{lateFee}`, `{dueDate}` and `{paymentDate}`, for those the bill has.
  func dialogArguments(in context: DialogContext) -> [String: String] {
    let statusKey = "BillDetails.paymentStatus.\(paymentStatus)"
    var arguments: [String: String] = [
      "paymentStatus": context.prompts.template(forKey: statusKey, language: context.language)
        ?? paymentStatus.spokenPhrase(in: context)
    ]
    arguments["billPayee"] = billPayee?.spokenPhrase(in: context)
    if billType != .unknown { arguments["billType"] = billType.spokenPhrase(in: context) }
    arguments["amountDue"] = amountDue?.spokenPhrase(in: context)
    arguments["minimumDue"] = minimumDue?.spokenPhrase(in: context)
    arguments["lateFee"] = lateFee?.spokenPhrase(in: context)
    arguments["dueDate"] = dueDate.map { DateComponentsRange(start: $0).spokenPhrase(in: context) }
    arguments["paymentDate"] = paymentDate.map {
      DateComponentsRange(start: $0).spokenPhrase(in: context)
    }
    return arguments
  }
}
