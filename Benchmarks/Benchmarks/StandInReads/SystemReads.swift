@preconcurrency import Benchmark
import Foundation
import StandInSystem

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Figure 7: each built-in stand-in of StandInSystem read with nothing replaced, beside the
/// system API it stands in for, read the same way. Names pair up: "7 <what>: system" and
/// "7 <what>: StandIn".
func systemReadBenchmarks() {
  let reads = configuration(reads: Reads.fast)
  let pairs: [(String, (Int) -> Int, (Int) -> Int)] = [
    ("Date()", readDateSystem, readDateStandIn),
    ("Date.now", readDateNowSystem, readDateNowStandIn),
    ("UUID()", readUUIDSystem, readUUIDStandIn),
    ("Int.random(in: 1...100)", readRandomSystem, readRandomStandIn),
    ("FileManager.default", readFileManagerSystem, readFileManagerStandIn),
    ("UserDefaults.standard", readUserDefaultsSystem, readUserDefaultsStandIn),
    ("URLSession.shared", readURLSessionSystem, readURLSessionStandIn),
    ("Bundle.main", readBundleSystem, readBundleStandIn),
    ("ProcessInfo.processInfo.processIdentifier", readProcessSystem, readProcessStandIn),
    ("Locale.current", readLocaleSystem, readLocaleStandIn),
    ("TimeZone.current", readTimeZoneSystem, readTimeZoneStandIn),
    ("Calendar.current", readCalendarSystem, readCalendarStandIn),
    ("ContinuousClock().now", readClockSystem, readClockStandIn),
  ]
  for (name, system, standIn) in pairs {
    Benchmark("7 \(name): system", configuration: reads) { measureReads($0, system) }
    Benchmark("7 \(name): StandIn", configuration: reads) { measureReads($0, standIn) }
  }
}

/// Takes an object, so a read of a shared instance cannot be dropped.
@inline(never) private func take(_ object: AnyObject) -> Int { ObjectIdentifier(object).hashValue }
/// Takes a value, so a read of a value cannot be dropped.
@inline(never) private func take<Value>(_ value: Value) -> Int { MemoryLayout.size(ofValue: value) }

@inline(never) private func readDateSystem(_ sum: Int) -> Int {
  sum &+ Int(Date().timeIntervalSinceReferenceDate)
}
@inline(never) private func readDateStandIn(_ sum: Int) -> Int {
  sum &+ Int(Date.overridable().timeIntervalSinceReferenceDate)
}
@inline(never) private func readDateNowSystem(_ sum: Int) -> Int {
  sum &+ Int(Date.now.timeIntervalSinceReferenceDate)
}
@inline(never) private func readDateNowStandIn(_ sum: Int) -> Int {
  sum &+ Int(Date.overridable.now.timeIntervalSinceReferenceDate)
}
@inline(never) private func readUUIDSystem(_ sum: Int) -> Int { sum &+ Int(UUID().uuid.15) }
@inline(never) private func readUUIDStandIn(_ sum: Int) -> Int {
  sum &+ Int(UUID.overridable().uuid.15)
}
@inline(never) private func readRandomSystem(_ sum: Int) -> Int { sum &+ Int.random(in: 1...100) }
@inline(never) private func readRandomStandIn(_ sum: Int) -> Int {
  var random = OverridableRandomNumberGenerator()
  return sum &+ Int.random(in: 1...100, using: &random)
}
@inline(never) private func readFileManagerSystem(_ sum: Int) -> Int {
  sum &+ take(FileManager.default)
}
@inline(never) private func readFileManagerStandIn(_ sum: Int) -> Int {
  sum &+ take(FileManager.overridable)
}
@inline(never) private func readUserDefaultsSystem(_ sum: Int) -> Int {
  sum &+ take(UserDefaults.standard)
}
@inline(never) private func readUserDefaultsStandIn(_ sum: Int) -> Int {
  sum &+ take(UserDefaults.overridable)
}
@inline(never) private func readURLSessionSystem(_ sum: Int) -> Int {
  sum &+ take(URLSession.shared)
}
@inline(never) private func readURLSessionStandIn(_ sum: Int) -> Int {
  sum &+ take(URLSession.overridable)
}
@inline(never) private func readBundleSystem(_ sum: Int) -> Int { sum &+ take(Bundle.main) }
@inline(never) private func readBundleStandIn(_ sum: Int) -> Int { sum &+ take(Bundle.overridable) }
@inline(never) private func readProcessSystem(_ sum: Int) -> Int {
  sum &+ Int(ProcessInfo.processInfo.processIdentifier)
}
@inline(never) private func readProcessStandIn(_ sum: Int) -> Int {
  sum &+ Int(ProcessInfo.overridable.processIdentifier)
}
@inline(never) private func readLocaleSystem(_ sum: Int) -> Int { sum &+ take(Locale.current) }
@inline(never) private func readLocaleStandIn(_ sum: Int) -> Int { sum &+ take(Locale.overridable) }
@inline(never) private func readTimeZoneSystem(_ sum: Int) -> Int { sum &+ take(TimeZone.current) }
@inline(never) private func readTimeZoneStandIn(_ sum: Int) -> Int {
  sum &+ take(TimeZone.overridable)
}
@inline(never) private func readCalendarSystem(_ sum: Int) -> Int { sum &+ take(Calendar.current) }
@inline(never) private func readCalendarStandIn(_ sum: Int) -> Int {
  sum &+ take(Calendar.overridable)
}
@inline(never) private func readClockSystem(_ sum: Int) -> Int {
  sum &+ take(ContinuousClock().now)
}
@inline(never) private func readClockStandIn(_ sum: Int) -> Int {
  sum &+ take(ContinuousClock.overridable.now)
}
