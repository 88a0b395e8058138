import StandInMacros

// Stand-ins for the hummingbird-project/hummingbird 2.28.1 types that its protocols with
// associated types (`HTTPResponder`, `MiddlewareProtocol`, `RouterMethods`, `FileProvider`) and
// with generic methods (`PersistDriver`, which refines swift-service-lifecycle's `Service`) take
// and return. Those protocols are in <Name>.swift files.

/// A stand-in for swift-http-types' `HTTPRequest`, for its `Method`.
public enum HTTPRequest {
  /// A request method.
  public enum Method: String, Equatable, Sendable {
    /// `GET`.
    case get = "GET"
    /// `POST`.
    case post = "POST"
    /// `DELETE`.
    case delete = "DELETE"
  }
}

/// A stand-in for Hummingbird's `Request`.
public struct Request: Equatable, Sendable {
  /// The request method.
  public var method: HTTPRequest.Method
  /// The request's path.
  public var uri: String

  /// A request.
  public init(method: HTTPRequest.Method = .get, uri: String) {
    self.method = method
    self.uri = uri
  }
}

/// A stand-in for Hummingbird's `ResponseBody`.
public struct ResponseBody: Equatable, Sendable {
  /// The body's text.
  public var text: String

  /// A body of `text`.
  public init(text: String) {
    self.text = text
  }
}

/// A stand-in for Hummingbird's `Response`.
public struct Response: Equatable, Sendable {
  /// The status code.
  public var status: Int
  /// The body.
  public var body: ResponseBody

  /// A response.
  public init(status: Int = 200, body: ResponseBody = ResponseBody(text: "")) {
    self.status = status
    self.body = body
  }
}

/// A stand-in for Hummingbird's `RequestContext`: what a handler knows about a request.
public protocol RequestContext: Sendable {
  /// The request's id.
  var requestID: String { get }
}

/// A stand-in for Hummingbird's `BasicRequestContext`.
public struct BasicRequestContext: RequestContext, Equatable {
  /// The request's id.
  public var requestID: String

  /// A context for the request with `requestID`.
  public init(requestID: String) {
    self.requestID = requestID
  }
}

/// A stand-in for Hummingbird's `RouterPath`.
public struct RouterPath: Equatable, Sendable, ExpressibleByStringLiteral {
  /// The path, as written.
  public var path: String

  /// The path `value`.
  public init(stringLiteral value: String) {
    path = value
  }
}

/// A stand-in for swift-service-lifecycle's module, for its `Service` protocol.
public enum ServiceLifecycle {
  /// A long-running service, run by a service group.
  public protocol Service: Sendable {
    /// Runs the service until it is cancelled.
    func run() async throws
  }
}
