#if STANDIN_MOCKS
  @preconcurrency import Benchmark
  import CrossModuleSingletons
  import StandInMacros

  /// Figure M6: a static method of an `@OverridableStatics` type, in a build that compiles the
  /// static mock in (`-DSTANDIN_MOCKS`, as a test build does).
  ///
  /// - With nothing installed, against the same method unannotated (goal ≤ 1.10): the check the
  ///   annotation adds is a `swift_once` and a relaxed atomic load.
  /// - With a static mock installed and the call stubbed, beside figure M1's instance mock.
  func staticCallBenchmarks() {
    let calls = configuration(calls: .mega, maxDuration: .seconds(3))

    Benchmark("M6 static method, unannotated", configuration: calls) { benchmark in
      measureCalls(benchmark) { PlainComposer.length(of: $0) }
    }
    Benchmark("M6 static method, @OverridableStatics, nothing installed", configuration: calls) {
      benchmark in
      measureCalls(benchmark) { AnnotatedComposer.length(of: $0) }
    }
    Benchmark("M6 static method, @OverridableStatics, stub .any returns 42", configuration: calls) {
      benchmark in
      let mock = AnnotatedComposer.StaticMock(.strict)
      mock.stub.length(of: .any).returns(42)
      withStaticMock(mock) {
        measureCalls(benchmark) { $0 &+ AnnotatedComposer.length(of: $0) }
      }
    }
  }
#endif
