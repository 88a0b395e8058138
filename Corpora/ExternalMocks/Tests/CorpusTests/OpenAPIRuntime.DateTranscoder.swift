import Foundation
import OpenAPIRuntime
import StandInMacros
import Testing

@Test func dateTranscoder() throws {
  let transcoder = DateTranscoderMock()
  transcoder.stub.encode(.any).returns("epoch")
  #expect(try (transcoder as any DateTranscoder).encode(Date(timeIntervalSince1970: 0)) == "epoch")
  #expect(transcoder.verify.encode(.any).calls == [Date(timeIntervalSince1970: 0)])
}
