import Foundation
import StandIn

extension FileManager {
  /// The slot behind ``overridable``: replace it to give code under test another file manager,
  /// such as a ``SandboxFileManager``.
  ///
  /// ```swift
  /// withOverride(FileManager.overridableSlot, with: SandboxFileManager()) { … }
  /// ```
  ///
  /// ``withSandboxFileManager(fileID:filePath:line:column:operation:)``, the `.sandboxFileManager`
  /// trait and `StandInTestCase.useSandboxFileManager()` install a sandbox and delete it when
  /// the scope ends.
  public static let overridableSlot = OverridableSlot(
    FileManager.default, name: "FileManager.overridable")

  /// The file manager where this is read: `FileManager.default` in production, and the test's own
  /// sandbox inside a test that installed one.
  ///
  /// Write it where the code wrote `FileManager.default`:
  ///
  /// ```swift
  /// let documents = FileManager.overridable.urls(for: .documentDirectory, in: .userDomainMask)[0]
  /// try FileManager.overridable.createDirectory(at: documents, withIntermediateDirectories: true)
  /// ```
  @_transparent
  public static var overridable: FileManager { overridableSlot.current }
}
