import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class ManualWallClockTests: XCTestCase {
  func testSleepers_wakeInDeadlineOrder_whenTheClockPassesTheirDeadline() async throws {
    let clock = ManualWallClock(now: .testNow)
    let woken = AsyncStream<Int>.makeStream()
    for seconds in [30, 10, 20] {
      Task {
        try await clock.sleep(for: .seconds(seconds))
        woken.continuation.yield(seconds)
      }
    }
    while clock.sleeperCount < 3 { await Task.yield() }

    await clock.advance(by: .seconds(15))
    var iterator = woken.stream.makeAsyncIterator()
    let first = await iterator.next()
    await clock.advance(by: .seconds(15))
    let second = await iterator.next()
    let third = await iterator.next()

    XCTAssertEqual([first, second, third], [10, 20, 30])
    XCTAssertEqual(clock.now, Date.testNow.addingTimeInterval(30))
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testSleepUntilThePast_returnsAtOnce_andTheClockNeverGoesBack() async throws {
    let clock = ManualWallClock(now: .testNow)

    try await clock.sleep(until: .testNow.addingTimeInterval(-60))
    await clock.advance(to: .testNow.addingTimeInterval(-3_600))

    XCTAssertEqual(clock.now, .testNow)
  }

  func testCancellingASleeper_throwsCancellation() async throws {
    let clock = ManualWallClock(now: .testNow)
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    while clock.sleeperCount < 1 { await Task.yield() }

    sleeper.cancel()

    await assertThrowsError({ try await sleeper.value }) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(clock.sleeperCount, 0)
  }
}
