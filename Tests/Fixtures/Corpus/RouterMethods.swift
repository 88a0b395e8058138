import StandInMacros

// hummingbird 2.28.1's `RouterMethods` (Sources/Hummingbird/Router/RouterMethods.swift); its
// types are the stand-ins in Hummingbird.swift, and it uses `HTTPResponder` and
// `MiddlewareProtocol`. It exercises requirements returning `Self`, a
// generic `where` clause and an existential with primary associated types.

/// The methods a router or a group of routes adds routes and middleware with.
@preconcurrency
@Mockable
public protocol RouterMethods<Context>: SendableMetatype {
  /// The context the routes are passed.
  associatedtype Context: RequestContext

  /// Routes requests for `path` and `method` to `responder`.
  @discardableResult func on<Responder: HTTPResponder>(
    _ path: RouterPath,
    method: HTTPRequest.Method,
    responder: Responder
  ) -> Self where Responder.Context == Context

  /// Adds `middleware` in front of the routes added after it.
  func add(middleware: any MiddlewareProtocol<Request, Response, Context>) -> Self
}
