#if STANDIN_MOCKS
  @preconcurrency import Benchmark
  import StandInMacros

  /// Figure M1: one stubbed call through `any StatusProviding`, the `@Mockable` mock against
  /// hand-written closure stubs (goal: the mock ≤ 3× the closure stub). Each iteration makes
  /// 1,000,000 calls on a stand-in created before the timer starts, so a mock's log holds at most
  /// 1,000,000 calls.
  func stubbedCallBenchmarks() {
    let calls = configuration(calls: .mega, maxDuration: .seconds(3))

    Benchmark("M1 hand-written closure stub (struct)", configuration: calls) { benchmark in
      let stub = opaque(ClosureStub { _ in 42 })
      measureCalls(benchmark) { callStatus(stub, $0) }
    }
    Benchmark("M1 hand-written closure stub (final class)", configuration: calls) { benchmark in
      let stub = opaque(ClosureStubClass { _ in 42 })
      measureCalls(benchmark) { callStatus(stub, $0) }
    }
    Benchmark("M1 hand-written recording stub (Mutex<[Int]>)", configuration: calls) {
      benchmark in
      let stub = opaque(RecordingClosureStub { _ in 42 })
      measureCalls(benchmark) { callStatus(stub, $0) }
    }
    Benchmark("M1 mock, stub .any returns 42", configuration: calls) { benchmark in
      let mock = opaque(stubbedMock())
      measureCalls(benchmark) { callStatus(mock, $0) }
    }
    Benchmark("M1 mock, stub .any under 3 newer non-matching stubs", configuration: calls) {
      benchmark in
      let mock = stubbedMock()
      for id in 1...3 { mock.stub.currentStatus(for: .equal(-id)).returns(id) }
      let provider = opaque(mock)
      measureCalls(benchmark) { callStatus(provider, $0) }
    }
    Benchmark("M1 mock, stub .matching closure returns 42", configuration: calls) { benchmark in
      let mock = StatusProvidingMock()
      mock.stub.currentStatus(for: .matching { $0 != -1 }).returns(42)
      let provider = opaque(mock)
      measureCalls(benchmark) { callStatus(provider, $0) }
    }
  }
#endif
