import Dispatch
import Foundation
import StandIn
import StandInFixtures
import StandInTestSupport
import Testing

/// Each test uses a slot of its own, so no other test running in parallel reads or replaces it.
@Suite("Work that escapes the scope")
struct EscapingWorkTests {
  let slot = OverridableSlot("real", name: "Local.value")

  @Test func dispatchThreadsAndDetachedTasksDoNotInheritTheScope() async {
    let slot = self.slot
    // Under Swift Testing the escaped reads may or may not be attributed to this test, depending
    // on which other tests run at the time: collect whatever is reported.
    _ = await collectingIssues {
      await withOverride(slot, with: "scoped") {
        #expect(onDispatchQueue { slot.current } == "real")
        #expect(onNewThread { slot.current } == "real")
        #expect(await Task.detached { slot.current }.value == "real")
      }
    }
  }

  @Test func carryingOverridesReachesDispatchQueues() async {
    let slot = self.slot
    await withOverride(slot, with: "carried") {
      let value = await withCheckedContinuation { continuation in
        DispatchQueue.global().async(
          execute: carryingOverrides { continuation.resume(returning: slot.current) }
        )
      }
      #expect(value == "carried")
    }
  }

  @Test func carryingOverridesPassesCallbackArguments() {
    let slot = self.slot
    withOverride(slot, with: "callback") {
      let callback = carryingOverrides { (prefix: String, count: Int) in
        "\(prefix)\(slot.current)\(count)"
      }
      #expect(onNewThread { callback("<", 3) } == "<callback3")
    }
  }

  @Test func carryingOverridesReachesDetachedTasks() async throws {
    let slot = self.slot
    try await withOverride(slot, with: "detached") {
      let value = try await Task.detached(
        operation: carryingOverrides {
          try await Task.sleep(for: .milliseconds(1))
          return slot.current
        }
      ).value
      #expect(value == "detached")
    }
  }

  @Test func carriedOverridesRunOnThreads() {
    let slot = self.slot
    withOverrides {
      $0[slot] = "thread"
      $0[SettingsStore.$standard] = SettingsStore(theme: "thread")
    } operation: {
      let overrides = CarriedOverrides.current
      let seen = onNewThread { overrides.run { (slot.current, SettingsStore.standard.theme) } }
      #expect(seen == ("thread", "thread"))
    }
  }

  @Test func carriedOverridesRunAsyncWork() async {
    let slot = self.slot
    await withOverride(slot, with: "outer") {
      let carried = await withOverride(slot, with: "inner") {
        let overrides = CarriedOverrides.current
        return await Task.detached {
          await overrides.run {
            await Task.yield()
            return slot.current
          }
        }.value
      }
      #expect(carried == "inner")
    }
  }

  @Test func carriedWorkRunningAfterItsScopeEndedSeesTheRealInstance() {
    let slot = self.slot
    let late = withOverride(slot, with: "ended") { carryingOverrides { slot.current } }
    #expect(late() == "real")
    #expect(onDispatchQueue { late() } == "real")
  }

  @Test func carryingOutsideAnyScopeCarriesNothing() {
    let slot = self.slot
    let work = carryingOverrides { slot.current }
    withOverride(slot, with: "not carried") {
      #expect(onDispatchQueue { work() } == "real")
    }
  }

  /// Two tests run at once: one replaced the slot, the other did not and read it from escaping
  /// work. The read may belong to either, so nobody is told. (Each `async let` below opens its
  /// own root scope, as two parallel tests would.)
  @Test func aParallelTestThatDidNotReplaceTheSlotCausesNoReport() async {
    let slot = self.slot
    let issues = await collectingIssues {
      let (replaced, replacedSignal) = AsyncStream<Void>.makeStream()
      let (read, readSignal) = AsyncStream<Void>.makeStream()
      async let replacingTest: Void = withOverride(slot, with: "stand-in") {
        replacedSignal.yield()
        for await _ in read { break }
      }
      async let otherTest: Void = withOverride(
        SettingsStore.$standard, with: SettingsStore(theme: "other test")
      ) {
        for await _ in replaced { break }
        #expect(onDispatchQueue { slot.current } == "real")
        readSignal.yield()
      }
      _ = await (replacingTest, otherTest)
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  /// A parallel test that reads the slot in its own task, where it rightly sees the real
  /// instance, is never reported, whichever tests are running.
  @Test func aParallelTestReadingTheSlotInItsOwnTaskCausesNoReport() async {
    let slot = self.slot
    let issues = await collectingIssues {
      let (replaced, replacedSignal) = AsyncStream<Void>.makeStream()
      let (read, readSignal) = AsyncStream<Void>.makeStream()
      async let replacingTest: Void = withOverride(slot, with: "stand-in") {
        replacedSignal.yield()
        for await _ in read { break }
        #expect(slot.current == "stand-in")
      }
      async let otherTest: Void = {
        for await _ in replaced { break }
        #expect(slot.current == "real")
        readSignal.yield()
      }()
      _ = await (replacingTest, otherTest)
    }
    #expect(issues.isEmpty, "\(issues)")
  }
}
