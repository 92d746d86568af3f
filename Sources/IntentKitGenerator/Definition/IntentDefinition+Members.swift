extension IntentDefinition.Parameter {
  /// Reads an intent parameter (`prefix` `INIntentParameter`), a response parameter
  /// (`INIntentResponseParameter`) or a custom type's property (`INTypeProperty`).
  init(
    _ dictionary: DefinitionDictionary,
    prefix: String,
    reserved: Set<String>,
    in scope: TypeScope
  ) throws(IntentDefinitionError) {
    path = dictionary.node.path
    let nameNode = try dictionary.required(prefix + "Name")
    name = try readMemberName(dictionary, prefix + "Name")
    guard !reserved.contains(name) else {
      throw nameNode.error("\"\(name)\" is a property every generated type has already; rename it")
    }
    isArray = try dictionary.flag(prefix + "SupportsMultipleValues")
    supportsResolution = try dictionary.flag(prefix + "SupportsResolution")
    displayName = try dictionary.text(prefix + "DisplayName")
    type = try Self.readType(dictionary, prefix: prefix, in: scope)

    prompts = []
    for node in try dictionary.array(prefix + "PromptDialogs") {
      let dialog = try node.dictionary()
      let kindNode = try dialog.required(prefix + "PromptDialogType")
      let kindName = try kindNode.string()
      guard let kind = IntentDefinition.Prompt.Kind(rawValue: kindName) else {
        throw kindNode.error(
          "\"\(kindName)\" isn't a prompt dialog type ("
            + IntentDefinition.Prompt.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        )
      }
      if prompts.contains(where: { $0.kind == kind }) {
        throw kindNode.error("\(name) has two \(kindName) dialogs")
      }
      prompts.append(.init(kind: kind, text: try dialog.text(prefix + "PromptDialogFormatString")))
    }

    unsupportedReasons = []
    for node in try dictionary.array(prefix + "UnsupportedReasons") {
      let reason = try node.dictionary()
      let code = try readMemberName(reason, prefix + "UnsupportedReasonCode")
      if unsupportedReasons.contains(where: { $0.code == code }) {
        throw try reason.required(prefix + "UnsupportedReasonCode").error(
          "\(name) has two unsupported reasons named \(code)"
        )
      }
      unsupportedReasons.append(
        .init(code: code, text: try reason.text(prefix + "UnsupportedReasonFormatString"))
      )
    }
  }

  /// The value types by their names in the file; `Integer` and `Object` also depend on the
  /// enum and object type keys.
  static let valueTypes: [String: IntentDefinition.ValueType] = [
    "String": .string, "Integer": .integer, "Boolean": .boolean, "Decimal": .decimal,
    "DateComponents": .dateComponents, "Person": .person, "Placemark": .placemark,
    "File": .file, "URL": .url, "SpeakableString": .speakableString,
    "TimeInterval": .timeInterval, "CurrencyAmount": .currencyAmount, "Object": .object,
  ]

  /// Types Xcode's editor offers that IntentKit has no value type for.
  static let xcodeTypesNotGenerated: Set<String> = [
    "Distance", "Mass", "Volume", "Speed", "Temperature", "Energy", "PaymentMethod", "Location",
    "Date",
  ]

  private static func readType(
    _ dictionary: DefinitionDictionary,
    prefix: String,
    in scope: TypeScope
  ) throws(IntentDefinitionError) -> IntentDefinition.ValueType {
    let typeNode = try dictionary.required(prefix + "Type")
    let typeName = try typeNode.string()
    guard let type = valueTypes[typeName] else {
      if xcodeTypesNotGenerated.contains(typeName) {
        throw typeNode.error(
          "Xcode offers the \(typeName) type, but IntentKit doesn't generate it yet; IntentKit "
            + "generates " + valueTypes.keys.sorted().joined(separator: ", ")
        )
      }
      throw typeNode.error(
        "\"\(typeName)\" isn't a parameter type IntentKit generates; it generates "
          + valueTypes.keys.sorted().joined(separator: ", ")
      )
    }
    if let enumNode = dictionary.value(prefix + "EnumType") {
      let enumName = try enumNode.string()
      guard type == .integer else {
        throw enumNode.error("names the enum \(enumName), but the type is \(typeName), not Integer")
      }
      try checkNamespace(dictionary, prefix + "EnumTypeNamespace", in: scope)
      guard scope.enums.contains(where: { $0.name == enumName }) else {
        throw enumNode.error("names the enum \(enumName), which the file's INEnums don't declare")
      }
      return .enumeration(enumName)
    }
    if let objectNode = dictionary.value(prefix + "ObjectType") {
      let objectName = try objectNode.string()
      guard type == .object else {
        throw objectNode.error(
          "names the type \(objectName), but the type is \(typeName), not Object"
        )
      }
      try checkNamespace(dictionary, prefix + "ObjectTypeNamespace", in: scope)
      // While the types themselves are read, their properties can't name other types yet.
      guard scope.types.isEmpty || scope.types.contains(where: { $0.name == objectName }) else {
        throw objectNode.error(
          "names the type \(objectName), which the file's INTypes don't declare"
        )
      }
      return .custom(objectName)
    }
    return type
  }

  /// Refuses a reference to another file's namespace: each file generates on its own.
  private static func checkNamespace(
    _ dictionary: DefinitionDictionary,
    _ key: String,
    in scope: TypeScope
  ) throws(IntentDefinitionError) {
    guard let node = dictionary.value(key), let namespace = scope.namespace else { return }
    let referenced = try node.string()
    guard referenced == namespace else {
      throw node.error(
        "refers to namespace \(referenced), another definition file's; IntentKit generates "
          + "each file on its own, so declare the type in this file (namespace \(namespace))"
      )
    }
  }
}

extension IntentDefinition.Response {
  /// Names a response's parameters can't take.
  static let reservedNames: Set<String> = ["code", "userActivity", "handlingStatus"]

  /// Code names that would clash with what every code type has: `allCases` from
  /// `CaseIterable`, and `finalConfirmation`, whose prompt key is the final question's.
  static let reservedCodeNames: Set<String> = ["allCases", "finalConfirmation", "name"]

  init(_ dictionary: DefinitionDictionary, in scope: TypeScope) throws(IntentDefinitionError) {
    codes = []
    for node in try dictionary.array("INIntentResponseCodes") {
      let code = try node.dictionary()
      let read = IntentDefinition.Code(
        name: try readMemberName(code, "INIntentResponseCodeName"),
        isSuccess: try code.flag("INIntentResponseCodeSuccess"),
        text: try code.text("INIntentResponseCodeFormatString"),
        conciseText: try code.text("INIntentResponseCodeConciseFormatString")
      )
      let nameNode = try code.required("INIntentResponseCodeName")
      if Self.reservedCodeNames.contains(read.name) {
        throw nameNode.error("a response code can't be named \(read.name); rename it")
      }
      // SiriKit's own codes have their statuses; the definition's flag must agree.
      if read.name == "success" && !read.isSuccess {
        throw nameNode.error(
          "the success code isn't marked as a success (INIntentResponseCodeSuccess)"
        )
      }
      if read.isSuccess
        && [
          "failure", "failureRequiringAppLaunch", "unspecified", "ready",
          "continueInApp", "inProgress",
        ].contains(read.name)
      {
        throw nameNode.error("\(read.name) is one of SiriKit's codes, which isn't a success")
      }
      if codes.contains(where: { $0.name == read.name }) {
        throw try code.required("INIntentResponseCodeName").error(
          "the response has two codes named \(read.name)"
        )
      }
      codes.append(read)
    }
    parameters = []
    for node in try dictionary.array("INIntentResponseParameters") {
      let read = try IntentDefinition.Parameter(
        node.dictionary(),
        prefix: "INIntentResponseParameter",
        reserved: Self.reservedNames,
        in: scope
      )
      if parameters.contains(where: { $0.name == read.name }) {
        throw try node.dictionary().required("INIntentResponseParameterName").error(
          "the response has two parameters named \(read.name)"
        )
      }
      parameters.append(read)
    }
  }
}

extension IntentDefinition.Enumeration {
  init(_ dictionary: DefinitionDictionary) throws(IntentDefinitionError) {
    name = try readTypeName(dictionary, "INEnumName")
    displayName = try dictionary.text("INEnumDisplayName")
    cases = []
    for node in try dictionary.required("INEnumValues").array() {
      let value = try node.dictionary()
      if try value.string("INEnumValueName") == "allCases" {
        throw try value.required("INEnumValueName").error(
          "a case can't be named allCases, which CaseIterable declares; rename it"
        )
      }
      let read = IntentDefinition.Case(
        name: try readMemberName(value, "INEnumValueName"),
        rawValue: try value.optionalInteger("INEnumValueIndex") ?? 0,
        displayName: try value.text("INEnumValueDisplayName"),
        synonyms: try value.array("INEnumValueSynonyms").map {
          synonym throws(IntentDefinitionError) in
          if case .string(let text) = synonym.node.value {
            return IntentDefinition.Text(text: text, id: nil, path: synonym.path)
          }
          guard let text = try synonym.dictionary().text("INEnumValueSynonym") else {
            throw synonym.error("has no INEnumValueSynonym")
          }
          return text
        }
      )
      if let other = cases.first(where: { $0.name == read.name }) {
        throw try value.required("INEnumValueName").error(
          "\(name) has two cases named \(other.name)"
        )
      }
      if let other = cases.first(where: { $0.rawValue == read.rawValue }) {
        throw (value.value("INEnumValueIndex") ?? node).error(
          "\(name): \(other.name) and \(read.name) both have the index \(read.rawValue)"
        )
      }
      cases.append(read)
    }
    guard !cases.isEmpty else { throw dictionary.node.error("\(name) has no values") }
  }
}

extension IntentDefinition.ObjectType {
  /// The properties every custom type has, as SiriKit's `INObject` does.
  static let inheritedNames: Set<String> = [
    "identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches",
  ]

  init(_ dictionary: DefinitionDictionary, in scope: TypeScope) throws(IntentDefinitionError) {
    name = try readTypeName(dictionary, "INTypeName")
    displayName = try dictionary.text("INTypeDisplayName")
    properties = []
    for node in try dictionary.array("INTypeProperties") {
      let property = try node.dictionary()
      let propertyName = try readMemberName(property, "INTypePropertyName")
      if try property.flag("INTypePropertyDefault") {
        // One of INObject's own properties, which every generated type has.
        guard Self.inheritedNames.contains(propertyName) else {
          throw node.error(
            "marks \(propertyName) as a default property, which INObject doesn't have"
          )
        }
        continue
      }
      let read = try IntentDefinition.Parameter(
        property,
        prefix: "INTypeProperty",
        reserved: Self.inheritedNames.union(["subtitleString"]),
        in: scope
      )
      if properties.contains(where: { $0.name == read.name }) {
        throw try property.required("INTypePropertyName").error(
          "\(name) has two properties named \(read.name)"
        )
      }
      properties.append(read)
    }
  }
}

/// Finds `${name}` placeholders in the definition's strings.
enum Placeholders {
  /// A piece of a definition string: literal text or a placeholder's name.
  enum Piece: Equatable {
    case text(Substring)
    case placeholder(Substring)
  }

  /// The string cut into literal text and placeholders; a `${` without its `}` is text.
  static func pieces(of text: String) -> [Piece] {
    var pieces: [Piece] = []
    var literalStart = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "$", next < text.endIndex, text[next] == "{",
        let end = text[next...].firstIndex(of: "}")
      {
        if literalStart < index { pieces.append(.text(text[literalStart..<index])) }
        pieces.append(.placeholder(text[text.index(after: next)..<end]))
        index = text.index(after: end)
        literalStart = index
      } else {
        index = next
      }
    }
    if literalStart < text.endIndex { pieces.append(.text(text[literalStart...])) }
    return pieces
  }

  /// The names of a string's placeholders, in order.
  static func names(in text: String) -> [String] {
    pieces(of: text).compactMap { piece in
      if case .placeholder(let name) = piece { String(name) } else { nil }
    }
  }

  /// The string in IntentKit's template syntax: `${name}` becomes `{name}`, and
  /// `${displayName}`, the value being asked about, becomes `{value}`, as does the name of the
  /// parameter the dialog is about (`subject`).
  static func template(from text: String, subject: String? = nil) -> String {
    var result = ""
    for piece in pieces(of: text) {
      switch piece {
      case .text(let literal): result += literal
      case .placeholder(let name):
        result += "{\(name == "displayName" || name == subject ?? "" ? "value" : name)}"
      }
    }
    return result
  }
}
