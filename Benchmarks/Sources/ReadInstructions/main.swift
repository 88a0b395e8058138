import CrossModuleSingletons
import Foundation
import StandInMacros

// Counts instructions, not seconds: run under callgrind (see instruction-count.sh), which counts
// the same total on every run whatever else the machine is doing. Each reader is called 100,000
// times; callgrind reports each reader's inclusive instruction count.

final class Analytics: Sendable {
  static let plain = Analytics(id: CommandLine.arguments.count)
  @Overridable static var shared = Analytics(id: CommandLine.arguments.count)

  let id: Int
  init(id: Int) { self.id = id }
  @inline(never) func track() -> Int { id }
}

@inline(never) func readPlainStaticLet(_ sum: Int) -> Int { sum &+ Analytics.plain.track() }
@inline(never) func readOverridable(_ sum: Int) -> Int { sum &+ Analytics.shared.track() }
@inline(never) func readOverridableReplaced(_ sum: Int) -> Int {
  sum &+ Analytics.shared.track() &+ 1
}
@inline(never) func readCrossModulePlain(_ sum: Int) -> Int { sum &+ RemoteAnalytics.plain.track() }
@inline(never) func readCrossModuleOverridable(_ sum: Int) -> Int {
  sum &+ RemoteAnalytics.shared.track()
}

// Figure 6: a post with one observer, through NotificationCenter.overridable and directly.
let posted = Notification.Name("ReadInstructions.post")
@inline(never) func readPostDefault(_ sum: Int) -> Int {
  NotificationCenter.default.post(name: posted, object: nil)
  return sum &+ 1
}
@inline(never) func readPostOverridable(_ sum: Int) -> Int {
  NotificationCenter.overridable.post(name: posted, object: nil)
  return sum &+ 1
}

// Create every shared instance and slot before the measured readers run, so that no reader's
// count includes a one-time initialization.
_ = (Analytics.plain, Analytics.shared, RemoteAnalytics.plain, RemoteAnalytics.shared)
_ = NotificationCenter.overridable

let reads = 100_000
var sum = 0
for _ in 0..<reads { sum = readPlainStaticLet(sum) }
for _ in 0..<reads { sum = readOverridable(sum) }
for _ in 0..<reads { sum = readCrossModulePlain(sum) }
for _ in 0..<reads { sum = readCrossModuleOverridable(sum) }
withOverride(Analytics.$shared, with: Analytics(id: 2)) {
  for _ in 0..<reads { sum = readOverridableReplaced(sum) }
}
let observer = NotificationCenter.default.addObserver(forName: posted, object: nil, queue: nil) {
  _ in
}
for _ in 0..<reads { sum = readPostDefault(sum) }
for _ in 0..<reads { sum = readPostOverridable(sum) }
NotificationCenter.default.removeObserver(observer)
print(sum)
