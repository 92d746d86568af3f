#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Plain `Codable` structs with the shape of IntentKit's JSON formats, for the baseline of the
// JSON suite: Foundation's `JSONDecoder` reading the same documents at its best, into types whose
// conformances the compiler derives. (IntentKit's own types read Foundation's decoders through a
// JSON value, which is slower, so they would make the baseline look worse than it is.)

/// The `{"intent": …, "intentName": …}` envelope.
struct MirrorEnvelope<Wrapped: Codable & Sendable>: Codable, Sendable {
  var intent: Wrapped
  var intentName: String
}

struct MirrorPerson: Codable, Sendable {
  var aliases: [MirrorHandle]?
  var contactIdentifier: String?
  var customIdentifier: String?
  var displayName: String
  var isMe: Bool?
  var nameComponents: MirrorNameComponents?
  var personHandle: MirrorHandle?
}

struct MirrorHandle: Codable, Sendable {
  var label: String?
  var type: Int
  var value: String?
}

struct MirrorNameComponents: Codable, Sendable {
  var familyName: String?
  var givenName: String?
  var middleName: String?
  var namePrefix: String?
  var nameSuffix: String?
  var nickname: String?
  var phoneticRepresentation: MirrorPhoneticName?
}

/// A reading's name components, one level deep: the documents have no reading of a reading.
struct MirrorPhoneticName: Codable, Sendable {
  var familyName: String?
  var givenName: String?
  var middleName: String?
  var namePrefix: String?
  var nameSuffix: String?
  var nickname: String?
}

struct MirrorAmount: Codable, Sendable {
  var currency: String
  var minorUnits: Int64
}

struct MirrorSendPayment: Codable, Sendable {
  var currencyAmount: MirrorAmount?
  var identifier: String
  var note: String?
  var payee: MirrorPerson?
}

struct MirrorPaymentMethod: Codable, Sendable {
  var identificationHint: String?
  var name: String?
  var type: Int
}

struct MirrorPaymentRecord: Codable, Sendable {
  var currencyAmount: MirrorAmount?
  var feeAmount: MirrorAmount?
  var note: String?
  var payee: MirrorPerson?
  var payer: MirrorPerson?
  var paymentMethod: MirrorPaymentMethod?
  var status: Int
}

struct MirrorUserActivity: Codable, Sendable {
  var activityType: String
  var title: String?
  var userInfo: [String: String]
}

struct MirrorSendPaymentResponse: Codable, Sendable {
  var code: Int
  var paymentRecord: MirrorPaymentRecord?
  var userActivity: MirrorUserActivity?
}

struct MirrorTurn: Codable, Sendable {
  enum Event: Codable, Sendable {
    case request
    case reply
    case askedForValue(parameter: String)
    case rejectedValue(parameter: String, reason: String?)
    case offeredChoices(parameter: String, options: [String])
    case askedToConfirmValue(parameter: String, value: String)
    case didNotUnderstand(parameter: String?)
    case askedFinalConfirmation
    case responded(code: String, status: Int)
    case cancelled
    case declined
    case gaveUp(parameter: String?)
    case failed(phase: String)
  }

  var event: Event
  var speaker: String
  var text: String
}

struct MirrorQuestion: Codable, Sendable {
  var kind: String
  var options: [MirrorPerson]?
  var parameter: String?
  var value: MirrorAmount?
}

struct MirrorEnding: Codable, Sendable {
  var kind: String
  var parameter: String?
  var phase: String?
  var response: MirrorSendPaymentResponse?
}

struct MirrorConversation: Codable, Sendable {
  var confirmation: MirrorSendPaymentResponse?
  var confirmedValues: [String: MirrorAmount]
  var ending: MirrorEnding?
  var failedAttempts: [String: Int]
  var formatVersion: Int
  var intent: MirrorSendPayment
  var intentName: String
  var language: String
  var question: MirrorQuestion?
  var stepIndex: Int
  var transcript: [MirrorTurn]
}

struct MirrorSpeakable: Codable, Sendable {
  var pronunciationHint: String?
  var spokenPhrase: String
  var vocabularyIdentifier: String?
}

struct MirrorBalance: Codable, Sendable {
  var amount: Int64
  var balanceType: Int
  var currency: String?
}

struct MirrorAccount: Codable, Sendable {
  var accountNumber: String?
  var accountType: Int
  var balance: MirrorBalance?
  var nickname: MirrorSpeakable?
  var organizationName: MirrorSpeakable?
  var secondaryBalance: MirrorBalance?
}

struct MirrorPaymentAmount: Codable, Sendable {
  var amount: MirrorAmount?
  var amountType: Int
}

struct MirrorTransfer: Codable, Sendable {
  var fromAccount: MirrorAccount?
  var identifier: String
  var toAccount: MirrorAccount?
  var transactionAmount: MirrorPaymentAmount?
  var transactionNote: String?
}

struct MirrorTransferResponse: Codable, Sendable {
  var code: Int
  var fromAccount: MirrorAccount?
  var toAccount: MirrorAccount?
  var transactionAmount: MirrorPaymentAmount?
  var transactionNote: String?
  var transferFee: MirrorAmount?
  var userActivity: MirrorUserActivity?
}

struct MirrorInteraction: Codable, Sendable {
  var dateInterval: DateInterval
  var direction: Int
  var groupIdentifier: String?
  var identifier: String
  var intent: MirrorEnvelope<MirrorTransfer>
  var response: MirrorTransferResponse?
}
