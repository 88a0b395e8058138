import Logging
import StandInMacros
import Testing

@Test func logHandler() {
  let handler = LogHandlerMock(.nice)
  handler.stub.logLevel.returns(.trace)
  let logger = Logger(label: "corpus") { _ in handler }
  logger.info("hello")
  #expect(logger.logLevel == .trace)
  #expect(handler.verify.log(event: .any).calls.map { "\($0.message)" } == ["hello"])
}
