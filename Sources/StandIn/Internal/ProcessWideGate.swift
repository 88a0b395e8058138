import Dispatch

/// A first-come, first-served lock that lets one scope at a time install process-wide
/// replacements. Async waiters suspend (and give up when cancelled); synchronous waiters block.
final class ProcessWideGate: Sendable {
  static let shared = ProcessWideGate()

  /// Whether the current task (or the thread, outside tasks) already holds the gate, so that
  /// nested process-wide scopes do not wait for themselves.
  @TaskLocal static var isHeldHere = false

  private enum Waiter {
    case task(id: UInt64, CheckedContinuation<Void, any Error>)
    case thread(DispatchSemaphore)
  }

  private struct State {
    var isHeld = false
    var waiters: [Waiter] = []
    var nextWaiterID: UInt64 = 0
  }

  private let state = Locked(State())

  /// Waits for the gate; throws `CancellationError` if the task is cancelled while it waits.
  func acquire() async throws {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case acquired, cancelled, waiting }
        let outcome = state.withLock { state -> Outcome in
          if Task.isCancelled { return .cancelled }
          if !state.isHeld {
            state.isHeld = true
            return .acquired
          }
          state.waiters.append(.task(id: id, continuation))
          return .waiting
        }
        switch outcome {
        case .acquired: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .waiting: break
        }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        guard
          let index = state.waiters.firstIndex(where: {
            if case .task(id, _) = $0 { return true } else { return false }
          }),
          case .task(_, let continuation) = state.waiters.remove(at: index)
        else { return nil }
        return continuation
      }
      cancelled?.resume(throwing: CancellationError())
    }
  }

  /// Blocks the calling thread until the gate is free.
  func acquireBlocking() {
    let semaphore = DispatchSemaphore(value: 0)
    let acquired = state.withLock { state -> Bool in
      if !state.isHeld {
        state.isHeld = true
        return true
      }
      state.waiters.append(.thread(semaphore))
      return false
    }
    if !acquired { semaphore.wait() }
  }

  /// Hands the gate to the longest waiter, or frees it.
  func release() {
    let next = state.withLock { state -> Waiter? in
      guard !state.waiters.isEmpty else {
        state.isHeld = false
        return nil
      }
      return state.waiters.removeFirst()
    }
    switch next {
    case .task(_, let continuation): continuation.resume()
    case .thread(let semaphore): semaphore.signal()
    case nil: break
    }
  }
}
