import StandInMacros
import Testing
import Tracing

@Test func span() {
  let span = SpanMock()
  span.stub.isRecording.returns(true)
  span.stub.setStatus(.any).returns(())
  let asSpan: any Span = span
  #expect(asSpan.isRecording)
  asSpan.setStatus(SpanStatus(code: .ok))
  span.verify.setStatus(.any).called(1)
}
