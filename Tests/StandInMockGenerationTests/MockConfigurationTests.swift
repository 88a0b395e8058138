import Testing

@testable import StandInMockGeneration

@Suite("Reading standin-mocks.json")
struct MockConfigurationTests {
  @Test func entriesWithAndWithoutAModuleAndANameEachWithItsLine() {
    let configuration = MockConfiguration(
      parsing: """
        {
          "mocks": [
            "Logging.LogHandler",
            "Tracer",
            { "protocol": "GRPCCore.ClientTransport",
              "name": "GRPCClientTransportMock" }
          ]
        }
        """)
    #expect(configuration.problems.isEmpty)
    #expect(
      configuration.entries == [
        .init(module: "Logging", protocolName: "LogHandler", mockName: "LogHandlerMock", line: 3),
        .init(module: nil, protocolName: "Tracer", mockName: "TracerMock", line: 4),
        .init(
          module: "GRPCCore", protocolName: "ClientTransport", mockName: "GRPCClientTransportMock",
          line: 5),
      ])
  }

  @Test func theSameSpellingTwiceIsFoundAtEachLine() {
    let configuration = MockConfiguration(
      parsing: """
        { "mocks": [
          "A.P",
          { "protocol": "A.P", "name": "OtherPMock" }
        ] }
        """)
    #expect(configuration.entries.map(\.line) == [2, 3])
  }

  @Test func aFileWithoutAMocksList() {
    let configuration = MockConfiguration(parsing: #"{ "mock": ["A.P"] }"#)
    #expect(configuration.entries.isEmpty)
    #expect(configuration.problems.map(\.line) == [1])
    #expect(configuration.problems.first?.message.contains("has no \"mocks\" list") == true)
  }
}
