import Foundation
import StandIn
import StandInSystem
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One built-in stand-in, seen from outside: how a test installs its double number `id`, and
/// which double the accessor production code calls hands out where it is read. The isolation
/// tests run every built-in through the same checks with these.
struct BuiltIn: Sendable, CustomTestStringConvertible {
  let name: String
  /// Runs `body` with double number `id` (1 or more) installed, as a test installs it.
  let installing:
    @Sendable (_ id: Int, _ body: @Sendable () async throws -> Void) async throws -> Void
  /// The number of the double the accessor hands out here, or `nil` for the real instance.
  let observed: @Sendable () async throws -> Int?

  var testDescription: String { name }

  /// Every built-in this platform has.
  static let all: [BuiltIn] = {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return foundation }
    return foundation + clocks
  }()

  /// The clocks, which need macOS 13, iOS 16, tvOS 16, watchOS 9.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  private static let clocks: [BuiltIn] = [
    BuiltIn(name: "ContinuousClock.overridable") { id, body in
      let clock = TestClock()
      clock.minimumResolution = .seconds(id)
      try await withOverride(
        ContinuousClock.overridableSlot, with: AnyClock(clock), operation: body)
    } observed: {
      let resolution = ContinuousClock.overridable.minimumResolution
      return resolution >= .seconds(1) ? Int(resolution.components.seconds) : nil
    },
    BuiltIn(name: "SuspendingClock.overridable") { id, body in
      let clock = TestClock()
      clock.minimumResolution = .seconds(id)
      try await withOverride(
        SuspendingClock.overridableSlot, with: AnyClock(clock), operation: body)
    } observed: {
      let resolution = SuspendingClock.overridable.minimumResolution
      return resolution >= .seconds(1) ? Int(resolution.components.seconds) : nil
    },
  ]

  /// The built-ins of Foundation's types.
  private static let foundation: [BuiltIn] = [
    BuiltIn(name: "Date.overridable") { id, body in
      try await withOverride(
        Date.overridableSlot, with: .constant(Date(timeIntervalSince1970: Double(id))),
        operation: body)
    } observed: {
      let seconds = Date.overridable().timeIntervalSince1970
      return seconds < 1_000_000 ? Int(seconds) : nil
    },
    BuiltIn(name: "UUID.overridable") { id, body in
      try await withOverride(
        UUID.overridableSlot, with: .constant(UUID(UInt64(id))), operation: body)
    } observed: {
      let uuid = UUID.overridable()
      return uuid.uuidString.hasPrefix("00000000-0000-0000-0000-")
        ? Int(uuid.uuidString.suffix(12), radix: 16) : nil
    },
    BuiltIn(name: "OverridableRandomNumberGenerator") { id, body in
      try await withOverride(
        OverridableRandomNumberGenerator.overridableSlot,
        with: RandomNumberSource(Repeating(value: UInt64(id))), operation: body)
    } observed: {
      var random = OverridableRandomNumberGenerator()
      let bits = random.next()
      // The system's generator gives a number this small once in 2^44 draws.
      return bits < 1_000_000 ? Int(bits) : nil
    },
    BuiltIn(name: "FileManager.overridable") { id, body in
      try await withSandboxFileManager { files in
        let marker = files.temporaryDirectory.appendingPathComponent(markerName)
        try Data("\(id)".utf8).write(to: marker)
        try await body()
      }
    } observed: {
      let files = FileManager.overridable
      let marker = files.temporaryDirectory.appendingPathComponent(markerName)
      return files.contents(atPath: marker.path).flatMap {
        Int(String(decoding: $0, as: UTF8.self))
      }
    },
    BuiltIn(name: "UserDefaults.overridable") { id, body in
      try await withTestUserDefaults { defaults in
        defaults.set(id, forKey: markerName)
        try await body()
      }
    } observed: {
      UserDefaults.overridable.object(forKey: markerName) as? Int
    },
    BuiltIn(name: "URLSession.overridable") { id, body in
      try await withURLStubs { stubs in
        stubs.stub("https://isolation.invalid/id", with: .text("\(id)"))
        try await body()
      }
    } observed: {
      let session = URLSession.overridable
      // Never ask the real session: the check must not reach the network.
      guard session !== URLSession.shared else { return nil }
      let (data, _) = try await session.data(from: URL(string: "https://isolation.invalid/id")!)
      return Int(String(decoding: data, as: UTF8.self))
    },
    BuiltIn(name: "ProcessInfo.overridable") { id, body in
      try await withOverride(
        ProcessInfo.overridableSlot,
        with: OverridableProcessInfo(environment: [markerName: "\(id)"]),
        operation: body)
    } observed: {
      ProcessInfo.overridable.environment[markerName].flatMap { Int($0) }
    },
    BuiltIn(name: "Bundle.overridable") { id, body in
      try await withOverride(Bundle.overridableSlot, with: try bundleDirectory(id), operation: body)
    } observed: {
      let path = Bundle.overridable.bundlePath
      return path.contains("\(markerName)-") ? Int(path.split(separator: "-").last!) : nil
    },
    BuiltIn(name: "Locale.overridable") { id, body in
      try await withOverride(
        Locale.overridableSlot, with: Locale(identifier: "\(markerName)_\(id)"), operation: body)
    } observed: {
      let identifier = Locale.overridable.identifier
      return identifier.hasPrefix(markerName) ? Int(identifier.split(separator: "_").last!) : nil
    },
    BuiltIn(name: "TimeZone.overridable") { id, body in
      try await withOverride(
        TimeZone.overridableSlot, with: TimeZone(secondsFromGMT: id * 60 + 7)!, operation: body)
    } observed: {
      // Real time zones are whole minutes from GMT; these doubles are 7 seconds off.
      let seconds = TimeZone.overridable.secondsFromGMT()
      return seconds % 60 == 7 ? seconds / 60 : nil
    },
    BuiltIn(name: "Calendar.overridable") { id, body in
      var calendar = Calendar(identifier: .gregorian)
      calendar.locale = Locale(identifier: "\(markerName)_\(id)")
      try await withOverride(Calendar.overridableSlot, with: calendar, operation: body)
    } observed: {
      let identifier = Calendar.overridable.locale?.identifier ?? ""
      return identifier.hasPrefix(markerName) ? Int(identifier.split(separator: "_").last!) : nil
    },
  ]
}

/// The name the doubles carry their number under: a file, a key, a variable, a locale.
private let markerName = "standinIsolation"

/// A generator that answers `value` every time.
struct Repeating: RandomNumberGenerator, Sendable {
  let value: UInt64
  mutating func next() -> UInt64 { value }
}

/// A bundle made from a directory of its own, `…/standinIsolation-<id>`.
private func bundleDirectory(_ id: Int) throws -> Bundle {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("StandInSystemTests", isDirectory: true)
    .appendingPathComponent("\(markerName)-\(id)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return Bundle(url: directory)!
}
