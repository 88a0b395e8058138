@preconcurrency import Benchmark

// Entry point for package-benchmark's generated `main`. Every benchmark reports "ps per call"
// (picoseconds per call, wall time) and "thread CPU ps per call"; see README.md, "Mocks".
//
// Names start with the figure they belong to:
//   M1 …  a stubbed call through the protocol, mock vs hand-written closure stub
//   M2 …  the same call when the mock has already recorded 0 … 1,000,000 calls
//   M3 …  one verification over 1,000,000 recorded calls
//   M4 …  heap memory per recorded call
//   M5 …  the stubbed call from 8 threads at once, on one mock
//   M6 …  a static method of an @OverridableStatics type: nothing installed, and stubbed
//
// The mock runtime exists only in builds with DEBUG or STANDIN_MOCKS. Built without
// `-Xswiftc -DSTANDIN_MOCKS` (the plain `swift package benchmark` of the other figures), this
// executable registers no benchmarks.
let benchmarks: @Sendable () -> Void = {
  #if STANDIN_MOCKS
    stubbedCallBenchmarks()
    logGrowthBenchmarks()
    verificationBenchmarks()
    memoryBenchmarks()
    contentionBenchmarks()
    staticCallBenchmarks()
  #endif
}
