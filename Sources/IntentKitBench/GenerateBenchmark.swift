import IntentKitGenerator

/// Measures `intentkit generate` on a 200-intent definition.
///
/// It times reading the property list, reading the definition from it, and writing the Swift,
/// against reading the property list alone in the same run. The target is under a second for
/// the whole file.
enum GenerateBenchmark {
  /// The number of intents in the generated definition.
  static let intentCount = 200

  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    let file = Array(definition(intents: intentCount).utf8)
    // Check the file once, and that the output has every intent.
    let source = try SwiftGenerator(sourceFile: "Bench.intentdefinition")
      .generate(IntentDefinition(reading: file, file: "Bench.intentdefinition"))
    let structs = source.split(separator: "\n").filter { $0.hasPrefix("struct ") }.count
    guard structs == 2 * intentCount + 1 else {
      throw BenchmarkError.unexpected("the generated Swift has \(structs) structs")
    }

    let iterations = quick ? 2 : 10
    var sink = 0
    let parse = try Harness.timeSynchronously(iterations: iterations) {
      if case .dictionary(let entries) = try PropertyListReader.read(file).value {
        sink &+= entries.count
      }
    }
    let read = try Harness.timeSynchronously(iterations: iterations) {
      sink &+= try IntentDefinition(reading: file, file: "Bench.intentdefinition").intents.count
    }
    let generate = try Harness.timeSynchronously(iterations: iterations) {
      let definition = try IntentDefinition(reading: file, file: "Bench.intentdefinition")
      sink &+= SwiftGenerator(sourceFile: "Bench.intentdefinition").generate(definition).utf8.count
    }
    guard sink != 0 else { return [] }
    let size = "\(file.count / 1024) KiB"
    return [
      BenchmarkResult(
        name: "generate: read the property list, \(intentCount) intents (\(size))",
        value: parse.median / 1e6,
        unit: "ms"
      ),
      BenchmarkResult(
        name: "generate: read the definition",
        value: read.median / 1e6,
        unit: "ms",
        baseline: parse.median / 1e6
      ),
      BenchmarkResult(
        name: "generate: read and write the Swift",
        value: generate.median / 1e6,
        unit: "ms",
        baseline: parse.median / 1e6,
        target: "< 1,000 ms",
        isMet: generate.median < 1e9
      ),
    ]
  }

  /// A definition with `intents` intents of six parameters each (text, numbers, an enum, a
  /// custom type, people, several values), prompts, reasons and custom codes, as Xcode writes it.
  static func definition(intents: Int) -> String {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>INEnums</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>INEnumName</key>
      \t\t\t<string>Size</string>
      \t\t\t<key>INEnumValues</key>
      \t\t\t<array>
      \t\t\t\t<dict><key>INEnumValueName</key><string>unknown</string></dict>
      \t\t\t\t<dict><key>INEnumValueDisplayName</key><string>Small</string><key>INEnumValueDisplayNameID</key><string>sm0001</string><key>INEnumValueIndex</key><integer>1</integer><key>INEnumValueName</key><string>small</string></dict>
      \t\t\t\t<dict><key>INEnumValueDisplayName</key><string>Large</string><key>INEnumValueDisplayNameID</key><string>lg0001</string><key>INEnumValueIndex</key><integer>2</integer><key>INEnumValueName</key><string>large</string></dict>
      \t\t\t</array>
      \t\t</dict>
      \t</array>
      \t<key>INIntentDefinitionModelVersion</key>
      \t<string>1.2</string>
      \t<key>INIntentDefinitionNamespace</key>
      \t<string>bench0</string>
      \t<key>INIntents</key>
      \t<array>\n
      """
    for number in 0..<intents {
      xml += intent(number)
    }
    xml += """
      \t</array>
      \t<key>INTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>INTypeName</key>
      \t\t\t<string>Item</string>
      \t\t\t<key>INTypeProperties</key>
      \t\t\t<array>
      \t\t\t\t<dict><key>INTypePropertyDefault</key><true/><key>INTypePropertyName</key><string>identifier</string><key>INTypePropertyType</key><string>String</string></dict>
      \t\t\t\t<dict><key>INTypePropertyName</key><string>price</string><key>INTypePropertyType</key><string>CurrencyAmount</string></dict>
      \t\t\t</array>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>\n
      """
    return xml
  }

  private static func intent(_ number: Int) -> String {
    let parameters: [(name: String, type: String, extra: String)] = [
      ("note", "String", ""),
      ("quantity", "Integer", reasons),
      ("size", "Integer", "<key>INIntentParameterEnumType</key><string>Size</string>"),
      ("item", "Object", "<key>INIntentParameterObjectType</key><string>Item</string>"),
      ("friends", "Person", "<key>INIntentParameterSupportsMultipleValues</key><true/>"),
      ("when", "DateComponents", ""),
    ]
    var xml = "\t\t<dict>\n"
    xml += "\t\t\t<key>INIntentCategory</key><string>order</string>\n"
    xml +=
      "\t\t\t<key>INIntentDescription</key><string>Orders item \(number) &amp; more.</string>\n"
    xml += "\t\t\t<key>INIntentName</key><string>Order\(number)</string>\n"
    xml += "\t\t\t<key>INIntentParameters</key>\n\t\t\t<array>\n"
    for (index, parameter) in parameters.enumerated() {
      xml += """
        \t\t\t\t<dict>
        \t\t\t\t\t<key>INIntentParameterDisplayName</key><string>\(parameter.name)</string>
        \t\t\t\t\t<key>INIntentParameterDisplayNameID</key><string>d\(number)x\(index)</string>
        \t\t\t\t\t<key>INIntentParameterDisplayPriority</key><integer>\(index + 1)</integer>
        \t\t\t\t\t<key>INIntentParameterName</key><string>\(parameter.name)</string>
        \t\t\t\t\t<key>INIntentParameterPromptDialogs</key>
        \t\t\t\t\t<array><dict><key>INIntentParameterPromptDialogCustom</key><true/><key>INIntentParameterPromptDialogFormatString</key><string>Which \(parameter.name) for ${note}?</string><key>INIntentParameterPromptDialogFormatStringID</key><string>p\(number)x\(index)</string><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict></array>
        \t\t\t\t\t<key>INIntentParameterSupportsResolution</key><true/>
        \t\t\t\t\t<key>INIntentParameterTag</key><integer>\(index + 2)</integer>
        \t\t\t\t\t<key>INIntentParameterType</key><string>\(parameter.type)</string>
        \t\t\t\t\t\(parameter.extra)
        \t\t\t\t</dict>\n
        """
    }
    xml += "\t\t\t</array>\n"
    xml += """
      \t\t\t<key>INIntentResponse</key>
      \t\t\t<dict>
      \t\t\t\t<key>INIntentResponseCodes</key>
      \t\t\t\t<array>
      \t\t\t\t\t<dict><key>INIntentResponseCodeFormatString</key><string>Order ${orderNumber} is placed.</string><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
      \t\t\t\t\t<dict><key>INIntentResponseCodeName</key><string>failure</string></dict>
      \t\t\t\t\t<dict><key>INIntentResponseCodeFormatString</key><string>We're out of ${note}.</string><key>INIntentResponseCodeName</key><string>failureOutOfStock</string></dict>
      \t\t\t\t</array>
      \t\t\t\t<key>INIntentResponseParameters</key>
      \t\t\t\t<array>
      \t\t\t\t\t<dict><key>INIntentResponseParameterName</key><string>orderNumber</string><key>INIntentResponseParameterType</key><string>String</string></dict>
      \t\t\t\t</array>
      \t\t\t</dict>
      \t\t\t<key>INIntentTitle</key><string>Order \(number)</string>
      \t\t\t<key>INIntentType</key><string>Custom</string>
      \t\t</dict>\n
      """
    return xml
  }

  private static let reasons = """
    <key>INIntentParameterUnsupportedReasons</key><array><dict><key>INIntentParameterUnsupportedReasonCode</key><string>greaterThanMaximumValue</string><key>INIntentParameterUnsupportedReasonFormatString</key><string>At most 10, please.</string></dict></array>
    """
}
