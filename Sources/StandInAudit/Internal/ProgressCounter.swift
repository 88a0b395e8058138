import Synchronization

/// Counts scanned files across workers and reports the count, one report at a time.
final class ProgressCounter: Sendable {
  private let done = Mutex(0)
  private let total: Int
  private let report: Auditor.Progress?

  init(total: Int, report: Auditor.Progress?) {
    self.total = total
    self.report = report
  }

  func advance() {
    guard let report else { return }
    done.withLock { done in
      done += 1
      report(done, total)
    }
  }
}
