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
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let defaults = TestUserDefaults()
  return try withDouble(
    defaults, in: UserDefaults.overridableSlot, as: UncheckedSendable(defaults), at: site,
    finish: { $0.removeSuite() }, operation: operation)
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
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let defaults = TestUserDefaults()
  return try await withDouble(
    defaults, in: UserDefaults.overridableSlot, as: UncheckedSendable(defaults),
    isolation: isolation, at: site, finish: { $0.removeSuite() }, operation: operation)
}
