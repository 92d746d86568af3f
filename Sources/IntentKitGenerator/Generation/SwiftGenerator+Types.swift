extension SwiftGenerator {
  /// Writes an enumeration and its resolution result.
  func writeEnumeration(_ enumeration: IntentDefinition.Enumeration, to writer: inout SwiftWriter) {
    let name = enumeration.name
    writer.doc("\((enumeration.displayName?.text ?? name).singleLine), from the intent definition.")
    writer.block("\(modifier)enum \(name): Int, ParameterValue, CaseIterable {") { writer in
      for value in enumeration.cases {
        if let displayName = value.displayName { writer.doc(displayName.text.singleLine) }
        writer.line("case \(SwiftName.escaped(value.name)) = \(value.rawValue)")
      }
      if enumeration.cases.contains(where: { $0.name == "unknown" && $0.rawValue == 0 }) {
        writer.line()
        writer.doc(
          "Every case but `unknown`, which stands for no value: the cases a user can choose."
        )
        let cases = enumeration.cases.filter { $0.name != "unknown" }
          .map { ".\(SwiftName.escaped($0.name))" }
        writer.line(
          "\(modifier)static let allCases: [\(name)] = [\(cases.joined(separator: ", "))]"
        )
      }
    }
    writer.line()
    writer.doc("The resolution of a ``\(name)`` parameter, as Xcode's `\(name)ResolutionResult`.")
    writer.line("\(modifier)typealias \(name)ResolutionResult = Resolution<\(name)>")
  }

  /// Writes a custom type, a value with `INObject`'s properties and its own, and its resolution
  /// result.
  func writeObjectType(
    _ type: IntentDefinition.ObjectType,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let name = type.name
    writer.doc("\((type.displayName?.text ?? name).singleLine), from the intent definition.")
    writer.doc("")
    writer.doc(
      "Like SiriKit's `INObject`, it has an identifier and the string that shows and speaks it."
    )
    writer.block("\(modifier)struct \(name): ParameterValue {") { writer in
      writer.doc("The app's identifier for the value.")
      writer.line("\(modifier)var identifier: String?")
      writer.line()
      writer.doc("The words that show and speak the value.")
      writer.line("\(modifier)var displayString: String")
      writer.line()
      writer.doc("How to pronounce the value, if it isn't obvious.")
      writer.line("\(modifier)var pronunciationHint: String?")
      writer.line()
      writer.doc("Other phrases that name the value.")
      writer.line("\(modifier)var alternativeSpeakableMatches: [SpeakableString]?")
      for property in type.properties {
        writer.line()
        writeProperty(property, context: context, to: &writer)
      }
      writer.line()
      writer.doc("Creates a value, as SiriKit's `init(identifier:display:pronunciationHint:)`.")
      writer.block(
        "\(modifier)init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {"
      ) { writer in
        writer.line("self.identifier = identifier")
        writer.line("self.displayString = displayString")
        writer.line("self.pronunciationHint = pronunciationHint")
        for property in type.properties where context.isUnknownWhenAbsent(property) {
          writer.line("self.\(property.name) = .unknown")
        }
      }
      writer.line()
      writer.doc("Returns ``displayString``.")
      writer.block("\(modifier)func spokenPhrase(in context: DialogContext) -> String {") {
        $0.line("displayString")
      }
      writeDecoding(
        fixed: [
          ("identifier", "String", false), ("displayString", "String", true),
          ("pronunciationHint", "String", false),
          ("alternativeSpeakableMatches", "[SpeakableString]", false),
        ],
        type.properties,
        context: context,
        to: &writer
      )
    }
    writer.line()
    writer.doc("The resolution of a ``\(name)`` parameter, as Xcode's `\(name)ResolutionResult`.")
    writer.line("\(modifier)typealias \(name)ResolutionResult = Resolution<\(name)>")
  }

  /// Writes a stored property for a parameter, with its display name as documentation.
  func writeProperty(
    _ property: IntentDefinition.Parameter,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let label = property.displayName?.text.singleLine ?? property.name
    if context.isUnknownWhenAbsent(property) {
      writer.doc("\(label); `unknown` when not given, as in SiriKit.")
    } else {
      writer.doc("\(label).")
    }
    writer.line(
      "\(modifier)var \(SwiftName.escaped(property.name)): \(context.propertyType(property))"
    )
  }

  /// Writes `init(from:)` for a type with enumerations that are `unknown` when absent, so that a
  /// JSON object without them decodes as SiriKit would.
  ///
  /// - Parameters:
  ///   - fixed: The type's other stored properties, each with its type and whether it is
  ///     required.
  ///   - properties: The properties from the definition.
  ///   - context: What the generator knows about the definition.
  ///   - writer: Where the Swift goes.
  func writeDecoding(
    fixed: [(name: String, type: String, isRequired: Bool)],
    _ properties: [IntentDefinition.Parameter],
    context: Context,
    to writer: inout SwiftWriter
  ) {
    guard properties.contains(where: context.isUnknownWhenAbsent) else { return }
    writer.line()
    writer.block("private enum CodingKeys: String, CodingKey {") { writer in
      let names = fixed.map(\.name) + properties.map(\.name)
      writer.line("case \(names.map(SwiftName.escaped).joined(separator: ", "))")
    }
    writer.line()
    writer.doc("Decodes a value; an enumeration that isn't given is `unknown`.")
    writer.block("\(modifier)init(from decoder: any Decoder) throws {") { writer in
      writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
      for (name, type, isRequired) in fixed {
        writer.line(
          isRequired
            ? "self.\(name) = try container.decode(\(type).self, forKey: .\(name))"
            : "self.\(name) = try container.decodeIfPresent(\(type).self, forKey: .\(name))"
        )
      }
      for property in properties {
        let name = SwiftName.escaped(property.name)
        let decoded =
          "try container.decodeIfPresent(\(context.valueType(property)).self, forKey: .\(name))"
        writer.line(
          context.isUnknownWhenAbsent(property)
            ? "self.\(name) = \(decoded) ?? .unknown" : "self.\(name) = \(decoded)"
        )
      }
    }
  }
}
