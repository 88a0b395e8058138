@preconcurrency import Benchmark
import Foundation
import StandInMacros

/// Figure 2: reading with a replacement visible in the current scope. The scope is entered once,
/// outside the measured loop, so this measures reads, not scope entry.
func replacedReadBenchmarks() {
  let reads = configuration(reads: Reads.fast)

  Benchmark("2 replaced: 1 override, @Overridable (macro)", configuration: reads) { benchmark in
    withOverride(Analytics.$shared, with: Analytics(id: 2)) {
      measureReads(benchmark, readMacro)
    }
  }
  Benchmark("2 replaced: 1 override, hand-written slot", configuration: reads) { benchmark in
    withOverride(Analytics.handWrittenSlot, with: Analytics(id: 2)) {
      measureReads(benchmark, readHandWritten)
    }
  }

  // Four nested scopes, one slot each: Analytics outermost, Logger innermost.
  Benchmark("2 replaced: 4 nested scopes, read innermost (Logger)", configuration: reads) {
    benchmark in
    withFourNestedOverrides { measureReads(benchmark, readLogger) }
  }
  Benchmark("2 replaced: 4 nested scopes, read outermost (Analytics)", configuration: reads) {
    benchmark in
    withFourNestedOverrides { measureReads(benchmark, readMacro) }
  }

  // One scope replacing four slots at once: Analytics assigned first, Logger last.
  Benchmark(
    "2 replaced: 4 in one withOverrides, read first-assigned (Analytics)", configuration: reads
  ) {
    benchmark in
    withFourOverrides { measureReads(benchmark, readMacro) }
  }
  Benchmark("2 replaced: 4 in one withOverrides, read last-assigned (Logger)", configuration: reads)
  {
    benchmark in
    withFourOverrides { measureReads(benchmark, readLogger) }
  }

  // Reads of a slot that some scope replaces, from code that does not see that replacement:
  // the fast path is off for the slot process-wide, so these take the slow path and find the
  // real instance. (Parallel tests where only some tests replace a slot.)
  Benchmark(
    "2 slot replaced elsewhere: read in a scope replacing another slot", configuration: reads
  ) {
    benchmark in
    whileReplacedOnAnotherThread {
      withOverride(SettingsStore.$shared, with: SettingsStore(id: 2)) {
        measureReads(benchmark, readMacro)
      }
    }
  }
  // Hundreds of nanoseconds per read (see README.md), so fewer reads per iteration.
  Benchmark(
    "2 slot replaced elsewhere: read outside any scope",
    configuration: configuration(reads: Reads.slow)
  ) {
    benchmark in
    whileReplacedOnAnotherThread { measureReads(benchmark, readMacro) }
  }
}

func withFourNestedOverrides(_ body: () -> Void) {
  withOverride(Analytics.$shared, with: Analytics(id: 2)) {
    withOverride(SettingsStore.$shared, with: SettingsStore(id: 2)) {
      withOverride(APIClient.$shared, with: APIClient(id: 2)) {
        withOverride(Logger.$shared, with: Logger(id: 2)) {
          body()
        }
      }
    }
  }
}

func withFourOverrides(_ body: () -> Void) {
  withOverrides {
    $0[Analytics.$shared] = Analytics(id: 2)
    $0[SettingsStore.$shared] = SettingsStore(id: 2)
    $0[APIClient.$shared] = APIClient(id: 2)
    $0[Logger.$shared] = Logger(id: 2)
  } operation: {
    body()
  }
}

/// Runs `body` while a scope opened on another thread (another "test") replaces
/// `Analytics.shared`, so the slot's fast path is off for everyone.
func whileReplacedOnAnotherThread(_ body: () -> Void) {
  let opened = DispatchSemaphore(value: 0)
  let release = DispatchSemaphore(value: 0)
  let closed = DispatchSemaphore(value: 0)
  Thread {
    withOverride(Analytics.$shared, with: Analytics(id: 9)) {
      opened.signal()
      release.wait()
    }
    closed.signal()
  }.start()
  opened.wait()
  body()
  release.signal()
  closed.wait()
}
