import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class ShortcutAvailabilityOptionsTests: XCTestCase {
  private typealias Options = ShortcutAvailabilityOptions

  private let siriKitOrder = [
    "sleepMindfulness", "sleepJournaling", "sleepMusic", "sleepPodcasts", "sleepReading",
    "sleepWrapUpYourDay", "sleepYogaAndStretching",
  ]

  private func decode(_ json: String) throws -> Options {
    try StrictJSONDecoder().decode(Options.self, from: Data(json.utf8))
  }

  private func json(_ options: Options) throws -> String {
    String(decoding: try StrictJSONEncoder().encode(options), as: UTF8.self)
  }

  func testOptions_areBitsOneThroughSixInSiriKitsOrder() {
    let options: [Options] = [
      .sleepMindfulness, .sleepJournaling, .sleepMusic, .sleepPodcasts, .sleepReading,
      .sleepWrapUpYourDay, .sleepYogaAndStretching,
    ]

    XCTAssertEqual(options.map(\.rawValue), (0...6).map { 1 << $0 })
    XCTAssertEqual(options.map { $0.names ?? [] }, siriKitOrder.map { [$0] })
  }

  func testNames_listTheOptionsInSiriKitsOrder_andNilForUnnamedBits() {
    XCTAssertEqual(
      Options([.sleepReading, .sleepMindfulness]).names,
      ["sleepMindfulness", "sleepReading"]
    )
    XCTAssertEqual(Options().names, [])
    XCTAssertNil(Options(rawValue: 1 << 7 | 1).names)
    XCTAssertEqual(Options(names: ["sleepMusic", "sleepPodcasts"]), [.sleepMusic, .sleepPodcasts])
    XCTAssertNil(Options(names: ["sleepMusic", "sleepWalking"]))
  }

  func testDescription_namesOptionsAndUnnamedBits() {
    XCTAssertEqual(
      Options([.sleepJournaling, .sleepReading]).description,
      "[sleepJournaling, sleepReading]"
    )
    XCTAssertEqual(Options(rawValue: 1 << 8 | 1).description, "[sleepMindfulness, 0x100]")
  }

  func testJSON_isAnArrayOfNamesInSiriKitsOrder_andRoundTrips() throws {
    let all = Options(rawValue: (1 << 7) - 1)

    XCTAssertEqual(
      try json(all),
      "[" + siriKitOrder.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    )
    XCTAssertEqual(
      try json([.sleepYogaAndStretching, .sleepMusic]),
      #"["sleepMusic","sleepYogaAndStretching"]"#
    )
    XCTAssertEqual(try json([]), "[]")
    for options in [all, [], .sleepWrapUpYourDay, [.sleepMindfulness, .sleepPodcasts]] as [Options]
    {
      XCTAssertEqual(try decode(json(options)), options)
    }
    XCTAssertEqual(try decode(#"["sleepReading","sleepMusic"]"#), [.sleepReading, .sleepMusic])
  }

  func testDecode_unknownNamesDuplicatesAndWrongTypes_throwTypedErrors() {
    let cases: [(String, StrictJSONError.Code, String)] = [
      (#"["sleepWalking"]"#, .invalidValue, "[0]"),
      (#"["sleepMusic","SleepReading"]"#, .invalidValue, "[1]"),
      (#"["sleepMusic","sleepMusic"]"#, .invalidValue, "[1]"),
      (#"[1]"#, .typeMismatch, "[0]"),
      (#"["sleepMusic",null]"#, .missingValue, "[1]"),
      (#"4"#, .typeMismatch, ""),
      (#""sleepMusic""#, .typeMismatch, ""),
      (#"{"sleepMusic":true}"#, .typeMismatch, ""),
    ]
    for (json, code, path) in cases {
      XCTAssertThrowsError(try decode(json), json) { error in
        let error = error as? StrictJSONError
        XCTAssertEqual(error?.code, code, json)
        XCTAssertEqual(error?.path, path, json)
      }
    }
  }

  func testEncode_unnamedBits_throwsUnencodableValue() {
    XCTAssertThrowsError(try json(Options(rawValue: 1 << 12))) { error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .unencodableValue)
    }
  }

  func testFoundationCoders_useTheSameNames() throws {
    let options: Options = [.sleepJournaling, .sleepWrapUpYourDay]

    let data = try JSONEncoder().encode(options)

    XCTAssertEqual(
      String(decoding: data, as: UTF8.self),
      #"["sleepJournaling","sleepWrapUpYourDay"]"#
    )
    XCTAssertEqual(try JSONDecoder().decode(Options.self, from: data), options)
    XCTAssertThrowsError(try JSONDecoder().decode(Options.self, from: Data(#"["nap"]"#.utf8)))
  }
}
