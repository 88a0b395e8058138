#if STANDIN_MOCKS
  @preconcurrency import Benchmark
  import StandInMacros

  /// The calls the verification benchmarks scan: `currentStatus(for: 0)` …
  /// `currentStatus(for: 999_999)`, recorded once, on first use, by one mock that every
  /// verification iteration reads. (A verification only marks calls as accounted for, so scanning
  /// the same log again does the same work.)
  let recordedCallCount = 1_000_000
  let verifiedMock: StatusProvidingMock = {
    let mock = stubbedMock()
    for id in 0..<recordedCallCount { blackHole(mock.currentStatus(for: id)) }
    return mock
  }()

  /// Figure M3: one `verify…called(…)` over 1,000,000 recorded calls (goal: ≤ 50 ms). "ps per
  /// call" is the verification's time divided by the 1,000,000 calls it scans, so its value in
  /// nanoseconds reads as milliseconds per verification.
  func verificationBenchmarks() {
    let once = configuration(calls: .one, maxDuration: .seconds(4), warmupIterations: 2)

    Benchmark("M3 verify .any called(1_000_000)", configuration: once) { benchmark in
      let mock = verifiedMock
      measureOnce(benchmark, calls: recordedCallCount) {
        mock.verify.currentStatus(for: .any).called(1_000_000)
      }
    }
    Benchmark("M3 verify .any called(.atLeast(0))", configuration: once) { benchmark in
      let mock = verifiedMock
      measureOnce(benchmark, calls: recordedCallCount) {
        mock.verify.currentStatus(for: .any).called(.atLeast(0))
      }
    }
    Benchmark("M3 verify .equal(5) called(1)", configuration: once) { benchmark in
      let mock = verifiedMock
      measureOnce(benchmark, calls: recordedCallCount) {
        mock.verify.currentStatus(for: .equal(5)).called(1)
      }
    }
    Benchmark("M3 verify .matching even called(500_000)", configuration: once) { benchmark in
      let mock = verifiedMock
      measureOnce(benchmark, calls: recordedCallCount) {
        mock.verify.currentStatus(for: .matching { $0 % 2 == 0 }).called(500_000)
      }
    }
  }
#endif
