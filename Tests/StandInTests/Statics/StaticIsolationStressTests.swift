import StandIn
import StandInFixtures
import StandInMacros
import StandInTesting
import Testing

/// The core's isolation stress test, repeated for static members and factories: a thousand
/// cases run in parallel, each with its own static mock of the same type, and none sees another's.
@Suite("Static mocks: parallel isolation")
struct StaticIsolationStressTests {
  @Test(arguments: 0..<1_000)
  func parallelScopesNeverSeeEachOthersStaticMocks(index: Int) async throws {
    let composer = MessageComposer.StaticMock()
    composer.stub.maximumLength(for: .any).returns(index)
    composer.stub.make(recipients: .any).perform { recipients in
      MessageComposer(recipients: recipients + ["\(index)"])
    }
    try await withStaticMock(composer) { () async throws in
      for round in 0..<3 {
        #expect(try MessageComposer.maximumLength(for: "sms") == index)
        await Task.yield()
        async let fromChild = MessageComposer.make(recipients: ["r\(round)"]).recipients
        #expect(await fromChild == ["r\(round)", "\(index)"])
      }
    }
    composer.verify.maximumLength(for: .any).called(3)
    composer.verify.make(recipients: .any).called(3)
    #expect(try MessageComposer.maximumLength(for: "sms") == 160)
  }

  @Test(.mocking(MessageComposer.StaticMock.self), arguments: 0..<1_000)
  func parallelTraitCasesEachCountTheirOwnCreations(index: Int) async {
    for _ in 0..<(index % 5) {
      await Task.yield()
      _ = MessageComposer.make(recipients: ["\(index)"])
    }
    let creations = MessageComposer.StaticMock.current().verify.make(recipients: .any).calls
    #expect(creations == Array(repeating: ["\(index)"], count: index % 5))
  }
}
