/// The replacements visible at one point, captured to be reinstated in work that runs elsewhere.
///
/// Task-local scopes reach child tasks, but not work handed to `DispatchQueue`, `Thread`,
/// `Task.detached` or a callback. Capture the current replacements where the work is created and
/// run the work inside them:
///
/// ```swift
/// let overrides = CarriedOverrides.current
/// Thread {
///   overrides.run { Analytics.shared.track("upload finished") }
/// }.start()
/// ```
///
/// Carried work sees the replacements only while the scope that made them is open; once it ends,
/// the work sees the real instances, as every other code does. Capturing costs one task-local
/// read, and nothing else when no scope is open, so production code can carry unconditionally.
public struct CarriedOverrides: Sendable {
  private let node: ScopeNode?

  /// The replacements visible to the caller.
  ///
  /// ```swift
  /// let overrides = CarriedOverrides.current
  /// ```
  public static var current: CarriedOverrides {
    CarriedOverrides(node: ScopeBinding.owner)
  }

  /// Runs `work` with the captured replacements visible, and returns its result.
  ///
  /// ```swift
  /// let overrides = CarriedOverrides.current
  /// DispatchQueue.global().async { overrides.run { refreshBadge() } }
  /// ```
  public func run<R>(_ work: () throws -> R) rethrows -> R {
    try ScopeBinding.bind(node, operation: work)
  }

  /// Runs `work` with the captured replacements visible, and returns its result.
  ///
  /// ```swift
  /// let overrides = CarriedOverrides.current
  /// Task.detached { await overrides.run { await sync() } }
  /// ```
  public func run<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ work: () async throws -> R
  ) async rethrows -> R {
    try await ScopeBinding.bind(node, isolation: isolation, operation: work)
  }
}

/// Wraps `work` so that, wherever and whenever it runs, it sees the replacements visible where
/// it was wrapped.
///
/// ```swift
/// DispatchQueue.global().async(execute: carryingOverrides {
///   Analytics.shared.track("export finished")
/// })
///
/// client.fetch(completion: carryingOverrides { (result: Result<Data, any Error>) in
///   Analytics.shared.track("fetched")
/// })
/// ```
public func carryingOverrides<each Argument, Result>(
  _ work: @escaping @Sendable (repeat each Argument) -> Result
) -> @Sendable (repeat each Argument) -> Result {
  let overrides = CarriedOverrides.current
  return { (argument: repeat each Argument) in
    overrides.run { work(repeat each argument) }
  }
}

/// Wraps asynchronous `work` so that, wherever it runs, it sees the replacements visible where
/// it was wrapped.
///
/// ```swift
/// Task.detached(operation: carryingOverrides {
///   await uploader.flush()
/// })
/// ```
public func carryingOverrides<Result>(
  _ work: @escaping @Sendable () async throws -> Result
) -> @Sendable () async throws -> Result {
  let overrides = CarriedOverrides.current
  return { try await overrides.run(isolation: nil) { try await work() } }
}
