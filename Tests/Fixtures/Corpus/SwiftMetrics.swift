import StandInMacros

// Corpus shapes modelled on apple/swift-metrics 2.13.0 (Sources/CoreMetrics/Metrics.swift): the
// handler protocols a metrics backend implements, and the factory that makes them. `TimeUnit` is
// a small local stand-in for swift-metrics' own.

/// A unit of time a timer prefers to be displayed in.
public struct TimeUnit: Equatable, Sendable {
  /// How many nanoseconds one of this unit is.
  public let scaleFromNanoseconds: UInt64

  private init(scaleFromNanoseconds: UInt64) {
    self.scaleFromNanoseconds = scaleFromNanoseconds
  }

  /// Nanoseconds.
  public static let nanoseconds = TimeUnit(scaleFromNanoseconds: 1)
  /// Microseconds.
  public static let microseconds = TimeUnit(scaleFromNanoseconds: 1_000)
  /// Milliseconds.
  public static let milliseconds = TimeUnit(scaleFromNanoseconds: 1_000_000)
  /// Seconds.
  public static let seconds = TimeUnit(scaleFromNanoseconds: 1_000_000_000)
}

/// The backend of a `Counter`.
@Mockable
public protocol CounterHandler: AnyObject, Sendable {
  /// Adds `by` to the counter.
  func increment(by: Int64)

  /// Sets the counter back to zero.
  func reset()
}

/// The backend of a `FloatingPointCounter`.
@Mockable
public protocol FloatingPointCounterHandler: AnyObject, Sendable {
  /// Adds `by` to the counter.
  func increment(by: Double)

  /// Sets the counter back to zero.
  func reset()
}

/// The backend of a `Recorder` (and of a `Gauge`).
@Mockable
public protocol RecorderHandler: AnyObject, Sendable {
  /// Records an integer value.
  func record(_ value: Int64)

  /// Records a floating-point value.
  func record(_ value: Double)
}

/// The backend of a `Meter`.
@Mockable
public protocol MeterHandler: AnyObject, Sendable {
  /// Sets the meter to an integer value.
  func set(_ value: Int64)

  /// Sets the meter to a floating-point value.
  func set(_ value: Double)

  /// Adds `by` to the meter.
  func increment(by: Double)

  /// Subtracts `by` from the meter.
  func decrement(by: Double)
}

/// The backend of a `Timer`.
@Mockable
public protocol TimerHandler: AnyObject, Sendable {
  /// Records one duration, in nanoseconds.
  func recordNanoseconds(_ duration: Int64)

  /// The unit the timer prefers to be displayed in.
  func preferDisplayUnit(_ unit: TimeUnit)
}

/// Makes and destroys the handlers of a metrics backend.
@Mockable
public protocol MetricsFactory: Sendable {
  /// A counter handler for `label` and `dimensions`.
  func makeCounter(label: String, dimensions: [(String, String)]) -> CounterHandler

  /// A floating-point counter handler for `label` and `dimensions`.
  func makeFloatingPointCounter(label: String, dimensions: [(String, String)])
    -> FloatingPointCounterHandler

  /// A meter handler for `label` and `dimensions`.
  func makeMeter(label: String, dimensions: [(String, String)]) -> MeterHandler

  /// A recorder handler for `label` and `dimensions`; `aggregate` is false for a gauge.
  func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool)
    -> RecorderHandler

  /// A timer handler for `label` and `dimensions`.
  func makeTimer(label: String, dimensions: [(String, String)]) -> TimerHandler

  /// Releases a counter handler.
  func destroyCounter(_ handler: CounterHandler)

  /// Releases a meter handler.
  func destroyMeter(_ handler: MeterHandler)

  /// Releases a floating-point counter handler.
  func destroyFloatingPointCounter(_ handler: FloatingPointCounterHandler)

  /// Releases a recorder handler.
  func destroyRecorder(_ handler: RecorderHandler)

  /// Releases a timer handler.
  func destroyTimer(_ handler: TimerHandler)
}
