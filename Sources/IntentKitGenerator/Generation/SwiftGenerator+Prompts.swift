extension SwiftGenerator {
  /// The prompt catalog keys an intent's dialogs fill, each with the definition's text.
  func promptEntries(
    _ intent: IntentDefinition.Intent,
    context: Context
  ) -> [(key: String, text: IntentDefinition.Text)] {
    let wire = intent.name + "Intent"
    var entries: [(key: String, text: IntentDefinition.Text)] = []
    for parameter in intent.parameters {
      let prefix = "\(wire).\(parameter.name)"
      if let name = parameter.displayName { entries.append(("\(prefix).name", name)) }
      for prompt in parameter.prompts {
        guard let text = prompt.text, let key = Self.promptKeys[prompt.kind] else { continue }
        entries.append(("\(prefix).\(key)", text))
      }
      for reason in parameter.unsupportedReasons {
        guard let text = reason.text else { continue }
        entries.append(("\(prefix).unsupported.\(reason.code)", text))
      }
    }
    for code in intent.response.codes {
      if let text = code.text { entries.append(("\(wire).\(code.name)", text)) }
    }
    var enumNames: [String] = []
    for parameter in intent.parameters + intent.response.parameters {
      if case .enumeration(let name) = parameter.type, !enumNames.contains(name) {
        enumNames.append(name)
      }
    }
    for enumeration in context.definition.enums where enumNames.contains(enumeration.name) {
      // `unknown` stands for no value: the assistant never says it.
      for value in enumeration.cases where value.name != "unknown" {
        guard let name = value.displayName else { continue }
        entries.append(("value.\(enumeration.name).\(value.name)", name))
      }
    }
    return entries
  }

  /// The conversation engine's prompt for each kind of dialog that has one.
  ///
  /// Configuration, selection and concise dialogs belong to Shortcuts' editor and small devices.
  static let promptKeys: [IntentDefinition.Prompt.Kind: String] = [
    .primary: "needsValue", .confirmation: "confirmationRequired",
    .disambiguationIntroduction: "disambiguation",
  ]

  /// The templates by language: the definition's own in the development language, and every
  /// translation of a string that has a localisation ID.
  func promptTables(
    _ entries: [(key: String, text: IntentDefinition.Text)]
  ) -> [(language: String, templates: [(key: String, template: String)])] {
    var tables: [(language: String, templates: [(key: String, template: String)])] = []
    let own = entries.map { ($0.key, Placeholders.template(from: $0.text.text)) }
    var languages = Set(translations.keys)
    languages.insert(developmentLanguage)
    for language in languages.sorted() {
      var table: [String: String] =
        language == developmentLanguage
        ? Dictionary(own, uniquingKeysWith: { first, _ in first }) : [:]
      if let strings = translations[language] {
        for entry in entries {
          guard let id = entry.text.id, let translated = strings[id] else { continue }
          table[entry.key] = Placeholders.template(from: translated)
        }
      }
      guard !table.isEmpty else { continue }
      tables.append((language, table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    }
    return tables
  }

  /// Writes the intent's `PromptProviding` conformance, if its definition has any dialogs.
  func writePrompts(
    _ intent: IntentDefinition.Intent,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let tables = promptTables(promptEntries(intent, context: context))
    guard !tables.isEmpty else { return }
    writer.line()
    writer.block("extension \(intent.name)Intent: PromptProviding {") { writer in
      writer.doc("The definition's dialogs, in its development language and every translation.")
      writer.block("\(modifier)static let prompts = PromptCatalog([", closing: "])") { writer in
        for table in tables {
          writer.block("Language(rawValue: \(table.language.swiftLiteral)): [", closing: "],") {
            writer in
            for (key, template) in table.templates {
              writer.line("\(key.swiftLiteral): \(template.swiftLiteral),")
            }
          }
        }
      }
    }
  }
}
