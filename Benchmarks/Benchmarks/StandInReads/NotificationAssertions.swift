@preconcurrency import Benchmark
import Foundation
import StandInMacros

/// Figure 8: one observing or posting assertion on a busy test center, 5,000 registrations or
/// posts, where the observer asked about holds a 32,000-element set beside its token (the shape
/// that took 105–162 s per `assertNotObserving(_:by:)` in a debug build before issue 18). The
/// assertions pass, as in a green test; "ps per read" is the time of one assertion.
func notificationAssertionBenchmarks() {
  assertionBenchmark("assertNotObserving(_:by:), 5,000 registrations") { busy in
    busy.center.assertNotObserving(busy.unobserved, by: busy.observer)
  }
  assertionBenchmark("assertObserving(_:by:), 5,000 registrations") { busy in
    busy.center.assertObserving(busy.observed, by: busy.observer)
  }
  assertionBenchmark("assertNotObserving(_:by:), observer holding 5,000 tokens") { busy in
    busy.center.assertNotObserving(busy.unobserved, by: busy.registry)
  }
  assertionBenchmark("assertNotObserving(_:), 5,000 registrations") { busy in
    busy.center.assertNotObserving(busy.unobserved)
  }
  assertionBenchmark("assertPosted(_:userInfo:count:), 5,000 posts") { busy in
    busy.center.assertPosted(busy.observed, userInfo: ["index": 4_999], count: 1).count == 1
  }
  assertionBenchmark("assertNothingElsePosted(), 5,000 posts") { busy in
    busy.center.assertNothingElsePosted()
  }
}

/// Registers benchmark "8 `name`", which times one call of `assertion` on the busy center.
private func assertionBenchmark(
  _ name: String, _ assertion: @escaping @Sendable (BusyCenter) -> Bool
) {
  let oneCall = configuration(reads: .one, maxDuration: .seconds(3), warmupIterations: 2)
  Benchmark("8 \(name)", configuration: oneCall) { benchmark in
    let busy = busyCenter
    measureReads(benchmark) { sum in sum &+ (assertion(busy) ? 1 : 0) }
  }
}

/// Made once, the first time a figure-8 benchmark runs.
private let busyCenter = BusyCenter()

/// A test center with 5,000 block registrations: 4,999 whose tokens a registry holds in an
/// array, and one whose token the observer holds beside a 32,000-element set; then 5,000 posts,
/// all of them already checked by an assertion.
private final class BusyCenter: @unchecked Sendable {
  final class Observer {
    var token: (any NSObjectProtocol)?
    var seen = Set((0..<32_000).map { "item-\($0)" })
  }

  final class Registry {
    var tokens: [any NSObjectProtocol] = []
  }

  let center = TestNotificationCenter()
  let observer = Observer()
  let registry = Registry()
  let observed = Notification.Name("StandInBenchmarks.observed")
  let unobserved = Notification.Name("StandInBenchmarks.unobserved")

  init() {
    for index in 0..<4_999 {
      let name = Notification.Name("StandInBenchmarks.other.\(index % 100)")
      registry.tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { _ in })
    }
    observer.token = center.addObserver(forName: observed, object: nil, queue: nil) { _ in }
    for index in 0..<5_000 {
      center.post(name: observed, object: nil, userInfo: ["index": index])
    }
    center.assertPosted(observed, count: 5_000)
  }
}
