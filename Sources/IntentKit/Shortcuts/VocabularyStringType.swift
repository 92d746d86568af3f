/// A kind of app-specific term registered with ``Vocabulary``, SiriKit's
/// `INVocabularyStringType`.
///
/// The raw values are SiriKit's, sparse by domain: contacts from 1, photos from 100, workouts
/// from 200, cars from 300, payments from 400, notes from 500, media from 700.
public enum VocabularyStringType: Int, Hashable, Sendable, Codable, CaseIterable {
  /// The name of a contact the app knows, such as "Jon Smith" or "Apple".
  case contactName = 1
  /// The name of a group of contacts, such as "Tahoe Trip".
  case contactGroupName = 2
  /// A tag the user gave photos.
  case photoTag = 100
  /// The name of a photo album.
  case photoAlbumName = 101
  /// The name of a workout.
  case workoutActivityName = 200
  /// The name of a car's settings profile.
  case carProfileName = 300
  /// The name of a car.
  case carName = 301
  /// The name of an organisation the user pays, such as "PG&E" or "Comcast".
  case paymentsOrganizationName = 400
  /// The nickname of one of the user's accounts, such as "Checking" or "Rainy day savings".
  case paymentsAccountNickname = 401
  /// The title of a note or task.
  case notebookItemTitle = 500
  /// The name of a group of notes or tasks.
  case notebookItemGroupName = 501
  /// The title of a playlist.
  case mediaPlaylistTitle = 700
  /// The name of a music artist.
  case mediaMusicArtistName = 701
  /// The title of an audiobook.
  case mediaAudiobookTitle = 702
  /// The author of an audiobook.
  case mediaAudiobookAuthorName = 703
  /// The title of a show.
  case mediaShowTitle = 704
}
