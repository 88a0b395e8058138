#if STANDIN_MOCKS
  @preconcurrency import Benchmark
  import StandInMacros

  /// Figure M4: heap memory per recorded call. Each iteration creates a stand-in, then times
  /// 1,000,000 calls and measures what the heap holds afterwards, the stand-in still alive:
  ///
  /// * "heap bytes per call x1000": glibc's `mallinfo2()` in-use bytes after the calls minus
  ///   before, per call (chunk headers included: what the process really holds);
  /// * package-benchmark's malloc interposer (`LD_PRELOAD`), over the timed region: bytes
  ///   requested (`Malloc bytes`), allocations (`Malloc (total)`), and bytes requested and not
  ///   freed (`Memory leaked bytes`), each for the iteration's 1,000,000 calls.
  func memoryBenchmarks() {
    let calls = configuration(
      calls: .mega,
      extraMetrics: [
        heapMilliBytesPerCall, .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes,
      ],
      maxDuration: .seconds(3)
    )

    Benchmark("M4 memory, mock, 1M calls", configuration: calls) { benchmark in
      let mock = stubbedMock()
      measureMemory(benchmark, of: mock)
    }
    Benchmark("M4 memory, hand-written recording stub, 1M calls", configuration: calls) {
      benchmark in
      measureMemory(benchmark, of: RecordingClosureStub { _ in 42 })
    }
    Benchmark("M4 memory, hand-written closure stub, 1M calls", configuration: calls) {
      benchmark in
      measureMemory(benchmark, of: ClosureStub { _ in 42 })
    }
  }

  /// Times the calls, then records the heap growth per call while `provider` is still alive.
  func measureMemory(_ benchmark: Benchmark, of provider: any StatusProviding) {
    let stub = opaque(provider)
    let before = heapBytesInUse()
    measureCalls(benchmark) { callStatus(stub, $0) }
    let after = heapBytesInUse()
    benchmark.measurement(
      heapMilliBytesPerCall, (after - before) * 1000 / benchmark.scaledIterations.count)
    withExtendedLifetime(stub) {}
  }
#endif
