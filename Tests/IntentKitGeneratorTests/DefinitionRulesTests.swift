import XCTest

@testable import IntentKitGenerator

/// The rules that keep generated code compiling and meaning what the definition says: each
/// definition here is valid as a property list and as Xcode's editor could save it, but would
/// generate Swift that doesn't compile or says something else, and is refused at the key path
/// that causes it.
final class DefinitionRulesTests: XCTestCase {
  /// A definition with an intent `Order` (a soup enum parameter and a quantity), a response
  /// with success and failure, and the given extra XML in each list.
  private static func definition(
    enums: String = "",
    types: String = "",
    parameters: String = "",
    codes: String = "",
    intents: String = ""
  ) -> [UInt8] {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>INEnums</key>
        <array>
          <dict>
            <key>INEnumName</key><string>Flavor</string>
            <key>INEnumValues</key>
            <array>
              <dict><key>INEnumValueName</key><string>unknown</string></dict>
              <dict><key>INEnumValueIndex</key><integer>1</integer><key>INEnumValueName</key><string>tomato</string></dict>
            </array>
          </dict>
          \(enums)
        </array>
        <key>INIntentDefinitionModelVersion</key><string>1.2</string>
        <key>INIntents</key>
        <array>
          <dict>
            <key>INIntentName</key><string>Order</string>
            <key>INIntentParameters</key>
            <array>
              <dict>
                <key>INIntentParameterEnumType</key><string>Flavor</string>
                <key>INIntentParameterName</key><string>flavor</string>
                <key>INIntentParameterSupportsResolution</key><true/>
                <key>INIntentParameterType</key><string>Integer</string>
              </dict>
              <dict>
                <key>INIntentParameterName</key><string>quantity</string>
                <key>INIntentParameterType</key><string>Integer</string>
              </dict>
              \(parameters)
            </array>
            <key>INIntentResponse</key>
            <dict>
              <key>INIntentResponseCodes</key>
              <array>
                <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
                <dict><key>INIntentResponseCodeName</key><string>failure</string></dict>
                \(codes)
              </array>
            </dict>
          </dict>
          \(intents)
        </array>
        <key>INTypes</key>
        <array>\(types)</array>
      </dict>
      </plist>
      """
    return Array(text.utf8)
  }

  private func assertRefused(
    _ bytes: [UInt8],
    at keyPath: String,
    saying words: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try IntentDefinition(reading: bytes, file: "Rules.intentdefinition")) {
      error in
      guard let error = error as? IntentDefinitionError else {
        return XCTFail("\(error)", file: file, line: line)
      }
      XCTAssertEqual(error.keyPath, keyPath, error.description, file: file, line: line)
      XCTAssertTrue(error.message.contains(words), error.message, file: file, line: line)
    }
  }

  func testBase_isRead() throws {
    let definition = try IntentDefinition(
      reading: Self.definition(),
      file: "Rules.intentdefinition"
    )
    XCTAssertEqual(definition.intents.map(\.name), ["Order"])
  }

  func testTypeProperty_ofAnEnumAndOfTypes_isReadAndGenerated() throws {
    let types = """
      <dict>
        <key>INTypeName</key><string>Bowl</string>
        <key>INTypeProperties</key>
        <array>
          <dict><key>INTypePropertyEnumType</key><string>Flavor</string><key>INTypePropertyName</key><string>flavor</string><key>INTypePropertyType</key><string>Integer</string></dict>
          <dict><key>INTypePropertyName</key><string>lid</string><key>INTypePropertyObjectType</key><string>Lid</string><key>INTypePropertyType</key><string>Object</string></dict>
          <dict><key>INTypePropertyName</key><string>refills</string><key>INTypePropertyObjectType</key><string>Bowl</string><key>INTypePropertySupportsMultipleValues</key><true/><key>INTypePropertyType</key><string>Object</string></dict>
        </array>
      </dict>
      <dict><key>INTypeName</key><string>Lid</string></dict>
      """
    let parameter = """
      <dict><key>INIntentParameterName</key><string>bowl</string><key>INIntentParameterObjectType</key><string>Bowl</string><key>INIntentParameterType</key><string>Object</string></dict>
      """
    let definition = try IntentDefinition(
      reading: Self.definition(types: types, parameters: parameter),
      file: "Rules.intentdefinition"
    )
    XCTAssertEqual(
      definition.types[0].properties.map(\.type),
      [.enumeration("Flavor"), .custom("Lid"), .custom("Bowl")]
    )
    let source = SwiftGenerator(sourceFile: "Rules.intentdefinition").generate(definition)
    XCTAssertTrue(
      source.contains("  var flavor: Flavor\n"),
      "an enum property is unknown when absent"
    )
    XCTAssertTrue(source.contains("  var refills: [Bowl]?\n"))
    XCTAssertTrue(
      source.contains(
        "self.flavor = try container.decodeIfPresent(Flavor.self, forKey: .flavor) ?? .unknown"
      )
    )
  }

  func testTypeProperty_holdingItsOwnType_isRefused() {
    let types = """
      <dict>
        <key>INTypeName</key><string>Node</string>
        <key>INTypeProperties</key>
        <array>
          <dict><key>INTypePropertyName</key><string>next</string><key>INTypePropertyObjectType</key><string>Other</string><key>INTypePropertyType</key><string>Object</string></dict>
        </array>
      </dict>
      <dict>
        <key>INTypeName</key><string>Other</string>
        <key>INTypeProperties</key>
        <array>
          <dict><key>INTypePropertyName</key><string>back</string><key>INTypePropertyObjectType</key><string>Node</string><key>INTypePropertyType</key><string>Object</string></dict>
        </array>
      </dict>
      """
    assertRefused(
      Self.definition(types: types),
      at: "INTypes[0].INTypeProperties[0]",
      saying: "Node holds itself (next: Other → back: Node)"
    )
  }

  func testNames_thatGeneratedCodeUses_areRefused() {
    for name in ["Language", "Code", "Value", "Person", "String", "Intent"] {
      let enumeration = """
        <dict><key>INEnumName</key><string>\(name)</string><key>INEnumValues</key><array><dict><key>INEnumValueName</key><string>a</string></dict></array></dict>
        """
      assertRefused(
        Self.definition(enums: enumeration),
        at: "INEnums[1].INEnumName",
        saying: "would hide"
      )
    }
  }

  func testDerivedNames_thatCollide_areRefused() {
    // Intent `Order` with a parameter `quantity` with reasons makes OrderQuantityResolutionResult;
    // so does an enum named OrderQuantity.
    let reasons = """
      <dict>
        <key>INIntentParameterName</key><string>size</string>
        <key>INIntentParameterType</key><string>Integer</string>
        <key>INIntentParameterUnsupportedReasons</key>
        <array><dict><key>INIntentParameterUnsupportedReasonCode</key><string>tooBig</string></dict></array>
      </dict>
      """
    let enumeration = """
      <dict><key>INEnumName</key><string>OrderSize</string><key>INEnumValues</key><array><dict><key>INEnumValueName</key><string>a</string></dict></array></dict>
      """
    assertRefused(
      Self.definition(enums: enumeration, parameters: reasons),
      at: "INIntents[0].INIntentName",
      saying: "OrderSizeResolutionResult is declared twice"
    )
  }

  func testParameters_thatResolveWithOneMethod_areRefused() {
    let parameter = """
      <dict><key>INIntentParameterName</key><string>Quantity</string><key>INIntentParameterType</key><string>Integer</string></dict>
      """
    assertRefused(
      Self.definition(parameters: parameter),
      at: "INIntents[0].INIntentParameters[2].INIntentParameterName",
      saying: "quantity and Quantity would both resolve with resolveQuantity"
    )
  }

  func testReservedMemberNames_areRefused() {
    let allCases = """
      <dict><key>INEnumName</key><string>Size</string><key>INEnumValues</key><array><dict><key>INEnumValueName</key><string>allCases</string></dict></array></dict>
      """
    assertRefused(
      Self.definition(enums: allCases),
      at: "INEnums[1].INEnumValues[0].INEnumValueName",
      saying: "allCases"
    )
    let finalConfirmation = """
      <dict><key>INIntentResponseCodeName</key><string>finalConfirmation</string></dict>
      """
    assertRefused(
      Self.definition(codes: finalConfirmation),
      at: "INIntents[0].INIntentResponse.INIntentResponseCodes[2].INIntentResponseCodeName",
      saying: "can't be named finalConfirmation"
    )
    let description = """
      <dict><key>INIntentParameterName</key><string>intentDescription</string><key>INIntentParameterType</key><string>String</string></dict>
      """
    assertRefused(
      Self.definition(parameters: description),
      at: "INIntents[0].INIntentParameters[2].INIntentParameterName",
      saying: "every generated type has already"
    )
  }

  func testSiriKitCodes_withTheWrongSuccessFlag_areRefused() {
    let failureAsSuccess = """
      <dict><key>INIntentResponseCodeName</key><string>failureRequiringAppLaunch</string><key>INIntentResponseCodeSuccess</key><true/></dict>
      """
    assertRefused(
      Self.definition(codes: failureAsSuccess),
      at: "INIntents[0].INIntentResponse.INIntentResponseCodes[2].INIntentResponseCodeName",
      saying: "isn't a success"
    )
  }

  func testTwoDialogsOfOneKind_areRefused() {
    let parameter = """
      <dict>
        <key>INIntentParameterName</key><string>note</string>
        <key>INIntentParameterPromptDialogs</key>
        <array>
          <dict><key>INIntentParameterPromptDialogFormatString</key><string>Which note?</string><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict>
          <dict><key>INIntentParameterPromptDialogFormatString</key><string>What note?</string><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict>
        </array>
        <key>INIntentParameterType</key><string>String</string>
      </dict>
      """
    assertRefused(
      Self.definition(parameters: parameter),
      at:
        "INIntents[0].INIntentParameters[2].INIntentParameterPromptDialogs[1].INIntentParameterPromptDialogType",
      saying: "two Primary dialogs"
    )
  }

  func testConfirmationDialog_namesTheValueBeingConfirmed() throws {
    let parameter = """
      <dict>
        <key>INIntentParameterName</key><string>note</string>
        <key>INIntentParameterPromptDialogs</key>
        <array>
          <dict><key>INIntentParameterPromptDialogFormatString</key><string>Did you mean ${note} for ${flavor}?</string><key>INIntentParameterPromptDialogType</key><string>Confirmation</string></dict>
        </array>
        <key>INIntentParameterType</key><string>String</string>
      </dict>
      """
    let definition = try IntentDefinition(
      reading: Self.definition(parameters: parameter),
      file: "Rules.intentdefinition"
    )
    let source = SwiftGenerator(sourceFile: "Rules.intentdefinition").generate(definition)
    XCTAssertTrue(
      source.contains(
        #""OrderIntent.note.confirmationRequired": "Did you mean {value} for {flavor}?","#
      ),
      source
    )
  }
}
