extension PromptCatalog {
  /// IntentKit's English prompts.
  static let englishPrompts: [String: String] = [
    "parameter.needsValue": "What {parameter} would you like?",
    "parameter.disambiguation": "Which {parameter} do you mean?",
    "parameter.confirmationRequired": "Did you mean {value} for the {parameter}?",
    "parameter.unsupported": "Sorry, I can't use {value} for the {parameter}.",
    "parameter.notUnderstood": "Sorry, I didn't understand that.",
    "parameter.retryLimitReached":
      "Sorry, I still don't have the {parameter}, so I'll stop here. Nothing was done.",
    "hint.CurrencyAmount": "Sorry, I didn't understand. Say an amount, like $50.",
    "hint.Int": "Sorry, I didn't understand. Say a number, like 3.",
    "hint.DateComponentsRange":
      "Sorry, I didn't understand. Say a date, like tomorrow or next Friday.",
    "hint.choice":
      "Sorry, I didn't understand. Say the number of the one you want, like \"the second one\".",
    "hint.yesNo": "Please answer yes or no.",
    "hint.Person": "Sorry, I didn't understand. Say a name, like Jane.",
    "hint.Placemark": "Sorry, I didn't understand. Say a place, like San Francisco.",
    "unsupported.amountTooPrecise": "{amount} has more decimals than {currency} allow.",
    "unsupported.amountNegative": "{amount} is less than zero.",
    "unsupported.amountTooLarge": "{amount} is more than any amount I can handle.",
    "currency.USD": "dollars",
    "currency.EUR": "euros",
    "currency.GBP": "pounds",
    "currency.JPY": "yen",
    "currency.KRW": "won",
    "currency.CHF": "Swiss francs",
    "speaker.user": "User: ",
    "speaker.assistant": "Assistant: ",
    "list.item": "{number}. {option}",
    "finalConfirmation": "Do you want me to go ahead?",
    "status.success": "Done.",
    "status.inProgress": "I've started that. It will finish shortly.",
    "status.failure": "Sorry, I couldn't do that.",
    "status.deferredToApplication": "You'll need to continue in the app to finish this.",
    "status.ready": "Everything is ready.",
    "status.unspecified": "Done.",
    "status.userConfirmationRequired": "That needs your confirmation in the app.",
    "response.failureRequiringAppLaunch": "Please continue in the app to finish this.",
    "response.failureCredentialsUnverified":
      "Sorry, I couldn't verify your credentials. Please sign in to the app.",
    "ending.cancelled": "OK, I've cancelled that. Nothing was done.",
    "ending.declined": "OK, I won't do that.",
    "ending.retryLimitReached":
      "Sorry, I still couldn't get an answer, so I'll stop here. Nothing was done.",
    "ending.timedOut": "Sorry, that took too long, so I stopped.",
    "ending.failed": "Sorry, something went wrong, so I couldn't finish.",
    "word.yes": "yes",
    "word.no": "no",
    "word.cancel": "cancel",
  ]
}
