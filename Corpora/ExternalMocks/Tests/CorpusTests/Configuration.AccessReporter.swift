import Configuration
import StandInMacros
import Testing

@Test func accessReporter() {
  let reporter = AccessReporterMock()
  reporter.stub.report(.any).returns(())
  let reader = ConfigReader(
    provider: InMemoryProvider(values: ["greeting": "hello"]), accessReporter: reporter)
  #expect(reader.string(forKey: "greeting") == "hello")
  #expect(reporter.verify.report(.any).calls.map { "\($0.metadata.key)" } == ["greeting"])
}
