@preconcurrency import Benchmark
import Dependencies
import StandInMacros

/// Figure 3: per-read cost with two readers at once vs one. "ps per read" is wall time of the
/// parallel run divided by the reads each reader makes, so perfect scaling gives equal figures
/// for 1 and 2 readers.
///
///   a  unreplaced reads
///   b  each reader in its OWN scope with its own stand-in (parallel tests)
///   c  both readers in ONE shared scope, one shared stand-in object (child tasks of one test)
///
/// Readers are long-lived threads (sync scopes bind to the thread) and, separately, child tasks
/// of a task group running on two threads of their own (scopes inherited through task-locals).
func threadScalingBenchmarks() {
  let fast = configuration(reads: Reads.fast)
  let slow = configuration(reads: Reads.slow)

  for readers in [1, 2] {
    let suffix = readers == 1 ? "1 thread" : "2 threads"
    let tasksSuffix = readers == 1 ? "1 task" : "2 tasks"

    // MARK: (a) unreplaced

    Benchmark("3a unreplaced, plain static let, \(suffix)", configuration: fast) { benchmark in
      measureThreads(benchmark, threads: readers) { _, reads in
        blackHole(readLoop(reads, readPlain))
      }
    }
    Benchmark("3a unreplaced, @Overridable, \(suffix)", configuration: fast) { benchmark in
      measureThreads(benchmark, threads: readers) { _, reads in
        blackHole(readLoop(reads, readMacro))
      }
    }
    Benchmark("3a unreplaced, plain static let, \(tasksSuffix)", configuration: fast) { benchmark in
      measureTasks(benchmark, tasks: readers) { _, reads in readLoop(reads, readPlain) }
    }
    Benchmark("3a unreplaced, @Overridable, \(tasksSuffix)", configuration: fast) { benchmark in
      measureTasks(benchmark, tasks: readers) { _, reads in readLoop(reads, readMacro) }
    }
    Benchmark("3a swift-dependencies no override, \(suffix)", configuration: slow) { benchmark in
      measureThreads(benchmark, threads: readers) { _, reads in
        blackHole(readLoop(reads, readDependency))
      }
    }

    // MARK: (b) own scope per reader

    Benchmark("3b own scope, @Overridable, \(suffix)", configuration: fast) { benchmark in
      measureThreads(benchmark, threads: readers) { worker, reads in
        withOverride(Analytics.$shared, with: Analytics(id: 10 + worker)) {
          blackHole(readLoop(reads, readMacro))
        }
      }
    }
    Benchmark("3b own scope, @Overridable, \(tasksSuffix)", configuration: fast) { benchmark in
      measureTasks(benchmark, tasks: readers) { child, reads in
        withOverride(Analytics.$shared, with: Analytics(id: 10 + child)) {
          readLoop(reads, readMacro)
        }
      }
    }
    Benchmark("3b swift-dependencies own withDependencies, \(suffix)", configuration: slow) {
      benchmark in
      measureThreads(benchmark, threads: readers) { worker, reads in
        withDependencies {
          $0.analytics = Analytics(id: 10 + worker)
        } operation: {
          blackHole(readLoop(reads, readDependency))
        }
      }
    }

    // MARK: (c) one shared scope and stand-in

    Benchmark("3c shared scope, @Overridable, \(suffix)", configuration: fast) { benchmark in
      withOverride(Analytics.$shared, with: Analytics(id: 2)) {
        // Threads do not inherit task-locals: carry the one scope into each of them.
        let overrides = CarriedOverrides.current
        measureThreads(benchmark, threads: readers) { _, reads in
          overrides.run { blackHole(readLoop(reads, readMacro)) }
        }
      }
    }
    Benchmark("3c shared scope, @Overridable, \(tasksSuffix)", configuration: fast) { benchmark in
      measureTasks(benchmark, tasks: readers) { group in
        await withOverride(Analytics.$shared, with: Analytics(id: 2)) { await group() }
      } _: { _, reads in
        readLoop(reads, readMacro)
      }
    }
    Benchmark("3c swift-dependencies shared withDependencies, \(suffix)", configuration: slow) {
      benchmark in
      withDependencies {
        $0.analytics = Analytics(id: 2)
      } operation: {
        withEscapedDependencies { continuation in
          measureThreads(benchmark, threads: readers) { _, reads in
            continuation.yield { blackHole(readLoop(reads, readDependency)) }
          }
        }
      }
    }
    Benchmark("3c swift-dependencies shared withDependencies, \(tasksSuffix)", configuration: slow)
    {
      benchmark in
      measureTasks(benchmark, tasks: readers) { group in
        await withDependencies {
          $0.analytics = Analytics(id: 2)
        } operation: {
          await group()
        }
      } _: { _, reads in
        readLoop(reads, readDependency)
      }
    }
  }
}
