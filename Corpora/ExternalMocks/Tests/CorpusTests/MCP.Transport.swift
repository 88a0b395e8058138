import Foundation
import MCP
import StandInMacros
import Testing

@Test func transport() async throws {
  let transport = TransportMock()
  transport.stub.send(.any).returns(())
  let asTransport: any Transport = transport
  try await asTransport.send(Data("ping".utf8))
  #expect(transport.verify.send(.any).calls == [Data("ping".utf8)])
}
