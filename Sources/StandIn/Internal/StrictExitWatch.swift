import Foundation

/// Fails the run when its process ends while a strict test is still running.
///
/// Code under test that calls `exit(0)` ends the whole test process in the middle of a test: the
/// test never fails, the tests after it never run, and a process that ends with status 0 looks
/// like a run that passed. A strict test's reports made at its end (reads by work that escaped
/// it, excused known issues) are lost with it. When the process exits while a strict scope is
/// open, or, with `STANDIN_STRICT`, while the exiting thread is inside a test, StandIn says so on
/// standard error, at the test's line, and ends the process with status 1 instead.
///
/// A child process that Swift Testing starts to run an exit test ends on purpose, and is left
/// alone.
enum StrictExitWatch {
  private struct State {
    var isInstalled = false
    var openScopes: [ObjectIdentifier: SourceSite] = [:]
  }

  private static let state = Locked(State())

  /// Watches `scope` until ``close(_:)``.
  static func open(_ scope: StrictScope) {
    installIfNeeded()
    state.withLock { $0.openScopes[ObjectIdentifier(scope)] = scope.strictness.site }
  }

  static func close(_ scope: StrictScope) {
    _ = state.withLock { $0.openScopes.removeValue(forKey: ObjectIdentifier(scope)) }
  }

  /// Watches the tests of a process where `STANDIN_STRICT` makes every test strict. Asking for
  /// the current test run now starts StandInTesting's observation of XCTest, so that at exit it
  /// knows whether a test is still running.
  static func watch() {
    installIfNeeded()
    _ = TestingLibraryHooks.currentTestRun()
  }

  private static func installIfNeeded() {
    let isNew = state.withLock { state in
      defer { state.isInstalled = true }
      return !state.isInstalled
    }
    if isNew { atexit { StrictExitWatch.processIsExiting() } }
  }

  private static func processIsExiting() {
    guard !TestingLibraryHooks.isExitTestChildProcess() else { return }
    let openScope = state.withLock { $0.openScopes.values.first }
    let running: (site: SourceSite?, name: String)?
    if let openScope {
      running = (openScope, "the strict test whose strictness was turned on here")
    } else if StrictStandIns.isOnForEveryTest,
      case .test(let run) = TestingLibraryHooks.currentTestRun()
    {
      running = (run.site, run.name.map { "the strict test \($0)" } ?? "a strict test")
    } else {
      running = nil
    }
    guard let running else { return }
    let location = running.site.map { "\($0.filePath):\($0.line):\($0.column): " } ?? ""
    let message = """
      \(location)error: StandIn: the process is exiting while \(running.name) is still \
      running. Whatever ended it (exit() in the code under test, most often) ends the run \
      before the test can fail and before the tests after it run, and a run that ends with \
      status 0 looks like one that passed. StandIn ends the process with status 1 instead. \
      Keep exit() out of the code a test calls (inject the exit, or test it as a Swift Testing \
      exit test with #expect(processExitsWith:)).

      """
    FileHandle.standardError.write(Data(message.utf8))
    _exit(1)
  }
}
