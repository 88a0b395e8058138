import Foundation
import StandIn

/// Runs `operation` with a fresh ``SandboxFileManager`` standing in for `FileManager.overridable`,
/// for the calling task and its child tasks only, deletes the sandbox when `operation` ends, and
/// returns its result.
///
/// ```swift
/// try withSandboxFileManager { files in
///   try StatusHistory().record(42)
///   let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
///   #expect(try String(contentsOf: documents.appendingPathComponent("history.txt")) == "42\n")
/// }
/// ```
///
/// A write the sandbox refuses is reported at this call's line.
public func withSandboxFileManager<R>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (SandboxFileManager) throws -> R
) rethrows -> R {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let sandbox = SandboxFileManager(fileID: fileID, filePath: filePath, line: line, column: column)
  return try withDouble(
    sandbox, in: FileManager.overridableSlot, as: sandbox, at: site,
    finish: { try? $0.removeSandbox() }, operation: operation)
}

/// Runs asynchronous `operation` with a fresh ``SandboxFileManager`` standing in for
/// `FileManager.overridable`, for the calling task and its child tasks only, deletes the sandbox
/// when `operation` ends, and returns its result.
///
/// ```swift
/// try await withSandboxFileManager { files in
///   try await downloader.saveReport()
///   #expect(files.fileExists(atPath: files.temporaryDirectory.appendingPathComponent("report").path))
/// }
/// ```
public func withSandboxFileManager<R>(
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: (SandboxFileManager) async throws -> R
) async rethrows -> R {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let sandbox = SandboxFileManager(fileID: fileID, filePath: filePath, line: line, column: column)
  return try await withDouble(
    sandbox, in: FileManager.overridableSlot, as: sandbox, isolation: isolation, at: site,
    finish: { try? $0.removeSandbox() }, operation: operation)
}
