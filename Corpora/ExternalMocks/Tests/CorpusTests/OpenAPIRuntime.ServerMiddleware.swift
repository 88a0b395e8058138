import HTTPTypes
import OpenAPIRuntime
import StandInMacros
import Testing

@Test func serverMiddleware() async throws {
  let middleware = ServerMiddlewareMock()
  middleware.stub.intercept(.any, body: .any, metadata: .any, operationID: .any, next: .any)
    .returns((HTTPResponse(status: .accepted), nil))
  let (response, _) = try await (middleware as any ServerMiddleware).intercept(
    HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/jobs"), body: nil,
    metadata: ServerRequestMetadata(), operationID: "createJob"
  ) { _, _, _ in (HTTPResponse(status: .ok), nil) }
  #expect(response.status == .accepted)
  middleware.verify.intercept(
    .any, body: .any, metadata: .any, operationID: "createJob", next: .any
  )
  .called(1)
}
