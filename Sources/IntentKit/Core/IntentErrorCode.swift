/// The codes of SiriKit's `INIntentErrorCode` (domain `INIntentErrorDomain`), with its names and
/// raw values.
///
/// IntentKit throws its own errors, each with a nested `Code`; those that stand for one of
/// SiriKit's errors say which, so that logs and API clients can speak SiriKit's numbers:
///
/// ```swift
/// do {
///   _ = try await dispatcher.dispatch(intent)
/// } catch let error as IntentDispatchError {
///   print(error.code.intentErrorCode?.rawValue ?? 0)  // 2003 for a missing handler
/// }
/// ```
///
/// - ``IntentDispatchError/Code/intentErrorCode``: ``noHandlerProvidedForIntent``,
///   ``invalidIntentName``, ``decodingGeneric``.
/// - ``IntentFailure/intentErrorCode``: ``requestTimedOut`` for a handler that missed its
///   deadline.
/// - ``ShortcutError/Code/intentErrorCode``: the interaction, voice shortcut and encoding codes.
///
/// The cases follow the SDK's header (`INIntentErrors.h`); the App Intents codes 10000 and 10001
/// come from newer SDKs.
public enum IntentErrorCode: Int, Sendable, CaseIterable, Hashable {
  // MARK: Interactions (1900–1904)

  /// The interaction operation isn't supported.
  case interactionOperationNotSupported = 1900
  /// An interaction couldn't be donated.
  case donatingInteraction = 1901
  /// The app's interactions couldn't be deleted.
  case deletingAllInteractions = 1902
  /// Interactions couldn't be deleted by their identifiers.
  case deletingInteractionWithIdentifiers = 1903
  /// Interactions couldn't be deleted by their group identifier.
  case deletingInteractionWithGroupIdentifier = 1904

  // MARK: Extensions and routing (2001–2005)

  /// More than one extension supports the intent.
  case intentSupportedByMultipleExtension = 2001
  /// An intent restricted while locked isn't among the extension's supported intents.
  case restrictedIntentsNotSupportedByExtension = 2002
  /// No handler was provided for the intent.
  case noHandlerProvidedForIntent = 2003
  /// The intent's name isn't valid.
  case invalidIntentName = 2004
  /// No app is available to handle the intent.
  case noAppAvailable = 2005

  // MARK: Requests (3001–3002)

  /// The request timed out.
  case requestTimedOut = 3001
  /// Information the request needs is missing.
  case missingInformation = 3002

  // MARK: Vocabulary (4000)

  /// The user vocabulary file isn't where it should be.
  case invalidUserVocabularyFileLocation = 4000

  // MARK: Extension launch (5000–5001)

  /// The extension took too long to launch.
  case extensionLaunchingTimeout = 5000
  /// The extension failed to start.
  case extensionBringUpFailed = 5001

  // MARK: Images (6000–6009)

  /// An image operation failed.
  case imageGeneric = 6000
  /// No image service is available.
  case imageNoServiceAvailable = 6001
  /// An image couldn't be stored.
  case imageStorageFailed = 6002
  /// An image couldn't be loaded.
  case imageLoadingFailed = 6003
  /// An image couldn't be retrieved.
  case imageRetrievalFailed = 6004
  /// Proxying an image went round in a loop.
  case imageProxyLoop = 6005
  /// An image proxy isn't valid.
  case imageProxyInvalid = 6006
  /// Proxying an image timed out.
  case imageProxyTimeout = 6007
  /// The image service failed.
  case imageServiceFailure = 6008
  /// An image couldn't be scaled.
  case imageScalingFailed = 6009

  // MARK: Permissions (6010)

  /// The app isn't allowed to do this.
  case permissionDenied = 6010

  // MARK: Voice shortcuts (7000–7002)

  /// A voice shortcut couldn't be created or changed.
  case voiceShortcutCreationFailed = 7000
  /// A voice shortcut couldn't be read.
  case voiceShortcutGetFailed = 7001
  /// A voice shortcut couldn't be deleted.
  case voiceShortcutDeleteFailed = 7002

  // MARK: Encoding (8000–8001)

  /// Encoding failed.
  case encodingGeneric = 8000
  /// A value couldn't be encoded.
  case encodingFailed = 8001

  // MARK: Decoding (9000)

  /// Decoding failed.
  case decodingGeneric = 9000

  // MARK: App Intents (10000–10001)

  /// An App Intents representation of the intent couldn't be created.
  case unableToCreateAppIntentRepresentation = 10000
  /// There is no App Intent for the intent.
  case noAppIntent = 10001
}

// MARK: - Names

extension IntentErrorCode {
  /// The code's SiriKit name, such as `noHandlerProvidedForIntent`.
  public var name: String {
    switch self {
    case .interactionOperationNotSupported: "interactionOperationNotSupported"
    case .donatingInteraction: "donatingInteraction"
    case .deletingAllInteractions: "deletingAllInteractions"
    case .deletingInteractionWithIdentifiers: "deletingInteractionWithIdentifiers"
    case .deletingInteractionWithGroupIdentifier: "deletingInteractionWithGroupIdentifier"
    case .intentSupportedByMultipleExtension: "intentSupportedByMultipleExtension"
    case .restrictedIntentsNotSupportedByExtension: "restrictedIntentsNotSupportedByExtension"
    case .noHandlerProvidedForIntent: "noHandlerProvidedForIntent"
    case .invalidIntentName: "invalidIntentName"
    case .noAppAvailable: "noAppAvailable"
    case .requestTimedOut: "requestTimedOut"
    case .missingInformation: "missingInformation"
    case .invalidUserVocabularyFileLocation: "invalidUserVocabularyFileLocation"
    case .extensionLaunchingTimeout: "extensionLaunchingTimeout"
    case .extensionBringUpFailed: "extensionBringUpFailed"
    case .imageGeneric: "imageGeneric"
    case .imageNoServiceAvailable: "imageNoServiceAvailable"
    case .imageStorageFailed: "imageStorageFailed"
    case .imageLoadingFailed: "imageLoadingFailed"
    case .imageRetrievalFailed: "imageRetrievalFailed"
    case .imageProxyLoop: "imageProxyLoop"
    case .imageProxyInvalid: "imageProxyInvalid"
    case .imageProxyTimeout: "imageProxyTimeout"
    case .imageServiceFailure: "imageServiceFailure"
    case .imageScalingFailed: "imageScalingFailed"
    case .permissionDenied: "permissionDenied"
    case .voiceShortcutCreationFailed: "voiceShortcutCreationFailed"
    case .voiceShortcutGetFailed: "voiceShortcutGetFailed"
    case .voiceShortcutDeleteFailed: "voiceShortcutDeleteFailed"
    case .encodingGeneric: "encodingGeneric"
    case .encodingFailed: "encodingFailed"
    case .decodingGeneric: "decodingGeneric"
    case .unableToCreateAppIntentRepresentation: "unableToCreateAppIntentRepresentation"
    case .noAppIntent: "noAppIntent"
    }
  }
}

// MARK: - CustomStringConvertible

extension IntentErrorCode: CustomStringConvertible {
  /// The code's name and raw value, such as `noHandlerProvidedForIntent (2003)`.
  public var description: String {
    "\(name) (\(rawValue))"
  }
}
