@preconcurrency import Benchmark
import Foundation
import Synchronization

// MARK: The figure every benchmark reports

/// Picoseconds per read, measured around the read loop only (scope entry excluded wherever the
/// scope can be entered outside the loop). For the threaded benchmarks it is wall time of the
/// parallel run divided by the reads *per thread*, so perfect scaling shows the same figure for
/// one and two threads.
var psPerRead: BenchmarkMetric {
  .custom("ps per read", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Thread CPU time per read, in picoseconds: the reading thread's own CPU time (for several
/// readers, their average) divided by its reads. Unlike wall time it leaves out time the virtual
/// CPU was not running (hypervisor steal, other processes), which on a shared 2-vCPU VM makes the
/// wall-time figure of two threads noisy; contention (cache-line transfers) still shows in it.
var cpuPsPerRead: BenchmarkMetric {
  .custom("thread CPU ps per read", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Reads done in one measured iteration (per thread, in the threaded benchmarks).
enum Reads {
  /// StandIn and plain reads take nanoseconds: a million per iteration keeps the timer and the
  /// thread hand-off far below 0.1% of an iteration.
  static var fast: BenchmarkScalingFactor { .mega }
  /// swift-dependencies reads take a microsecond or two here: a thousand per iteration is a
  /// millisecond or two.
  static var slow: BenchmarkScalingFactor { .kilo }
}

func configuration(
  reads: BenchmarkScalingFactor,
  maxDuration: Duration = .seconds(2),
  warmupIterations: Int = 3
) -> Benchmark.Configuration {
  .init(
    metrics: [psPerRead, cpuPsPerRead, .wallClock],
    units: [psPerRead: .count, cpuPsPerRead: .count],
    warmupIterations: warmupIterations,
    scalingFactor: reads,
    maxDuration: maxDuration,
    maxIterations: 10_000
  )
}

@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// CPU time consumed by the calling thread.
@inline(__always)
func threadCPUNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// Adds up the CPU time of several readers.
final class CPUTimeTotal: Sendable {
  private let total = Atomic<UInt64>(0)
  func add(_ nanoseconds: UInt64) { total.add(nanoseconds, ordering: .relaxed) }
  var value: UInt64 { total.load(ordering: .relaxed) }

  /// Runs `body` and adds the CPU time the calling thread spent in it.
  @inline(__always)
  func measure<R>(_ body: () -> R) -> R {
    let start = threadCPUNanoseconds()
    let result = body()
    add(threadCPUNanoseconds() - start)
    return result
  }
}

/// Calls `read` `count` times, each call taking the previous result, and returns the final sum
/// (which callers black-hole), so no call can be hoisted, merged or dropped. `read` is one of the
/// `@inline(never)` functions in Readers.swift; once this is inlined the loop body is a direct
/// call to it.
@inline(__always)
func readLoop(_ count: Int, _ read: (Int) -> Int) -> Int {
  var sum = 0
  for _ in 0..<count { sum = read(sum) }
  return sum
}

/// Measures `benchmark.scaledIterations.count` calls of `read` on the calling thread, inside
/// whatever scope the caller has entered, and records picoseconds per read.
@inline(__always)
func measureReads(_ benchmark: Benchmark, _ read: (Int) -> Int) {
  let count = benchmark.scaledIterations.count
  benchmark.startMeasurement()
  let start = monotonicNanoseconds()
  let cpuStart = threadCPUNanoseconds()
  let sum = readLoop(count, read)
  let cpu = threadCPUNanoseconds() - cpuStart
  let elapsed = monotonicNanoseconds() - start
  benchmark.stopMeasurement()
  blackHole(sum)
  record(benchmark, elapsedNanoseconds: elapsed, cpuNanoseconds: cpu, reads: count)
}

/// Records wall time and CPU time (per reader) per read.
func record(_ benchmark: Benchmark, elapsedNanoseconds: UInt64, cpuNanoseconds: UInt64, reads: Int)
{
  benchmark.measurement(psPerRead, Int(elapsedNanoseconds &* 1000 / UInt64(reads)))
  benchmark.measurement(cpuPsPerRead, Int(cpuNanoseconds &* 1000 / UInt64(reads)))
}

// MARK: Threads

/// Two long-lived threads that run one job each per `run`, so the threaded benchmarks pay a
/// semaphore hand-off per iteration (microseconds) rather than a thread start.
final class WorkerPool: @unchecked Sendable {
  static let shared = WorkerPool(threads: 2)

  private let starts: [DispatchSemaphore]
  private let finished = DispatchSemaphore(value: 0)
  // Written by `run` before signalling the workers, read by them after waiting: the semaphores
  // order the accesses.
  private var job: (@Sendable (Int) -> Void)?

  init(threads: Int) {
    starts = (0..<threads).map { _ in DispatchSemaphore(value: 0) }
    for index in 0..<threads {
      let thread = Thread { [unowned self] in
        while true {
          starts[index].wait()
          job!(index)
          finished.signal()
        }
      }
      thread.name = "bench-worker-\(index)"
      thread.qualityOfService = .userInitiated
      thread.start()
    }
  }

  /// Runs `job(0) … job(threads - 1)`, each on its own worker thread, and waits for all of them.
  func run(threads: Int, _ job: @escaping @Sendable (Int) -> Void) {
    precondition(threads <= starts.count)
    self.job = job
    for index in 0..<threads { starts[index].signal() }
    for _ in 0..<threads { finished.wait() }
    self.job = nil
  }
}

/// Measures `threads` worker threads running `job` at once; records wall time / reads per thread.
func measureThreads(
  _ benchmark: Benchmark,
  threads: Int,
  _ job: @escaping @Sendable (_ worker: Int, _ reads: Int) -> Void
) {
  let reads = benchmark.scaledIterations.count
  let cpu = CPUTimeTotal()
  benchmark.startMeasurement()
  let start = monotonicNanoseconds()
  WorkerPool.shared.run(threads: threads) { worker in cpu.measure { job(worker, reads) } }
  let elapsed = monotonicNanoseconds() - start
  benchmark.stopMeasurement()
  record(
    benchmark, elapsedNanoseconds: elapsed, cpuNanoseconds: cpu.value / UInt64(threads),
    reads: reads)
}

/// Runs jobs on its own threads, so child tasks get two threads of their own. (Swift's global
/// executor cannot be used here: while package-benchmark runs a benchmark it blocks one of the
/// global pool's threads, and on a 2-core Linux machine that leaves ONE thread for the children,
/// which then run one after the other; perf showed all reads of "2 tasks" on a single thread.)
final class ThreadPoolTaskExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = ThreadPoolTaskExecutor(threads: 2)

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init(threads: Int) {
    for index in 0..<threads {
      let thread = Thread { [unowned self] in runJobs() }
      thread.name = "bench-task-executor-\(index)"
      thread.qualityOfService = .userInitiated
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

/// Measures `tasks` child tasks of one task group running `job` at once, on
/// ``ThreadPoolTaskExecutor``; records wall time of the group / reads per task. `scope` wraps the
/// group in the parent task (to open one scope that all children inherit); it is entered before
/// the timer starts.
func measureTasks(
  _ benchmark: Benchmark,
  tasks: Int,
  scope: @escaping @Sendable (_ body: () async -> Void) async -> Void = { await $0() },
  _ job: @escaping @Sendable (_ child: Int, _ reads: Int) -> Int
) {
  let reads = benchmark.scaledIterations.count
  let executor = ThreadPoolTaskExecutor.shared
  let result = Mutex<(elapsed: UInt64, sum: Int)>((0, 0))
  let cpu = CPUTimeTotal()
  let done = DispatchSemaphore(value: 0)
  benchmark.startMeasurement()
  Task(executorPreference: executor) {
    await scope {
      let start = monotonicNanoseconds()
      let sum = await withTaskGroup(of: Int.self) { group in
        for child in 0..<tasks {
          group.addTask(executorPreference: executor) { cpu.measure { job(child, reads) } }
        }
        return await group.reduce(0, &+)
      }
      let elapsed = monotonicNanoseconds() - start
      result.withLock { $0 = (elapsed, sum) }
    }
    done.signal()
  }
  done.wait()
  benchmark.stopMeasurement()
  let (elapsed, sum) = result.withLock { $0 }
  blackHole(sum)
  record(
    benchmark, elapsedNanoseconds: elapsed, cpuNanoseconds: cpu.value / UInt64(tasks), reads: reads)
}
