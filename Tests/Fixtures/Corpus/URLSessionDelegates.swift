import Foundation
import StandInMacros

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Corpus shapes modelled on Foundation's URL loading delegates (`URLSessionDelegate`,
// `URLSessionTaskDelegate`, `URLSessionDataDelegate`): delegate protocols whose requirements
// answer optional values (the redirect to follow, the response to cache, the body stream) and
// tuples holding optionals (a challenge's disposition and credential). Foundation's protocols
// refine `NSObjectProtocol` and their requirements are `@objc optional`, which a mock class
// cannot adopt, so each is restated, with Foundation's own parameter and result types, as a
// protocol refining the one before it, as Foundation's do.

/// Foundation's `URLSessionDelegate`, restated: session-level events.
@Mockable
public protocol SessionDelegate: AnyObject, Sendable {
  /// The session was invalidated, with the error that caused it if any.
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)

  /// How to answer a session-level authentication challenge, and the credential to answer with.
  func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) async
    -> (URLSession.AuthChallengeDisposition, URLCredential?)
}

/// Foundation's `URLSessionTaskDelegate`, restated: task-level events.
@Mockable(inheriting: SessionDelegate.self)
public protocol SessionTaskDelegate: SessionDelegate {
  /// The session created `task`.
  func urlSession(_ session: URLSession, didCreateTask task: URLSessionTask)

  /// The request to follow a redirect with, or `nil` to not follow it.
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest
  ) async -> URLRequest?

  /// The request to follow a redirect with, passed to `completionHandler`: the form of the
  /// requirement above that Foundation imports from Objective-C with a completion handler.
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  )

  /// How to answer a task-level authentication challenge, and the credential to answer with.
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didReceive challenge: URLAuthenticationChallenge
  ) async -> (URLSession.AuthChallengeDisposition, URLCredential?)

  /// A new stream for the task's body, or `nil` to fail the task.
  func urlSession(_ session: URLSession, needNewBodyStreamForTask task: URLSessionTask) async
    -> InputStream?

  /// Part of the task's body was sent.
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64,
    totalBytesExpectedToSend: Int64
  )

  /// The task finished, with the error that failed it if any.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
}

/// Foundation's `URLSessionDataDelegate`, restated: data-task events.
@Mockable(inheriting: SessionTaskDelegate.self)
public protocol SessionDataDelegate: SessionTaskDelegate {
  /// What to do with the task now that its response arrived.
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse
  ) async -> URLSession.ResponseDisposition

  /// Part of the task's body arrived.
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)

  /// The response to cache, or `nil` to cache nothing.
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    willCacheResponse proposedResponse: CachedURLResponse
  ) async -> CachedURLResponse?
}
