import IntentKit
import IntentKitSamples

/// The sample ride service's places, for the parser's one rule that needs to know a name is a
/// place: Korean "로" ends many words ("바로"), so it marks a drop-off only before a known place.
///
/// The parser doesn't translate names: the ride handlers resolve "サンフランシスコ" or "SFO" by
/// the directory's aliases, whether they come in a request or alone as a reply.
enum SamplePlaces {
  /// The places of the sample ride service.
  private static let directory = RideService.Configuration.bayArea.places

  /// Returns a Boolean value that indicates whether a name is one of the sample places' names
  /// or aliases, or is written in Latin letters.
  static func isKnown(_ name: String) -> Bool {
    Utterance.script(of: name) == .latin || !directory.places(matching: name).isEmpty
  }
}
