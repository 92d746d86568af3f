import XCTest

@testable import IntentKit

/// Compiled prompts say what the catalog's templates say: the same text for every template, the
/// same template for every key and language, and the app's overrides still win.
final class CompiledPromptsTests: XCTestCase {
  private static let everyCatalog = PromptCatalog.standard
    .merging(.payments)
    .merging(.bills)
    .merging(.rides)

  /// A value for every placeholder but `currency`, so that complete and incomplete fills both
  /// occur; Hangul values exercise the Korean particles.
  private static func argument(_ name: String) -> String? {
    switch name {
    case "currency": nil
    case "payee", "parameter": "제인"
    case "value": "수프"
    default: "<\(name)>"
    }
  }

  func testEveryPromptAndStatus_hasAPositionOfItsOwn_soNoKeyNumberHidesAnother() {
    func positions<Key: PositionedCase>(_: Key.Type) -> [Int] { Key.allCases.map(\.position) }
    for found in [positions(ParameterPrompt.self), positions(IntentHandlingStatus.self)] {
      XCTAssertEqual(Set(found).count, found.count)
      XCTAssertTrue(found.allSatisfy { $0 >= 0 })
    }
    // Each case reads the number made for it.
    let prompts = CompiledPrompts.ByCase<ParameterPrompt> { $0.rawValue.count }
    for prompt in ParameterPrompt.allCases {
      XCTAssertEqual(prompts[prompt], prompt.rawValue.count)
    }
    let statuses = CompiledPrompts.ByCase<IntentHandlingStatus> { 100 + $0.rawValue }
    for status in IntentHandlingStatus.allCases {
      XCTAssertEqual(statuses[status], 100 + status.rawValue)
    }
  }

  func testFill_everyTemplateInEveryLanguage_matchesRendering() {
    let catalog = Self.everyCatalog
    var checked = 0
    for language in [Language.english, .japanese, .korean] {
      for (key, template) in catalog.tables[language, default: [:]] {
        let compiled = PromptTemplate.Compiled(template)
        let filled = compiled.fill(Self.argument)
        XCTAssertEqual(
          filled.text,
          PromptTemplate.render(template, argument: Self.argument),
          "\(language) \(key)"
        )
        XCTAssertEqual(
          filled.isComplete ? filled.text : nil,
          PromptTemplate.renderIfComplete(template, argument: Self.argument),
          "\(language) \(key)"
        )
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 600)
  }

  func testFill_malformedTemplates_matchRendering() {
    let templates = [
      "", "{", "}", "{}", "a{b", "a}b{c", "{a{b}c}", "{payee}", "{payee}{value}", "x{nope}y",
      "{payee}을(를) {value}이(가)", "Bob을(를)", "{value}으로(로)",
    ]
    for template in templates {
      let filled = PromptTemplate.Compiled(template).fill(Self.argument)
      XCTAssertEqual(
        filled.text,
        PromptTemplate.render(template, argument: Self.argument),
        template
      )
    }
  }

  func testTemplate_everyKeyInEveryLanguage_isTheCatalogs() {
    let catalog = Self.everyCatalog
    let compiled = CompiledPrompts(catalog, intentTypes: [])
    let keys = Set(catalog.languages.flatMap { catalog.tables[$0, default: [:]].keys })
    let languages = [
      Language.english, .japanese, .korean, Language(rawValue: "ja-JP"), .init(rawValue: "de"),
    ]
    for language in languages {
      let chain = compiled.languageChain(for: language)
      for key in keys {
        var ids = CompiledPrompts.PromptKeys()
        ids.append(compiled.id(forKey: key))
        XCTAssertEqual(
          compiled.template(for: ids, in: chain)?.source,
          catalog.template(forKey: key, language: language),
          "\(language) \(key)"
        )
      }
    }
  }

  func testIntentKeys_withAnOverride_sayTheOverride() {
    var catalog = Self.everyCatalog
    catalog.setPrompt(
      "Who gets it, {parameter}?",
      for: .needsValue,
      of: "payee",
      in: SendPaymentIntent.self,
      language: .japanese
    )
    let compiled = CompiledPrompts(catalog, intentTypes: [SendPaymentIntent.self])
    let payee = compiled.keys(for: SendPaymentIntent.self).parameter(named: "payee")
    var keys = CompiledPrompts.PromptKeys()
    keys.append(payee?.prompts[.needsValue])
    keys.append(compiled.shared.parameterPrompts[.needsValue])

    let japanese = compiled.template(for: keys, in: compiled.languageChain(for: .japanese))
    let english = compiled.template(for: keys, in: compiled.languageChain(for: .english))

    XCTAssertEqual(japanese?.source, "Who gets it, {parameter}?")
    XCTAssertEqual(english?.source, "Who do you want to pay?")
  }
}
