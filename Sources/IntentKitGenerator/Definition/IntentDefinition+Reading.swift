extension IntentDefinition {
  /// The model versions IntentKit reads: Xcode 10's 1.0, Xcode 11's 1.1 and Xcode 12's 1.2,
  /// which later Xcodes still write.
  static let supportedModelVersions = ["1.0", "1.1", "1.2"]

  /// The SiriKit system intents IntentKit has, which a `System` intent in a definition may
  /// customise: nothing is generated for them.
  static let modelledSystemIntents: Set<String> = [
    "SendPaymentIntent", "RequestPaymentIntent", "PayBillIntent", "SearchForBillsIntent",
    "SearchForAccountsIntent", "TransferMoneyIntent", "RequestRideIntent", "ListRideOptionsIntent",
    "GetRideStatusIntent", "CancelRideIntent", "SendRideFeedbackIntent",
  ]

  /// Reads a definition file's bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, an XML property list.
  ///   - file: The file's name, for errors.
  /// - Throws: ``IntentDefinitionError`` naming the file and the line or key path at fault.
  package init(reading bytes: [UInt8], file: String) throws(IntentDefinitionError) {
    let root: PropertyListNode
    do {
      root = try PropertyListReader.read(bytes)
    } catch {
      throw IntentDefinitionError(file: file, line: error.line, column: error.column, error.message)
    }
    try self.init(root: DefinitionNode(node: root, components: [], file: file).dictionary())
  }

  private init(root: DefinitionDictionary) throws(IntentDefinitionError) {
    let versionNode = try root.required("INIntentDefinitionModelVersion")
    modelVersion = try versionNode.string()
    guard Self.supportedModelVersions.contains(modelVersion) else {
      throw versionNode.error(
        "model version \(modelVersion) isn't one IntentKit reads (1.0, 1.1 or 1.2)"
      )
    }
    let namespace = try root.optionalString("INIntentDefinitionNamespace")

    var names = NameRegistry()
    enums = []
    for node in try root.array("INEnums") {
      let enumeration = try Enumeration(node.dictionary())
      let nameNode = try node.dictionary().required("INEnumName")
      try names.claim(enumeration.name, at: nameNode)
      try names.claim(enumeration.name + "ResolutionResult", at: nameNode)
      enums.append(enumeration)
    }
    types = []
    for node in try root.array("INTypes") {
      // A first pass learns the types' names, which their properties may use.
      let type = try ObjectType(
        node.dictionary(),
        in: TypeScope(namespace: namespace, enums: enums)
      )
      let nameNode = try node.dictionary().required("INTypeName")
      try names.claim(type.name, at: nameNode)
      try names.claim(type.name + "ResolutionResult", at: nameNode)
      types.append(type)
    }
    let scope = TypeScope(namespace: namespace, enums: enums, types: types)
    types = []
    for node in try root.array("INTypes") {
      types.append(try ObjectType(node.dictionary(), in: scope))
    }
    try Self.refuseRecursiveTypes(types, in: root)

    intents = []
    customisedSystemIntents = []
    for node in try root.required("INIntents").array() {
      let dictionary = try node.dictionary()
      let kind = try dictionary.optionalString("INIntentType") ?? "Custom"
      switch kind {
      case "Custom":
        let intent = try Intent(dictionary, in: scope)
        let nameNode = try dictionary.required("INIntentName")
        for suffix in ["Intent", "IntentResponse", "IntentHandling"] {
          try names.claim(intent.name + suffix, at: nameNode)
        }
        // The per-parameter declarations Xcode names after the intent and the parameter.
        for parameter in intent.parameters where !parameter.unsupportedReasons.isEmpty {
          let base = intent.name + SwiftName.capitalized(parameter.name)
          for suffix in ["UnsupportedReason", "ResolutionResult"] {
            try names.claim(base + suffix, at: nameNode)
          }
        }
        intents.append(intent)
      case "System":
        let classNode = try dictionary.required("INIntentClassName")
        let className = try classNode.string()
        let name = className.hasPrefix("IN") ? String(className.dropFirst(2)) : className
        guard Self.modelledSystemIntents.contains(name) else {
          throw classNode.error(
            "customises SiriKit's \(className), which IntentKit doesn't model; IntentKit has "
              + Self.modelledSystemIntents.sorted().joined(separator: ", ")
          )
        }
        customisedSystemIntents.append(name)
      default:
        throw try dictionary.required("INIntentType").error(
          "intent type \"\(kind)\" is neither Custom nor System"
        )
      }
    }
  }
}

extension IntentDefinition {
  /// Refuses a custom type that holds itself, directly or through others, in a property of one
  /// value: Xcode's classes can, but a Swift struct can't contain itself. (An array can.)
  fileprivate static func refuseRecursiveTypes(
    _ types: [ObjectType],
    in root: DefinitionDictionary
  ) throws(IntentDefinitionError) {
    func held(by type: ObjectType) -> [(name: String, property: Parameter)] {
      type.properties.compactMap { property in
        guard !property.isArray, case .custom(let name) = property.type else { return nil }
        return (name, property)
      }
    }
    for start in types {
      // Depth-first from each type, along single-value properties.
      var stack = held(by: start).map { [$0] }
      var visited: Set<String> = []
      while let chain = stack.popLast() {
        guard let last = chain.last else { continue }
        if last.name == start.name {
          let path = chain.map { "\($0.property.name): \($0.name)" }.joined(separator: " → ")
          throw IntentDefinitionError(
            file: root.node.file,
            at: chain[0].property.path,
            "\(start.name) holds itself (\(path)); a generated struct can't, so make one of "
              + "these properties support multiple values"
          )
        }
        guard visited.insert(last.name).inserted,
          let next = types.first(where: { $0.name == last.name })
        else { continue }
        stack += held(by: next).map { chain + [$0] }
      }
    }
  }
}

/// The enumerations and custom types a parameter may name.
struct TypeScope {
  /// The file's namespace, if it has one.
  var namespace: String?
  /// The file's enumerations.
  var enums: [IntentDefinition.Enumeration]
  /// The file's custom types.
  var types: [IntentDefinition.ObjectType] = []
}

/// The type names a file declares, so that two declarations can't share one.
struct NameRegistry {
  private var names: Set<String> = []

  /// Names the generated code uses, unqualified, for IntentKit's, Swift's and Foundation's types
  /// and its own nested ones: a declaration of one of these would change what that code means.
  static let reserved: Set<String> = [
    "Any", "Array", "Bool", "CaseIterable", "Code", "CodingKey", "CodingKeys", "CurrencyAmount",
    "DateComponents", "Decimal", "Decoder", "DialogArgumentProviding", "DialogContext",
    "Dictionary", "Double", "Error", "File", "Foundation", "FoundationEssentials", "Int", "Intent",
    "IntentHandling", "IntentHandlingStatus", "IntentKit", "IntentParameter", "IntentResponse",
    "IntentResponseCode", "IntentValue", "Language", "Never", "Object", "Optional",
    "ParameterResolver", "ParameterValue", "PartialIntentParameter", "Person", "Placemark",
    "PromptCatalog", "PromptProviding", "Resolution", "ResolutionResult", "Response", "Root",
    "Self", "Set", "SpeakableString", "String", "Swift", "TimeInterval", "URL",
    "UnsupportedReasonConvertible", "UserActivity", "Value",
  ]

  /// Records a name, refusing one taken already or one the generated code relies on.
  mutating func claim(_ name: String, at node: DefinitionNode) throws(IntentDefinitionError) {
    guard !Self.reserved.contains(name) else {
      throw node.error(
        "\(name) would hide the \(name) the generated code uses; rename it in the definition"
      )
    }
    guard names.insert(name).inserted else {
      throw node.error("\(name) is declared twice: the file already declares a type of that name")
    }
  }
}

extension IntentDefinition.Intent {
  /// Names an intent's parameters can't take: the intent's own identifier, and the properties
  /// ``Intent`` gives every intent.
  static let reservedNames: Set<String> = [
    "identifier", "intentDescription", "suggestedInvocationPhrase", "shortcutAvailability",
  ]

  init(_ dictionary: DefinitionDictionary, in scope: TypeScope) throws(IntentDefinitionError) {
    name = try readTypeName(dictionary, "INIntentName")
    title = try dictionary.text("INIntentTitle")
    description = try dictionary.text("INIntentDescription")
    requiresUserConfirmation = try dictionary.flag("INIntentUserConfirmationRequired")
    var parameters: [(priority: Int, parameter: IntentDefinition.Parameter)] = []
    for node in try dictionary.array("INIntentParameters") {
      let parameter = try node.dictionary()
      let read = try IntentDefinition.Parameter(
        parameter,
        prefix: "INIntentParameter",
        reserved: Self.reservedNames,
        in: scope
      )
      if let other = parameters.first(where: {
        SwiftName.capitalized($0.parameter.name) == SwiftName.capitalized(read.name)
      }) {
        throw try parameter.required("INIntentParameterName").error(
          other.parameter.name == read.name
            ? "\(name) has two parameters named \(read.name)"
            : "\(other.parameter.name) and \(read.name) would both resolve with resolve\(SwiftName.capitalized(read.name))"
        )
      }
      let priority = try parameter.optionalInteger("INIntentParameterDisplayPriority") ?? .max
      parameters.append((priority, read))
    }
    // Resolution order: display priority, then file order (the sort is stable).
    self.parameters = parameters.enumerated()
      .sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
      .map(\.element.parameter)
    let responseNode = try dictionary.required("INIntentResponse")
    response = try IntentDefinition.Response(responseNode.dictionary(), in: scope)
    try validatePlaceholders(file: dictionary.node.file)
  }

  /// Checks that every `${placeholder}` names a value the assistant can say.
  private func validatePlaceholders(file: String) throws(IntentDefinitionError) {
    let intentNames = Set(parameters.map(\.name))
    let builtIn: Set<String> = ["displayName", "count"]
    for parameter in parameters {
      let texts =
        parameter.prompts.compactMap(\.text) + parameter.unsupportedReasons.compactMap(\.text)
      for text in texts {
        for name in Placeholders.names(in: text.text)
        where !intentNames.contains(name) && !builtIn.contains(name) {
          throw IntentDefinitionError(
            file: file,
            at: text.path,
            "a prompt of \(parameter.name) says ${\(name)}, which names no parameter of \(self.name)"
          )
        }
      }
    }
    let responseNames = intentNames.union(response.parameters.map(\.name))
    for code in response.codes {
      for text in [code.text, code.conciseText].compactMap(\.self) {
        for name in Placeholders.names(in: text.text) where !responseNames.contains(name) {
          throw IntentDefinitionError(
            file: file,
            at: text.path,
            "the \(code.name) dialog says ${\(name)}, which names no parameter of \(self.name) or its response"
          )
        }
      }
    }
  }
}

/// Reads a type name: an identifier that starts with an uppercase letter.
func readTypeName(
  _ dictionary: DefinitionDictionary,
  _ key: String
) throws(IntentDefinitionError) -> String {
  let node = try dictionary.required(key)
  let name = try node.string()
  guard SwiftName.isTypeName(name) else {
    throw node.error(
      "\"\(name)\" can't name a Swift type: use letters, digits and _, starting with an uppercase letter"
    )
  }
  return name
}

/// Reads a member name: a Swift identifier.
func readMemberName(
  _ dictionary: DefinitionDictionary,
  _ key: String
) throws(IntentDefinitionError) -> String {
  let node = try dictionary.required(key)
  let name = try node.string()
  guard SwiftName.isIdentifier(name) else {
    throw node.error(
      "\"\(name)\" can't name a Swift property or case: use letters, digits and _, not starting with a digit"
    )
  }
  return name
}
