import Foundation
import Testing

/// Every forgetful test fails, exactly once per slot and reading line, and no careful test
/// fails, in every way tests are run: Swift Testing in parallel and serially (`--no-parallel`,
/// a `.serialized` suite, parameterized cases), XCTest in one process and in one process per
/// test (as `swift test --parallel` runs it), synchronous and asynchronous tests, with and
/// without `StandInTestCase` and the strict trait, with and without `STANDIN_STRICT`.
///
/// Each cell runs this test binary again on the fixtures (`RunShapeFixture`) and reads what they
/// reported: Swift Testing's event stream, XCTest's failure lines.
@Suite("Strict stand-ins in every run shape", .enabled(if: !RunShapeFixture.isOn))
struct RunShapeMatrixTests {
  @Test(arguments: RunShapeCell.all)
  func everyForgetfulTestFailsOncePerSlotAndReadingLine(_ cell: RunShapeCell) throws {
    let run = try cell.run()
    let expected = cell.expectedIssues
    let missing = expected.filter { run.issues[$0.key] != $0.value }
    let unexpected = run.issues.filter { expected[$0.key] != $0.value }
    #expect(
      missing.isEmpty && unexpected.isEmpty,
      """
      \(cell): expected but not reported so: \(describe(missing)); reported but not expected \
      so: \(describe(unexpected)).
      Output:
      \(run.output)
      """)
    #expect((run.status != 0) == !expected.isEmpty, "\(cell): exit status \(run.status)")
  }

  private func describe(_ issues: [ReportedIssue: Int]) -> String {
    issues.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key) ×\($0.value)" }
      .joined(separator: ", ")
  }
}

/// One issue a fixture run reported: which test (empty for none), where, and whether it was
/// recorded as a known issue.
struct ReportedIssue: Hashable, CustomStringConvertible {
  let test: String
  let location: String
  let isKnown: Bool

  var description: String {
    "[\(test.isEmpty ? "no test" : test)] \(location)\(isKnown ? " (known)" : "")"
  }
}

/// A cell of the matrix: a framework and a way of running it, with or without `STANDIN_STRICT`.
struct RunShapeCell: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  enum Shape: String, Sendable, CaseIterable {
    case swiftTestingInParallel = "Swift Testing, in parallel"
    case swiftTestingSerially = "Swift Testing, --no-parallel"
    case xcTestInOneProcess = "XCTest, every test in one process"
    case xcTestProcessPerTest = "XCTest, one process per test"
  }

  let shape: Shape
  let strictForEveryTest: Bool

  static let all: [RunShapeCell] = Shape.allCases.flatMap { shape in
    [true, false].map { RunShapeCell(shape: shape, strictForEveryTest: $0) }
  }

  var description: String {
    "\(shape.rawValue), \(strictForEveryTest ? "STANDIN_STRICT=1" : "no STANDIN_STRICT")"
  }

  var testDescription: String { description }

  private static let fixtureFile = "StandInTests/RunShapeFixture.swift"
  private static let readingLines = [RunShapeFixture.analyticsLine, RunShapeFixture.dieLine]

  // MARK: What each fixture must report

  /// Tests that read both lines in each of their runs, by the number of runs.
  private var forgetful: [String: Int] {
    var tests: [String: Int] = [:]
    switch shape {
    case .swiftTestingInParallel, .swiftTestingSerially:
      tests["RunShapeStrictTraitFixtures/forgetful()"] = 1
      tests["RunShapeStrictTraitFixtures/forgetfulAsync()"] = 1
      tests["RunShapeStrictTraitFixtures/forgetfulParameterized(_:)"] = 2
      guard strictForEveryTest else { break }
      tests["RunShapeFixtures/forgetfulSync()"] = 1
      tests["RunShapeFixtures/forgetfulAsync()"] = 1
      tests["RunShapeFixtures/forgetfulParameterized(_:)"] = 3
      tests["RunShapeFixtures/forgetfulInAChildTask()"] = 1
      tests["RunShapeSerializedFixtures/forgetfulFirst()"] = 1
      tests["RunShapeSerializedFixtures/forgetfulSecond()"] = 1
      tests["RunShapeSerializedFixtures/forgetfulParameterized(_:)"] = 3
    case .xcTestInOneProcess, .xcTestProcessPerTest:
      tests["RunShapeStrictStandInTestCaseXCTests/testForgetful"] = 1
      tests["RunShapeStrictStandInTestCaseXCTests/testForgetfulAsync"] = 1
      guard strictForEveryTest else { break }
      for test in [
        "RunShapeForgetfulXCTests/testForgetful", "RunShapeForgetfulXCTests/testForgetfulAgain",
        "RunShapeForgetfulXCTests/testForgetfulAsync",
        "RunShapeForgetfulXCTests/testForgetfulOnAThread",
        "RunShapeOtherForgetfulXCTests/testForgetful",
        "RunShapeStandInTestCaseXCTests/testForgetful",
        "RunShapeStandInTestCaseXCTests/testForgetfulAsync",
      ] {
        tests[test] = 1
      }
    }
    return tests
  }

  var expectedIssues: [ReportedIssue: Int] {
    var issues: [ReportedIssue: Int] = [:]
    func add(_ test: String, lines: [Int] = Self.readingLines, known: Bool = false, times: Int = 1)
    {
      for line in lines {
        issues[
          ReportedIssue(test: test, location: "\(Self.fixtureFile):\(line)", isKnown: known),
          default: 0] += times
      }
    }
    for (test, runs) in forgetful { add(test, times: runs) }
    guard shape == .swiftTestingInParallel || shape == .swiftTestingSerially else {
      return issues
    }
    // A known issue excuses nothing: the strict trait reports the read again when the test's
    // scope ends, STANDIN_STRICT outside the test, where it fails the run.
    add("RunShapeStrictTraitFixtures/forgetfulInsideAKnownIssue()", known: true)
    add("RunShapeStrictTraitFixtures/forgetfulInsideAKnownIssue()")
    guard strictForEveryTest else { return issues }
    add("RunShapeFixtures/forgetfulOfTheDieInANonStrictScope()", lines: [RunShapeFixture.dieLine])
    add("RunShapeFixtures/forgetfulInsideAKnownIssue()", known: true)
    add("")
    // Work that left every test's context fails the run, once per line for the process.
    add("")
    return issues
  }

  // MARK: Running the fixtures

  func run() throws -> (issues: [ReportedIssue: Int], status: Int32, output: String) {
    switch shape {
    case .swiftTestingInParallel, .swiftTestingSerially:
      return try runSwiftTesting()
    case .xcTestInOneProcess:
      let run = try runTestBinary(arguments: [Self.xcTestFixtures.joined(separator: ",")])
      return (xcTestIssues(in: run.output), run.status, run.output)
    case .xcTestProcessPerTest:
      var issues: [ReportedIssue: Int] = [:]
      var status: Int32 = 0
      var output = ""
      for test in Self.xcTestFixtureMethods {
        let run = try runTestBinary(arguments: [test])
        issues.merge(xcTestIssues(in: run.output)) { $0 + $1 }
        status = max(status, run.status)
        output += run.output
      }
      return (issues, status, output)
    }
  }

  private static let xcTestFixtures = [
    "RunShapeForgetfulXCTests", "RunShapeOtherForgetfulXCTests", "RunShapeStandInTestCaseXCTests",
    "RunShapeStrictStandInTestCaseXCTests",
  ].map { "StandInTests.\($0)" }

  private static let xcTestFixtureMethods = [
    "RunShapeForgetfulXCTests/testForgetful", "RunShapeForgetfulXCTests/testForgetfulAgain",
    "RunShapeForgetfulXCTests/testForgetfulAsync",
    "RunShapeForgetfulXCTests/testForgetfulOnAThread", "RunShapeForgetfulXCTests/testCareful",
    "RunShapeOtherForgetfulXCTests/testForgetful", "RunShapeStandInTestCaseXCTests/testForgetful",
    "RunShapeStandInTestCaseXCTests/testForgetfulAsync",
    "RunShapeStandInTestCaseXCTests/testCareful",
    "RunShapeStrictStandInTestCaseXCTests/testForgetful",
    "RunShapeStrictStandInTestCaseXCTests/testForgetfulAsync",
    "RunShapeStrictStandInTestCaseXCTests/testCareful",
  ].map { "StandInTests.\($0)" }

  private func runSwiftTesting() throws -> (
    issues: [ReportedIssue: Int], status: Int32, output: String
  ) {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-shape-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    let run = try runTestBinary(arguments: [
      "--testing-library", "swift-testing",
      "--filter", "RunShape(Serialized|StrictTrait)?Fixtures",
      shape == .swiftTestingSerially ? "--no-parallel" : "--parallel",
      "--event-stream-output-path", events.path, "--event-stream-version", "0",
    ])
    var issues: [ReportedIssue: Int] = [:]
    // Swift Testing hands an issue recorded outside every test to each of its configurations, so
    // one such issue can appear twice in the stream, at the same instant.
    var instantsOutsideTests: Set<String> = []
    let lines = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
    for line in lines.split(separator: "\n") {
      guard
        let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = record["payload"] as? [String: Any],
        payload["kind"] as? String == "issueRecorded",
        let issue = payload["issue"] as? [String: Any]
      else { continue }
      let location = issue["sourceLocation"] as? [String: Any]
      let test = (payload["testID"] as? String).map(Self.testName(fromID:)) ?? ""
      if test.isEmpty {
        let instant = "\((payload["instant"] as? [String: Any])?["absolute"] ?? "")"
        guard instantsOutsideTests.insert(instant).inserted else { continue }
      }
      let reported = ReportedIssue(
        test: test,
        location: "\(location?["fileID"] ?? "?"):\(location?["line"] ?? "?")",
        isKnown: issue["isKnown"] as? Bool ?? false)
      issues[reported, default: 0] += 1
    }
    return (issues, run.status, run.output)
  }

  /// `Suite/test()` from a Swift Testing test ID, `Module.Suite/test()/File.swift:12:4`.
  private static func testName(fromID id: String) -> String {
    let parts = id.split(separator: "/")
    guard parts.count >= 2 else { return id }
    let suite = parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])
    return "\(suite)/\(parts[1])"
  }

  /// XCTest's failure lines: `/path/File.swift:12: error: Class.testName : failed - message`.
  private func xcTestIssues(in output: String) -> [ReportedIssue: Int] {
    var issues: [ReportedIssue: Int] = [:]
    for line in output.split(separator: "\n") {
      guard let errorRange = line.range(of: ": error: ") else { continue }
      let place = line[..<errorRange.lowerBound]
      let rest = line[errorRange.upperBound...]
      guard let testEnd = rest.range(of: " : ") else { continue }
      let test = rest[..<testEnd.lowerBound].replacingOccurrences(of: ".", with: "/")
      let file = place.split(separator: "/").last.map(String.init) ?? String(place)
      let fileID = "StandInTests/\(file)"
      issues[ReportedIssue(test: test, location: fileID, isKnown: false), default: 0] += 1
    }
    return issues
  }

  private func runTestBinary(arguments: [String]) throws -> ChildProcessRun {
    try runChildProcess(
      arguments: arguments,
      environment: [
        "STANDIN_RUN_SHAPE_FIXTURES": "1", "STANDIN_STRICT": strictForEveryTest ? "1" : nil,
        "STANDIN_STRICT_ALLOWING": nil,
      ])
  }

}
