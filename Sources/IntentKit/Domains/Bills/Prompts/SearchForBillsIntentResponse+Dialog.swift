// What the assistant says about the bills it found.

extension SearchForBillsIntentResponse: DialogArgumentProviding {
  /// Returns the bills found as prompt arguments: `{bills}`, one line per bill in the words of the
  /// catalog's `SearchForBillsIntent.bill` template (which takes the arguments of each bill, such
  /// as `{billPayee}`, `{amountDue}` and `{dueDate}`), and `{billCount}`.
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    guard let bills else { return [:] }
    let template =
      context.prompts.template(forKey: "SearchForBillsIntent.bill", language: context.language)
      ?? "{billPayee}: {amountDue}"
    let lines = bills.map { PromptTemplate.render(template, $0.dialogArguments(in: context)) }
    return ["bills": lines.joined(separator: "\n"), "billCount": String(bills.count)]
  }
}
