import StandIn
import StandInFixtures
import StandInMacros
import StandInTestSupport
import StandInTesting
import XCTest

/// Static mocks in XCTest: installed for the rest of a test with `override(_:with:)`, gone when
/// it ends, and calls that escape the scope reported at the installing line.
final class StaticMockXCTests: StandInTestCase {
  override func setUp() {
    super.setUp()
    XCTAssertFalse(MessageComposer.canSendText(), "no earlier test's static mock is visible")
  }

  func testAStaticMockInstalledWithOverrideLastsForTheRestOfTheTest() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    override(MessageComposer.StaticMock.slot, with: composer)
    XCTAssertTrue(MessageComposer.canSendText())
    XCTAssertTrue(MessageComposer.StaticMock.current() === composer)
    composer.verify.canSendText().called(1)
  }

  func testAStaticMockInstalledInSetUpStyleIsGoneInTheNextTest() {
    // setUp already checked that the previous test's mock is gone; install one here too, so
    // whichever of the two runs second checks it.
    override(MessageComposer.StaticMock.slot, with: MessageComposer.StaticMock(.nice))
    XCTAssertFalse(MessageComposer.canSendText())
  }

  func testAsyncTestsAndTheirChildTasksReachTheStaticMock() async {
    let composer = MessageComposer.StaticMock()
    composer.stub.send(.any, to: .any).returns(7)
    override(MessageComposer.StaticMock.slot, with: composer)
    let sent = await Task { try? await MessageComposer.send("x", to: []) }.value
    XCTAssertEqual(sent, 7)
  }

  func testAStrictMockReportsTheSameMessageAsInSwiftTesting() {
    let composer = MessageComposer.StaticMock(.strict)
    let issues = collectingIssues {
      withStaticMock(composer) {
        XCTAssertFalse(MessageComposer.canSendText())
      }
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        MessageComposer.StaticMock received canSendText(), but no stub or expectation matches \
        it. This mock has no stubs or expectations. Stub it with mock.stub.canSendText(), or \
        create the mock as .nice. It answered the default value.
        """
      ])
  }
}

/// An escaped call is reported when the root scope ends, so these tests open the root scope
/// themselves (a `StandInTestCase` test runs inside one that ends after the test).
final class StaticMockEscapeXCTests: XCTestCase {
  func testACallFromADispatchQueueIsReportedAtTheLineThatInstalledTheMock() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    let line = #line + 2
    let issues = collectingIssues {
      withStaticMock(composer) {
        XCTAssertFalse(onDispatchQueue { MessageComposer.canSendText() })
      }
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertEqual(issues.first?.line, UInt(line))
    XCTAssertEqual(issues.first?.severity, .warning)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        """
        MessageComposer (static members) was replaced here, but was read once by work that \
        cannot see the replacement (first from a background thread)
        """) == true,
      issues.first?.message ?? "")
    composer.verify.canSendText().called(.never)
  }
}
