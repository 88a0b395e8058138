import CoreMetrics
import StandInMacros
import Testing

@Test func recorderHandler() {
  let recorder = RecorderHandlerMock()
  recorder.stub.record(.any(Double.self)).returns(())
  let handler: any RecorderHandler = recorder
  handler.record(0.25)
  #expect(recorder.verify.record(.any(Double.self)).calls == [0.25])
}
