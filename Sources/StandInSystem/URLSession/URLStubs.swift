import Dispatch
import Foundation
import StandIn

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Stubbed answers to URL requests for one test, and a `URLSession` that loads from them and never
/// from the network.
///
/// Install its session as `URLSession.overridable` with
/// ``withURLStubs(fileID:filePath:line:column:operation:)``, the `.urlStubs` trait
/// (StandInTesting) or `StandInTestCase.useURLStubs()`. Each test's session loads through a
/// `URLProtocol` class of its own, so tests running in parallel never answer each other's
/// requests, even for the same URL.
///
/// ```swift
/// try await withURLStubs { stubs async throws in
///   stubs.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#))
///   #expect(try await StatusClient().fetchStatus() == 42)
///   #expect(stubs.requests.map(\.url?.path) == ["/status"])
/// }
/// ```
///
/// The newest stub that matches a request answers it. A request nothing matches fails with
/// `URLError(.notConnectedToInternet)`, and the scope that installed the stubs reports it when it
/// ends. The body of a request is seen when it is set as the request's `httpBody` (or its body
/// stream); Foundation on Linux does not hand a `URLProtocol` the data given to
/// `upload(for:from:)`.
public final class URLStubs: @unchecked Sendable {
  private struct Stub {
    let matches: @Sendable (URLRequest) -> Bool
    let respond: @Sendable (URLRequest) throws -> StubbedResponse
  }

  private struct Record {
    var stubs: [Stub] = []
    var requests: [URLRequest] = []
    var unmatched: [URLRequest] = []
  }

  /// The session that loads from these stubs: an ephemeral session (no cache, no cookies kept
  /// between tests) whose only loader answers from them.
  ///
  /// ```swift
  /// let (data, _) = try await stubs.session.data(from: url)
  /// ```
  public let session: URLSession

  private let number: Int
  private let record = Locked(Record())

  /// Creates stubs that answer nothing yet, and their session.
  ///
  /// ```swift
  /// let stubs = URLStubs()
  /// stubs.stub("https://example.com/motd", with: .text("Hello"))
  /// withOverride(URLSession.overridableSlot, with: stubs.session) { … }
  /// ```
  public init() {
    let route = StubRegistry.reserve()
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [route.protocolClass]
    number = route.number
    session = URLSession(configuration: configuration)
    StubRegistry.activate(self, number: number)
  }

  deinit {
    StubRegistry.unregister(number: number)
    // The last reference may go on the session's own queue (a loader answering a request), where
    // invalidating synchronously would wait for that queue: invalidate from elsewhere.
    DispatchQueue.global().async { [session] in session.invalidateAndCancel() }
  }

  /// Answers requests for `url` (its absolute string, compared whole) with `response`; with a
  /// `method`, only requests of that method.
  ///
  /// ```swift
  /// stubs.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#))
  /// stubs.stub("https://api.example.com/items", method: "POST", with: StubbedResponse(statusCode: 201))
  /// ```
  public func stub(_ url: String, method: String? = nil, with response: StubbedResponse) {
    stub(url, method: method) { _ in response }
  }

  /// Answers requests for `url` (its absolute string, compared whole) with what `respond` returns
  /// for each, or fails them with what it throws; with a `method`, only requests of that method.
  ///
  /// ```swift
  /// stubs.stub("https://api.example.com/echo", method: "POST") { request in
  ///   StubbedResponse(body: request.httpBody ?? Data())
  /// }
  /// stubs.stub("https://api.example.com/slow") { _ in throw URLError(.timedOut) }
  /// ```
  public func stub(
    _ url: String,
    method: String? = nil,
    respond: @escaping @Sendable (URLRequest) throws -> StubbedResponse
  ) {
    stub(
      where: { request in
        request.url?.absoluteString == url
          && (method.map { $0.uppercased() == (request.httpMethod ?? "GET") } ?? true)
      },
      respond: respond)
  }

  /// Answers the requests `matches` accepts with what `respond` returns, or fails them with what
  /// it throws.
  ///
  /// ```swift
  /// stubs.stub(where: { $0.url?.host == "cdn.example.com" }) { _ in .text("asset") }
  /// ```
  public func stub(
    where matches: @escaping @Sendable (URLRequest) -> Bool,
    respond: @escaping @Sendable (URLRequest) throws -> StubbedResponse
  ) {
    record.withLock { $0.stubs.append(Stub(matches: matches, respond: respond)) }
  }

  /// Every request the session received, in order, with its body in `httpBody`.
  ///
  /// ```swift
  /// #expect(stubs.requests.map(\.httpMethod) == ["GET", "POST"])
  /// ```
  public var requests: [URLRequest] { record.withLock { $0.requests } }

  /// The requests no stub matched, which failed with `URLError(.notConnectedToInternet)`.
  ///
  /// ```swift
  /// #expect(stubs.unmatchedRequests.isEmpty)
  /// ```
  public var unmatchedRequests: [URLRequest] { record.withLock { $0.unmatched } }

  /// The stubs whose session is `URLSession.overridable` where this is read.
  ///
  /// ```swift
  /// @Test(.urlStubs { $0.stub("https://example.com/motd", with: .text("Hello")) })
  /// func showsTheMessageOfTheDay() async throws {
  ///   try await banner.load()
  ///   #expect(URLStubs.current().requests.count == 1)
  /// }
  /// ```
  ///
  /// Where none are installed, this reports the misuse at the caller's line and returns new stubs
  /// that nothing loads from, so the test goes on and its checks fail visibly.
  public static func current(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> URLStubs {
    let classes = URLSession.overridable.configuration.protocolClasses ?? []
    if let loader = classes.first as? StubURLProtocol.Type,
      let stubs = StubRegistry.stubs(number: loader.stubsNumber)
    {
      return stubs
    }
    reportStandInIssue(
      """
      No URLStubs are installed here, so URLSession.overridable is the real session. Install \
      them with the .urlStubs trait, withURLStubs { }, or StandInTestCase.useURLStubs().
      """,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return URLStubs()
  }

  /// Records `request` and answers it from the newest matching stub.
  func answer(_ request: URLRequest) -> Result<StubbedResponse, any Error> {
    let stub = record.withLock { record in
      record.requests.append(request)
      let stub = record.stubs.last { $0.matches(request) }
      if stub == nil { record.unmatched.append(request) }
      return stub
    }
    guard let stub else {
      return .failure(
        URLError(
          .notConnectedToInternet,
          userInfo: [
            NSLocalizedDescriptionKey:
              "No stub answers \(Self.describe(request)), and a test's session never reaches the network."
          ]))
    }
    return Result { try stub.respond(request) }
  }

  /// Reports the requests no stub matched, at `site`.
  package func reportUnmatchedRequests(at site: SourceSite) {
    let unmatched = unmatchedRequests
    guard !unmatched.isEmpty else { return }
    let list = unmatched.map { "- \(Self.describe($0))" }.joined(separator: "\n")
    let first = unmatched[0].url?.absoluteString ?? "…"
    reportStandInIssue(
      """
      \(unmatched.count == 1 ? "1 request" : "\(unmatched.count) requests") matched no stub, \
      and failed with URLError.notConnectedToInternet:
      \(list)
      Stub each one, for example stubs.stub("\(first)", with: .text("…")).
      """,
      at: site)
  }

  private static func describe(_ request: URLRequest) -> String {
    "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "(no URL)")"
  }
}
