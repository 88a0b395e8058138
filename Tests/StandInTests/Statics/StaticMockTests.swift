import Dispatch
import StandIn
import StandInFixtures
import StandInMacros
import StandInTestSupport
import StandInTesting
import Testing

@Suite("Static mocks: stubbing, scoping and partial behaviour")
struct StaticMockTests {
  @Test func aStubAnswersInsideItsScopeAndTheRealMemberAnswersAfterIt() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    #expect(MessageComposer.canSendText() == false)
    withStaticMock(composer) {
      #expect(MessageComposer.canSendText() == true)
    }
    #expect(MessageComposer.canSendText() == false)
    composer.verify.canSendText().called(1)
  }

  @Test func theScopeEndsWhenItsBodyThrows() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    #expect(throws: ComposerError.unknownService) {
      try withStaticMock(composer) {
        #expect(MessageComposer.canSendText())
        throw ComposerError.unknownService
      }
    }
    #expect(MessageComposer.canSendText() == false)
  }

  @Test func theScopeEndsWhenItsTaskIsCancelled() async {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    let task = Task {
      await withStaticMock(composer) {
        try? await Task.sleep(for: .seconds(60))
        return MessageComposer.canSendText()
      }
    }
    task.cancel()
    #expect(await task.value == true)
    #expect(MessageComposer.canSendText() == false)
  }

  @Test func anUnstubbedCallOfAPartialMockRunsTheRealMemberAndIsRecorded() throws {
    let composer = MessageComposer.StaticMock()
    try withStaticMock(composer) { () throws in
      #expect(try MessageComposer.maximumLength(for: "sms") == 160)
      #expect(MessageComposer.make(recipients: ["ann"]).recipients == ["ann"])
    }
    composer.verify.maximumLength(for: "sms").called(1)
    composer.verify.make(recipients: .any).called(1)
    composer.verifyNoMoreInteractions()
  }

  @Test func stubsMatchArgumentsThrowAndComputeAnswers() throws {
    let composer = MessageComposer.StaticMock()
    composer.stub.maximumLength(for: .any).returns(1)
    composer.stub.maximumLength(for: "mms").throws(ComposerError.unknownService)
    composer.stub.maximumLength(for: .matching { $0.hasPrefix("x-") }).perform { service in
      service.count
    }
    try withStaticMock(composer) { () throws in
      #expect(try MessageComposer.maximumLength(for: "sms") == 1)
      #expect(try MessageComposer.maximumLength(for: "x-chat") == 6)
      #expect(throws: ComposerError.unknownService) {
        try MessageComposer.maximumLength(for: "mms")
      }
    }
    composer.verify.maximumLength(for: .any).called(3)
  }

  @Test func aStubCallsTheRealMemberThroughCallingReal() throws {
    let composer = MessageComposer.StaticMock()
    composer.stub.maximumLength(for: .any).perform { service in
      try MessageComposer.StaticMock.callingReal {
        try MessageComposer.maximumLength(for: service)
      } - 10
    }
    try withStaticMock(composer) { () throws in
      #expect(try MessageComposer.maximumLength(for: "sms") == 150)
    }
    composer.verify.maximumLength(for: .any).called(1)
  }

  @Test func forwardsToRealRunsTheRealMemberForMatchingCalls() {
    let composer = MessageComposer.StaticMock(.strict)
    composer.stub.canSendText().forwardsToReal()
    let issues = collectingIssues {
      withStaticMock(composer) {
        #expect(MessageComposer.canSendText() == false)
      }
    }
    #expect(issues.isEmpty)
  }

  @Test func asyncStaticMembersAreStubbedAndRecorded() async throws {
    let composer = MessageComposer.StaticMock()
    composer.stub.send(.any, to: .any).returns(99)
    let sent = try await withStaticMock(composer) {
      try await MessageComposer.send("hi", to: ["ann", "bob"])
    }
    #expect(sent == 99)
    #expect(composer.verify.send(.any, to: .any).calls.map(\.1) == [["ann", "bob"]])
    #expect(try await MessageComposer.send("hi", to: ["ann"]) == 1)
  }

  @Test func childTasksSeeTheStaticMockAndDetachedWorkDoesNot() async {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    // The detached read is reported as escaped work when the scope ends; collected here.
    _ = await collectingIssues {
      await withStaticMock(composer) {
        async let fromAsyncLet = MessageComposer.canSendText()
        let fromGroup = await withTaskGroup(of: Bool.self) { group in
          group.addTask { MessageComposer.canSendText() }
          return await group.next()!
        }
        let fromTask = await Task { MessageComposer.canSendText() }.value
        let carried = carryingOverrides { MessageComposer.canSendText() }
        let fromCarriedDetached = await Task.detached { carried() }.value
        let fromDetached = await Task.detached { MessageComposer.canSendText() }.value
        #expect(fromDetached == false)
        #expect(await fromAsyncLet)
        #expect(fromGroup)
        #expect(fromTask)
        #expect(fromCarriedDetached)
      }
    }
    composer.verify.canSendText().called(4)
  }

  @Test func nestedScopesInstallTheInnerMockUntilItEnds() {
    let outer = MessageComposer.StaticMock()
    outer.stub.maximumLength(for: .any).returns(1)
    let inner = MessageComposer.StaticMock()
    inner.stub.maximumLength(for: .any).returns(2)
    withStaticMock(outer) {
      #expect(try! MessageComposer.maximumLength(for: "sms") == 1)
      withStaticMock(inner) {
        #expect(try! MessageComposer.maximumLength(for: "sms") == 2)
        #expect(MessageComposer.StaticMock.current() === inner)
      }
      #expect(try! MessageComposer.maximumLength(for: "sms") == 1)
    }
  }

  @Test func severalStaticMocksAreInstalledTogetherWithWithOverrides() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    let formatting = Formatting.StaticMock()
    formatting.stub.joined(.any).returns("joined")
    withOverrides {
      $0[MessageComposer.StaticMock.slot] = composer
      $0[Formatting.StaticMock.slot] = formatting
    } operation: {
      #expect(MessageComposer.canSendText())
      #expect(Formatting.joined("a", "b") == "joined")
    }
  }
}

@Suite("Static mocks: the .mocking trait")
struct StaticMockTraitTests {
  @Test(.mocking(MessageComposer.StaticMock.self) { $0.stub.canSendText().returns(true) })
  func theTraitInstallsAConfiguredMockForTheTest() async {
    #expect(MessageComposer.canSendText())
    #expect(await Task { MessageComposer.canSendText() }.value)
    MessageComposer.StaticMock.current().verify.canSendText().called(2)
  }

  @Test(.mocking(MessageComposer.StaticMock.self, .strict))
  func aStrictTraitMockReportsUnstubbedCalls() {
    let issues = collectingIssues {
      #expect(MessageComposer.canSendText() == false)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "MessageComposer.StaticMock received canSendText(), but no stub or expectation matches it."
      ) == true)
  }

  @Test(.mocking(MessageComposer.StaticMock.self), arguments: 0..<4)
  func eachCaseOfAParameterizedTestGetsItsOwnMock(value: Int) {
    let composer = MessageComposer.StaticMock.current()
    composer.stub.maximumLength(for: .any).returns(value)
    #expect(try! MessageComposer.maximumLength(for: "sms") == value)
    composer.verify.maximumLength(for: .any).called(1)
  }
}
