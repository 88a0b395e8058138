import Foundation
import StandIn
import StandInSystem
import StandInTesting
import Testing

/// Code under test: waits `seconds` on the overridable continuous clock, then says it is done.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
private func waitThenFinish(_ seconds: Int, finished: Flag) async throws {
  try await ContinuousClock.overridable.sleep(for: .seconds(seconds))
  finished.set()
}

// Clocks and `Duration` need macOS 13, iOS 16, tvOS 16, watchOS 9: each test carries the gate
// (Swift Testing takes none on a suite type).
@Suite("ContinuousClock.overridable and SuspendingClock.overridable")
struct ClockTests {
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func withNothingReplacedTheRealClocksTick() async throws {
    let continuousStart = ContinuousClock.overridable.now
    let suspendingStart = SuspendingClock.overridable.now
    try await ContinuousClock.overridable.sleep(for: .milliseconds(20))
    #expect(continuousStart.duration(to: ContinuousClock.overridable.now) >= .milliseconds(20))
    #expect(suspendingStart.duration(to: SuspendingClock.overridable.now) >= .milliseconds(20))
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func aTestClockMovesOnlyWhenTheTestAdvancesIt() async throws {
    let clock = TestClock()
    let finished = Flag()
    try await withOverride(ContinuousClock.overridableSlot, with: AnyClock(clock)) {
      let work = Task { try await waitThenFinish(5, finished: finished) }
      await clock.untilSomethingSleeps()
      await clock.advance(by: .seconds(4))
      #expect(!finished.isSet)
      await clock.advance(by: .seconds(1))
      try await work.value
      #expect(finished.isSet)
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func anImmediateClockEndsEverySleepAtOnce() async throws {
    let clock = ImmediateClock()
    try await withOverride(SuspendingClock.overridableSlot, with: AnyClock(clock)) {
      let start = SuspendingClock.overridable.now
      try await SuspendingClock.overridable.sleep(for: .seconds(3_600))
      #expect(start.duration(to: SuspendingClock.overridable.now) == .seconds(3_600))
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func theTwoClocksAreReplacedSeparately() {
    let clock = ImmediateClock()
    withOverride(ContinuousClock.overridableSlot, with: AnyClock(clock)) {
      #expect(ContinuousClock.overridableSlot.isReplaced)
      #expect(!SuspendingClock.overridableSlot.isReplaced)
    }
  }
}

/// A flag set from one task and read from another.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
