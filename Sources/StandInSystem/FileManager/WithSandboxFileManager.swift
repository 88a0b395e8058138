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
  let sandbox = SandboxFileManager(fileID: fileID, filePath: filePath, line: line, column: column)
  defer { try? sandbox.removeSandbox() }
  return try withOverride(
    FileManager.overridableSlot, with: sandbox, fileID: fileID, filePath: filePath, line: line,
    column: column
  ) { try operation(sandbox) }
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
  let sandbox = SandboxFileManager(fileID: fileID, filePath: filePath, line: line, column: column)
  defer { try? sandbox.removeSandbox() }
  return try await withOverride(
    FileManager.overridableSlot, with: sandbox, isolation: isolation, fileID: fileID,
    filePath: filePath, line: line, column: column
  ) { try await operation(sandbox) }
}
