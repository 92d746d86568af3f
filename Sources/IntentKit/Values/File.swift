#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A file a parameter holds: its contents or its location, with its name and type, SiriKit's
/// `INFile`.
///
/// An intent definition's File parameter is a `File`. Give the contents, or, for a file the app
/// reads itself, its location:
///
/// ```swift
/// let receipt = File(data: pdf, filename: "receipt.pdf", typeIdentifier: "com.adobe.pdf")
/// let photo = File(
///   fileURL: URL(filePath: "/var/uploads/photo.jpg"),
///   filename: "photo.jpg",
///   typeIdentifier: "public.jpeg"
/// )
/// ```
///
/// Unlike SiriKit, IntentKit never reads a file: ``data`` is empty for a file made from its URL
/// until the app fills it. A file that arrives as JSON is the client's word: its
/// ``filename`` and ``fileURL`` can name any path, so check them before touching the file
/// system.
///
/// In a conversation a file is never read from words, only given as a typed reply, and the
/// assistant speaks its ``filename``.
public struct File: Hashable, Sendable, IntentValue, CustomStringConvertible {
  /// The file's contents; empty for a file given by its URL that the app hasn't read.
  public var data: Data

  /// The file's name, such as `receipt.pdf`.
  public var filename: String

  /// The file's uniform type identifier, such as `com.adobe.pdf`, if known.
  public var typeIdentifier: String?

  /// Where the file is, for a file given by its location; otherwise `nil`.
  public var fileURL: URL?

  /// Creates a file from its contents, as SiriKit's `init(data:filename:typeIdentifier:)`.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - filename: The file's name, such as `receipt.pdf`.
  ///   - typeIdentifier: The file's uniform type identifier, such as `com.adobe.pdf`.
  public init(data: Data, filename: String, typeIdentifier: String?) {
    self.data = data
    self.filename = filename
    self.typeIdentifier = typeIdentifier
    self.fileURL = nil
  }

  /// Creates a file from its location, as SiriKit's `init(fileURL:filename:typeIdentifier:)`.
  ///
  /// IntentKit doesn't read the file: ``data`` stays empty until the app sets it.
  ///
  /// - Parameters:
  ///   - fileURL: Where the file is.
  ///   - filename: The file's name, such as `photo.jpg`.
  ///   - typeIdentifier: The file's uniform type identifier, such as `public.jpeg`.
  public init(fileURL: URL, filename: String, typeIdentifier: String?) {
    self.data = Data()
    self.filename = filename
    self.typeIdentifier = typeIdentifier
    self.fileURL = fileURL
  }

  public var description: String {
    filename
  }
}

// MARK: - JSON

// A file is written as `{"data": "<Base64>", "fileURL": "file:///…", "filename": "receipt.pdf",
// "typeIdentifier": "com.adobe.pdf"}`, each member but `filename` left out when empty or absent.
// `data` is Base64 and `fileURL` an absolute string, as Foundation's `JSONEncoder` writes them.

extension File: Codable {}

extension File: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      data: try object.decodeAnyIfPresent("data", as: Data.self) ?? Data(),
      filename: try object.name("filename"),
      typeIdentifier: try object.nameIfPresent("typeIdentifier")
    )
    fileURL = try object.decodeAnyIfPresent("fileURL", as: URL.self)
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object in
      if !data.isEmpty { object.string("data", data.base64EncodedString()) }
      object.stringIfPresent("fileURL", fileURL?.absoluteString)
      object.string("filename", filename)
      object.stringIfPresent("typeIdentifier", typeIdentifier)
    }
  }
}
