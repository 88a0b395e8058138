import StandInMacros
import Testing
import Tracing

@Test func legacyTracer() {
  let tracer = LegacyTracerMock()
  tracer.stub.forceFlush().returns(())
  tracer.forceFlush()
  tracer.verify.forceFlush().called(1)
}
