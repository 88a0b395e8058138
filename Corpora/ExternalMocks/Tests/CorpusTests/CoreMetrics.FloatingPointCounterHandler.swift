import CoreMetrics
import StandInMacros
import Testing

@Test func floatingPointCounterHandler() {
  let counter = FloatingPointCounterHandlerMock()
  counter.stub.increment(by: .any).returns(())
  counter.stub.reset().returns(())
  let handler: any FloatingPointCounterHandler = counter
  handler.increment(by: 1.5)
  handler.reset()
  counter.verify.increment(by: 1.5).called(1)
  counter.verify.reset().called(1)
}
