import StandIn
import StandInSystem
import StandInTesting
import XCTest

// Clocks and `Duration` need macOS 13, iOS 16, tvOS 16, watchOS 9.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class ClockXCTests: StandInTestCase {
  func testATestClockInstalledForTheRestOfTheTest() async throws {
    let clock = TestClock()
    override(ContinuousClock.overridableSlot, with: AnyClock(clock))
    let sleeper = Task { try await ContinuousClock.overridable.sleep(for: .seconds(10)) }
    await clock.untilSomethingSleeps()
    await clock.advance(by: .seconds(10))
    try await sleeper.value
    await clock.run()
  }
}
