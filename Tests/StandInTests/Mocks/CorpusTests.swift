import Foundation
import StandInFixtures
import StandInMacros
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Mocks of protocol shapes modelled on the public APIs of popular packages (Tests/Fixtures/Corpus):
// each is made, stubbed, called through its protocol, and verified. The server-side ones are in
// ServerCorpusTests.swift.

@Suite("Corpus: swift-metrics handlers")
struct MetricsCorpusTests {
  @Test func aCounterHandlerRecordsIncrementsAndResets() {
    let counter = CounterHandlerMock()
    counter.stub.increment(by: .any).returns(())
    counter.stub.reset().returns(())
    let handler: any CounterHandler = counter
    handler.increment(by: 3)
    handler.increment(by: 4)
    handler.reset()
    #expect(counter.verify.increment(by: .any).calls == [3, 4])
    counter.verify.increment(by: 4).called(1)
    counter.verify.reset().called(1)
    verifyInOrder(counter.verify.increment(by: 3), counter.verify.reset())
    counter.verifyNoMoreInteractions()
    let wrong = collectingIssues {
      counter.verify.increment(by: 5).called(1)
      counter.verify.reset().called(.never)
    }
    #expect(wrong.count == 2, "\(wrong)")
  }

  @Test func aFloatingPointCounterHandlerMatchesFloatingPointLiterals() {
    let counter = FloatingPointCounterHandlerMock()
    counter.expect.increment(by: 1.5).times(2)
    counter.reject.reset()
    let handler: any FloatingPointCounterHandler = counter
    handler.increment(by: 1.5)
    handler.increment(by: 1.5)
    counter.verifyExpectations()
    let rejected = collectingIssues { handler.reset() }
    #expect(rejected.count == 1, "\(rejected)")
  }

  @Test func aRecorderHandlerStubsItsOverloadsSeparately() {
    let recorder = RecorderHandlerMock()
    recorder.stub.record(.any(Int64.self)).returns(())
    recorder.stub.record(.matching("positive") { (value: Double) in value > 0 }).returns(())
    let handler: any RecorderHandler = recorder
    handler.record(Int64(42))
    handler.record(0.25)
    recorder.verify.record(.equal(Int64(42))).called(1)
    #expect(recorder.verify.record(.any(Double.self)).calls == [0.25])
    let unstubbed = collectingIssues { handler.record(-1.0) }
    #expect(unstubbed.count == 1, "\(unstubbed)")
  }

  @Test func aMeterHandlerRecordsEachKindOfChange() {
    let meter = MeterHandlerMock(.nice)
    let handler: any MeterHandler = meter
    handler.set(Int64(10))
    handler.set(2.5)
    handler.increment(by: 1)
    handler.decrement(by: 0.5)
    meter.verify.set(.equal(Int64(10))).called(1)
    meter.verify.set(.equal(2.5)).called(1)
    meter.verify.increment(by: 1).called(1)
    meter.verify.decrement(by: 0.5).called(1)
    verifyInOrder(
      meter.verify.set(.any(Int64.self)), meter.verify.increment(by: .any),
      meter.verify.decrement(by: .any))
    meter.verifyNoMoreInteractions()
  }

  @Test func aTimerHandlerRecordsDurationsAndItsDisplayUnit() {
    let timer = TimerHandlerMock()
    let durations = ArgumentCaptor<Int64>()
    timer.stub.recordNanoseconds(.capture(durations)).returns(())
    timer.stub.preferDisplayUnit(.equal(.milliseconds)).returns(())
    let handler: any TimerHandler = timer
    handler.preferDisplayUnit(.milliseconds)
    handler.recordNanoseconds(1_500_000)
    handler.recordNanoseconds(2_000_000)
    #expect(durations.values == [1_500_000, 2_000_000])
    timer.verify.preferDisplayUnit(.equal(.milliseconds)).called(1)
    timer.verify.preferDisplayUnit(.equal(.seconds)).called(.never)
    timer.verify.recordNanoseconds(.any).called(2)
  }

  @Test func aMetricsFactoryHandsOutAndDestroysStubbedHandlers() {
    let factory = MetricsFactoryMock()
    let requests = CounterHandlerMock(.nice)
    let errors = CounterHandlerMock(.nice)
    let latency = TimerHandlerMock(.nice)
    factory.stub.makeCounter(label: .any, dimensions: .any).perform { label, _ in
      label == "errors" ? errors : requests
    }
    factory.stub.makeTimer(label: "latency", dimensions: .any).returns(latency)
    factory.stub.destroyCounter(.any).returns(())

    let metrics: any MetricsFactory = factory
    let counter = metrics.makeCounter(label: "requests", dimensions: [("method", "GET")])
    counter.increment(by: 1)
    metrics.makeTimer(label: "latency", dimensions: []).recordNanoseconds(7)
    metrics.destroyCounter(counter)

    requests.verify.increment(by: 1).called(1)
    errors.verify.increment(by: .any).called(.never)
    latency.verify.recordNanoseconds(7).called(1)
    let made = factory.verify.makeCounter(label: "requests", dimensions: .any).calls
    #expect(made.count == 1)
    #expect(made.first?.1.map { "\($0.0)=\($0.1)" } == ["method=GET"])
    factory.verify.destroyCounter(.matching("the requests counter") { $0 === requests }).called(1)
    factory.verify.makeRecorder(label: .any, dimensions: .any, aggregate: .any).called(.never)
  }
}

@Suite("Corpus: async-http-client")
struct HTTPClientCorpusTests {
  struct Timeout: Error, Equatable {}

  @Test func executeIsStubbedByRequestAndTimeout() async throws {
    let client = HTTPClientProtocolMock()
    let requests = ArgumentCaptor<HTTPClientRequest>()
    client.stub.execute(.capture(requests), timeout: .any, logger: .any)
      .returns(HTTPClientResponse(body: ByteBuffer(string: "fallback")))
    client.stub.execute(
      .matching("a users request") { $0.url.hasSuffix("/users") }, timeout: .equal(.seconds(30)),
      logger: .isNil
    ).returns(HTTPClientResponse(status: .ok, body: ByteBuffer(string: "[]")))
    client.stub.execute(.any, deadline: .any, logger: .any).throws(Timeout())

    let http: any HTTPClientProtocol = client
    let users = try await http.execute(
      HTTPClientRequest(url: "https://api.example.com/users"), timeout: .seconds(30), logger: nil)
    let other = try await http.execute(
      HTTPClientRequest(url: "https://api.example.com/teams"), timeout: .seconds(5),
      logger: Logger(label: "http"))
    await #expect(throws: Timeout()) {
      try await http.execute(
        HTTPClientRequest(url: "https://api.example.com/users"),
        deadline: .uptimeNanoseconds(1), logger: nil)
    }

    #expect(users.body.string == "[]")
    #expect(other.body.string == "fallback")
    #expect(requests.values.map(\.url) == ["https://api.example.com/teams"])
    client.verify.execute(.any, timeout: .any, logger: .isNotNil).called(1)
    client.verify.execute(.any, timeout: .equal(.seconds(30)), logger: .any).called(1)
    client.verify.execute(.any, deadline: .any, logger: .any).called(1)
    let wrong = collectingIssues {
      client.verify.execute(.any, timeout: .equal(.seconds(5)), logger: .isNil).called(1)
    }
    #expect(wrong.count == 1, "\(wrong)")
  }

  @Test func shutdownsAreStubbedAndTheCallbackCanBeCalledLater() async throws {
    let client = HTTPClientProtocolMock()
    client.expect.shutdown().returns(())
    client.stub.syncShutdown().throws(Timeout())
    client.stub.shutdown(queue: .any, .any).returns(())

    let http: any HTTPClientProtocol = client
    try await http.shutdown()
    #expect(throws: Timeout()) { try http.syncShutdown() }
    let finished = LockedBox<Bool?>(nil)
    http.shutdown(queue: .main) { error in finished.value = error == nil }
    client.verifyExpectations()

    let callbacks = client.verify.shutdown(queue: .any, .any).calls
    #expect(callbacks.count == 1)
    #expect(finished.value == nil)
    callbacks.first?.1(nil)
    #expect(finished.value == true)
  }

  @Test func aMockForwardsWhatItDoesNotStubToARealClient() async throws {
    let real = EchoHTTPClient()
    let client = HTTPClientProtocolMock(forwardingTo: real)
    client.stub.execute(.any, timeout: .any, logger: .any).throws(Timeout())
    let http: any HTTPClientProtocol = client
    let response = try await http.execute(
      HTTPClientRequest(url: "/echo"), deadline: .uptimeNanoseconds(0), logger: nil)
    #expect(response.body.string == "/echo")
    await #expect(throws: Timeout()) {
      try await http.execute(HTTPClientRequest(url: "/echo"), timeout: .seconds(1), logger: nil)
    }
    try http.syncShutdown()
    #expect(real.shutdowns.value == 1)
    client.verify.syncShutdown().called(1)
  }
}

/// A real `HTTPClientProtocol`, for a mock to forward to: answers each request with its URL.
final class EchoHTTPClient: HTTPClientProtocol {
  let shutdowns = LockedBox(0)

  func execute(_ request: HTTPClientRequest, deadline: NIODeadline, logger: Logger?) async throws
    -> HTTPClientResponse
  {
    HTTPClientResponse(body: ByteBuffer(string: request.url))
  }

  func execute(_ request: HTTPClientRequest, timeout: TimeAmount, logger: Logger?) async throws
    -> HTTPClientResponse
  {
    HTTPClientResponse(body: ByteBuffer(string: request.url))
  }

  func shutdown() async throws { shutdowns.value += 1 }

  func shutdown(queue: DispatchQueue, _ callback: @escaping @Sendable (Error?) -> Void) {
    shutdowns.value += 1
    callback(nil)
  }

  func syncShutdown() throws { shutdowns.value += 1 }
}

@Suite("Corpus: postgres-nio")
struct PostgresCorpusTests {
  struct Query: PostgresRequest {
    let description: String
  }

  @Test func aDatabaseIsStubbedThroughItsPropertiesRequestsAndConnections() async throws {
    let database = PostgresDatabaseMock()
    let eventLoop = EmbeddedEventLoop()
    database.stub.logger.returns(Logger(label: "postgres"))
    database.stub.eventLoop.returns(eventLoop)
    database.stub.send(.matching("BEGIN") { $0.description == "BEGIN" }, logger: .any)
      .returns(eventLoop.makeSucceededFuture(()))
    database.stub.withConnection(.any).perform { (closure) -> EventLoopFuture<Int> in
      closure(PostgresConnection(id: 7))
    }

    let postgres: any PostgresDatabase = database
    #expect(postgres.logger.label == "postgres")
    #expect(postgres.eventLoop === eventLoop)
    try await postgres.send(Query(description: "BEGIN"), logger: postgres.logger).get()
    let id = try await postgres.withConnection { connection in
      postgres.eventLoop.makeSucceededFuture(connection.id)
    }.get()

    #expect(id == 7)
    database.verify.send(.any, logger: .any).called(1)
    database.verify.logger.called(2)
    database.verify.eventLoop.called(2)
    #expect(database.verify.send(.any, logger: .any).calls.map(\.0.description) == ["BEGIN"])
    let wrong = collectingIssues {
      database.verify.send(.matching { $0.description == "COMMIT" }, logger: .any).called(1)
    }
    #expect(wrong.count == 1, "\(wrong)")
  }
}

@Suite("Corpus: URL session delegates")
struct URLSessionDelegateCorpusTests {
  static let url = URL(string: "https://example.com/start")!

  @Test func optionalAnswersAreStubbedPerArgument() async {
    let delegate = SessionDataDelegateMock()
    let redirect = URLRequest(url: URL(string: "https://example.com/moved")!)
    delegate.stub.urlSession(.any, task: .any, willPerformHTTPRedirection: .any, newRequest: .any)
      .perform { _, _, response, request in response.statusCode == 301 ? request : nil }
    delegate.stub.urlSession(.any, dataTask: .any, willCacheResponse: .any).returns(nil)
    delegate.stub.urlSession(.any, needNewBodyStreamForTask: .any)
      .returns(InputStream(data: Data("body".utf8)))

    let session = URLSession.shared
    let task = session.dataTask(with: Self.url)
    let asTaskDelegate: any SessionTaskDelegate = delegate
    let followed = await asTaskDelegate.urlSession(
      session, task: task, willPerformHTTPRedirection: response(301), newRequest: redirect)
    let refused = await asTaskDelegate.urlSession(
      session, task: task, willPerformHTTPRedirection: response(302), newRequest: redirect)
    let cached = await delegate.urlSession(
      session, dataTask: task,
      willCacheResponse: CachedURLResponse(response: response(200), data: Data()))
    let stream = await asTaskDelegate.urlSession(session, needNewBodyStreamForTask: task)

    #expect(followed?.url == redirect.url)
    #expect(refused == nil)
    #expect(cached == nil)
    #expect(stream != nil)
    delegate.verify.urlSession(
      .any, task: .any, willPerformHTTPRedirection: .any, newRequest: .equal(redirect)
    ).called(2)
    delegate.verify.urlSession(.any, needNewBodyStreamForTask: .matching { $0 === task }).called(1)
  }

  @Test func challengesAnswerADispositionAndAnOptionalCredential() async {
    let delegate = SessionDataDelegateMock()
    let credential = URLCredential(user: "ada", password: "secret", persistence: .forSession)
    delegate.stub.urlSession(.any, didReceive: .any).returns((.performDefaultHandling, nil))
    delegate.stub.urlSession(.any, task: .any, didReceive: .any)
      .returns((.useCredential, credential))

    let session = URLSession.shared
    let task = session.dataTask(with: Self.url)
    let asSessionDelegate: any SessionDelegate = delegate
    let (sessionDisposition, sessionCredential) = await asSessionDelegate.urlSession(
      session, didReceive: challenge())
    let (taskDisposition, taskCredential) = await delegate.urlSession(
      session, task: task, didReceive: challenge())

    #expect(sessionDisposition == .performDefaultHandling)
    #expect(sessionCredential == nil)
    #expect(taskDisposition == .useCredential)
    #expect(taskCredential?.user == "ada")
    delegate.verify.urlSession(.any, didReceive: .any).called(1)
    delegate.verify.urlSession(.any, task: .any, didReceive: .any).called(1)
  }

  @Test func eventsOfEachLevelAreRecordedInOrder() async {
    let delegate = SessionDataDelegateMock(.nice)
    delegate.stub.urlSession(.any, dataTask: .any, didReceive: .any(URLResponse.self))
      .returns(.allow)
    let session = URLSession.shared
    let task = session.dataTask(with: Self.url)

    let asDataDelegate: any SessionDataDelegate = delegate
    asDataDelegate.urlSession(session, didCreateTask: task)
    let disposition = await asDataDelegate.urlSession(
      session, dataTask: task, didReceive: response(200))
    asDataDelegate.urlSession(session, dataTask: task, didReceive: Data("chunk".utf8))
    asDataDelegate.urlSession(
      session, task: task, didSendBodyData: 4, totalBytesSent: 4, totalBytesExpectedToSend: 8)
    asDataDelegate.urlSession(session, task: task, didCompleteWithError: nil)
    asDataDelegate.urlSession(session, didBecomeInvalidWithError: nil)

    #expect(disposition == .allow)
    #expect(
      delegate.verify.urlSession(.any, dataTask: .any, didReceive: .any(Data.self)).calls.map(\.2)
        == [Data("chunk".utf8)])
    delegate.verify.urlSession(
      .any, task: .any, didSendBodyData: 4, totalBytesSent: .any, totalBytesExpectedToSend: 8
    ).called(1)
    delegate.verify.urlSession(.any, task: .any, didCompleteWithError: .isNil).called(1)
    verifyInOrder(
      delegate.verify.urlSession(.any, didCreateTask: .any),
      delegate.verify.urlSession(.any, dataTask: .any, didReceive: .any(URLResponse.self)),
      delegate.verify.urlSession(.any, task: .any, didCompleteWithError: .any),
      delegate.verify.urlSession(.any, didBecomeInvalidWithError: .any))
    let outOfOrder = collectingIssues {
      verifyInOrder(
        delegate.verify.urlSession(.any, didBecomeInvalidWithError: .any),
        delegate.verify.urlSession(.any, didCreateTask: .any))
    }
    #expect(outOfOrder.count == 1, "\(outOfOrder)")
  }

  @Test func aRedirectsCompletionHandlerIsRecordedAndCanBeCalledLater() {
    let delegate = SessionTaskDelegateMock()
    delegate.expect.urlSession(
      .any, task: .any, willPerformHTTPRedirection: .any, newRequest: .any, completionHandler: .any)
    let session = URLSession.shared
    let task = session.dataTask(with: Self.url)
    let chosen = LockedBox<URLRequest??>(nil)
    delegate.urlSession(
      session, task: task, willPerformHTTPRedirection: response(301),
      newRequest: URLRequest(url: Self.url)
    ) { request in chosen.value = .some(request) }
    delegate.verifyExpectations()

    let handlers = delegate.verify.urlSession(
      .any, task: .any, willPerformHTTPRedirection: .any, newRequest: .any, completionHandler: .any
    ).calls.map(\.4)
    #expect(handlers.count == 1)
    handlers.first?(nil)
    #expect(chosen.value == .some(nil))
  }

  private func response(_ status: Int) -> HTTPURLResponse {
    HTTPURLResponse(url: Self.url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
  }

  private func challenge() -> URLAuthenticationChallenge {
    URLAuthenticationChallenge(
      protectionSpace: URLProtectionSpace(
        host: "example.com", port: 443, protocol: "https", realm: "api",
        authenticationMethod: NSURLAuthenticationMethodHTTPBasic),
      proposedCredential: nil, previousFailureCount: 0, failureResponse: nil, error: nil,
      sender: ChallengeSender())
  }
}

/// A sender for the challenges the delegate tests make; it is never called.
final class ChallengeSender: NSObject, URLAuthenticationChallengeSender {
  func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
  func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
  func cancel(_ challenge: URLAuthenticationChallenge) {}
  func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
  func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}

@Suite("Corpus: OpenCombine")
struct CombineCorpusTests {
  @Test func aCancellableRecordsItsCancellation() {
    let cancellable = CancellableMock()
    cancellable.expect.cancel()
    let asCancellable: any Cancellable = cancellable
    asCancellable.cancel()
    cancellable.verifyExpectations()
    cancellable.verify.cancel().called(1)
  }

  @Test func aSubscriptionRecordsDemandAndAnswersItsIdentifier() {
    let subscription = SubscriptionMock()
    subscription.stub.combineIdentifier.returns(CombineIdentifier(7))
    subscription.stub.request(.any).returns(())
    subscription.stub.cancel().returns(())
    let asSubscription: any Subscription = subscription
    asSubscription.request(.max(2))
    asSubscription.request(.unlimited)
    asSubscription.cancel()
    #expect(asSubscription.combineIdentifier == CombineIdentifier(7))
    #expect(subscription.verify.request(.any).calls == [.max(2), .unlimited])
    verifyInOrder(subscription.verify.request(.equal(.unlimited)), subscription.verify.cancel())
  }

  @Test func aPublisherMockDrivesASubscriberMock() {
    let publisher = PublisherMock<Int, Never>()
    let subscriber = SubscriberMock<Int, Never>()
    let subscription = SubscriptionMock(.nice)
    publisher.stub.receive(subscriber: .any(SubscriberMock<Int, Never>.self)).perform {
      subscriber in
      subscriber.receive(subscription: subscription)
      for value in [1, 2, 3] {
        if subscriber.receive(value) == .none { break }
      }
      subscriber.receive(completion: .finished)
    }
    subscriber.stub.receive(subscription: .any).returns(())
    subscriber.stub.receive(.any).returns(.max(1))
    subscriber.stub.receive(2).returns(.none)
    subscriber.stub.receive(completion: .any).returns(())

    subscribe(subscriber, to: publisher)

    #expect(subscriber.verify.receive(.any).calls == [1, 2])
    subscriber.verify.receive(subscription: .matching { ($0 as AnyObject) === subscription })
      .called(1)
    subscriber.verify.receive(
      completion: .matching("finished") {
        if case .finished = $0 { true } else { false }
      }
    ).called(1)
    publisher.verify.receive(subscriber: .any(SubscriberMock<Int, Never>.self)).called(1)
    let wrong = collectingIssues {
      publisher.verify.receive(subscriber: .any(SubscriberMock<Int, Never>.self)).called(2)
    }
    #expect(wrong.count == 1, "\(wrong)")
    verifyInOrder(
      subscriber.verify.receive(subscription: .any), subscriber.verify.receive(2),
      subscriber.verify.receive(completion: .any))
  }

  @Test func aSubscriberAnswersTheDemandItWasStubbedWith() {
    let subscriber = SubscriberMock<String, Never>()
    subscriber.stub.combineIdentifier.returns(CombineIdentifier(1))
    subscriber.stub.receive(.any).returns(.max(1), .none)
    let asSubscriber: any Subscriber<String, Never> = subscriber
    #expect(asSubscriber.receive("a") == .max(1))
    #expect(asSubscriber.receive("b") == .none)
    #expect(asSubscriber.combineIdentifier == CombineIdentifier(1))
    let unstubbed = collectingIssues { asSubscriber.receive(completion: .finished) }
    #expect(unstubbed.count == 1, "\(unstubbed)")
  }

  /// Attaches `subscriber` to `publisher` through the protocols, as OpenCombine's `subscribe` does.
  private func subscribe<P: Publisher, S: Subscriber>(_ subscriber: S, to publisher: P)
  where P.Output == S.Input, P.Failure == S.Failure {
    publisher.receive(subscriber: subscriber)
  }
}
