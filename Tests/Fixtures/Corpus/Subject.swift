import StandInMacros

// OpenCombine 0.14.0's `Subject` (Sources/OpenCombine/GENERATED-RootProtocols.swift), which
// refines `Publisher`; its types are the stand-ins in OpenCombine.swift. `Publisher` has
// associated types, so its mock is generic and `@Mockable(inheriting:)` cannot build on it: the
// requirement is restated instead, as StandIn documents.

/// A publisher that values can be sent through.
@Mockable
public protocol Subject<Output, Failure>: AnyObject, Publisher where Failure: Error {
  /// Attaches `subscriber` (restated from `Publisher`).
  func receive<Subscriber: StandInFixtures.Subscriber>(subscriber: Subscriber)
  where Failure == Subscriber.Failure, Output == Subscriber.Input

  /// Sends `value` to the subscribers.
  func send(_ value: Output)

  /// Finishes the subscribers with `completion`.
  func send(completion: Subscribers.Completion<Failure>)

  /// Sends `subscription` to the subject.
  func send(subscription: Subscription)
}
