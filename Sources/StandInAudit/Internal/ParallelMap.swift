import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Results written by concurrent workers, each to its own index, and the next index to take.
private final class SharedWork<Element: Sendable>: Sendable {
  let results: Mutex<[Element?]>
  let next = Atomic<Int>(0)

  init(count: Int) {
    results = Mutex(Array(repeating: nil, count: count))
  }
}

/// The stack each worker gets. Syntax trees are walked recursively, and a pathological file (a
/// member chain thousands of links long) nests deep: the default 512 KiB or 8 MiB stacks would
/// overflow. The memory is reserved, not used, until a walk goes that deep.
let workerStackSize = 256 << 20

/// `(0..<count).map(transform)`, run on worker threads (one for now, see below) with large stacks; the
/// results keep their order.
func parallelMap<Element: Sendable>(
  count: Int, _ transform: @escaping @Sendable (Int) -> Element
) -> [Element] {
  let work = SharedWork<Element>(count: count)
  // One worker for now: with one per core, ThreadSanitizer reports races inside swift-syntax's
  // syntax arena (RawSyntaxLayoutView, under the arena's lock) while files are scanned at once;
  // until that is understood, files are scanned one at a time, on a large stack.
  let workers = min(count, 1)
  runOnWorkerThreads(workers) {
    while true {
      let index = work.next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < count else { return }
      let result = transform(index)
      work.results.withLock { $0[index] = result }
    }
  }
  return work.results.withLock { $0.map { $0! } }
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
