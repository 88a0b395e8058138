import GRPCCore
import StandInMacros
import Testing

@Test func closableRPCWriter() async throws {
  let writer = ClosableRPCWriterProtocolMock<String>()
  writer.stub.write(.any(String.self)).returns(())
  writer.stub.finish().returns(())
  let asWriter: any ClosableRPCWriterProtocol<String> = writer
  try await asWriter.write("one")
  await asWriter.finish()
  #expect(writer.verify.write(.any(String.self)).calls == ["one"])
  verifyInOrder(writer.verify.write(.any(String.self)), writer.verify.finish())
}
