import Foundation
import StandIn

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs `operation` with fresh ``URLStubs`` whose session stands in for `URLSession.overridable`,
/// for the calling task and its child tasks only, and returns its result. When `operation` ends,
/// requests that no stub matched are reported at this call's line.
///
/// ```swift
/// withURLStubs { stubs in
///   stubs.stub("https://example.com/motd", with: .text("Hello"))
///   …
/// }
/// ```
public func withURLStubs<R>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (URLStubs) throws -> R
) rethrows -> R {
  let stubs = URLStubs()
  defer {
    stubs.reportUnmatchedRequests(
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  return try withOverride(
    URLSession.overridableSlot, with: stubs.session, fileID: fileID, filePath: filePath,
    line: line, column: column
  ) { try operation(stubs) }
}

/// Runs asynchronous `operation` with fresh ``URLStubs`` whose session stands in for
/// `URLSession.overridable`, for the calling task and its child tasks only, and returns its
/// result. When `operation` ends, requests that no stub matched are reported at this call's line.
///
/// ```swift
/// try await withURLStubs { stubs in
///   stubs.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#))
///   #expect(try await StatusClient().fetchStatus() == 42)
/// }
/// ```
public func withURLStubs<R>(
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (URLStubs) async throws -> R
) async rethrows -> R {
  let stubs = URLStubs()
  defer {
    stubs.reportUnmatchedRequests(
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  return try await withOverride(
    URLSession.overridableSlot, with: stubs.session, isolation: isolation, fileID: fileID,
    filePath: filePath, line: line, column: column
  ) { try await operation(stubs) }
}
