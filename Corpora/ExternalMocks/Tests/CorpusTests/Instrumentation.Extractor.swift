import Instrumentation
import StandInMacros
import Testing

@Test func extractor() {
  let extractor = ExtractorMock<[String: String]>()
  extractor.stub.extract(key: "traceparent", from: .any).returns("00-abc")
  #expect(extractor.extract(key: "traceparent", from: [:]) == "00-abc")
  extractor.verify.extract(key: "traceparent", from: .any).called(1)
}
