import Foundation

/// What a strict test requires: that every slot it reads is replaced, except the slots it allows
/// to be real.
///
/// A test that forgets to replace `APIClient.shared` silently talks to the real client. Inside a
/// strict scope, each read of a real instance through an overridable slot (an `@Overridable`
/// accessor, a hand-written `OverridableSlot`, `NotificationCenter.overridable`, the built-ins of
/// `StandInSystem`, and the static members of an `@OverridableStatics` type with no static mock
/// installed) is reported as a test failure, once per slot and reading line, naming the slot:
///
/// ```swift
/// withStrictStandIns(allowing: [SettingsStore.standardSlot]) {
///   checkout()  // reading Analytics.shared here, unreplaced, fails the test
/// }
/// ```
///
/// Turn it on with ``withStrictStandIns(allowing:warnsAboutUnused:fileID:filePath:line:column:operation:)``,
/// the Swift Testing trait `.strictStandIns(allowing:)` or `StandInTestCase.strictStandIns`
/// (product `StandInTesting`), or for every test of a process with the environment variable
/// `STANDIN_STRICT=1` (see ``isOnForEveryTest``). Strictness is per test: it is seen by the
/// scope's task and its child tasks, like every StandIn scope, so tests running in parallel
/// keep their own setting.
public struct StrictStandIns: Sendable {
  /// The slots a strict test may read for real.
  public let allowed: [any OverridableSlotProtocol]

  /// Whether the end of the scope warns about an allowed slot that was never read, and about a
  /// replacement made for the test that was never read: both usually mean a stale setting.
  public let warnsAboutUnused: Bool

  let site: SourceSite

  /// Creates a strict setting.
  ///
  /// ```swift
  /// let strictness = StrictStandIns(allowing: [SystemClock.$shared], warnsAboutUnused: false)
  /// ```
  ///
  /// - Parameters:
  ///   - allowed: The slots the test may read for real.
  ///   - warnsAboutUnused: Whether to warn, when the scope ends, about allowed slots and
  ///     replacements that were never read. Pass `false` to silence those warnings.
  ///   - fileID: Where the setting is made, for reports that cannot name a reading line.
  ///   - filePath: Where the setting is made.
  ///   - line: Where the setting is made.
  ///   - column: Where the setting is made.
  public init(
    allowing allowed: [any OverridableSlotProtocol] = [],
    warnsAboutUnused: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.allowed = allowed
    self.warnsAboutUnused = warnsAboutUnused
    site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Whether every test of this process is strict: the environment variable `STANDIN_STRICT`
  /// is `1`, `true` or `yes`.
  ///
  /// Set it where the tests are run, once for a whole package (`STANDIN_STRICT=1 swift test`, a
  /// CI script, an Xcode test plan's environment). Every read made inside a test, XCTest or
  /// Swift Testing, is then strict unless a strict scope of its own says otherwise.
  /// `STANDIN_STRICT_ALLOWING` lists the slots every test may read for real, by name, separated
  /// by commas (`STANDIN_STRICT_ALLOWING=Analytics.shared,Bundle.overridable`).
  ///
  /// ```swift
  /// if StrictStandIns.isOnForEveryTest { print("every test is strict") }
  /// ```
  public static let isOnForEveryTest: Bool = {
    let value = ProcessInfo.processInfo.environment["STANDIN_STRICT"]?.lowercased()
    return ["1", "true", "yes"].contains(value ?? "")
  }()

  /// The slot names that `STANDIN_STRICT_ALLOWING` allows in every test.
  static let allowedForEveryTest: Set<String> = {
    let list = ProcessInfo.processInfo.environment["STANDIN_STRICT_ALLOWING"] ?? ""
    return Set(
      list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty })
  }()
}

/// Runs `operation` as a strict test: every read of a real instance through an overridable
/// slot is reported, unless the slot is in `allowed`. Returns the operation's result.
///
/// ```swift
/// withStrictStandIns {
///   withOverride(Analytics.$shared, with: RecordingAnalytics()) {
///     checkout()  // reading any other slot for real here fails the test
///   }
/// }
/// ```
///
/// Replacements made inside or around the scope count as stand-ins. Strictness ends with the
/// operation and is seen by the calling task and its child tasks only.
public func withStrictStandIns<R>(
  allowing allowed: [any OverridableSlotProtocol] = [],
  warnsAboutUnused: Bool = true,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: () throws -> R
) rethrows -> R {
  let strictness = StrictStandIns(
    allowing: allowed, warnsAboutUnused: warnsAboutUnused, fileID: fileID, filePath: filePath,
    line: line, column: column)
  return try Scope.run(Overrides(), strictness: strictness, operation: operation)
}

/// Runs asynchronous `operation` as a strict test: every read of a real instance through an
/// overridable slot is reported, unless the slot is in `allowed`.
///
/// ```swift
/// try await withStrictStandIns(allowing: [SettingsStore.standardSlot]) {
///   try await checkout()
/// }
/// ```
public func withStrictStandIns<R>(
  allowing allowed: [any OverridableSlotProtocol] = [],
  warnsAboutUnused: Bool = true,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: () async throws -> R
) async rethrows -> R {
  let strictness = StrictStandIns(
    allowing: allowed, warnsAboutUnused: warnsAboutUnused, fileID: fileID, filePath: filePath,
    line: line, column: column)
  return try await Scope.run(
    Overrides(), strictness: strictness, isolation: isolation, operation: operation)
}
