import StatusApp

/// A status manager that always reports the same status.
final class FixedStatusManager: StatusManager, @unchecked Sendable {
  let status: Int

  init(_ status: Int) {
    self.status = status
  }

  override func currentStatus() -> Int { status }
}
