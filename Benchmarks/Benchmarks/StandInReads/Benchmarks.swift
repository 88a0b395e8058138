@preconcurrency import Benchmark

// Entry point for package-benchmark's generated `main`. Every benchmark reports
// "ps per read" (picoseconds per read, custom metric) next to wall clock; see README.md.
//
// Names start with the figure they belong to:
//   1 …  read with nothing overridden anywhere, vs a plain `static let`
//   2 …  read with a replacement visible in the current scope, StandIn vs swift-dependencies
//   3 …  two readers at once vs one (threads, and child tasks of a task group)
//   5 …  a static method of an @OverridableStatics type vs the same method unannotated
//   6 …  a post with one observer through NotificationCenter.overridable vs .default
//   7 …  each built-in stand-in of StandInSystem, nothing replaced, vs the system API
//   8 …  one observing or posting assertion on a test center with 5,000 registrations or posts
let benchmarks: @Sendable () -> Void = {
  unreplacedReadBenchmarks()
  replacedReadBenchmarks()
  dependenciesReadBenchmarks()
  threadScalingBenchmarks()
  staticCallBenchmarks()
  notificationPostBenchmarks()
  systemReadBenchmarks()
  notificationAssertionBenchmarks()
}
