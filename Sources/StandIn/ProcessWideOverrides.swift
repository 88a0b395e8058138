/// Runs `operation` with slots replaced for the whole process, for code that cannot carry
/// task-local scopes, and returns its result.
///
/// Inside, the replacements are seen by the caller's task, its child tasks, and every read made
/// outside any StandIn scope: DispatchQueue and Thread work, detached tasks, callbacks. Other
/// tests' scopes keep seeing their own values. Only one process-wide scope is open at a time:
/// a second one, from a test running in parallel, waits until the first ends, so two tests using
/// this mode never overlap. Everything is restored when `operation` returns or throws.
///
/// ```swift
/// withProcessWideOverrides {
///   $0[Analytics.$shared] = recorder
/// } operation: {
///   LegacyUploader().uploadOnBackgroundQueue()
///   waitForUpload()
/// }
/// ```
///
/// Prefer ``withOverrides(_:operation:)`` with `carryingOverrides(_:)`: it keeps tests
/// parallel.
///
/// This form blocks the calling thread while another test holds process-wide replacements; in
/// asynchronous code the asynchronous form, which suspends instead, is always chosen.
///
/// On Linux, Swift's cooperative thread pool, which runs every `async` function and every Swift
/// Testing test, is made of Dispatch's global-queue threads: a `DispatchQueue.global()` thread
/// that this form blocks is a thread taken from that pool, as many as there are cores. A few such
/// waiters can leave the pool no thread, and the test run hangs. Call it from a `Thread` of your
/// own or from an XCTest test's thread, or make the caller `async` and use the asynchronous form.
@_disfavoredOverload
public func withProcessWideOverrides<R>(
  _ build: (inout Overrides) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var overrides = Overrides()
  try build(&overrides)
  let acquires = !ProcessWideGate.isHeldHere
  if acquires { ProcessWideGate.shared.acquireBlocking() }
  defer { if acquires { ProcessWideGate.shared.release() } }
  ProcessWideRegistry.push(overrides)
  defer { ProcessWideRegistry.pop(overrides) }
  return try ProcessWideGate.$isHeldHere.withValue(true) {
    try Scope.run(overrides, operation: operation)
  }
}

/// Runs `operation` with slots replaced for the whole process, for code that cannot carry
/// task-local scopes, and returns its result.
///
/// Waits, without blocking a thread, while another test holds process-wide replacements, and
/// throws `CancellationError` if the task is cancelled while it waits.
///
/// ```swift
/// try await withProcessWideOverrides {
///   $0[Analytics.$shared] = recorder
/// } operation: {
///   await legacyUploader.upload()
/// }
/// ```
public func withProcessWideOverrides<R>(
  _ build: (inout Overrides) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async throws -> R {
  var overrides = Overrides()
  try build(&overrides)
  let acquires = !ProcessWideGate.isHeldHere
  if acquires { try await ProcessWideGate.shared.acquire() }
  defer { if acquires { ProcessWideGate.shared.release() } }
  ProcessWideRegistry.push(overrides)
  defer { ProcessWideRegistry.pop(overrides) }
  return try await ProcessWideGate.$isHeldHere.withValue(
    true,
    operation: { try await Scope.run(overrides, isolation: isolation, operation: operation) },
    isolation: isolation
  )
}
