import Dispatch
import Foundation
import StandIn
import StandInFixtures
import StandInTestSupport
import XCTest

/// XCTest runs one test at a time in a process, so an escaped read is always attributed; these
/// tests check the report, its place and its message.
final class EscapedReadXCTests: XCTestCase {
  func testAReadFromADispatchQueueIsReportedAtTheReplacementLine() {
    let slot = OverridableSlot("real", name: "Analytics.shared")
    let replacementLine = #line + 2
    let issues = collectingIssues {
      withOverride(slot, with: "stand-in") {
        XCTAssertEqual(onDispatchQueue { slot.current }, "real")
        XCTAssertEqual(onDispatchQueue { slot.current }, "real")
      }
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    let issue = try! XCTUnwrap(issues.first)
    XCTAssertEqual(issue.line, UInt(replacementLine))
    XCTAssertEqual(issue.fileID, "StandInTests/EscapedReadXCTests.swift")
    XCTAssertEqual(issue.severity, .warning)
    XCTAssertTrue(
      issue.message.hasPrefix(
        """
        Analytics.shared was replaced here, but was read 2 times by work that cannot see the \
        replacement (first from a background thread), so that work used the real \
        Analytics.shared.
        """
      ),
      issue.message
    )
    XCTAssertTrue(issue.message.contains("wrap the closure in carryingOverrides { … }"))
    XCTAssertTrue(issue.message.contains("use withProcessWideOverrides"))
  }

  /// A synchronous test's scope is bound to the main thread, so a main-queue callback drained
  /// while the test waits inside the scope runs on that thread, inside the scope.
  func testMainQueueCallbacksDrainedWhileASynchronousTestWaitsSeeTheScope() {
    let slot = OverridableSlot("real", name: "Analytics.shared")
    let issues = collectingIssues {
      withOverride(slot, with: "stand-in") {
        let delivered = expectation(description: "main queue callback")
        DispatchQueue.main.async {
          XCTAssertEqual(slot.current, "stand-in")
          delivered.fulfill()
        }
        wait(for: [delivered], timeout: 5)
      }
    }
    XCTAssertEqual(issues.count, 0, "\(issues)")
  }

  func testAReadFromAMainQueueCallbackOfAnAsyncTestSaysSo() async {
    let slot = OverridableSlot("real", name: "Analytics.shared")
    let issues = await collectingIssues {
      await withOverride(slot, with: "stand-in") {
        let value = await withCheckedContinuation { continuation in
          DispatchQueue.main.async { continuation.resume(returning: slot.current) }
        }
        XCTAssertEqual(value, "real")
      }
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    XCTAssertTrue(
      issues.first?.message.contains(
        "read once by work that cannot see the replacement (first from the main thread, outside the test's scope)"
      ) == true,
      "\(issues)"
    )
  }

  func testAReadFromADetachedTaskIsReported() async {
    let slot = OverridableSlot("real", name: "Clock.current")
    let issues = await collectingIssues {
      await withOverride(slot, with: "stand-in") {
        let value = await Task.detached { slot.current }.value
        XCTAssertEqual(value, "real")
      }
    }
    XCTAssertEqual(
      issues.map { String($0.message.prefix(47)) },
      ["Clock.current was replaced here, but was read o"])
  }

  func testTheReportNamesTheInnermostReplacementsLine() {
    let slot = OverridableSlot("real", name: "Settings.standard")
    let innerLine = #line + 4
    let issues = collectingIssues {
      withOverride(slot, with: "outer") {
        withOverrides {
          $0[slot] = "inner"
        } operation: {
          _ = onDispatchQueue { slot.current }
        }
      }
    }
    XCTAssertEqual(issues.map(\.line), [UInt(innerLine)])
  }

  func testCarriedWorkIsNotReported() {
    let slot = OverridableSlot("real", name: "Analytics.shared")
    let issues = collectingIssues {
      withOverride(slot, with: "stand-in") {
        XCTAssertEqual(onDispatchQueue(carryingOverrides { slot.current }), "stand-in")
        let overrides = CarriedOverrides.current
        XCTAssertEqual(onNewThread { overrides.run { slot.current } }, "stand-in")
      }
    }
    XCTAssertEqual(issues.count, 0, "\(issues)")
  }

  func testReadsAfterTheScopeEndedAreNotReported() {
    let slot = OverridableSlot("real", name: "Analytics.shared")
    let issues = collectingIssues {
      withOverride(slot, with: "stand-in") {}
      XCTAssertEqual(onDispatchQueue { slot.current }, "real")
    }
    XCTAssertEqual(issues.count, 0, "\(issues)")
  }

  func testProcessWideReplacementsAreNotReported() {
    let slot = OverridableSlot("real", name: "Analytics.shared")
    let issues = collectingIssues {
      withProcessWideOverrides {
        $0[slot] = "everywhere"
      } operation: {
        XCTAssertEqual(onDispatchQueue { slot.current }, "everywhere")
      }
    }
    XCTAssertEqual(issues.count, 0, "\(issues)")
  }

  func testTwoOpenRootsMakeTheReadAmbiguous() {
    let slot = OverridableSlot("real", name: "Analytics.shared")
    let issues = collectingIssues {
      let otherTestIsRunning = DispatchSemaphore(value: 0)
      let testIsDone = DispatchSemaphore(value: 0)
      let otherTest = Thread {
        withOverride(SettingsStore.$standard, with: SettingsStore(theme: "other")) {
          otherTestIsRunning.signal()
          testIsDone.wait()
        }
      }
      otherTest.start()
      otherTestIsRunning.wait()
      withOverride(slot, with: "stand-in") {
        XCTAssertEqual(onDispatchQueue { slot.current }, "real")
      }
      testIsDone.signal()
    }
    XCTAssertEqual(issues.count, 0, "\(issues)")
  }
}
