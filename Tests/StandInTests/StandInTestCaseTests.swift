import Dispatch
import Foundation
import IssueReporting
import StandIn
import StandInFixtures
import StandInMacros
import StandInTestSupport
import StandInTesting
import XCTest

final class StandInTestCaseTests: StandInTestCase {
  override func setUp() {
    super.setUp()
    // Whichever test ran before, nothing it replaced is visible now.
    XCTAssertEqual(SettingsStore.standard.theme, "light")
    XCTAssertEqual(Clocks.current.now, 1)
    override(SettingsStore.$standard, with: SettingsStore(theme: "from setUp"))
  }

  override func tearDown() {
    XCTAssertEqual(
      SettingsStore.standard.theme == "light", false, "tearDown still runs in the scope")
    super.tearDown()
  }

  func testAReplacementMadeInSetUpIsVisibleInTheTest() {
    XCTAssertEqual(SettingsStore.standard.theme, "from setUp")
  }

  func testAReplacementMadeInTheTestLastsUntilItEnds() {
    override(Clocks.$current, with: FixedClock(now: 5))
    XCTAssertEqual(Clocks.current.now, 5)
    withOverride(Clocks.$current, with: FixedClock(now: 6)) {
      XCTAssertEqual(Clocks.current.now, 6)
    }
    XCTAssertEqual(Clocks.current.now, 5)
  }

  func testALaterReplacementOfTheSameSlotWins() {
    override(SettingsStore.$standard, with: SettingsStore(theme: "later"))
    XCTAssertEqual(SettingsStore.standard.theme, "later")
  }

  func testTheBuilderFormReplacesSeveralSlots() {
    override {
      $0[Clocks.$current] = FixedClock(now: 8)
      $0[MacroAnalytics.$shared] = MacroAnalytics(label: "builder")
    }
    XCTAssertEqual(Clocks.current.now, 8)
    XCTAssertEqual(MacroAnalytics.shared.label, "builder")
    XCTAssertEqual(SettingsStore.standard.theme, "from setUp")
  }

  func testAReplacementMadeInsideANestedScopeStillLastsForTheTest() {
    withOverride(MacroAnalytics.$shared, with: MacroAnalytics(label: "nested")) {
      override(Clocks.$current, with: FixedClock(now: 9))
    }
    XCTAssertEqual(Clocks.current.now, 9)
    XCTAssertEqual(MacroAnalytics.shared.label, "real")
  }

  func testAsyncTestsAndTheirChildTasksSeeReplacements() async {
    override(Clocks.$current, with: FixedClock(now: 3))
    let fromChild = await Task { Clocks.current.now }.value
    async let fromAsyncLet = SettingsStore.standard.theme
    XCTAssertEqual(fromChild, 3)
    let theme = await fromAsyncLet
    XCTAssertEqual(theme, "from setUp")
  }

  func testOverrideWhereNoTestIsRunningIsReportedAndReplacesNothing() {
    nonisolated(unsafe) let test = self
    let line = #line + 4
    let (issues, seen) = onNewThread {
      var seen = 0
      let issues = collectingIssues {
        test.override(Clocks.$current, with: FixedClock(now: 4))
        seen = Clocks.current.now
      }
      return (issues, seen)
    }
    XCTAssertEqual(seen, 1)
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.line, UInt(line))
    XCTAssertEqual(
      issues.first?.message,
      """
      override(_:with:) was called where no test of StandInTestCaseTests is running (for example \
      from class setUp, or from work that left the test's thread), so nothing was replaced. Call \
      it from setUp, the test itself, or work carried with carryingOverrides { … }.
      """
    )
    XCTAssertEqual(Clocks.current.now, 1)
  }
}

/// Escaped reads made during a test are reported when the test ends; `invokeTest` collects
/// them around the whole test, so the report itself can be checked.
final class StandInTestCaseEscapeReportTests: StandInTestCase {
  private static let slot = OverridableSlot("real", name: "Uploader.shared")
  nonisolated(unsafe) private static var replacementLine: UInt = 0

  override func invokeTest() {
    let collector = IssueCollector()
    withIssueReporters([collector]) { super.invokeTest() }
    let issues = collector.issues
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertEqual(issues.first?.line, Self.replacementLine)
    XCTAssertEqual(issues.first?.severity, .warning)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "Uploader.shared was replaced here, but was read 3 times by work that cannot see the replacement"
      ) == true,
      "\(issues)"
    )
  }

  func testReadsFromEscapingWorkAreReportedWhenTheTestEnds() {
    Self.replacementLine = #line + 1
    override(Self.slot, with: "stand-in")
    for _ in 0..<3 {
      XCTAssertEqual(onDispatchQueue { Self.slot.current }, "real")
    }
  }
}

/// `verifiesMocks` checks every mock created during a test when it ends; `invokeTest` collects
/// the report so it can be checked.
final class StandInTestCaseVerifiesMocksTests: StandInTestCase {
  override var verifiesMocks: Bool { true }

  override func invokeTest() {
    let collector = IssueCollector()
    withIssueReporters([collector]) { super.invokeTest() }
    XCTAssertEqual(collector.issues.count, 1, "\(collector.issues)")
    XCTAssertTrue(
      collector.issues.first?.message.hasPrefix(
        "reset() was expected exactly twice on StatusProvidingMock, but was called once."
      ) == true,
      "\(collector.issues)"
    )
  }

  func testAnUnmetExpectationIsReportedWhenTheTestEnds() {
    let mock = StatusProvidingMock()
    mock.expect.reset().times(2)
    mock.reset()
  }
}
