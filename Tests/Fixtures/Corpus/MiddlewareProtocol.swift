import StandInMacros

// hummingbird 2.28.1's `MiddlewareProtocol` (Sources/Hummingbird/Middleware/Middleware.swift);
// its types are the stand-ins in Hummingbird.swift. It exercises an `async throws` requirement of a
// protocol with associated types, taking a non-escaping async closure.

/// Handles an input, passing it on to `next` or answering it itself.
@Mockable
public protocol MiddlewareProtocol<Input, Output, Context>: Sendable {
  /// What the middleware handles.
  associatedtype Input
  /// What the middleware answers.
  associatedtype Output
  /// The context passed with each input.
  associatedtype Context

  /// Handles `input`, calling `next` for the rest of the chain.
  func handle(_ input: Input, context: Context, next: (Input, Context) async throws -> Output)
    async throws -> Output
}
