import Foundation
import Testing

/// A Swift Testing run whose test target does not link StandInTesting cannot receive StandIn's
/// reports (IssueReporting hands them to XCTest); the process says so and fails instead of
/// passing.
@Suite("Reports no test framework receives")
struct UndeliveredReportsTests {
  @Test func aSwiftTestingRunWithoutStandInTestingFails() throws {
    let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("standin-undelivered-reports-probe")
    let run = try runChildProcess(probe, arguments: ["--testing-library", "swift-testing"])
    let output = run.output
    #expect(run.status == 1, "\(output)")
    #expect(
      output.contains(
        """
        UndeliveredReportsProbe/main.swift:9:77: error: StandIn reported 1 issue that Swift \
        Testing never received
        """), "\(output)")
    #expect(output.contains("The first: A report no test framework receives."), "\(output)")
  }
}
