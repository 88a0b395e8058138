import Foundation
import Testing

/// A strict test whose process ends in the middle (`exit(0)` in the code under test) does not
/// pass silently: StandIn says so at the test's line and ends the process with status 1. An
/// exit test, whose child process ends on purpose, still passes.
@Suite("Strict stand-ins: a test that ends its process", .enabled(if: !StrictExitFixture.isOn))
struct StrictExitWatchTests {
  private static let message = "StandIn: the process is exiting while "

  @Test func aStrictTraitTestThatExitsFailsTheRunAtTheTest() throws {
    let run = try runFixture(["--testing-library", "swift-testing", "--filter", "exitsInTheMiddle"])
    #expect(run.status == 1, "\(run.output)")
    // Swift Testing's macro places the trait's `#line` at the test function's declaration.
    #expect(
      run.output.contains("StrictExitFixtures.swift:\(StrictExitFixture.testLine):"),
      "\(run.output)")
    #expect(
      run.output.contains(
        """
        \(Self.message)the strict test whose strictness was turned on here is still running.
        """), "\(run.output)")
  }

  @Test func underStandInStrictEveryTestThatExitsFailsTheRun() throws {
    let run = try runFixture(
      ["StandInTests.StrictExitPlainXCTestFixtures/testExitsInTheMiddle"],
      environment: ["STANDIN_STRICT": "1"])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("\(Self.message)a strict test is still running."), "\(run.output)")
  }

  @Test func aStrictStandInTestCaseThatExitsFailsTheRun() throws {
    let run = try runFixture(["StandInTests.StrictExitXCTestFixtures/testExitsInTheMiddle"])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains(Self.message), "\(run.output)")
  }

  @Test func aNonStrictTestThatExitsIsLeftAlone() throws {
    let run = try runFixture(["StandInTests.StrictExitPlainXCTestFixtures/testExitsInTheMiddle"])
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains(Self.message), "\(run.output)")
  }

  @Test func anExitTestStillPasses() throws {
    let run = try runFixture([
      "--testing-library", "swift-testing", "--filter", "anExitTestEndsItsOwnProcessOnPurpose",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains(Self.message), "\(run.output)")
  }

  private func runFixture(_ arguments: [String], environment: [String: String?] = [:]) throws
    -> ChildProcessRun
  {
    let fixtures: [String: String?] = ["STANDIN_EXIT_FIXTURES": "1", "STANDIN_STRICT": nil]
    return try runChildProcess(
      arguments: arguments, environment: fixtures.merging(environment) { $1 })
  }

}
