import StandInMacros

// async-http-client 1.37.0's `HTTPClientResponseDelegate`
// (Sources/AsyncHTTPClient/HTTPHandler.swift); its types are the stand-ins in
// AsyncHTTPClient.swift and SwiftNIO.swift. It exercises throwing requirements of a protocol with
// associated types.

/// Receives the parts of a response as they arrive, and makes a `Response` of them.
@Mockable
public protocol HTTPClientResponseDelegate: AnyObject, Sendable {
  /// What the delegate makes of a response.
  associatedtype Response: Sendable

  /// The request's head was sent.
  func didSendRequestHead(task: HTTPClient.Task<Response>, _ head: HTTPRequestHead)

  /// Part of the request's body was sent.
  func didSendRequestPart(task: HTTPClient.Task<Response>, _ part: IOData)

  /// The whole request was sent.
  func didSendRequest(task: HTTPClient.Task<Response>)

  /// A redirect to `request` was followed.
  func didVisitURL(
    task: HTTPClient.Task<Response>, _ request: HTTPClient.Request, _ head: HTTPResponseHead)

  /// The response's head arrived.
  func didReceiveHead(task: HTTPClient.Task<Response>, _ head: HTTPResponseHead)
    -> EventLoopFuture<Void>

  /// Part of the response's body arrived.
  func didReceiveBodyPart(task: HTTPClient.Task<Response>, _ buffer: ByteBuffer)
    -> EventLoopFuture<Void>

  /// The request failed.
  func didReceiveError(task: HTTPClient.Task<Response>, _ error: Error)

  /// The whole response arrived; makes the delegate's `Response`.
  func didFinishRequest(task: HTTPClient.Task<Response>) throws -> Response
}
