import Dispatch
import Foundation

/// Runs `work` on a global dispatch queue and waits for it.
func onDispatchQueue<R: Sendable>(_ work: @escaping @Sendable () -> R) -> R {
  let result = Box<R>()
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    result.value = work()
    done.signal()
  }
  done.wait()
  return result.value!
}

/// Runs `work` on a new thread and waits for it.
func onNewThread<R: Sendable>(
  named name: String = "StandIn test thread", _ work: @escaping @Sendable () -> R
) -> R {
  let result = Box<R>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    result.value = work()
    done.signal()
  }
  thread.name = name
  thread.start()
  done.wait()
  return result.value!
}

/// A result handed back from work on another thread, published by the semaphore that follows.
private final class Box<Value>: @unchecked Sendable {
  var value: Value?
}
