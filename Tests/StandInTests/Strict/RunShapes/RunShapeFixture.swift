import Foundation
import StandIn
import StandInFixtures
import StandInSystem

/// What the run-shape fixtures share: code under test that reads two shared instances without
/// being handed them, and the switch that lets the fixtures run.
///
/// The fixtures are tests that forget to replace what they read, or remember to. They run in
/// child processes that `RunShapeMatrixTests` starts with `STANDIN_RUN_SHAPE_FIXTURES=1`, in
/// every run shape (parallel and serial, one process and one per test, with and without
/// `STANDIN_STRICT`), and it counts what each reports. In the suite's own run they are skipped.
enum RunShapeFixture {
  static let isOn = ProcessInfo.processInfo.environment["STANDIN_RUN_SHAPE_FIXTURES"] == "1"

  /// The line that reads `Analytics.shared`.
  static let analyticsLine = line(marked: "reads Analytics.shared")
  /// The line that draws a die through `OverridableRandomNumberGenerator`, inside the standard
  /// library's `Int.random(in:using:)`.
  static let dieLine = line(marked: "draws a die")

  /// Reads `Analytics.shared` ten times at one line, and draws ten dice at another.
  static func forgetfulWork() {
    for _ in 0..<10 {
      _ = Analytics.shared.label  // reads Analytics.shared
    }
    var random = OverridableRandomNumberGenerator()
    for _ in 0..<10 {
      _ = Int.random(in: 1...6, using: &random)  // draws a die
    }
  }

  /// The line of the caller's file that ends with the comment `// marker`.
  static func line(marked marker: String, in file: String = #filePath) -> Int {
    let source = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.hasSuffix("// \(marker)") } ?? -1) + 1
  }

  /// The same work, with both instances replaced.
  static func carefulWork() {
    withOverride(Analytics.sharedSlot, with: Analytics(label: "stand-in")) {
      withOverride(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(6)) {
        forgetfulWork()
      }
    }
  }

  /// The work, on a thread of its own that no test's scope reaches; returns when it is done.
  static func forgetfulWorkOnAThread() {
    let done = DispatchSemaphore(value: 0)
    Thread {
      forgetfulWork()
      done.signal()
    }.start()
    done.wait()
  }
}
