import Testing

/// Whatever the generator cannot do is an `#error` at the line of the entry it concerns, so the
/// build shows it there, never inside generated code.
@Suite("Problems are reported at their entry's line")
struct EntryDiagnosticTests {
  private let fixture = GeneratorFixture()

  init() {
    fixture.modules["Wire"] = [
      """
      public protocol Outbound { func close() }
      public protocol Inbound: Framing { func read() }
      """
    ]
    fixture.modules["Other"] = ["public protocol Outbound { func send() }"]
  }

  /// The `#error`s of a generated file, each with the line it is reported at.
  private func errors(_ json: String) throws -> [String] {
    let lines = try fixture.generate(json).split(separator: "\n")
    return lines.indices.compactMap { index in
      guard lines[index].hasPrefix("#error(") else { return nil }
      let location = lines[index - 1]
      let line = location.split(separator: "line: ").last.map { $0.dropLast() } ?? ""
      return "\(line): \(lines[index].dropFirst("#error(\"".count).dropLast(2))"
    }
  }

  @Test func anUnknownModule() throws {
    #expect(
      try errors("{\n  \"mocks\": [\n    \"Nowhere.Outbound\"\n  ]\n}") == [
        "3: Nowhere.Outbound: no module named Nowhere is visible to AppTests: add the product "
          + "that holds it to the test target's dependencies"
      ])
  }

  @Test func aProtocolTheModuleDoesNotDeclareNamesTheModulesThatDo() throws {
    fixture.modules["Third"] = ["public struct Nothing {}"]
    #expect(
      try errors(#"{ "mocks": ["Third.Outbound"] }"#) == [
        "1: Third.Outbound: Third declares no protocol named Outbound; did you mean "
          + "Other.Outbound or Wire.Outbound?"
      ])
  }

  @Test func aBareNameTwoModulesDeclare() throws {
    #expect(
      try errors(#"{ "mocks": ["Outbound"] }"#) == [
        "1: Outbound: Other.Outbound and Wire.Outbound are both named Outbound; write one of them"
      ])
  }

  @Test func aParentNothingDeclares() throws {
    #expect(
      try errors("{ \"mocks\": [\n\"Wire.Outbound\",\n\"Wire.Inbound\"] }") == [
        "3: Wire.Inbound: no module the test target can import declares Framing, which "
          + "Wire.Inbound refines; add the product that declares it to the test target's "
          + "dependencies"
      ])
  }

  @Test func twoMocksWithOneName() throws {
    #expect(
      try errors("{ \"mocks\": [\n\"Wire.Outbound\",\n\"Other.Outbound\"] }") == [
        #"3: Other.Outbound: the mock of Wire.Outbound, at line 2, is already named OutboundMock; "#
          + #"name this one: { \"protocol\": \"Other.Outbound\", \"name\": \"OtherOutboundMock\" }"#
      ])
  }

  @Test func aMockNameWithoutTheMockSuffix() throws {
    #expect(
      try errors(#"{ "mocks": [{ "protocol": "Wire.Outbound", "name": "FakeOutbound" }] }"#) == [
        #"1: Wire.Outbound: a mock's name ends with Mock, as in \"OutboundMock\""#
      ])
  }

  @Test func aFileThatIsNotJSONIsReportedWhereTheParserStopped() throws {
    #expect(
      try errors("{\n  \"mocks\": [\n    \"Wire.Outbound\"\n    \"Other.Outbound\"\n  ]\n}") == [
        #"4: standin-mocks.json is not valid JSON; write { \"mocks\": [\"Module.Protocol\", …] }"#
      ])
    #expect(
      try errors("mocks: Wire.Outbound") == [
        #"1: standin-mocks.json is not valid JSON; write { \"mocks\": [\"Module.Protocol\", …] }"#
      ])
  }

  @Test func anEntryThatNamesNoProtocol() throws {
    #expect(
      try errors(#"{ "mocks": ["Wire..Outbound", 3] }"#) == [
        #"1: standin-mocks.json has an entry that names no protocol; write { \"mocks\": [\"Module.Protocol\", …] }"#,
        #"1: standin-mocks.json has an entry that names no protocol; write { \"mocks\": [\"Module.Protocol\", …] }"#,
      ])
  }

  @Test func aNestedProtocolThatIsNotThereIsDiagnosed() throws {
    #expect(
      try errors(#"{ "mocks": ["Wire.Outbound.Nested"] }"#) == [
        "1: Wire.Outbound.Nested: no module the test target can import declares a protocol named "
          + "Wire.Outbound.Nested"
      ])
  }

  @Test func theOtherEntriesAreStillMocked() throws {
    let generated = try fixture.generate(#"{ "mocks": ["Nowhere.Inbound", "Wire.Outbound"] }"#)
    #expect(generated.contains("#error("))
    #expect(
      generated.contains(
        "@Mockable /* StandIn: forwards to the originals */ protocol Outbound: Wire.Outbound {"))
  }
}
