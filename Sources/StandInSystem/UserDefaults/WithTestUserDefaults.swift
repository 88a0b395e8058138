import ConcurrencyExtras
import Foundation
import StandIn

/// Runs `operation` with a fresh ``TestUserDefaults`` suite standing in for
/// `UserDefaults.overridable`, for the calling task and its child tasks only, removes the suite
/// when `operation` ends, and returns its result.
///
/// ```swift
/// withTestUserDefaults { defaults in
///   Onboarding().finish()
///   #expect(defaults.bool(forKey: "onboardingDone"))
/// }
/// ```
public func withTestUserDefaults<R>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (TestUserDefaults) throws -> R
) rethrows -> R {
  let defaults = TestUserDefaults()
  defer { defaults.removeSuite() }
  return try withOverride(
    UserDefaults.overridableSlot, with: UncheckedSendable(defaults), fileID: fileID,
    filePath: filePath, line: line,
    column: column
  ) { try operation(defaults) }
}

/// Runs asynchronous `operation` with a fresh ``TestUserDefaults`` suite standing in for
/// `UserDefaults.overridable`, for the calling task and its child tasks only, removes the suite
/// when `operation` ends, and returns its result.
///
/// ```swift
/// await withTestUserDefaults { defaults in
///   await settings.load()
///   #expect(defaults.string(forKey: "theme") == "dark")
/// }
/// ```
public func withTestUserDefaults<R>(
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (TestUserDefaults) async throws -> R
) async rethrows -> R {
  let defaults = TestUserDefaults()
  defer { defaults.removeSuite() }
  return try await withOverride(
    UserDefaults.overridableSlot, with: UncheckedSendable(defaults), isolation: isolation,
    fileID: fileID,
    filePath: filePath, line: line, column: column
  ) { try await operation(defaults) }
}
