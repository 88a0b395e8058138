import StandInMacros

// Corpus shapes modelled on OpenCombine/OpenCombine 0.14.0
// (Sources/OpenCombine/GENERATED-RootProtocols.swift, Subscription.swift, Cancellable.swift):
// protocols with primary associated types, and a generic method whose `where` clause ties its
// generic parameter to the protocol's associated types. `Subject`, `ConnectablePublisher` and
// `Scheduler` are in <Name>.swift files. The demand,
// completion and identifier types are small local stand-ins for OpenCombine's own.

/// A stand-in for OpenCombine's `CombineIdentifier`: a unique identifier.
public struct CombineIdentifier: Hashable, Sendable {
  private let value: Int

  /// An identifier made of `value`.
  public init(_ value: Int) {
    self.value = value
  }
}

/// A stand-in for OpenCombine's `CustomCombineIdentifierConvertible`.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier of this publisher, subscriber or subscription.
  var combineIdentifier: CombineIdentifier { get }
}

/// A stand-in for OpenCombine's `Subscribers` namespace.
public enum Subscribers {
  /// How many more values a subscriber wants.
  public struct Demand: Equatable, Hashable, Sendable {
    /// The number of values, or `nil` for as many as there are.
    public var max: Int?

    /// As many values as there are.
    public static let unlimited = Demand(max: nil)
    /// No more values.
    public static let none = Demand(max: 0)

    /// At most `value` values.
    public static func max(_ value: Int) -> Demand {
      Demand(max: value)
    }
  }

  /// How a publisher finished.
  public enum Completion<Failure: Error> {
    /// Normally.
    case finished
    /// With an error.
    case failure(Failure)
  }
}

/// A stand-in for OpenCombine's `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of `s` seconds.
  static func seconds(_ s: Int) -> Self

  /// An interval of `s` seconds.
  static func seconds(_ s: Double) -> Self

  /// An interval of `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self

  /// An interval of `us` microseconds.
  static func microseconds(_ us: Int) -> Self

  /// An interval of `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// Cancels an activity.
@Mockable
public protocol Cancellable {
  /// Cancels the activity.
  func cancel()
}

/// A subscriber's connection to a publisher, through which it asks for values.
@Mockable
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Cancels the subscription (restated from `Cancellable`).
  func cancel()

  /// The subscription's identifier (restated from `CustomCombineIdentifierConvertible`).
  var combineIdentifier: CombineIdentifier { get }

  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Sends values to subscribers.
@Mockable
public protocol Publisher<Output, Failure> {
  /// The values the publisher sends.
  associatedtype Output

  /// The error the publisher can fail with.
  associatedtype Failure: Error

  /// Attaches `subscriber`.
  func receive<Subscriber: StandInFixtures.Subscriber>(subscriber: Subscriber)
  where Failure == Subscriber.Failure, Output == Subscriber.Input
}

/// Receives values from a publisher.
@Mockable
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The values the subscriber receives.
  associatedtype Input

  /// The error the subscriber can receive.
  associatedtype Failure: Error

  /// The subscriber's identifier (restated from `CustomCombineIdentifierConvertible`).
  var combineIdentifier: CombineIdentifier { get }

  /// The publisher sent its subscription.
  func receive(subscription: Subscription)

  /// The publisher sent `input`; answers how many more values the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand

  /// The publisher finished.
  func receive(completion: Subscribers.Completion<Failure>)
}
