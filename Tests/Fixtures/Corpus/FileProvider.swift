import StandInMacros

// hummingbird 2.28.1's `FileProvider` (Sources/Hummingbird/Files/FileProvider.swift); its types
// are the stand-ins in Hummingbird.swift. It exercises `async throws` requirements of a
// protocol with associated types.

/// Finds and loads the files a file middleware serves.
@Mockable
public protocol FileProvider: Sendable {
  /// What the provider knows about a file.
  associatedtype FileAttributes
  /// What identifies a file.
  associatedtype FileIdentifier

  /// The file at `path`, or `nil` when there is none.
  func getFileIdentifier(_ path: String) -> FileIdentifier?

  /// The attributes of the file `id`, or `nil` when it has none.
  func getAttributes(id: FileIdentifier) async throws -> FileAttributes?

  /// The contents of the file `id`.
  func loadFile(id: FileIdentifier, context: some RequestContext) async throws -> ResponseBody

  /// The contents of `range` of the file `id`.
  func loadFile(id: FileIdentifier, range: ClosedRange<Int>, context: some RequestContext)
    async throws -> ResponseBody
}
