import Foundation
import StandInSystem

// Figure 7 in instructions, not seconds: run under callgrind (see system-instruction-count.sh).
// Each reader is called 100,000 times, with nothing replaced; callgrind reports each reader's
// inclusive instruction count. The readers pair up: readXSystem calls the system API,
// readXStandIn the built-in stand-in for it.

@inline(never) func take(_ object: AnyObject) -> Int { ObjectIdentifier(object).hashValue }

@inline(never) func readDateSystem(_ sum: Int) -> Int {
  sum &+ Int(Date().timeIntervalSinceReferenceDate)
}
@inline(never) func readDateStandIn(_ sum: Int) -> Int {
  sum &+ Int(Date.overridable().timeIntervalSinceReferenceDate)
}
@inline(never) func readUUIDSystem(_ sum: Int) -> Int { sum &+ Int(UUID().uuid.15) }
@inline(never) func readUUIDStandIn(_ sum: Int) -> Int { sum &+ Int(UUID.overridable().uuid.15) }
@inline(never) func readRandomSystem(_ sum: Int) -> Int { sum &+ Int.random(in: 1...100) }
@inline(never) func readRandomStandIn(_ sum: Int) -> Int {
  var random = OverridableRandomNumberGenerator()
  return sum &+ Int.random(in: 1...100, using: &random)
}
@inline(never) func readFileManagerSystem(_ sum: Int) -> Int { sum &+ take(FileManager.default) }
@inline(never) func readFileManagerStandIn(_ sum: Int) -> Int {
  sum &+ take(FileManager.overridable)
}
@inline(never) func readFileExistsSystem(_ sum: Int) -> Int {
  sum &+ (FileManager.default.fileExists(atPath: "/") ? 1 : 0)
}
@inline(never) func readFileExistsStandIn(_ sum: Int) -> Int {
  sum &+ (FileManager.overridable.fileExists(atPath: "/") ? 1 : 0)
}
@inline(never) func readUserDefaultsSystem(_ sum: Int) -> Int {
  sum &+ take(UserDefaults.standard)
}
@inline(never) func readUserDefaultsStandIn(_ sum: Int) -> Int {
  sum &+ take(UserDefaults.overridable)
}
@inline(never) func readClockSystem(_ sum: Int) -> Int {
  sum &+ Int(ContinuousClock().now.duration(to: ContinuousClock().now).components.attoseconds)
}
@inline(never) func readClockStandIn(_ sum: Int) -> Int {
  let clock = ContinuousClock.overridable
  return sum &+ Int(clock.now.duration(to: clock.now).components.attoseconds)
}

let reads = 100_000
var sum = 0
for read in [
  readDateSystem, readDateStandIn, readUUIDSystem, readUUIDStandIn, readRandomSystem,
  readRandomStandIn, readFileManagerSystem, readFileManagerStandIn, readFileExistsSystem,
  readFileExistsStandIn, readUserDefaultsSystem, readUserDefaultsStandIn, readClockSystem,
  readClockStandIn,
] {
  for _ in 0..<reads { sum = read(sum) }
}
print(sum)
