import StandInMacros

// OpenCombine 0.14.0's `ConnectablePublisher`
// (Sources/OpenCombine/GENERATED-RootProtocols.swift), which refines `Publisher`; its types are
// the stand-ins in OpenCombine.swift. `Publisher`'s requirement is restated, as for `Subject`.

/// A publisher that starts publishing when it is connected.
@Mockable
public protocol ConnectablePublisher<Output, Failure>: Publisher where Failure: Error {
  /// Attaches `subscriber` (restated from `Publisher`).
  func receive<Subscriber: StandInFixtures.Subscriber>(subscriber: Subscriber)
  where Failure == Subscriber.Failure, Output == Subscriber.Input

  /// Starts publishing.
  func connect() -> Cancellable
}
