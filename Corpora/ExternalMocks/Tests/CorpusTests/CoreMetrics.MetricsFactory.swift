import CoreMetrics
import StandInMacros
import Testing

@Test func metricsFactory() {
  let factory = MetricsFactoryMock()
  let counter = CounterHandlerMock(.nice)
  factory.stub.makeCounter(label: "requests", dimensions: .any).returns(counter)
  let made = (factory as any MetricsFactory).makeCounter(label: "requests", dimensions: [])
  made.increment(by: 1)
  #expect(factory.verify.makeCounter(label: .any, dimensions: .any).calls.map(\.0) == ["requests"])
  counter.verify.increment(by: 1).called(1)
}
