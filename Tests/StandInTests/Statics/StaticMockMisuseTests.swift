import StandIn
import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

@Suite("Static mocks: modes and misuse messages")
struct StaticMockMisuseTests {
  @Test func readingTheCurrentMockWhereNoneIsInstalledIsReportedHere() {
    let line = #line + 2
    let issues = collectingIssues {
      _ = MessageComposer.StaticMock.current()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message == """
        No MessageComposer.StaticMock is installed where this runs, so the code under test calls \
        the real static members. Install one around the code with withStaticMock(_:), or on the \
        test with .mocking(MessageComposer.StaticMock.self) (XCTest: \
        override(MessageComposer.StaticMock.slot, with:)). A static mock is seen by its scope's \
        task and child tasks only.
        """)
  }

  @Test func verifyingAMockThatNoCallReachedSaysWhereCallsReachIt() {
    let composer = MessageComposer.StaticMock()
    #expect(MessageComposer.canSendText() == false)  // not installed: the real member answers
    let line = #line + 2
    let issues = collectingIssues {
      composer.verify.canSendText().called(1)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message == """
        canSendText() was expected to be called exactly once on MessageComposer.StaticMock, but \
        was called never. No call reached this static mock. It takes calls only inside a scope \
        that installs it (withStaticMock(_:), the .mocking trait, StandInTestCase's override), \
        from that scope's task and its child tasks; work that escapes the scope calls the real \
        static members.
        """)
  }

  @Test func anUnmetExpectationIsReportedAtItsLine() {
    let composer = MessageComposer.StaticMock()
    let line = #line + 1
    composer.expect.make(recipients: .equal(["ann"])).times(2)
    let issues = collectingIssues {
      withStaticMock(composer) {
        _ = MessageComposer.make(recipients: ["ann"])
      }
      composer.verifyExpectations()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message.hasPrefix(
        #"make(recipients: ["ann"]) was expected exactly twice on MessageComposer.StaticMock, but was called once."#
      ) == true)
  }

  @Test func aStrictMockReportsAnUnstubbedCallAtItsCreationAndAnswersTheDefault() {
    var composer: MessageComposer.StaticMock!
    let line = #line + 2
    let issues = collectingIssues {
      composer = MessageComposer.StaticMock(.strict)
      withStaticMock(composer) {
        #expect(MessageComposer.canSendText() == false)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message == """
        MessageComposer.StaticMock received canSendText(), but no stub or expectation matches \
        it. This mock has no stubs or expectations. Stub it with mock.stub.canSendText(), or \
        create the mock as .nice. It answered the default value.
        """)
  }

  @Test func aStrictMockRunsTheRealMemberWhenNoDefaultValueCanAnswer() {
    let composer = MessageComposer.StaticMock(.strict)
    var made: MessageComposer?
    let issues = collectingIssues {
      withStaticMock(composer) {
        made = MessageComposer.make(recipients: ["bob"])
      }
    }
    #expect(made?.recipients == ["bob"])
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasSuffix(
        "MessageComposer has no default value, so it ran the real implementation.") == true)
  }

  @Test func aStrictMockThrowsForAnUnstubbedThrowingMember() {
    let composer = MessageComposer.StaticMock(.strict)
    let issues = collectingIssues {
      withStaticMock(composer) {
        _ = #expect(throws: UnexpectedMockCall.self) {
          try MessageComposer.maximumLength(for: "sms")
        }
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasSuffix("It threw UnexpectedMockCall.") == true)
  }

  @Test func aNiceMockAnswersDefaultsAndRunsTheRealMemberWhereThereIsNone() {
    let composer = MessageComposer.StaticMock(.nice)
    let issues = collectingIssues {
      withStaticMock(composer) {
        #expect(MessageComposer.canSendText() == false)
        #expect(MessageComposer.make(recipients: ["cy"]).recipients == ["cy"])
        #expect(Formatting.pad("a", to: 3) == "  a")
      }
    }
    #expect(issues.isEmpty)
  }
}
