import CoreMetrics
import StandInMacros
import Testing

@Test func meterHandler() {
  let meter = MeterHandlerMock(.nice)
  let handler: any MeterHandler = meter
  handler.set(Int64(10))
  handler.decrement(by: 0.5)
  meter.verify.set(.equal(Int64(10))).called(1)
  meter.verify.decrement(by: 0.5).called(1)
}
