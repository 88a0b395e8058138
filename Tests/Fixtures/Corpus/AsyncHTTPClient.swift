import Dispatch
import StandInMacros

// Corpus shapes modelled on swift-server/async-http-client 1.37.0: the public API of `HTTPClient`
// (Sources/AsyncHTTPClient/AsyncAwait/HTTPClient+execute.swift, HTTPClient+shutdown.swift and
// HTTPClient.swift), restated as a protocol a test can mock. `HTTPClientResponseDelegate`
// (Sources/AsyncHTTPClient/HTTPHandler.swift) is in HTTPClientResponseDelegate.swift. The request, response and NIO types are small local stand-ins.

/// A stand-in for NIO's `HTTPMethod`.
public enum HTTPMethod: String, Equatable, Sendable {
  /// `GET`.
  case GET
  /// `POST`.
  case POST
  /// `PUT`.
  case PUT
  /// `DELETE`.
  case DELETE
}

/// A stand-in for NIO's `HTTPHeaders`: header names and values, in order.
public struct HTTPHeaders: Equatable, Sendable, ExpressibleByDictionaryLiteral {
  /// The headers, in order.
  public var headers: [(name: String, value: String)]

  /// Headers from a literal.
  public init(dictionaryLiteral elements: (String, String)...) {
    headers = elements.map { (name: $0.0, value: $0.1) }
  }

  /// The values of the headers named `name`, ignoring case.
  public subscript(name: String) -> [String] {
    headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
  }

  /// Headers are equal when they have the same names and values in the same order.
  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value }
  }
}

/// A stand-in for NIO's `HTTPResponseStatus`.
public struct HTTPResponseStatus: Equatable, Sendable {
  /// The status code.
  public var code: UInt

  /// A status with `code`.
  public init(statusCode code: Int) {
    self.code = UInt(code)
  }

  /// `200 OK`.
  public static let ok = HTTPResponseStatus(statusCode: 200)
  /// `404 Not Found`.
  public static let notFound = HTTPResponseStatus(statusCode: 404)
}

/// A stand-in for NIO's `HTTPRequestHead`.
public struct HTTPRequestHead: Equatable, Sendable {
  /// The method.
  public var method: HTTPMethod
  /// The URI.
  public var uri: String

  /// A request head.
  public init(method: HTTPMethod, uri: String) {
    self.method = method
    self.uri = uri
  }
}

/// A stand-in for NIO's `HTTPResponseHead`.
public struct HTTPResponseHead: Equatable, Sendable {
  /// The status.
  public var status: HTTPResponseStatus
  /// The headers.
  public var headers: HTTPHeaders

  /// A response head.
  public init(status: HTTPResponseStatus, headers: HTTPHeaders = [:]) {
    self.status = status
    self.headers = headers
  }
}

/// A request for the async/await API.
public struct HTTPClientRequest: Equatable, Sendable {
  /// The URL.
  public var url: String
  /// The method.
  public var method: HTTPMethod
  /// The headers.
  public var headers: HTTPHeaders
  /// The body.
  public var body: ByteBuffer?

  /// A `GET` request for `url`, without headers or body.
  public init(url: String) {
    self.url = url
    method = .GET
    headers = [:]
    body = nil
  }
}

/// A response to an `HTTPClientRequest`.
public struct HTTPClientResponse: Equatable, Sendable {
  /// The status.
  public var status: HTTPResponseStatus
  /// The headers.
  public var headers: HTTPHeaders
  /// The body.
  public var body: ByteBuffer

  /// A response.
  public init(status: HTTPResponseStatus = .ok, headers: HTTPHeaders = [:], body: ByteBuffer) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// A stand-in for the types `HTTPClient` nests.
public enum HTTPClient {
  /// A request for the future-based API.
  public struct Request: Equatable, Sendable {
    /// The URL.
    public var url: String

    /// A request for `url`.
    public init(url: String) {
      self.url = url
    }
  }

  /// The task of a running request, whose delegate makes a `Response`.
  public final class Task<Response>: Sendable {
    /// The request the task runs.
    public let request: Request

    /// A task running `request`.
    public init(request: Request) {
      self.request = request
    }
  }
}

/// The public API of `HTTPClient`, restated as a protocol for code that takes any HTTP client.
@Mockable
public protocol HTTPClientProtocol: Sendable {
  /// Runs `request`, failing it if it has not finished by `deadline`.
  func execute(
    _ request: HTTPClientRequest,
    deadline: NIODeadline,
    logger: Logger?
  ) async throws -> HTTPClientResponse

  /// Runs `request`, failing it if it has not finished within `timeout`.
  func execute(
    _ request: HTTPClientRequest,
    timeout: TimeAmount,
    logger: Logger?
  ) async throws -> HTTPClientResponse

  /// Shuts the client down.
  func shutdown() async throws

  /// Shuts the client down, and calls `callback` on `queue` when it is done.
  @preconcurrency func shutdown(
    queue: DispatchQueue,
    _ callback: @Sendable @escaping (Error?) -> Void
  )

  /// Shuts the client down, blocking until it is done.
  func syncShutdown() throws
}
