import StandInMacros
import Testing
import Tracing

@Test func tracer() {
  let tracer = TracerMock<SpanMock>()
  tracer.stub.forceFlush().returns(())
  tracer.forceFlush()
  tracer.verify.forceFlush().called(1)
}
