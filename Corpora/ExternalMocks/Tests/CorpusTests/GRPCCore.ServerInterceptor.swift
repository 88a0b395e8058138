import GRPCCore
import StandInMacros
import Testing

@Test func serverInterceptor() async throws {
  let interceptor = ServerInterceptorMock()
  interceptor.stub.intercept(
    request: .any(StreamingServerRequest<String>.self), context: .any, next: .any,
    outputType: String.self
  ).returns(
    StreamingServerResponse(
      of: String.self, error: RPCError(code: .permissionDenied, message: "no")))
  let context = ServerContext(
    descriptor: MethodDescriptor(fullyQualifiedService: "echo.Echo", method: "Get"),
    remotePeer: "client", localPeer: "server", cancellation: .init())
  let response = try await (interceptor as any ServerInterceptor).intercept(
    request: StreamingServerRequest(single: ServerRequest(metadata: [:], message: "hi")),
    context: context
  ) { _, _ in
    StreamingServerResponse(of: String.self, error: RPCError(code: .internalError, message: ""))
  }
  #expect((try? response.accepted.get()) == nil)
  interceptor.verify.intercept(
    request: .any(StreamingServerRequest<String>.self), context: .any, next: .any,
    outputType: String.self
  ).called(1)
}
