import StandInMacros

// OpenCombine 0.14.0's `Scheduler` (Sources/OpenCombine/GENERATED-RootProtocols.swift); its
// types are the stand-ins in OpenCombine.swift. It exercises an associated type with a `where`
// clause (`SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible`).

/// When and how to run closures.
@Mockable
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's measure of time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// Options for scheduling a closure.
  associatedtype SchedulerOptions

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }

  /// The least tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` at `date`.
  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  )

  /// Runs `action` at `date`, then every `interval`.
  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable
}
