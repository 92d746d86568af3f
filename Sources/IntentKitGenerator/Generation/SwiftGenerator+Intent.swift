extension SwiftGenerator {
  /// SiriKit's fixed response codes, with their raw values and handling statuses.
  static let fixedCodes: [(name: String, status: String)] = [
    ("unspecified", "unspecified"), ("ready", "ready"), ("continueInApp", "deferredToApplication"),
    ("inProgress", "inProgress"), ("success", "success"), ("failure", "failure"),
    ("failureRequiringAppLaunch", "deferredToApplication"),
  ]

  /// Writes everything Xcode generates for one custom intent.
  func writeIntent(
    _ intent: IntentDefinition.Intent,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let type = intent.name + "Intent"
    writer.line()
    writer.line("// MARK: - \(type)")
    writer.line()
    writeIntentType(intent, context: context, to: &writer)
    for parameter in intent.parameters {
      writer.line()
      let name = SwiftName.escaped(parameter.name)
      writer.block(
        "extension IntentParameter where Root == \(type), Value == \(context.valueType(parameter)) {"
      ) { writer in
        writer.doc("The \(parameter.name) parameter of ``\(type)``.")
        if context.isUnknownWhenAbsent(parameter) {
          writer.block("\(modifier)static let \(name) = IntentParameter(", closing: ")") { writer in
            writer.line("\(parameter.name.swiftLiteral),")
            writer.line("get: { $0.\(name) == .unknown ? nil : $0.\(name) },")
            writer.line("set: { $0.\(name) = $1 ?? .unknown }")
          }
        } else {
          writer.line(
            "\(modifier)static let \(name) = IntentParameter(\(parameter.name.swiftLiteral), \\.\(name))"
          )
        }
      }
    }
    writer.line()
    writeResponse(intent, context: context, to: &writer)
    for parameter in intent.parameters where !parameter.unsupportedReasons.isEmpty {
      writer.line()
      writeUnsupportedReasons(parameter, of: intent, context: context, to: &writer)
    }
    writer.line()
    writeHandling(intent, context: context, to: &writer)
    writePrompts(intent, context: context, to: &writer)
  }

  private func writeIntentType(
    _ intent: IntentDefinition.Intent,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let type = intent.name + "Intent"
    let summary = intent.description?.text ?? intent.title?.text ?? intent.name
    writer.doc("\(summary.singleLine)\(summary.last == "." ? "" : ".")")
    writer.block("\(modifier)struct \(type): Intent {") { writer in
      writer.line("\(modifier)typealias Response = \(type)Response")
      writer.line()
      writer.doc("The intent's name in JSON requests and stored conversations.")
      writer.line("\(modifier)static let wireName = \(type.swiftLiteral)")
      writer.line()
      writer.doc("The parameters, in the order they resolve.")
      let parameters = intent.parameters.map { ".init(.\(SwiftName.escaped($0.name)))" }
      writer.line(
        "\(modifier)static let parameters: [PartialIntentParameter<Self>] = [\(parameters.joined(separator: ", "))]"
      )
      if intent.requiresUserConfirmation {
        writer.line()
        writer.doc("The definition asks the user before running the intent.")
        writer.line("\(modifier)static var requiresFinalConfirmation: Bool { true }")
      }
      if let description = intent.description?.text {
        writer.line()
        writer.doc("The definition's description of the intent.")
        writer.line("\(modifier)var intentDescription: String? { \(description.swiftLiteral) }")
      }
      writer.line()
      writer.doc("The intent's identifier, also its idempotency key.")
      writer.line("\(modifier)let identifier: String")
      for parameter in intent.parameters {
        writer.line()
        writeProperty(parameter, context: context, to: &writer)
      }
      writer.line()
      writer.doc("Creates an intent.")
      let arguments =
        ["identifier: String = \(type).makeIdentifier()"]
        + intent.parameters.map {
          "\(SwiftName.escaped($0.name)): \(context.propertyType($0)) = \(context.defaultValue($0))"
        }
      writer.block("\(modifier)init(\(arguments.joined(separator: ", "))) {") { writer in
        writer.line("self.identifier = identifier")
        for parameter in intent.parameters {
          let name = SwiftName.escaped(parameter.name)
          writer.line("self.\(name) = \(name)")
        }
      }
      writeDecoding(
        fixed: [("identifier", "String", true)],
        intent.parameters,
        context: context,
        to: &writer
      )
    }
  }

  private func writeResponse(
    _ intent: IntentDefinition.Intent,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let type = intent.name + "IntentResponse"
    let fixedNames = Set(Self.fixedCodes.map(\.name))
    let custom = intent.response.codes.filter { !fixedNames.contains($0.name) }
    let parameters = intent.response.parameters
    writer.doc("The outcome of confirming or handling ``\(intent.name)Intent``.")
    writer.block("\(modifier)struct \(type): IntentResponse {") { writer in
      writer.doc("The response's codes: SiriKit's, then the definition's own, numbered from 100.")
      writer.block("\(modifier)enum Code: Int, IntentResponseCode {") { writer in
        for (rawValue, code) in Self.fixedCodes.enumerated() {
          writer.line("case \(code.name) = \(rawValue)")
        }
        for (offset, code) in custom.enumerated() {
          if let text = code.text { writer.doc(text.text.singleLine) }
          writer.line("case \(SwiftName.escaped(code.name)) = \(100 + offset)")
        }
        writer.line()
        writer.doc(
          "The handling status the code stands for; the definition's success flag decides custom codes."
        )
        writer.block("\(modifier)var handlingStatus: IntentHandlingStatus {") { writer in
          // Cases at the switch's own indentation, as swift-format writes them.
          writer.line("switch self {")
          for code in Self.fixedCodes {
            writer.line("case .\(code.name): .\(code.status)")
          }
          for code in custom {
            writer.line(
              "case .\(SwiftName.escaped(code.name)): .\(code.isSuccess ? "success" : "failure")"
            )
          }
          writer.line("}")
        }
      }
      writer.line()
      writer.doc("The outcome.")
      writer.line("\(modifier)let code: Code")
      writer.line()
      writer.doc("The activity that continues in the app, for codes that need it.")
      writer.line("\(modifier)var userActivity: UserActivity?")
      for parameter in parameters {
        writer.line()
        writeProperty(parameter, context: context, to: &writer)
      }
      writer.line()
      writer.doc(
        "Creates a response with a code and an optional activity that continues in the app."
      )
      writer.block("\(modifier)init(code: Code, userActivity: UserActivity?) {") { writer in
        writer.line("self.code = code")
        writer.line("self.userActivity = userActivity")
        for parameter in parameters where context.isUnknownWhenAbsent(parameter) {
          writer.line("self.\(SwiftName.escaped(parameter.name)) = .unknown")
        }
      }
      writeFactories(intent, context: context, to: &writer)
      writeDecoding(
        fixed: [("code", "Code", true), ("userActivity", "UserActivity", false)],
        parameters,
        context: context,
        to: &writer
      )
    }
    guard !parameters.isEmpty else { return }
    writer.line()
    writer.block("extension \(type): DialogArgumentProviding {") { writer in
      writer.doc(
        "Returns the response's parameters in words, for the `{placeholders}` of its dialogs."
      )
      writer.block(
        "\(modifier)func dialogArguments(in context: DialogContext) -> [String: String] {"
      ) { writer in
        writer.line("var arguments: [String: String] = [:]")
        for parameter in parameters {
          let name = SwiftName.escaped(parameter.name)
          let key = parameter.name.swiftLiteral
          // Properties through `self.`, so that one named like a local can't hide it.
          if context.isUnknownWhenAbsent(parameter) {
            writer.block("if self.\(name) != .unknown {") {
              $0.line("arguments[\(key)] = self.\(name).spokenPhrase(in: context)")
            }
          } else {
            writer.block("if let value = self.\(name) {") {
              $0.line("arguments[\(key)] = value.spokenPhrase(in: context)")
            }
          }
        }
        writer.line("return arguments")
      }
    }
  }

  /// Writes a factory per code whose dialog names response parameters, as Xcode does:
  /// `static func success(waitTime: Int) -> Self`.
  private func writeFactories(
    _ intent: IntentDefinition.Intent,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    for code in intent.response.codes {
      var named: [IntentDefinition.Parameter] = []
      for name in code.text.map({ Placeholders.names(in: $0.text) }) ?? [] {
        guard let parameter = intent.response.parameters.first(where: { $0.name == name }),
          !named.contains(where: { $0.name == name })
        else { continue }
        named.append(parameter)
      }
      guard !named.isEmpty else { continue }
      let codeName = SwiftName.escaped(code.name)
      // Numbered argument names inside, so that a parameter named `response` can't clash.
      let arguments = named.enumerated().map { index, parameter in
        "\(SwiftName.escaped(parameter.name)) value\(index): \(context.valueType(parameter))"
      }
      writer.line()
      writer.doc("Returns a `\(code.name)` response with the values its dialog says.")
      writer.block(
        "\(modifier)static func \(codeName)(\(arguments.joined(separator: ", "))) -> \(intent.name)IntentResponse {"
      ) { writer in
        writer.line("var response = \(intent.name)IntentResponse(code: .\(codeName))")
        for (index, parameter) in named.enumerated() {
          writer.line("response.\(SwiftName.escaped(parameter.name)) = value\(index)")
        }
        writer.line("return response")
      }
    }
  }

  /// The name of a parameter's resolution result: Xcode's per-parameter result when it has
  /// unsupported reasons, else SiriKit's for its type.
  func resultType(
    _ parameter: IntentDefinition.Parameter,
    of intent: IntentDefinition.Intent,
    context: Context
  ) -> String {
    parameter.unsupportedReasons.isEmpty
      ? context.resolutionResult(parameter)
      : "\(intent.name)\(SwiftName.capitalized(parameter.name))ResolutionResult"
  }

  private func writeUnsupportedReasons(
    _ parameter: IntentDefinition.Parameter,
    of intent: IntentDefinition.Intent,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let base = "\(intent.name)\(SwiftName.capitalized(parameter.name))"
    writer.doc(
      "Why the \(parameter.name) of ``\(intent.name)Intent`` can't be used, numbered from 1 as in SiriKit."
    )
    writer.block("\(modifier)enum \(base)UnsupportedReason: Int, UnsupportedReasonConvertible {") {
      writer in
      for (offset, reason) in parameter.unsupportedReasons.enumerated() {
        if let text = reason.text { writer.doc(text.text.singleLine) }
        writer.line("case \(SwiftName.escaped(reason.code)) = \(offset + 1)")
      }
    }
    writer.line()
    writer.doc(
      "The resolution of the \(parameter.name) of ``\(intent.name)Intent``, with its own unsupported reasons."
    )
    writer.line(
      "\(modifier)typealias \(base)ResolutionResult = ResolutionResult<\(context.valueType(parameter)), \(base)UnsupportedReason>"
    )
  }

  private func writeHandling(
    _ intent: IntentDefinition.Intent,
    context: Context,
    to writer: inout SwiftWriter
  ) {
    let type = intent.name + "Intent"
    let resolved = intent.parameters.filter(\.supportsResolution)
    writer.doc(
      "A handler of ``\(type)``: resolve, confirm and handle, each in SiriKit's `async` and completion-handler shapes."
    )
    writer.doc("")
    writer.doc(
      "Implement whichever shape of each method you like; a method you don't implement does what SiriKit does."
    )
    writer.block(
      "\(modifier)protocol \(type)Handling: IntentHandling where HandledIntent == \(type) {"
    ) { writer in
      for (index, parameter) in resolved.enumerated() {
        if index > 0 { writer.line() }
        let method = "resolve\(SwiftName.capitalized(parameter.name))"
        let result = resultType(parameter, of: intent, context: context)
        writer.doc("Resolves the \(parameter.name).")
        writer.line("func \(method)(for intent: \(type)) async -> \(result)")
        writer.line()
        writer.doc("Resolves the \(parameter.name), calling `completion` with the result.")
        writer.line(
          "func \(method)(for intent: \(type), with completion: @escaping @Sendable (\(result)) -> Void)"
        )
      }
    }
    guard !resolved.isEmpty else { return }
    writer.line()
    writer.block("extension \(type)Handling {") { writer in
      writer.doc("Both shapes of every resolve method, bound to their parameters.")
      writer.block("\(modifier)var parameterResolvers: [ParameterResolver<\(type)>] {") { writer in
        writer.block("[", closing: "]") { writer in
          for (index, parameter) in resolved.enumerated() {
            let method = "resolve\(SwiftName.capitalized(parameter.name))"
            writer.line(
              "ParameterResolver(.\(SwiftName.escaped(parameter.name)), _resolvingAt: \(index), of: self, resolveWithCompletion: \(method)(for:with:)),"
            )
          }
        }
      }
      writer.line()
      writer.doc("Calls the `async` shape of the resolve method bound at `index`.")
      writer.line("@inline(__always)")
      writer.block(
        "\(modifier)func _resolveParameter(at index: Int, in intent: inout \(type)) async -> _ResolutionStep {"
      ) { writer in
        writer.line("switch index {")
        for (index, parameter) in resolved.enumerated() {
          let method = "resolve\(SwiftName.capitalized(parameter.name))"
          let result = resultType(parameter, of: intent, context: context)
          writer.line(
            "case \(index): _ResolutionStep(await \(method)(for: intent) as \(result), for: .\(SwiftName.escaped(parameter.name)), in: &intent)"
          )
        }
        writer.line(
          #"default: preconditionFailure("\(Self.self) binds no resolver at index \(index).")"#
        )
        writer.line("}")
      }
      for parameter in resolved {
        let method = "resolve\(SwiftName.capitalized(parameter.name))"
        let result = resultType(parameter, of: intent, context: context)
        let name = SwiftName.escaped(parameter.name)
        writer.line()
        writer.doc("The default: SiriKit's answer for a method a handler doesn't implement.")
        writer.block("\(modifier)func \(method)(for intent: \(type)) async -> \(result) {") {
          $0.line(".unimplemented(for: .\(name), in: intent)")
        }
        writer.line()
        writer.doc("The default: SiriKit's answer for a method a handler doesn't implement.")
        writer.block(
          "\(modifier)func \(method)(for intent: \(type), with completion: @escaping @Sendable (\(result)) -> Void) {"
        ) {
          $0.line("completion(.unimplemented(for: .\(name), in: intent))")
        }
      }
    }
  }
}
