#if STANDIN_MOCKS
  @preconcurrency import Benchmark
  import StandInMacros

  /// Figure M2: the stubbed call of M1 when the mock has already recorded `recorded` calls. Each
  /// iteration creates a mock, makes the `recorded` calls before the timer starts, then times the
  /// next 1,000 calls. A constant figure means recording does not copy what is already recorded.
  func logGrowthBenchmarks() {
    for recorded in [0, 1_000, 10_000, 100_000, 1_000_000] {
      // Filling a million calls takes a few hundred milliseconds per iteration, outside the
      // timer but inside package-benchmark's time budget: fewer iterations for the big logs.
      let calls = configuration(
        calls: .kilo,
        maxDuration: .seconds(recorded >= 100_000 ? 8 : 3),
        maxIterations: recorded >= 1_000_000 ? 40 : recorded >= 100_000 ? 300 : 3_000
      )
      Benchmark("M2 mock call after \(recorded) recorded calls", configuration: calls) {
        benchmark in
        let mock = opaque(stubbedMock())
        let sum = callLoop(recorded) { callStatus(mock, $0) }
        measureCalls(benchmark) { callStatus(mock, $0 &+ sum) }
      }
    }
  }
#endif
