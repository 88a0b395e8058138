import Dispatch
import Foundation
import StandIn
import StandInFixtures
import Testing

@Suite("withProcessWideOverrides")
struct ProcessWideOverridesTests {
  let slot = OverridableSlot("real", name: "Legacy.shared")

  @Test func reachesWorkThatCannotCarryScopes() async throws {
    let slot = self.slot
    try await withProcessWideOverrides {
      $0[slot] = "everywhere"
    } operation: {
      #expect(slot.current == "everywhere")
      #expect(onDispatchQueue { slot.current } == "everywhere")
      #expect(onNewThread { slot.current } == "everywhere")
      #expect(await Task.detached { slot.current }.value == "everywhere")
    }
    #expect(slot.current == "real")
    #expect(onDispatchQueue { slot.current } == "real")
  }

  @Test func synchronousFormBlocksUntilItsTurn() {
    let slot = self.slot
    let seen = withProcessWideOverrides {
      $0[slot] = "sync"
    } operation: {
      onNewThread { slot.current }
    }
    #expect(seen == "sync")
    #expect(onNewThread { slot.current } == "real")
  }

  @Test func otherTestsScopesKeepTheirOwnValues() async throws {
    let slot = self.slot
    let (installed, installedSignal) = AsyncStream<Void>.makeStream()
    let (checked, checkedSignal) = AsyncStream<Void>.makeStream()
    async let legacyTest: Void = withProcessWideOverrides {
      $0[slot] = "process-wide"
    } operation: {
      installedSignal.yield()
      for await _ in checked { break }
    }
    async let otherTest: (String, String) = withOverride(
      SettingsStore.$standard, with: SettingsStore(theme: "other")
    ) {
      for await _ in installed { break }
      defer { checkedSignal.yield() }
      return (slot.current, withOverride(slot, with: "own") { slot.current })
    }
    try await legacyTest
    let (seenByOtherTest, ownValue) = await otherTest
    #expect(seenByOtherTest == "real")
    #expect(ownValue == "own")
  }

  @Test func nestedScopesWinAndDoNotWaitForThemselves() async throws {
    let slot = self.slot
    try await withProcessWideOverrides {
      $0[slot] = "outer"
    } operation: {
      try await withProcessWideOverrides {
        $0[slot] = "inner"
      } operation: {
        #expect(onDispatchQueue { slot.current } == "inner")
      }
      #expect(onDispatchQueue { slot.current } == "outer")
    }
  }

  @Test func twoTestsUsingItNeverOverlap() async throws {
    let slot = self.slot
    let gauge = Gauge()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          try await withProcessWideOverrides {
            $0[slot] = "test \(index)"
          } operation: {
            gauge.enter()
            try await Task.sleep(for: .milliseconds(2))
            #expect(onDispatchQueue { slot.current } == "test \(index)")
            gauge.leave()
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(gauge.mostInsideAtOnce == 1)
    #expect(slot.current == "real")
  }

  @Test func aCancelledWaiterGivesUpAndTheGateStaysUsable() async throws {
    let slot = self.slot
    let (holding, holdingSignal) = AsyncStream<Void>.makeStream()
    let (release, releaseSignal) = AsyncStream<Void>.makeStream()
    let holder = Task {
      try await withProcessWideOverrides {
        $0[slot] = "holder"
      } operation: {
        holdingSignal.yield()
        for await _ in release { break }
      }
    }
    for await _ in holding { break }
    let waiter = Task {
      try await withProcessWideOverrides {
        $0[slot] = "waiter"
      } operation: {
        Issue.record("a cancelled waiter must not run")
      }
    }
    try await Task.sleep(for: .milliseconds(20))
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }
    releaseSignal.yield()
    try await holder.value
    let after = try await withProcessWideOverrides {
      $0[slot] = "after"
    } operation: {
      onDispatchQueue { slot.current }
    }
    #expect(after == "after")
  }

  @Test func restoresWhenTheOperationThrows() async {
    struct Failure: Error {}
    let slot = self.slot
    await #expect(throws: Failure.self) {
      try await withProcessWideOverrides {
        $0[slot] = "thrown"
      } operation: {
        throw Failure()
      }
    }
    #expect(onDispatchQueue { slot.current } == "real")
    #expect(!slot.isReplaced)
  }
}

/// Counts how many tasks are inside a region at once, and the most there ever were.
private final class Gauge: @unchecked Sendable {
  private let lock = NSLock()
  private var inside = 0
  private var most = 0

  var mostInsideAtOnce: Int { lock.withLock { most } }

  func enter() {
    lock.withLock {
      inside += 1
      most = max(most, inside)
    }
  }

  func leave() {
    lock.withLock { inside -= 1 }
  }
}
