import Foundation
import IssueReporting

/// Strictness for every test of the process (`STANDIN_STRICT=1`), for reads that no strict
/// scope of their own governs: tests without a StandIn scope, scopes opened without strictness,
/// and work that left every test's context.
enum StrictForEveryTest {
  /// What a report is made once for: a slot, the line that read it, and the test that ran it.
  private struct ReportKey: Hashable {
    let slot: ObjectIdentifier
    let reader: String
    let test: TestKey
  }

  private enum TestKey: Hashable {
    /// A run of a test, as the running framework tells it.
    case run(TestRun)
    /// Work outside every test's context: reported once per slot and line for the process.
    case outsideAnyTest
    /// No framework tells runs apart (StandInTesting is not linked): the task, or the thread of
    /// a test that runs in none, is the closest StandIn can see.
    case taskOrThread(String)
  }

  private static let reported = Locked<Set<ReportKey>>([])

  static func noteRealRead(of slot: any AnySlot) {
    guard !StrictStandIns.allowedForEveryTest.contains(slot.name) else { return }
    let context = TestingLibraryHooks.currentTestRun()
    let test: TestKey
    switch context {
    case .test(let run):
      test = .run(run)
    case .outsideAnyTest:
      test = .outsideAnyTest
    case .unknown:
      guard TestContext.current != nil else { return }
      test = .taskOrThread(
        withUnsafeCurrentTask { $0.map { "task \($0.hashValue)" } }
          ?? "thread \(pthread_self())")
    }
    let reader = ReadingSite.locate(readingThrough: slot)
    let key = ReportKey(slot: ObjectIdentifier(slot), reader: reader?.description ?? "", test: test)
    guard reported.withLock({ $0.insert(key).inserted }) else { return }
    let outcome = StrictReadReport.report(slot, readAt: reader, in: context, strictness: nil)
    if outcome == .excusedAsKnownIssue, case .test(let run) = context {
      StrictReadReport.reportExcusedOutsideTheKnownIssue(slot, readAt: reader, in: run)
    }
  }
}
