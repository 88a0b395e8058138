import Foundation
import StandInFixtures
import StandInMacros
import Testing

// Mocks of server-side protocols (swift-log, postgres-nio's async API, Hummingbird, GRDB),
// modelled on their public APIs in Tests/Fixtures/Corpus. Each shape here once broke the
// generator: parameters named `line` or `as`, unnamed subscript parameters, deprecated
// requirements, `sending` results, `isolated` parameters, `Self` results, generic parameters seen
// only in a closure and the result, `some P` parameters, and generic `where` clauses.

@Suite("Corpus: swift-log")
struct LogHandlerCorpusTests {
  @Test func aLogHandlerRecordsEventsMetadataAndItsLevel() {
    let handler = LogHandlerMock()
    handler.stub.log(event: .any).returns(())
    handler.stub.logLevel.returns(.info)
    handler.stub[metadataKey: "request", set: .any].returns(())
    handler.stub[metadataKey: .any].returns(nil)
    handler.stub[metadataKey: "request"].returns("42")

    var asHandler: any LogHandler = handler
    asHandler[metadataKey: "request"] = "42"
    asHandler.log(
      event: LogEvent(
        level: .warning, message: "disk almost full", metadata: nil, source: "App",
        file: #fileID, function: #function, line: 7))

    #expect(asHandler.logLevel == .info)
    #expect(asHandler[metadataKey: "request"] == "42")
    #expect(asHandler[metadataKey: "user"] == nil)
    #expect(handler.verify.log(event: .any).calls.map(\.message) == ["disk almost full"])
    #expect(handler.verify.log(event: .any).calls.map(\.line) == [7])
    handler.verify[metadataKey: "request", set: .equal("42")].called(1)
  }

  @available(*, deprecated, message: "calls a deprecated requirement on purpose")
  @Test func theDeprecatedRequirementsTakeAParameterNamedLine() {
    let handler = LogHandlerMock()
    handler.expect.log(
      level: .equal(.error), message: .any, metadata: nil, source: .any, file: .any, function: .any,
      line: 12)
    callDeprecatedLog(on: handler, line: 12)
    handler.verifyExpectations()

    let wrongLine = collectingIssues {
      handler.verify.log(
        level: .any, message: .any, metadata: .any, source: .any, file: .any, function: .any,
        line: 13
      ).called(1)
    }
    #expect(wrongLine.count == 1, "\(wrongLine)")
    #expect(wrongLine.first?.message.contains("line: 12") == true, "\(wrongLine)")
  }

  @available(*, deprecated, message: "calls a deprecated requirement on purpose")
  private func callDeprecatedLog(on handler: some LogHandler, line: UInt) {
    handler.log(
      level: .error, message: "failed", metadata: nil, source: "App", file: "App.swift",
      function: "run()", line: line)
  }
}

@Suite("Corpus: postgres-nio async API")
struct PostgresAsyncCorpusTests {
  @Test func aConnectionAnswersQueriesAndRecordsTheirSourceLine() async throws {
    let connection = PostgresConnectionProtocolMock()
    connection.stub.isClosed.returns(false)
    connection.stub.query(.any, logger: .any, file: .any, line: .any)
      .returns(PostgresRowSequence([PostgresRow(["id": "1"]), PostgresRow(["id": "2"])]))

    let asConnection: any PostgresConnectionProtocol = connection
    let rows = try await asConnection.query(
      "SELECT id FROM users", logger: Logger(label: "db"), file: "Users.swift", line: 40
    ).collect()

    #expect(rows.map { $0.columns["id"] } == ["1", "2"])
    #expect(asConnection.isClosed == false)
    connection.verify.query(
      .equal("SELECT id FROM users"), logger: .any, file: "Users.swift", line: 40
    ).called(1)
  }

  @Test func aTransactionWithAnIsolatedParameterAnswersASendingResult() async throws {
    let connection = PostgresConnectionProtocolMock()
    connection.stub.withTransaction(
      logger: .any, file: .any, line: .any, isolation: .any, .any, resultType: Int.self
    ).returns(9)

    let asConnection: any PostgresConnectionProtocol = connection
    let id = try await asConnection.withTransaction(
      logger: Logger(label: "db"), file: #fileID, line: 3, isolation: #isolation
    ) { _ in
      Issue.record("a stub that returns does not run the closure"); return 0
    }

    #expect(id == 9)
    connection.verify.withTransaction(
      logger: .any, file: .any, line: 3, isolation: .any, .any, resultType: Int.self
    ).called(1)
    let otherType = collectingIssues {
      connection.verify.withTransaction(
        logger: .any, file: .any, line: .any, isolation: .any, .any, resultType: String.self
      ).called(1)
    }
    #expect(otherType.count == 1, "\(otherType)")
  }

  @Test func aClientLeasesConnectionsPerResultType() async throws {
    let client = PostgresClientProtocolMock()
    client.stub.withConnection(.any, resultType: String.self).perform { body in
      try await body.closure(PostgresConnection(id: 1))
    }
    client.stub.run().returns(())

    let asClient: any PostgresClientProtocol = client
    let leased = try await asClient.withConnection { connection in "connection \(connection.id)" }
    await asClient.run()

    #expect(leased == "connection 1")
    client.verify.withConnection(.any, resultType: String.self).called(1)
    let unstubbed = await collectingIssues {
      _ = try? await asClient.withConnection { connection in connection.id }
    }
    #expect(unstubbed.count == 1, "\(unstubbed)")
    #expect(unstubbed.first?.message.contains("withConnection") == true, "\(unstubbed)")
  }
}

@Suite("Corpus: Hummingbird")
struct HummingbirdCorpusTests {
  @Test func aResponderOfAnAssociatedContextIsStubbedPerRequest() async throws {
    let responder = HTTPResponderMock<BasicRequestContext>()
    responder.stub.respond(to: .any, context: .any).returns(Response(status: 404))
    responder.stub.respond(to: .equal(Request(uri: "/health")), context: .any).returns(Response())

    let asResponder: any HTTPResponder<BasicRequestContext> = responder
    let context = BasicRequestContext(requestID: "r1")
    let health = try await asResponder.respond(to: Request(uri: "/health"), context: context)
    let missing = try await asResponder.respond(to: Request(uri: "/nope"), context: context)

    #expect(health.status == 200)
    #expect(missing.status == 404)
    #expect(
      responder.verify.respond(to: .any, context: .any).calls.map(\.0.uri) == ["/health", "/nope"])
  }

  @Test func aMiddlewareCallsTheRestOfTheChainFromItsStub() async throws {
    let middleware = MiddlewareProtocolMock<Request, Response, BasicRequestContext>()
    middleware.stub.handle(.any, context: .any, next: .any).perform { input, context, next in
      var response = try await next.closure(input, context)
      response.status = 201
      return response
    }

    let asMiddleware: any MiddlewareProtocol<Request, Response, BasicRequestContext> = middleware
    let response = try await asMiddleware.handle(
      Request(method: .post, uri: "/users"), context: BasicRequestContext(requestID: "r2")
    ) { request, _ in Response(body: ResponseBody(text: request.uri)) }

    #expect(response == Response(status: 201, body: ResponseBody(text: "/users")))
    middleware.verify.handle(.matching { $0.method == .post }, context: .any, next: .any)
      .called(1)
  }

  @Test func routerMethodsReturnTheMockItselfForChaining() {
    let router = RouterMethodsMock<BasicRequestContext>()
    let responder = HTTPResponderMock<BasicRequestContext>()
    router.stub.on(.any, method: .any, responder: .any(HTTPResponderMock<BasicRequestContext>.self))
      .returns(router)

    _ = router.on("/users", method: .get, responder: responder)
      .on("/users", method: .post, responder: responder)

    #expect(
      router.verify.on(
        .any, method: .any, responder: .any(HTTPResponderMock<BasicRequestContext>.self)
      )
      .calls.map(\.1) == [.get, .post])
    router.stub.add(middleware: .any).returns(router)
    #expect(router.add(middleware: MiddlewareProtocolMock(.nice)) === router)
    router.verify.add(middleware: .any).called(1)
  }

  @Test func aPersistDriverIsStubbedPerStoredTypeThroughItsAsParameter() async throws {
    let driver = PersistDriverMock()
    driver.stub.get(key: .any, as: String.self).returns(nil)
    driver.stub.get(key: "session", as: String.self).returns("ada")
    driver.stub.set(key: .any, value: .any(Int.self), expires: nil).returns(())

    let asDriver: any PersistDriver = driver
    let session = try await asDriver.get(key: "session", as: String.self)
    let other = try await asDriver.get(key: "other", as: String.self)
    try await asDriver.set(key: "visits", value: 3, expires: nil)

    #expect(session == "ada")
    #expect(other == nil)
    #expect(
      driver.verify.set(key: "visits", value: .any(Int.self), expires: .any).calls.map(\.1) == [3])
    let unstubbed = await collectingIssues { _ = try? await asDriver.get(key: "n", as: Int.self) }
    #expect(unstubbed.count == 1, "\(unstubbed)")
  }

  @Test func aFileProviderWithSomeParametersIsStubbedPerContextType() async throws {
    let files = FileProviderMock<Int, String>()
    files.stub.getFileIdentifier(.any).returns("index.html")
    files.stub.getAttributes(id: "index.html").returns(1_024)
    files.stub.loadFile(id: .any, context: .any)
      .returns(ResponseBody(text: "<html>"))

    let (size, body) = try await serveIndex(from: files)

    #expect(size == 1_024)
    #expect(body.text == "<html>")
    files.verify.loadFile(id: "index.html", context: .matching { $0.requestID == "r3" }).called(1)
  }

  /// Serves `/` through the protocol, as Hummingbird's file middleware does.
  private func serveIndex<Provider: FileProvider>(from provider: Provider) async throws -> (
    Provider.FileAttributes?, ResponseBody
  ) {
    let id = try #require(provider.getFileIdentifier("/"))
    let context = BasicRequestContext(requestID: "r3")
    return (
      try await provider.getAttributes(id: id),
      try await provider.loadFile(id: id, context: context)
    )
  }
}

@Suite("Corpus: GRDB")
struct GRDBCorpusTests {
  /// The closure of GRDB's synchronous `read` and `write` overloads. Their `async` overloads take
  /// a `@Sendable` one, and `.any` alone cannot tell the two builders apart.
  typealias SyncRead<T> = NonEscapingClosure<(Database) throws -> T>

  @Test func aReaderRunsTheReadClosureOnAStubbedDatabase() throws {
    let reader = DatabaseReaderMock()
    nonisolated(unsafe) let database = Database()
    reader.stub.read(.any(SyncRead<Int>.self), tType: Int.self).perform { value in
      try value.closure(database)
    }
    reader.stub.configuration.returns(Configuration(label: "main", readonly: true))

    let asReader: any DatabaseReader = reader
    let count = try asReader.read { db in
      try db.execute(sql: "SELECT COUNT(*) FROM player")
      return 3
    }

    #expect(count == 3)
    #expect(database.executed == ["SELECT COUNT(*) FROM player"])
    #expect(asReader.configuration.readonly)
    reader.verify.read(.any(SyncRead<Int>.self), tType: Int.self).called(1)
  }

  @Test func aWriterBuildsOnTheReadersMockAndRunsOrAnswersItsUpdates() throws {
    struct Failure: Error {}
    let writer = DatabaseWriterMock()
    nonisolated(unsafe) let database = Database()
    writer.stub.barrierWriteWithoutTransaction(.any(SyncRead<Void>.self), tType: Void.self)
      .perform { updates in try updates.closure(database) }
    writer.stub.writeWithoutTransaction(.any(SyncRead<Int>.self), tType: Int.self).returns(5)
    writer.stub.read(.any(SyncRead<Int>.self), tType: Int.self).returns(2)

    let asWriter: any DatabaseWriter = writer
    try asWriter.barrierWriteWithoutTransaction { db in try db.execute(sql: "DELETE FROM player") }
    #expect(throws: Failure.self) {
      try asWriter.barrierWriteWithoutTransaction { _ in throw Failure() }
    }

    #expect(asWriter.writeWithoutTransaction { _ in 0 } == 5, "a rethrows stub answers a value")
    #expect(try asWriter.read { _ in 0 } == 2, "the stub answers without running the closure")
    #expect(database.executed == ["DELETE FROM player"])
    writer.verify.barrierWriteWithoutTransaction(.any(SyncRead<Void>.self), tType: Void.self)
      .called(2)
  }

}
