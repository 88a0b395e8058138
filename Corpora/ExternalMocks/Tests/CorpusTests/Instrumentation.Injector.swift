import Instrumentation
import StandInMacros
import Testing

@Test func injector() {
  let injector = InjectorMock<[String: String]>()
  injector.stub.inject(.any, forKey: "traceparent", into: .any).returns(())
  var headers: [String: String] = [:]
  injector.inject("00-abc", forKey: "traceparent", into: &headers)
  #expect(injector.verify.inject(.any, forKey: .any, into: .any).calls.map(\.0) == ["00-abc"])
}
