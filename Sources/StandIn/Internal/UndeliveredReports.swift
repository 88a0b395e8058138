import Foundation
import IssueReporting

/// Fails a Swift Testing run in which StandIn's reports cannot reach Swift Testing.
///
/// On Linux, IssueReporting records an issue with Swift Testing only through
/// `IssueReportingTestSupport`, which StandInTesting links; a test target that links neither
/// hands every report to XCTest, which is not running, and the test passes with the report
/// printed and ignored. StandInTesting records StandIn's reports itself
/// (``TestingLibraryHooks``); where it is not linked, StandIn counts what it reported in a
/// `swift test` Swift Testing process, and when the process ends says so on standard error,
/// at the first report's line, and ends it with status 1.
enum UndeliveredReports {
  private struct State {
    var count = 0
    var first: (message: String, site: SourceSite)?
  }

  private static let state = Locked(State())

  /// Notes `message`, reported at `site`, if it cannot reach Swift Testing.
  static func note(_ message: String, at site: SourceSite) {
    guard SwiftTestingProcess.isCurrent, !TestingLibraryHooks.isInstalled() else { return }
    guard case .xcTest? = TestContext.current else { return }
    let isFirst = state.withLock { state in
      state.count += 1
      if state.first == nil { state.first = (message, site) }
      return state.count == 1
    }
    if isFirst { atexit { UndeliveredReports.processIsExiting() } }
  }

  private static func processIsExiting() {
    guard let (count, first) = state.withLock({ state in state.first.map { (state.count, $0) } })
    else { return }
    let reports = count == 1 ? "1 issue" : "\(count) issues"
    let message = """
      \(first.site.filePath):\(first.site.line):\(first.site.column): error: StandIn reported \
      \(reports) that Swift Testing never received, so the tests that caused them may have \
      passed. IssueReporting handed them to XCTest, which is not running: the test target does \
      not link StandInTesting, which records StandIn's reports with Swift Testing. Add \
      .product(name: "StandInTesting", package: "StandIn") to its dependencies. StandIn ends the \
      process with status 1. The first: \(first.message)

      """
    FileHandle.standardError.write(Data(message.utf8))
    _exit(1)
  }
}
