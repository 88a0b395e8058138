import Foundation

/// The `Auditing 1200/5000 files…` line, rewritten in place on a terminal.
///
/// It shows only on a terminal, and only for more than 200 files; it writes at most about a
/// hundred updates, and ``finish()`` clears it.
///
/// ```swift
/// let line = ProgressLine(isTerminal: isatty(2) == 1) { text in writeToStandardError(text) }
/// let result = try Auditor(path: ".").audit(progress: line.update)
/// line.finish()
/// ```
public final class ProgressLine: @unchecked Sendable {
  private let isTerminal: Bool
  private let write: @Sendable (String) -> Void
  /// Guards `state`. An `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15.
  private let lock = NSLock()
  private var state = State()

  private struct State {
    var shown = false
    var lastReported = 0
  }

  /// A progress line that writes through `write` when `isTerminal` is true.
  public init(isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
    self.isTerminal = isTerminal
    self.write = write
  }

  /// Whether a progress line is shown for `fileCount` files: on a terminal, above 200 files.
  public static func isShown(fileCount: Int, isTerminal: Bool) -> Bool {
    isTerminal && fileCount > 200
  }

  /// The line's text, such as `Auditing 1200/5000 files…`.
  public static func text(done: Int, total: Int) -> String {
    "Auditing \(done)/\(total) files…"
  }

  /// Reports that `done` of `total` files are scanned.
  public func update(done: Int, total: Int) {
    guard Self.isShown(fileCount: total, isTerminal: isTerminal) else { return }
    let step = max(1, total / 100)
    lock.withLock {
      guard done == total || done - state.lastReported >= step else { return }
      state.lastReported = done
      state.shown = true
      write("\r" + Self.text(done: done, total: total))
    }
  }

  /// Clears the line, if it was shown.
  public func finish() {
    lock.withLock {
      guard state.shown else { return }
      state.shown = false
      write("\r\u{1B}[K")
    }
  }
}
