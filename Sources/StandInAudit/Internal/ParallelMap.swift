import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Results written by concurrent workers, each to its own index, and the next index to take.
///
/// Both sit behind an `NSLock`, not `Synchronization`: ThreadSanitizer does not see the ordering
/// a `Mutex` gives on Linux (PLATFORM.md), and `Synchronization` needs macOS 15. Taking an index
/// costs far less than parsing the file it names.
private final class SharedWork<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Element?]
  private var next = 0

  init(count: Int) {
    results = Array(repeating: nil, count: count)
  }

  /// The next index no worker has taken yet.
  func takeIndex() -> Int {
    lock.withLock {
      defer { next += 1 }
      return next
    }
  }

  func store(_ result: Element, at index: Int) {
    lock.withLock { results[index] = result }
  }

  var orderedResults: [Element] {
    lock.withLock { results.map { $0! } }
  }
}

/// The stack each worker gets. Syntax trees are walked recursively, and a pathological file (a
/// member chain thousands of links long) nests deep: the default 512 KiB or 8 MiB stacks would
/// overflow. The memory is reserved, not used, until a walk goes that deep.
let workerStackSize = 256 << 20

/// `(0..<count).map(transform)`, run on one worker thread per core, each with a large stack; the
/// results keep their order.
func parallelMap<Element: Sendable>(
  count: Int, _ transform: @escaping @Sendable (Int) -> Element
) -> [Element] {
  let work = SharedWork<Element>(count: count)
  let workers = min(count, ProcessInfo.processInfo.activeProcessorCount)
  runOnWorkerThreads(workers) {
    while true {
      let index = work.takeIndex()
      guard index < count else { return }
      let result = transform(index)
      work.store(result, at: index)
    }
  }
  return work.orderedResults
}

/// Boxes the work for the C thread entry point.
private final class ThreadWork {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }
}

/// Runs `body` on `count` new threads with ``workerStackSize``-byte stacks and waits for them.
/// Where a thread cannot be created, its share of the work runs on the calling thread.
private func runOnWorkerThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
  #if os(Linux)
    var threads: [pthread_t] = []
  #else
    var threads: [pthread_t?] = []
  #endif
  for _ in 0..<count {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, workerStackSize)
    let context = Unmanaged.passRetained(ThreadWork(body)).toOpaque()
    #if os(Linux)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let status = pthread_create(
      &thread, &attributes,
      { context in
        Unmanaged<ThreadWork>.fromOpaque(unwrap(context)).takeRetainedValue().body()
        return nil
      }, context)
    pthread_attr_destroy(&attributes)
    if status == 0 {
      threads.append(thread)
    } else {
      Unmanaged<ThreadWork>.fromOpaque(context).release()
    }
  }
  if threads.isEmpty { body() }
  for thread in threads {
    #if os(Linux)
      pthread_join(thread, nil)
    #else
      if let thread { pthread_join(thread, nil) }
    #endif
  }
}

/// The thread entry point's argument is optional on Linux and not on Darwin.
private func unwrap(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer {
  pointer!
}
