import CoreMetrics
import StandInMacros
import Testing

@Test func counterHandler() {
  let counter = CounterHandlerMock()
  counter.stub.increment(by: .any).returns(())
  let handler: any CounterHandler = counter
  handler.increment(by: 3)
  #expect(counter.verify.increment(by: .any).calls == [3])
}
