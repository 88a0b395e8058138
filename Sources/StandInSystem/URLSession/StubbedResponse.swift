import Foundation

/// What a ``URLStubs`` stub answers a request with: a status code, header fields and a body.
///
/// ```swift
/// stubs.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#))
/// stubs.stub("https://api.example.com/missing", with: StubbedResponse(statusCode: 404))
/// ```
///
/// To make a request fail instead, throw from a responder:
/// `stubs.stub("https://api.example.com/slow") { _ in throw URLError(.timedOut) }`.
public struct StubbedResponse: Sendable, Equatable {
  /// The HTTP status code.
  public var statusCode: Int
  /// The response's header fields.
  public var headers: [String: String]
  /// The response's body.
  public var body: Data

  /// Creates a response.
  ///
  /// ```swift
  /// StubbedResponse(statusCode: 201, headers: ["Location": "/items/7"])
  /// ```
  public init(statusCode: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// A UTF-8 text body, with `Content-Type: text/plain; charset=utf-8`.
  ///
  /// ```swift
  /// stubs.stub("https://example.com/motd", with: .text("Hello"))
  /// ```
  public static func text(_ text: String, statusCode: Int = 200) -> StubbedResponse {
    StubbedResponse(
      statusCode: statusCode, headers: ["Content-Type": "text/plain; charset=utf-8"],
      body: Data(text.utf8))
  }

  /// A JSON body, given as its text, with `Content-Type: application/json`.
  ///
  /// ```swift
  /// stubs.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#))
  /// ```
  public static func json(_ json: String, statusCode: Int = 200) -> StubbedResponse {
    StubbedResponse(
      statusCode: statusCode, headers: ["Content-Type": "application/json"], body: Data(json.utf8))
  }
}
