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
/// The codes follow the SDK's header (`INIntentErrors.h`); the App Intents codes 10000 and 10001
/// come from newer SDKs.
///
/// SiriKit adds codes over time (10000 and 10001 came with App Intents), so this is an open set of
/// static members rather than an enumeration: a new code isn't source-breaking, and a raw value
/// IntentKit doesn't know yet still makes a code.
public struct IntentErrorCode: RawRepresentable, Hashable, Sendable, CaseIterable {
  /// SiriKit's raw value of the code.
  public let rawValue: Int

  /// Creates the code with a raw value, known or not.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  // MARK: Interactions (1900–1904)
  /// The interaction operation isn't supported.
  public static let interactionOperationNotSupported = Self(rawValue: 1900)
  /// An interaction couldn't be donated.
  public static let donatingInteraction = Self(rawValue: 1901)
  /// The app's interactions couldn't be deleted.
  public static let deletingAllInteractions = Self(rawValue: 1902)
  /// Interactions couldn't be deleted by their identifiers.
  public static let deletingInteractionWithIdentifiers = Self(rawValue: 1903)
  /// Interactions couldn't be deleted by their group identifier.
  public static let deletingInteractionWithGroupIdentifier = Self(rawValue: 1904)

  // MARK: Extensions and routing (2001–2005)
  /// More than one extension supports the intent.
  public static let intentSupportedByMultipleExtension = Self(rawValue: 2001)
  /// An intent restricted while locked isn't among the extension's supported intents.
  public static let restrictedIntentsNotSupportedByExtension = Self(rawValue: 2002)
  /// No handler was provided for the intent.
  public static let noHandlerProvidedForIntent = Self(rawValue: 2003)
  /// The intent's name isn't valid.
  public static let invalidIntentName = Self(rawValue: 2004)
  /// No app is available to handle the intent.
  public static let noAppAvailable = Self(rawValue: 2005)

  // MARK: Requests (3001–3002)
  /// The request timed out.
  public static let requestTimedOut = Self(rawValue: 3001)
  /// Information the request needs is missing.
  public static let missingInformation = Self(rawValue: 3002)

  // MARK: Vocabulary (4000)
  /// The user vocabulary file isn't where it should be.
  public static let invalidUserVocabularyFileLocation = Self(rawValue: 4000)

  // MARK: Extension launch (5000–5001)
  /// The extension took too long to launch.
  public static let extensionLaunchingTimeout = Self(rawValue: 5000)
  /// The extension failed to start.
  public static let extensionBringUpFailed = Self(rawValue: 5001)

  // MARK: Images (6000–6009)
  /// An image operation failed.
  public static let imageGeneric = Self(rawValue: 6000)
  /// No image service is available.
  public static let imageNoServiceAvailable = Self(rawValue: 6001)
  /// An image couldn't be stored.
  public static let imageStorageFailed = Self(rawValue: 6002)
  /// An image couldn't be loaded.
  public static let imageLoadingFailed = Self(rawValue: 6003)
  /// An image couldn't be retrieved.
  public static let imageRetrievalFailed = Self(rawValue: 6004)
  /// Proxying an image went round in a loop.
  public static let imageProxyLoop = Self(rawValue: 6005)
  /// An image proxy isn't valid.
  public static let imageProxyInvalid = Self(rawValue: 6006)
  /// Proxying an image timed out.
  public static let imageProxyTimeout = Self(rawValue: 6007)
  /// The image service failed.
  public static let imageServiceFailure = Self(rawValue: 6008)
  /// An image couldn't be scaled.
  public static let imageScalingFailed = Self(rawValue: 6009)

  // MARK: Permissions (6010)
  /// The app isn't allowed to do this.
  public static let permissionDenied = Self(rawValue: 6010)

  // MARK: Voice shortcuts (7000–7002)
  /// A voice shortcut couldn't be created or changed.
  public static let voiceShortcutCreationFailed = Self(rawValue: 7000)
  /// A voice shortcut couldn't be read.
  public static let voiceShortcutGetFailed = Self(rawValue: 7001)
  /// A voice shortcut couldn't be deleted.
  public static let voiceShortcutDeleteFailed = Self(rawValue: 7002)

  // MARK: Encoding (8000–8001)
  /// Encoding failed.
  public static let encodingGeneric = Self(rawValue: 8000)
  /// A value couldn't be encoded.
  public static let encodingFailed = Self(rawValue: 8001)

  // MARK: Decoding (9000)
  /// Decoding failed.
  public static let decodingGeneric = Self(rawValue: 9000)

  // MARK: App Intents (10000–10001)
  /// An App Intents representation of the intent couldn't be created.
  public static let unableToCreateAppIntentRepresentation = Self(rawValue: 10000)
  /// There is no App Intent for the intent.
  public static let noAppIntent = Self(rawValue: 10001)

  /// Every code SiriKit's SDK defines, in raw-value order.
  public static let allCases: [IntentErrorCode] = [
    .interactionOperationNotSupported,
    .donatingInteraction,
    .deletingAllInteractions,
    .deletingInteractionWithIdentifiers,
    .deletingInteractionWithGroupIdentifier,
    .intentSupportedByMultipleExtension,
    .restrictedIntentsNotSupportedByExtension,
    .noHandlerProvidedForIntent,
    .invalidIntentName,
    .noAppAvailable,
    .requestTimedOut,
    .missingInformation,
    .invalidUserVocabularyFileLocation,
    .extensionLaunchingTimeout,
    .extensionBringUpFailed,
    .imageGeneric,
    .imageNoServiceAvailable,
    .imageStorageFailed,
    .imageLoadingFailed,
    .imageRetrievalFailed,
    .imageProxyLoop,
    .imageProxyInvalid,
    .imageProxyTimeout,
    .imageServiceFailure,
    .imageScalingFailed,
    .permissionDenied,
    .voiceShortcutCreationFailed,
    .voiceShortcutGetFailed,
    .voiceShortcutDeleteFailed,
    .encodingGeneric,
    .encodingFailed,
    .decodingGeneric,
    .unableToCreateAppIntentRepresentation,
    .noAppIntent,
  ]
}

extension IntentErrorCode {
  /// The name of the code in SiriKit, such as `"noHandlerProvidedForIntent"`, or `"unknown"` for
  /// a raw value SiriKit's SDK doesn't define (as far as IntentKit knows).
  public var name: String {
    Self.names[rawValue] ?? "unknown"
  }

  private static let names: [Int: String] = [
    interactionOperationNotSupported.rawValue: "interactionOperationNotSupported",
    donatingInteraction.rawValue: "donatingInteraction",
    deletingAllInteractions.rawValue: "deletingAllInteractions",
    deletingInteractionWithIdentifiers.rawValue: "deletingInteractionWithIdentifiers",
    deletingInteractionWithGroupIdentifier.rawValue: "deletingInteractionWithGroupIdentifier",
    intentSupportedByMultipleExtension.rawValue: "intentSupportedByMultipleExtension",
    restrictedIntentsNotSupportedByExtension.rawValue: "restrictedIntentsNotSupportedByExtension",
    noHandlerProvidedForIntent.rawValue: "noHandlerProvidedForIntent",
    invalidIntentName.rawValue: "invalidIntentName",
    noAppAvailable.rawValue: "noAppAvailable",
    requestTimedOut.rawValue: "requestTimedOut",
    missingInformation.rawValue: "missingInformation",
    invalidUserVocabularyFileLocation.rawValue: "invalidUserVocabularyFileLocation",
    extensionLaunchingTimeout.rawValue: "extensionLaunchingTimeout",
    extensionBringUpFailed.rawValue: "extensionBringUpFailed",
    imageGeneric.rawValue: "imageGeneric",
    imageNoServiceAvailable.rawValue: "imageNoServiceAvailable",
    imageStorageFailed.rawValue: "imageStorageFailed",
    imageLoadingFailed.rawValue: "imageLoadingFailed",
    imageRetrievalFailed.rawValue: "imageRetrievalFailed",
    imageProxyLoop.rawValue: "imageProxyLoop",
    imageProxyInvalid.rawValue: "imageProxyInvalid",
    imageProxyTimeout.rawValue: "imageProxyTimeout",
    imageServiceFailure.rawValue: "imageServiceFailure",
    imageScalingFailed.rawValue: "imageScalingFailed",
    permissionDenied.rawValue: "permissionDenied",
    voiceShortcutCreationFailed.rawValue: "voiceShortcutCreationFailed",
    voiceShortcutGetFailed.rawValue: "voiceShortcutGetFailed",
    voiceShortcutDeleteFailed.rawValue: "voiceShortcutDeleteFailed",
    encodingGeneric.rawValue: "encodingGeneric",
    encodingFailed.rawValue: "encodingFailed",
    decodingGeneric.rawValue: "decodingGeneric",
    unableToCreateAppIntentRepresentation.rawValue: "unableToCreateAppIntentRepresentation",
    noAppIntent.rawValue: "noAppIntent",
  ]
}

extension IntentErrorCode: CustomStringConvertible {
  public var description: String {
    "\(name) (\(rawValue))"
  }
}
