import Foundation
import HTTPTypes
import OpenAPIRuntime
import StandInMacros
import Testing

@Test func clientMiddleware() async throws {
  let middleware = ClientMiddlewareMock()
  middleware.stub.intercept(.any, body: .any, baseURL: .any, operationID: .any, next: .any)
    .returns((HTTPResponse(status: .unauthorized), nil))
  let (response, _) = try await (middleware as any ClientMiddleware).intercept(
    HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/"), body: nil,
    baseURL: URL(string: "https://example.com")!, operationID: "op"
  ) { _, _, _ in (HTTPResponse(status: .ok), nil) }
  #expect(response.status == .unauthorized)
  middleware.verify.intercept(.any, body: .any, baseURL: .any, operationID: "op", next: .any)
    .called(1)
}
