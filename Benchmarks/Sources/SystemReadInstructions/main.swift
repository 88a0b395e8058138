import Foundation
import StandInSystem

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Figure 7 in instructions, not seconds: run under callgrind (see system-instruction-count.sh).
// Each reader is called 100,000 times, with nothing replaced; callgrind reports each reader's
// inclusive instruction count. The readers pair up: readXDirect calls the system API,
// readXOverridable the built-in stand-in for it. Readers of the same shape add different
// constants, so that the optimizer cannot merge them into one function.

@inline(never) func take(_ object: AnyObject) -> Int { ObjectIdentifier(object).hashValue }

@inline(never) func readDateDirect(_ sum: Int) -> Int {
  sum &+ Int(Date().timeIntervalSinceReferenceDate)
}
@inline(never) func readDateOverridable(_ sum: Int) -> Int {
  sum &+ Int(Date.overridable().timeIntervalSinceReferenceDate)
}
@inline(never) func readUUIDDirect(_ sum: Int) -> Int { sum &+ Int(UUID().uuid.15) }
@inline(never) func readUUIDOverridable(_ sum: Int) -> Int {
  sum &+ Int(UUID.overridable().uuid.15)
}
@inline(never) func readRandomDirect(_ sum: Int) -> Int { sum &+ Int.random(in: 1...100) }
@inline(never) func readRandomOverridable(_ sum: Int) -> Int {
  var random = OverridableRandomNumberGenerator()
  return sum &+ Int.random(in: 1...100, using: &random)
}
@inline(never) func readFileManagerDirect(_ sum: Int) -> Int {
  sum &+ take(FileManager.default) &+ 1
}
@inline(never) func readFileManagerOverridable(_ sum: Int) -> Int {
  sum &+ take(FileManager.overridable) &+ 1
}
@inline(never) func readFileExistsDirect(_ sum: Int) -> Int {
  sum &+ (FileManager.default.fileExists(atPath: "/") ? 1 : 0)
}
@inline(never) func readFileExistsOverridable(_ sum: Int) -> Int {
  sum &+ (FileManager.overridable.fileExists(atPath: "/") ? 1 : 0)
}
@inline(never) func readUserDefaultsDirect(_ sum: Int) -> Int {
  sum &+ take(UserDefaults.standard) &+ 2
}
@inline(never) func readUserDefaultsOverridable(_ sum: Int) -> Int {
  sum &+ take(UserDefaults.overridable) &+ 2
}
@inline(never) func readURLSessionDirect(_ sum: Int) -> Int {
  sum &+ take(URLSession.shared) &+ 3
}
@inline(never) func readURLSessionOverridable(_ sum: Int) -> Int {
  sum &+ take(URLSession.overridable) &+ 3
}
@inline(never) func readClockDirect(_ sum: Int) -> Int {
  let clock = ContinuousClock()
  return sum &+ Int(clock.now.duration(to: clock.now).components.attoseconds)
}
@inline(never) func readClockOverridable(_ sum: Int) -> Int {
  let clock = ContinuousClock.overridable
  return sum &+ Int(clock.now.duration(to: clock.now).components.attoseconds)
}

/// The readers in pairs: the system API, then the built-in that stands in for it.
let pairs: [(name: String, system: (Int) -> Int, standIn: (Int) -> Int)] = [
  ("Date", readDateDirect, readDateOverridable),
  ("UUID", readUUIDDirect, readUUIDOverridable),
  ("Random", readRandomDirect, readRandomOverridable),
  ("FileManager", readFileManagerDirect, readFileManagerOverridable),
  ("FileExists", readFileExistsDirect, readFileExistsOverridable),
  ("UserDefaults", readUserDefaultsDirect, readUserDefaultsOverridable),
  ("URLSession", readURLSessionDirect, readURLSessionOverridable),
  ("Clock", readClockDirect, readClockOverridable),
]

var sum = 0
if CommandLine.arguments.dropFirst().first == "time" {
  // In time rather than instructions: 1,000,000 reads of each reader, the two of a pair one
  // after the other, seven rounds; prints each pair's median time per read and their ratio.
  let reads = 1_000_000
  func nanosecondsPerRead(_ read: (Int) -> Int) -> Double {
    let start = ContinuousClock.now
    for _ in 0..<reads { sum = read(sum) }
    let elapsed = (ContinuousClock.now - start).components
    return (Double(elapsed.seconds) * 1e18 + Double(elapsed.attoseconds)) / 1e9 / Double(reads)
  }
  for pair in pairs {
    var system: [Double] = []
    var standIn: [Double] = []
    for _ in 0..<7 {
      system.append(nanosecondsPerRead(pair.system))
      standIn.append(nanosecondsPerRead(pair.standIn))
    }
    let medians = (system.sorted()[3], standIn.sorted()[3])
    print(
      pair.name, "system", medians.0, "ns", "StandIn", medians.1, "ns", "ratio",
      medians.1 / medians.0)
  }
} else {
  // Each reader called directly, so that callgrind counts it as a function of its own.
  let reads = 100_000
  for _ in 0..<reads { sum = readDateDirect(sum) }
  for _ in 0..<reads { sum = readDateOverridable(sum) }
  for _ in 0..<reads { sum = readUUIDDirect(sum) }
  for _ in 0..<reads { sum = readUUIDOverridable(sum) }
  for _ in 0..<reads { sum = readRandomDirect(sum) }
  for _ in 0..<reads { sum = readRandomOverridable(sum) }
  for _ in 0..<reads { sum = readFileManagerDirect(sum) }
  for _ in 0..<reads { sum = readFileManagerOverridable(sum) }
  for _ in 0..<reads { sum = readFileExistsDirect(sum) }
  for _ in 0..<reads { sum = readFileExistsOverridable(sum) }
  for _ in 0..<reads { sum = readUserDefaultsDirect(sum) }
  for _ in 0..<reads { sum = readUserDefaultsOverridable(sum) }
  for _ in 0..<reads { sum = readURLSessionDirect(sum) }
  for _ in 0..<reads { sum = readURLSessionOverridable(sum) }
  for _ in 0..<reads { sum = readClockDirect(sum) }
  for _ in 0..<reads { sum = readClockOverridable(sum) }
}
print(sum)
