@preconcurrency import Benchmark
import Foundation
import StandInMacros
import Synchronization

/// Figure 6: a post with one observer through `NotificationCenter.overridable` (nothing
/// installed, so it forwards to `NotificationCenter.default`), against the same post through
/// `NotificationCenter.default` directly; and, for scale, the same post to a test's
/// `TestNotificationCenter`, which records it.
func notificationPostBenchmarks() {
  let posts = configuration(reads: .kilo)
  Benchmark("6 post, NotificationCenter.default", configuration: posts) { benchmark in
    withOneObserver(on: .default) { measureReads(benchmark, postToDefault) }
  }
  Benchmark("6 post, NotificationCenter.overridable", configuration: posts) { benchmark in
    withOneObserver(on: .default) { measureReads(benchmark, postToOverridable) }
  }
  Benchmark("6 post, TestNotificationCenter (records)", configuration: posts) { benchmark in
    let center = TestNotificationCenter()
    withOverride(NotificationCenter.overridableSlot, with: center) {
      withOneObserver(on: center.underlying) { measureReads(benchmark, postToOverridable) }
    }
  }
}

private let benchmarkNotification = Notification.Name("StandInBenchmarks.post")
private let deliveries = Atomic<Int>(0)

/// Runs `body` with one block observer of the benchmark's notification registered on `center`.
private func withOneObserver(on center: NotificationCenter, _ body: () -> Void) {
  let token = center.addObserver(forName: benchmarkNotification, object: nil, queue: nil) { _ in
    deliveries.add(1, ordering: .relaxed)
  }
  body()
  center.removeObserver(token)
}

@inline(never)
private func postToDefault(_ sum: Int) -> Int {
  NotificationCenter.default.post(name: benchmarkNotification, object: nil)
  return sum &+ 1
}

@inline(never)
private func postToOverridable(_ sum: Int) -> Int {
  NotificationCenter.overridable.post(name: benchmarkNotification, object: nil)
  return sum &+ 1
}
