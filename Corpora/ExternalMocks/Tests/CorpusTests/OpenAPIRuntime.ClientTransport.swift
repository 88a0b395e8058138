import Foundation
import HTTPTypes
import OpenAPIRuntime
import StandInMacros
import Testing

@Test func clientTransport() async throws {
  let transport = ClientTransportMock()
  transport.stub.send(.any, body: .any, baseURL: .any, operationID: "getGreeting")
    .returns((HTTPResponse(status: .ok), HTTPBody("hi")))
  let (response, _) = try await (transport as any ClientTransport).send(
    HTTPRequest(method: .get, scheme: "https", authority: "example.com", path: "/greet"),
    body: nil, baseURL: URL(string: "https://example.com")!, operationID: "getGreeting")
  #expect(response.status == .ok)
  #expect(
    transport.verify.send(.any, body: .any, baseURL: .any, operationID: .any).calls.map(\.0.path)
      == ["/greet"])
}
