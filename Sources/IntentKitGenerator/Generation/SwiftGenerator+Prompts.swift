extension SwiftGenerator {
  /// One prompt the definition gives: its catalog key, its text, and the parameter whose own
  /// dialog it is (its `${name}` is the value being asked about, `{value}`).
  struct PromptEntry {
    var key: String
    var text: IntentDefinition.Text
    var subject: String?
    /// The placeholders the text may use.
    var placeholders: Set<String> = []
  }

  /// The prompt catalog keys an intent's dialogs fill, each with the definition's text.
  func promptEntries(_ intent: IntentDefinition.Intent, context: Context) -> [PromptEntry] {
    let wire = intent.name + "Intent"
    let names = Set(intent.parameters.map(\.name))
    let parameterPlaceholders = names.union(["displayName", "count"])
    var entries: [PromptEntry] = []
    for parameter in intent.parameters {
      let prefix = "\(wire).\(parameter.name)"
      if let name = parameter.displayName {
        entries.append(PromptEntry(key: "\(prefix).name", text: name))
      }
      for prompt in parameter.prompts {
        guard let text = prompt.text, let key = Self.promptKeys[prompt.kind] else { continue }
        // Confirming a value names that value: the one proposed, not the intent's. (A list of
        // choices keeps the intent's, what the user said; without one it gives way to the
        // general prompt.)
        let subject = prompt.kind == .confirmation ? parameter.name : nil
        entries.append(
          PromptEntry(
            key: "\(prefix).\(key)",
            text: text,
            subject: subject,
            placeholders: parameterPlaceholders
          )
        )
      }
      for reason in parameter.unsupportedReasons {
        guard let text = reason.text else { continue }
        entries.append(
          PromptEntry(
            key: "\(prefix).unsupported.\(reason.code)",
            text: text,
            subject: parameter.name,
            placeholders: parameterPlaceholders
          )
        )
      }
    }
    for code in intent.response.codes {
      guard let text = code.text else { continue }
      entries.append(
        PromptEntry(
          key: "\(wire).\(code.name)",
          text: text,
          placeholders: names.union(intent.response.parameters.map(\.name))
        )
      )
    }
    for enumeration in context.enumerations(usedBy: intent) {
      // `unknown` stands for no value: the assistant never says it.
      for value in enumeration.cases where value.name != "unknown" {
        guard let name = value.displayName else { continue }
        entries.append(PromptEntry(key: "value.\(enumeration.name).\(value.name)", text: name))
      }
    }
    return entries
  }

  /// Returns every translated string that names a value its prompt can't say, by language and
  /// ID: a translation may use the placeholders its definition's text may.
  func translationProblems(
    _ definition: IntentDefinition
  ) -> [(language: String, id: String, placeholder: String)] {
    let context = Context(definition: definition)
    var problems: [(language: String, id: String, placeholder: String)] = []
    for intent in definition.intents {
      for entry in promptEntries(intent, context: context) {
        guard let id = entry.text.id else { continue }
        for language in translations.keys.sorted() {
          guard let translated = translations[language]?[id] else { continue }
          for name in Placeholders.names(in: translated) where !entry.placeholders.contains(name) {
            problems.append((language, id, name))
          }
        }
      }
    }
    return problems
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
    _ entries: [PromptEntry]
  ) -> [(language: String, templates: [(key: String, template: String)])] {
    var tables: [(language: String, templates: [(key: String, template: String)])] = []
    let own = entries.map {
      ($0.key, Placeholders.template(from: $0.text.text, subject: $0.subject))
    }
    var languages = Set(translations.keys)
    languages.insert(developmentLanguage)
    for language in languages.sorted() {
      var table: [String: String] =
        language == developmentLanguage
        ? Dictionary(own, uniquingKeysWith: { first, _ in first }) : [:]
      if let strings = translations[language] {
        for entry in entries {
          guard let id = entry.text.id, let translated = strings[id] else { continue }
          table[entry.key] = Placeholders.template(from: translated, subject: entry.subject)
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
