import GRPCCore
import StandInMacros
import Testing

@Test func grpcClientTransport() async throws {
  let transport = GRPCClientTransportMock<[UInt8]>()
  transport.stub.connect().returns(())
  transport.stub.beginGracefulShutdown().returns(())
  let asTransport: any ClientTransport<[UInt8]> = transport
  try await asTransport.connect()
  asTransport.beginGracefulShutdown()
  verifyInOrder(transport.verify.connect(), transport.verify.beginGracefulShutdown())
}
