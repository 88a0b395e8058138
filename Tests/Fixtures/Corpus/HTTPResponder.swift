import StandInMacros

// hummingbird 2.28.1's `HTTPResponder` (Sources/Hummingbird/Server/RequestResponder.swift); its
// types are the stand-ins in Hummingbird.swift. It exercises an `async throws` requirement of a
// protocol with a primary associated type.

/// Responds to a request.
@Mockable
public protocol HTTPResponder<Context>: Sendable {
  /// The context the responder is passed with each request.
  associatedtype Context

  /// The response to `request`.
  @Sendable func respond(to request: Request, context: Context) async throws -> Response
}
