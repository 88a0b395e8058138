@preconcurrency import Benchmark
import StandInMacros

/// Figure 1: reading a shared instance and calling a method on it, with nothing overridden
/// anywhere in the process, against a plain `static let`.
func unreplacedReadBenchmarks() {
  let reads = configuration(reads: Reads.fast)

  // Same module.
  Benchmark("1 unreplaced: plain static let", configuration: reads) { measureReads($0, readPlain) }
  Benchmark("1 unreplaced: plain static let, run-time initializer", configuration: reads) {
    measureReads($0, readPlainRuntimeInit)
  }
  Benchmark("1 unreplaced: @Overridable (macro)", configuration: reads) {
    measureReads($0, readMacro)
  }
  Benchmark("1 unreplaced: hand-written slot", configuration: reads) {
    measureReads($0, readHandWritten)
  }

  // Declared in another module (CrossModuleSingletons).
  Benchmark("1 unreplaced: cross-module plain static let", configuration: reads) {
    measureReads($0, readRemotePlain)
  }
  Benchmark("1 unreplaced: cross-module @Overridable (macro)", configuration: reads) {
    measureReads($0, readRemoteMacro)
  }
  Benchmark("1 unreplaced: cross-module hand-written slot", configuration: reads) {
    measureReads($0, readRemoteHandWritten)
  }
  Benchmark("1 unreplaced: cross-module hand-written slot, @inlinable getter", configuration: reads)
  {
    measureReads($0, readRemoteInlinable)
  }
}
