import GRPCCore
import StandInMacros
import Testing

@Test func clientInterceptor() async throws {
  let interceptor = ClientInterceptorMock()
  interceptor.stub.intercept(
    request: .any(StreamingClientRequest<String>.self), context: .any, next: .any,
    outputType: String.self
  ).returns(
    StreamingClientResponse(of: String.self, error: RPCError(code: .unavailable, message: "down")))
  let response = try await (interceptor as any ClientInterceptor).intercept(
    request: StreamingClientRequest(of: String.self) { _ in },
    context: ClientContext(
      descriptor: MethodDescriptor(fullyQualifiedService: "echo.Echo", method: "Get"),
      remotePeer: "server", localPeer: "client")
  ) { _, _ in
    StreamingClientResponse(of: String.self, error: RPCError(code: .internalError, message: ""))
  }
  #expect((try? response.accepted.get()) == nil)
  #expect(
    interceptor.verify.intercept(
      request: .any(StreamingClientRequest<String>.self), context: .any, next: .any,
      outputType: String.self
    ).calls.map(\.1.descriptor.method) == ["Get"])
}
