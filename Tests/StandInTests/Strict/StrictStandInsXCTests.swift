import Foundation
import StandIn
import StandInFixtures
import StandInTestSupport
import StandInTesting
import XCTest

/// `StandInTestCase.strictStandIns`: every test of the class is strict.
final class StrictStandInTestCaseTests: StandInTestCase {
  override var strictStandIns: StrictStandIns? {
    StrictStandIns(allowing: [MacroAnalytics.$shared], warnsAboutUnused: false)
  }

  func testARealReadIsReportedAtTheReadingLine() {
    let readingLine = #line + 1
    let issues = collectingIssues { _ = Analytics.shared }
    XCTAssertEqual(issues.map(\.line), [UInt(readingLine)], "\(issues)")
    XCTAssertEqual(issues.first?.fileID, "StandInTests/StrictStandInsXCTests.swift")
    XCTAssertTrue(
      issues.first?.message.hasPrefix("Analytics.shared was read for real here, in ") == true)
  }

  func testOverridesAndAllowedSlotsAreNotReported() {
    override(Analytics.sharedSlot, with: Analytics(label: "stand-in"))
    let issues = collectingIssues {
      XCTAssertEqual(Analytics.shared.label, "stand-in")
      XCTAssertEqual(MacroAnalytics.shared.label, "real")
    }
    XCTAssertEqual(issues.count, 0, "\(issues)")
  }

  /// Work on another thread cannot see the test's scope. XCTest runs one test at a time in a
  /// process, so the read is attributed to this test, and reported when it ends.
  func testARealReadByWorkOutsideTheScopeIsReportedWhenTheTestEnds() {
    let issues = collectingIssues {
      withStrictStandIns(warnsAboutUnused: false) {
        let done = DispatchSemaphore(value: 0)
        Thread {
          _ = Analytics.shared
          _ = Analytics.shared
          done.signal()
        }.start()
        done.wait()
      }
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertEqual(issues.first?.severity, .warning)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        """
        Analytics.shared was read for real 2 times by work outside this strict test's scope \
        (first from a background thread), so that work used the real Analytics.shared.
        """) == true, "\(issues)")
  }
}

/// The warnings about unused stand-ins come when the test's scope ends, after the test body, so
/// this class collects everything its tests report, scope end included.
final class StrictStandInTestCaseUnusedTests: StandInTestCase {
  private var collected: [CollectedIssue] = []

  override var strictStandIns: StrictStandIns? {
    StrictStandIns(allowing: [MacroAnalytics.$shared])
  }

  override func invokeTest() {
    collected = collectingIssues { super.invokeTest() }
    XCTAssertEqual(
      collected.map(\.message),
      [
        """
        This strict test allows MacroAnalytics.shared to be real, but never read it. Remove it \
        from allowing:, or pass warnsAboutUnused: false to keep it without this warning.
        """,
        """
        Analytics.shared was replaced here for a strict test that never read it. Remove the \
        replacement, or pass warnsAboutUnused: false to the strict setting to keep it without \
        this warning.
        """,
      ],
      "\(collected)")
  }

  func testAnUnreadReplacementAndAnUnreadAllowanceAreWarnedAbout() {
    override(Analytics.sharedSlot, with: Analytics(label: "unused"))
  }
}

/// `STANDIN_STRICT=1` makes every test of a process strict. The variable is read once per
/// process, so the check runs this test binary again with it set.
final class StrictForEveryTestXCTests: XCTestCase {
  /// Reads a real instance outside any StandIn scope: it passes in a normal run, and fails in a
  /// run with `STANDIN_STRICT=1`.
  func testProbeReadsARealInstance() {
    let label = Analytics.shared.label
    XCTAssertEqual(label, "real")
  }

  func testTheEnvironmentVariableMakesEveryTestStrict() throws {
    try XCTSkipIf(StrictStandIns.isOnForEveryTest, "this run is the probe's own")
    let run = try runProbe(environment: ["STANDIN_STRICT": "1"])
    XCTAssertNotEqual(run.status, 0, run.output)
    XCTAssertTrue(
      run.output.contains("Analytics.shared was read for real here, in "), run.output)
    XCTAssertTrue(
      run.output.contains("in a strict test (STANDIN_STRICT is set, so every test is strict)"),
      run.output)
    XCTAssertTrue(run.output.contains("adding Analytics.shared to STANDIN_STRICT_ALLOWING"))
  }

  func testTheEnvironmentCanAllowSlotsByName() throws {
    try XCTSkipIf(StrictStandIns.isOnForEveryTest, "this run is the probe's own")
    let run = try runProbe(
      environment: [
        "STANDIN_STRICT": "1", "STANDIN_STRICT_ALLOWING": "Other.shared, Analytics.shared",
      ])
    XCTAssertEqual(run.status, 0, run.output)
  }

  private func runProbe(environment: [String: String?]) throws -> ChildProcessRun {
    try runChildProcess(
      arguments: ["StandInTests.StrictForEveryTestXCTests/testProbeReadsARealInstance"],
      environment: environment)
  }

}
