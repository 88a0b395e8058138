@preconcurrency import Benchmark
import CrossModuleSingletons

/// Figure 5: a static method of an `@OverridableStatics` type against the same method
/// unannotated, in a plain release build. Such a build compiles no static mock and no check, so
/// the two calls should cost the same; figure M6 (MockCalls) measures the test build.
func staticCallBenchmarks() {
  let calls = configuration(reads: .mega)
  Benchmark("5 static method, unannotated", configuration: calls) { benchmark in
    measureReads(benchmark) { PlainComposer.length(of: $0) }
  }
  Benchmark("5 static method, @OverridableStatics", configuration: calls) { benchmark in
    measureReads(benchmark) { AnnotatedComposer.length(of: $0) }
  }
}
