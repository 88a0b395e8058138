import Foundation
import StandIn

/// Runs `operation` with a fresh ``TestNotificationCenter`` standing in for
/// `NotificationCenter.overridable`, for the calling task and its child tasks only, and returns
/// its result.
///
/// ```swift
/// withTestNotificationCenter { center in
///   let model = LoginBannerModel()
///   model.start()
///   center.assertObserving(.userDidLogin, by: model)
///   model.stop()
/// }
/// ```
///
/// When `operation` ends, observers registered on the center and never removed are handled as
/// `leakedObservers` says: by default the test fails, listing each one. A `strict` center also
/// fails the test for each post that no assertion expected (see
/// ``TestNotificationCenter/assertNothingElsePosted(since:message:fileID:filePath:line:column:)``).
public func withTestNotificationCenter<R>(
  leakedObservers: LeakedObservers = .reported,
  strict: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (TestNotificationCenter) throws -> R
) rethrows -> R {
  let center = TestNotificationCenter()
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  defer { center.reportAtScopeEnd(leakedObservers: leakedObservers, strict: strict, at: site) }
  return try withOverride(
    NotificationCenter.overridableSlot, with: center, fileID: fileID, filePath: filePath,
    line: line, column: column
  ) { try operation(center) }
}

/// Runs asynchronous `operation` with a fresh ``TestNotificationCenter`` standing in for
/// `NotificationCenter.overridable`, for the calling task and its child tasks only, and returns
/// its result.
///
/// ```swift
/// try await withTestNotificationCenter { center in
///   try await session.logIn(as: "ann")
///   center.assertPosted(.userDidLogin)
/// }
/// ```
public func withTestNotificationCenter<R>(
  leakedObservers: LeakedObservers = .reported,
  strict: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (TestNotificationCenter) async throws -> R
) async rethrows -> R {
  let center = TestNotificationCenter()
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  defer { center.reportAtScopeEnd(leakedObservers: leakedObservers, strict: strict, at: site) }
  return try await withOverride(
    NotificationCenter.overridableSlot, with: center, isolation: isolation, fileID: fileID,
    filePath: filePath, line: line, column: column
  ) { try await operation(center) }
}
