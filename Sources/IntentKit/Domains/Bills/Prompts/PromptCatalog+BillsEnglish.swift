extension PromptCatalog {
  /// The bills domain's English prompts.
  static let englishBillsPrompts: [String: String] = [
    "PayBillIntent.billPayee.name": "payee",
    "PayBillIntent.fromAccount.name": "account",
    "PayBillIntent.transactionAmount.name": "amount",
    "PayBillIntent.transactionScheduledDate.name": "payment date",
    "PayBillIntent.transactionNote.name": "note",
    "PayBillIntent.billType.name": "bill type",
    "PayBillIntent.dueDate.name": "due date",
    "PayBillIntent.billPayee.needsValue": "Which bill do you want to pay?",
    "PayBillIntent.billPayee.disambiguation": "Which one do you want to pay?",
    "PayBillIntent.billPayee.unsupported.billPayeeNotFound":
      "I couldn't find {value} among your payees.",
    "PayBillIntent.billPayee.unsupported.noUnpaidBill": "You have no unpaid bill from {value}.",
    "PayBillIntent.billPayee.unsupported.noUnpaidBillOfType": "You have no unpaid {billType} bill.",
    "PayBillIntent.fromAccount.needsValue": "Which account do you want to pay from?",
    "PayBillIntent.fromAccount.disambiguation": "Which account do you want to pay from?",
    "PayBillIntent.fromAccount.unsupported.billAccountNotFound":
      "I couldn't find an account called {value}.",
    "PayBillIntent.transactionAmount.needsValue": "How much do you want to pay {billPayee}?",
    "PayBillIntent.transactionAmount.unsupported.billCurrencyUnsupported":
      "Sorry, I can't handle that amount ({value}): bills can't be paid in that currency.",
    "PayBillIntent.transactionAmount.unsupported.billAmountTypeUnavailable":
      "That bill doesn't have that amount.",
    "PayBillIntent.transactionAmount.unsupported.billAmountNotPositive":
      "The amount has to be more than zero.",
    "PayBillIntent.transactionScheduledDate.needsValue": "When do you want to pay it?",
    "PayBillIntent.transactionScheduledDate.unsupported.billDateInPast":
      "That day has already passed.",
    "PayBillIntent.transactionScheduledDate.confirmationRequired":
      "{value} is after the bill's due date, so a late fee may apply. Pay on that day anyway?",
    "PayBillIntent.billType.confirmationRequired":
      "Your bill from {billPayee} is a {value} bill. Pay that one?",
    "PayBillIntent.finalConfirmation":
      "Pay {transactionAmount} to {billPayee} from {fromAccount} {scheduledDay}?",
    "PayBillIntent.scheduledDay.today": "today",
    "PayBillIntent.scheduledDay.date": "on {date}",
    "PayBillIntent.success": "{paymentResult}",
    "PayBillIntent.success.paid": "Paid {transactionAmount} to {billPayee}.",
    "PayBillIntent.success.scheduled":
      "Scheduled a payment of {transactionAmount} to {billPayee} on {transactionScheduledDate}.",
    "PayBillIntent.inProgress": "Your payment to {billPayee} is being processed.",
    "PayBillIntent.failure": "Sorry, I couldn't pay that bill. Nothing was paid.",
    "PayBillIntent.failureInsufficientFunds":
      "You don't have enough money in {fromAccount} to pay {transactionAmount}.",
    "PayBillIntent.failureCredentialsUnverified":
      "I couldn't verify your account. Please sign in to the app and set up your payees.",
    "PayBillIntent.failureRequiringAppLaunch": "Please finish paying this bill in the app.",
    "SearchForBillsIntent.billPayee.name": "payee",
    "SearchForBillsIntent.paymentDateRange.name": "payment date",
    "SearchForBillsIntent.billType.name": "bill type",
    "SearchForBillsIntent.status.name": "status",
    "SearchForBillsIntent.dueDateRange.name": "due date",
    "SearchForBillsIntent.billPayee.needsValue": "Whose bills should I look for?",
    "SearchForBillsIntent.billPayee.disambiguation": "Whose bills do you mean?",
    "SearchForBillsIntent.billPayee.unsupported.billPayeeNotFound":
      "I couldn't find {value} among your payees.",
    "SearchForBillsIntent.success": "Here's what I found:\n{bills}",
    "SearchForBillsIntent.bill": "{billPayee}: {amountDue} due {dueDate} ({paymentStatus})",
    "SearchForBillsIntent.failureBillNotFound": "I couldn't find any bills like that.",
    "SearchForBillsIntent.failureCredentialsUnverified":
      "I couldn't verify your account. Please sign in to the app.",
    "BillDetails.paymentStatus.unknown": "status unknown",
    "BillDetails.paymentStatus.pending": "scheduled",
    "BillDetails.paymentStatus.completed": "paid",
    "BillDetails.paymentStatus.canceled": "canceled",
    "BillDetails.paymentStatus.failed": "payment failed",
    "BillDetails.paymentStatus.unpaid": "unpaid",
    "value.BillType.autoInsurance": "car insurance",
    "value.BillType.cable": "cable TV",
    "value.BillType.carLease": "car lease",
    "value.BillType.carLoan": "car loan",
    "value.BillType.creditCard": "credit card",
    "value.BillType.electricity": "electricity",
    "value.BillType.gas": "gas",
    "value.BillType.garbageAndRecycling": "garbage and recycling",
    "value.BillType.healthInsurance": "health insurance",
    "value.BillType.homeInsurance": "home insurance",
    "value.BillType.internet": "internet",
    "value.BillType.lifeInsurance": "life insurance",
    "value.BillType.mortgage": "mortgage",
    "value.BillType.musicStreaming": "music streaming",
    "value.BillType.phone": "phone",
    "value.BillType.rent": "rent",
    "value.BillType.sewer": "sewer",
    "value.BillType.studentLoan": "student loan",
    "value.BillType.trafficTicket": "traffic ticket",
    "value.BillType.tuition": "tuition",
    "value.BillType.utilities": "utilities",
    "value.BillType.water": "water",
  ]
}
