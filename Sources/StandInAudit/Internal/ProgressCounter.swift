import Foundation

/// Counts scanned files across workers and reports the count, one report at a time.
final class ProgressCounter: @unchecked Sendable {
  /// Guards `done`. An `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15.
  private let lock = NSLock()
  private var done = 0
  private let total: Int
  private let report: Auditor.Progress?

  init(total: Int, report: Auditor.Progress?) {
    self.total = total
    self.report = report
  }

  func advance() {
    guard let report else { return }
    lock.withLock {
      done += 1
      report(done, total)
    }
  }
}
