#if STANDIN_MOCKS
  @preconcurrency import Benchmark
  import StandInMacros

  /// Figure M5: the stubbed call of M1 from several threads at once. Each thread makes 100,000
  /// calls per iteration, on stand-ins created before the timer starts. Here "ps per call" is the
  /// wall time of the whole run divided by the calls of *all* threads (with 2 vCPUs, perfect
  /// scaling halves the 1-thread figure), and "thread CPU ps per call" is the CPU time of all
  /// threads divided by the same calls (perfect scaling keeps the 1-thread figure).
  ///
  /// * one mock shared by every thread: the case the issue asks for;
  /// * one mock per thread: no shared lock, so what remains shared is the process-wide call
  ///   sequence counter (and the allocator);
  /// * one hand-written closure stub shared by every thread: nothing written is shared.
  func contentionBenchmarks() {
    let callsPerThread = 100_000
    let calls = configuration(calls: .one, maxDuration: .seconds(3))

    for threads in [1, 2, 8] {
      let suffix = threads == 1 ? "1 thread" : "\(threads) threads"
      Benchmark("M5 one shared mock, \(suffix)", configuration: calls) { benchmark in
        let mock = opaque(stubbedMock())
        measureThreads(benchmark, threads: threads, callsPerThread: callsPerThread) { _, calls in
          callLoop(calls) { callStatus(mock, $0) }
        }
      }
      guard threads > 1 else { continue }
      Benchmark("M5 one mock per thread, \(suffix)", configuration: calls) { benchmark in
        let mocks = (0..<threads).map { _ in opaque(stubbedMock()) }
        measureThreads(benchmark, threads: threads, callsPerThread: callsPerThread) {
          worker, calls in
          let mock = mocks[worker]
          return callLoop(calls) { callStatus(mock, $0) }
        }
      }
      Benchmark("M5 one shared closure stub, \(suffix)", configuration: calls) { benchmark in
        let stub = opaque(ClosureStub { _ in 42 })
        measureThreads(benchmark, threads: threads, callsPerThread: callsPerThread) { _, calls in
          callLoop(calls) { callStatus(stub, $0) }
        }
      }
    }
    // The 1-thread baseline of the closure stub.
    Benchmark("M5 one shared closure stub, 1 thread", configuration: calls) { benchmark in
      let stub = opaque(ClosureStub { _ in 42 })
      measureThreads(benchmark, threads: 1, callsPerThread: callsPerThread) { _, calls in
        callLoop(calls) { callStatus(stub, $0) }
      }
    }
  }
#endif
