import CoreMetrics
import StandInMacros
import Testing

@Test func timerHandler() {
  let timer = TimerHandlerMock()
  timer.stub.recordNanoseconds(.any).returns(())
  let handler: any TimerHandler = timer
  handler.recordNanoseconds(1_000)
  #expect(timer.verify.recordNanoseconds(.any).calls == [1_000])
}
