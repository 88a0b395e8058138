/// Runs `operation` with `slot` replaced by `replacement`, for the calling task and its child
/// tasks only, and returns its result.
///
/// ```swift
/// let recorder = RecordingAnalytics()
/// withOverride(Analytics.$shared, with: recorder) {
///   checkout()  // Analytics.shared is `recorder` here
/// }
/// // Analytics.shared is the real instance again
/// ```
///
/// The replacement ends when `operation` returns or throws. A scope nested inside another wins
/// over it; the outer one is visible again when the inner one ends. Parallel tests never see each
/// other's replacements. Work that leaves the task (DispatchQueue, Thread, Task.detached) does not
/// see it unless carried with `carryingOverrides(_:)`.
public func withOverride<Value, R>(
  _ slot: OverridableSlot<Value>,
  with replacement: Value,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: () throws -> R
) rethrows -> R {
  var overrides = Overrides()
  overrides.set(
    replacement,
    for: slot,
    at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  )
  return try Scope.run(overrides, operation: operation)
}

/// Runs `operation` with `slot` replaced by `replacement`, for the calling task and its child
/// tasks only, and returns its result.
///
/// ```swift
/// try await withOverride(Analytics.$shared, with: recorder) {
///   try await checkout()
/// }
/// ```
///
/// The replacement ends when `operation` returns, throws or is cancelled.
public func withOverride<Value, R>(
  _ slot: OverridableSlot<Value>,
  with replacement: Value,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: () async throws -> R
) async rethrows -> R {
  var overrides = Overrides()
  overrides.set(
    replacement,
    for: slot,
    at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  )
  return try await Scope.run(overrides, isolation: isolation, operation: operation)
}

/// Runs `operation` with several slots replaced at once, for the calling task and its child
/// tasks only, and returns its result.
///
/// ```swift
/// withOverrides {
///   $0[Analytics.$shared] = RecordingAnalytics()
///   $0[SettingsStore.$standard] = SettingsStore(values: [:])
/// } operation: {
///   checkout()
/// }
/// ```
public func withOverrides<R>(
  _ build: (inout Overrides) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var overrides = Overrides()
  try build(&overrides)
  return try Scope.run(overrides, operation: operation)
}

/// Runs `operation` with several slots replaced at once, for the calling task and its child
/// tasks only, and returns its result.
///
/// ```swift
/// try await withOverrides {
///   $0[Analytics.$shared] = RecordingAnalytics()
/// } operation: {
///   try await checkout()
/// }
/// ```
public func withOverrides<R>(
  _ build: (inout Overrides) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  var overrides = Overrides()
  try build(&overrides)
  return try await Scope.run(overrides, isolation: isolation, operation: operation)
}
