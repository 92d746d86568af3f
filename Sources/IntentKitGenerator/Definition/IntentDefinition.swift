/// The contents of an Xcode `.intentdefinition` file that code generation needs: custom intents,
/// their responses, enumerations and custom types, with every user-visible string and its
/// localisation ID.
///
/// Read one with ``IntentDefinition/init(reading:file:)``; keys the generator doesn't use (widget
/// sizes, input metadata, shortcut titles) are read past, never guessed at.
package struct IntentDefinition: Sendable, Equatable {
  /// The schema version, "1.0", "1.1" or "1.2".
  package var modelVersion: String

  /// The custom intents, in file order.
  package var intents: [Intent]

  /// System intents the file customises that IntentKit already has, by IntentKit name
  /// (`SendPaymentIntent`), in file order; the generator emits nothing for them.
  package var customisedSystemIntents: [String]

  /// The enumerations, in file order.
  package var enums: [Enumeration]

  /// The custom types, in file order.
  package var types: [ObjectType]
}

extension IntentDefinition {
  /// Every parameter, response parameter and custom type property of the file.
  var allParameters: [Parameter] {
    intents.flatMap { $0.parameters + $0.response.parameters } + types.flatMap(\.properties)
  }

  /// A localisable string: the text in the file's development language and its `…ID` key in the
  /// `.strings` translations.
  package struct Text: Sendable, Equatable {
    /// The text as the definition writes it.
    package var text: String
    /// The localisation ID, if the file gives one.
    package var id: String?
    /// Where the text is in the file, for messages.
    package var path: DefinitionPath
  }

  /// A custom intent (`INIntents[]` with `INIntentType` `Custom`).
  package struct Intent: Sendable, Equatable {
    /// The base name: `OrderSoup` for `OrderSoupIntent`.
    package var name: String
    /// The title shown in Shortcuts.
    package var title: Text?
    /// The description, if the file has one.
    package var description: Text?
    /// Whether Siri asks the user before running the intent.
    package var requiresUserConfirmation: Bool
    /// The parameters in resolution order (display priority, then file order).
    package var parameters: [Parameter]
    /// The response; every custom intent has one.
    package var response: Response
  }

  /// A parameter of an intent, a property of a response, or a property of a custom type.
  package struct Parameter: Sendable, Equatable {
    /// The property name, lowerCamel.
    package var name: String
    /// The value type.
    package var type: ValueType
    /// Whether the property holds several values.
    package var isArray: Bool
    /// Whether the handler resolves it (`INIntentParameterSupportsResolution`).
    package var supportsResolution: Bool
    /// The label Shortcuts and the assistant use for it.
    package var displayName: Text?
    /// The prompt dialogs, by kind.
    package var prompts: [Prompt]
    /// The custom and default unsupported reasons, in file order.
    package var unsupportedReasons: [UnsupportedReason]
    /// Where the parameter is in the file, for messages.
    package var path: DefinitionPath
  }

  /// The types a parameter can have.
  package enum ValueType: Sendable, Hashable {
    case string, integer, boolean, decimal, dateComponents, person, placemark, file, url
    case speakableString, timeInterval, currencyAmount
    /// `Object` without a type name: SiriKit's `INObject`.
    case object
    /// `Integer` with an `…EnumType`: an enumeration of this file.
    case enumeration(String)
    /// `Object` with an `…ObjectType`: a custom type of this file.
    case custom(String)
  }

  /// One of a parameter's prompt dialogs.
  package struct Prompt: Sendable, Equatable {
    /// The dialog types of `INIntentParameterPromptDialogType`.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
      case primary = "Primary"
      case configuration = "Configuration"
      case confirmation = "Confirmation"
      case disambiguationIntroduction = "DisambiguationIntroduction"
      case disambiguationSelection = "DisambiguationSelection"
      case concise = "Concise"
    }
    /// The dialog's type.
    package var kind: Kind
    /// The custom wording, or `nil` for Siri's own.
    package var text: Text?
  }

  /// A reason a parameter's value can't be used.
  package struct UnsupportedReason: Sendable, Equatable {
    /// The code, a lowerCamel case name such as `notEnoughInStock`.
    package var code: String
    /// What the assistant says.
    package var text: Text?
  }

  /// An intent's response (`INIntentResponse`).
  package struct Response: Sendable, Equatable {
    /// The codes the file declares, in file order, `success` and `failure` included.
    package var codes: [Code]
    /// The response's properties.
    package var parameters: [Parameter]
  }

  /// A response code.
  package struct Code: Sendable, Equatable {
    /// The case name.
    package var name: String
    /// Whether the code reports success (`INIntentResponseCodeSuccess`; absent means failure).
    package var isSuccess: Bool
    /// What the assistant says for it.
    package var text: Text?
    /// The shorter wording for small devices.
    package var conciseText: Text?
  }

  /// An enumeration (`INEnums[]`).
  package struct Enumeration: Sendable, Equatable {
    /// The type name.
    package var name: String
    /// The enumeration's label.
    package var displayName: Text?
    /// The cases, in file order.
    package var cases: [Case]
  }

  /// A case of an enumeration.
  package struct Case: Sendable, Equatable {
    /// The case name.
    package var name: String
    /// The raw value (`INEnumValueIndex`, 0 when absent).
    package var rawValue: Int
    /// The words for the case.
    package var displayName: Text?
    /// Other words users say for it.
    package var synonyms: [Text]
  }

  /// A custom type (`INTypes[]`).
  package struct ObjectType: Sendable, Equatable {
    /// The type name.
    package var name: String
    /// The type's label.
    package var displayName: Text?
    /// The properties beyond the four every object has (`identifier`, `displayString`,
    /// `pronunciationHint`, `alternativeSpeakableMatches`).
    package var properties: [Parameter]
  }
}
