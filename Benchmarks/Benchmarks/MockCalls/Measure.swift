@preconcurrency import Benchmark
import CMallocStats
import Foundation
import Synchronization

// The same conventions as StandInReads/Measure.swift (kept separate so the two benchmark
// executables share no code that one of them could change under the other), with "call" for
// "read".

// MARK: Metrics

/// Picoseconds per call: wall time of the measured loop divided by the calls. In figure M5 (many
/// threads) it is the wall time of the parallel run divided by the calls of *all* threads.
var psPerCall: BenchmarkMetric {
  .custom("ps per call", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Thread CPU time per call, in picoseconds: the calling threads' own CPU time
/// (`CLOCK_THREAD_CPUTIME_ID`), added up over every calling thread, divided by the calls. It
/// leaves out time the virtual CPU was not running (hypervisor steal) and time a thread waited
/// off-CPU; spinning on a lock and cache-line transfers still show in it.
var cpuPsPerCall: BenchmarkMetric {
  .custom("thread CPU ps per call", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Heap bytes still in use after the measured calls, per call, in thousandths of a byte (so that
/// summarize.py divides it by 1000 like the picosecond metrics): glibc's `mallinfo2()` before and
/// after, with the mock still alive.
var heapMilliBytesPerCall: BenchmarkMetric {
  .custom("heap bytes per call x1000", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Configuration of a benchmark whose iterations each time `calls` calls.
func configuration(
  calls: BenchmarkScalingFactor,
  extraMetrics: [BenchmarkMetric] = [],
  maxDuration: Duration = .seconds(2),
  maxIterations: Int = 10_000,
  warmupIterations: Int = 3
) -> Benchmark.Configuration {
  .init(
    metrics: [psPerCall, cpuPsPerCall, .wallClock] + extraMetrics,
    units: [psPerCall: .count, cpuPsPerCall: .count, heapMilliBytesPerCall: .count],
    warmupIterations: warmupIterations,
    scalingFactor: calls,
    maxDuration: maxDuration,
    maxIterations: maxIterations
  )
}

// MARK: Clocks

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

/// Heap bytes in use (glibc `mallinfo2`, every arena, chunk headers included).
func heapBytesInUse() -> Int {
  Int(cmallocstats_bytes_in_use())
}

// MARK: The measured loop

/// Calls `call` `count` times, each call taking the previous result, and returns the final sum,
/// so no call can be hoisted, merged or dropped. `call` is one of the `@inline(never)` callers in
/// Callers.swift; once this is inlined the loop body is a direct call to it.
@inline(__always)
func callLoop(_ count: Int, startingAt start: Int = 0, _ call: (Int) -> Int) -> Int {
  var sum = start
  for _ in 0..<count { sum = call(sum) }
  return sum
}

/// Times `benchmark.scaledIterations.count` calls of `call` on the calling thread and records
/// picoseconds per call.
@inline(__always)
func measureCalls(_ benchmark: Benchmark, _ call: (Int) -> Int) {
  let count = benchmark.scaledIterations.count
  benchmark.startMeasurement()
  let start = monotonicNanoseconds()
  let cpuStart = threadCPUNanoseconds()
  let sum = callLoop(count, call)
  let cpu = threadCPUNanoseconds() - cpuStart
  let elapsed = monotonicNanoseconds() - start
  benchmark.stopMeasurement()
  blackHole(sum)
  record(benchmark, elapsedNanoseconds: elapsed, cpuNanoseconds: cpu, calls: count)
}

/// Times one run of `body`, which makes or scans `calls` calls, and records picoseconds per call.
@inline(__always)
func measureOnce(_ benchmark: Benchmark, calls: Int, _ body: () -> Void) {
  benchmark.startMeasurement()
  let start = monotonicNanoseconds()
  let cpuStart = threadCPUNanoseconds()
  body()
  let cpu = threadCPUNanoseconds() - cpuStart
  let elapsed = monotonicNanoseconds() - start
  benchmark.stopMeasurement()
  record(benchmark, elapsedNanoseconds: elapsed, cpuNanoseconds: cpu, calls: calls)
}

/// Records wall time and CPU time per call.
func record(_ benchmark: Benchmark, elapsedNanoseconds: UInt64, cpuNanoseconds: UInt64, calls: Int)
{
  benchmark.measurement(psPerCall, Int(elapsedNanoseconds &* 1000 / UInt64(calls)))
  benchmark.measurement(cpuPsPerCall, Int(cpuNanoseconds &* 1000 / UInt64(calls)))
}

// MARK: Threads

/// Long-lived threads that run one job each per `run`, so the threaded benchmarks pay a semaphore
/// hand-off per iteration rather than a thread start.
final class WorkerPool: @unchecked Sendable {
  static let shared = WorkerPool(threads: 8)

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
      thread.name = "mock-worker-\(index)"
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

/// Adds up the CPU time (or the results) of several threads.
final class Total: Sendable {
  private let total = Atomic<UInt64>(0)
  var value: UInt64 { total.load(ordering: .relaxed) }

  func add(_ amount: UInt64) { total.wrappingAdd(amount, ordering: .relaxed) }

  /// Runs `body` and adds the CPU time the calling thread spent in it.
  @inline(__always)
  func measure<R>(_ body: () -> R) -> R {
    let start = threadCPUNanoseconds()
    let result = body()
    add(threadCPUNanoseconds() - start)
    return result
  }
}

/// Runs `job(worker, callsPerThread)` on `threads` worker threads at once and records the wall
/// time of the whole run and the CPU time of all threads, each divided by the calls of all
/// threads.
func measureThreads(
  _ benchmark: Benchmark,
  threads: Int,
  callsPerThread: Int,
  _ job: @escaping @Sendable (_ worker: Int, _ calls: Int) -> Int
) {
  let cpu = Total()
  let sums = Total()
  benchmark.startMeasurement()
  let start = monotonicNanoseconds()
  WorkerPool.shared.run(threads: threads) { worker in
    let sum = cpu.measure { job(worker, callsPerThread) }
    sums.add(UInt64(bitPattern: Int64(sum)))
  }
  let elapsed = monotonicNanoseconds() - start
  benchmark.stopMeasurement()
  blackHole(sums.value)
  record(
    benchmark, elapsedNanoseconds: elapsed, cpuNanoseconds: cpu.value,
    calls: callsPerThread * threads)
}
