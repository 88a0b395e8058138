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
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let stubs = URLStubs()
  return try withDouble(
    stubs, in: URLSession.overridableSlot, as: stubs.session, at: site,
    finish: { $0.reportUnmatchedRequests(at: site) }, operation: operation)
}

/// Runs asynchronous `operation` with fresh ``URLStubs`` whose session stands in for
/// `URLSession.overridable`, for the calling task and its child tasks only, and returns its
/// result. When `operation` ends, requests that no stub matched are reported at this call's line.
///
/// ```swift
/// try await withURLStubs { stubs async throws in
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
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let stubs = URLStubs()
  return try await withDouble(
    stubs, in: URLSession.overridableSlot, as: stubs.session, isolation: isolation, at: site,
    finish: { $0.reportUnmatchedRequests(at: site) }, operation: operation)
}
