import StandIn

/// Runs `operation` with `double` standing in for `slot` (as `value`), for the calling task and
/// its child tasks only, then `finish`es the double, and returns the result: the shape of every
/// `with…` function of this module.
func withDouble<Double, Value, R>(
  _ double: Double,
  in slot: OverridableSlot<Value>,
  as value: Value,
  at site: SourceSite,
  finish: (Double) -> Void,
  operation: (Double) throws -> R
) rethrows -> R {
  defer { finish(double) }
  return try withOverride(
    slot, with: value, fileID: site.fileID, filePath: site.filePath, line: site.line,
    column: site.column
  ) { try operation(double) }
}

/// Runs asynchronous `operation` with `double` standing in for `slot` (as `value`), for the
/// calling task and its child tasks only, then `finish`es the double, and returns the result.
func withDouble<Double, Value, R>(
  _ double: Double,
  in slot: OverridableSlot<Value>,
  as value: Value,
  isolation: isolated (any Actor)?,
  at site: SourceSite,
  finish: (Double) -> Void,
  operation: (Double) async throws -> R
) async rethrows -> R {
  defer { finish(double) }
  return try await withOverride(
    slot, with: value, isolation: isolation, fileID: site.fileID, filePath: site.filePath,
    line: site.line, column: site.column
  ) { try await operation(double) }
}
