import IssueReporting

/// Strictness for every test of the process (`STANDIN_STRICT=1`), for reads that no strict
/// scope of their own governs: tests without a StandIn scope, and scopes opened without
/// strictness.
enum StrictForEveryTest {
  /// One report per slot, reading line and task: a test runs in a task of its own, so each test
  /// that reads a real instance is told, and a loop in one test is told once.
  private static let reported = Locked<Set<String>>([])

  static func noteRealRead(of slot: any AnySlot) {
    guard TestContext.current != nil,
      !StrictStandIns.allowedForEveryTest.contains(slot.name)
    else { return }
    let reader = ReadingSite.locate(readingThrough: slot)
    let task = withUnsafeCurrentTask { $0.map { "\($0.hashValue)" } } ?? "no task"
    let key = "\(ObjectIdentifier(slot).hashValue) \(reader?.description ?? "") \(task)"
    guard reported.withLock({ $0.insert(key).inserted }) else { return }
    StrictReadReport.report(slot, readAt: reader, strictness: nil)
  }
}
