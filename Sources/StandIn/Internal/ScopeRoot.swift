/// The test-level identity of a chain of scopes: a test case run under a StandIn trait or base
/// class, or an outermost `withOverrides` call. Escaped reads attributed to it are reported when
/// it closes, from the test's own context, as warnings: IssueReporting turns them into failures
/// under XCTest, where one test runs at a time and the attribution is certain; under Swift
/// Testing a test running outside StandIn could have made the read, so it stays a warning.
package final class ScopeRoot: Sendable {
  /// Reads of one slot, replaced in this root, made by work that could not see the replacement.
  struct EscapedRead {
    let slotName: String
    let replacementSite: SourceSite
    var count: Int
    let firstReader: String
  }

  private let escapedReads = Locked<[EscapedRead]>([])
  /// The strict scopes open in this test, innermost last.
  private let strictScopes = Locked<[StrictScope]>([])

  /// The innermost strict scope open in this test, if any.
  var innermostStrictScope: StrictScope? { strictScopes.withLock { $0.last } }

  func beginStrictScope(_ scope: StrictScope) {
    strictScopes.withLock { $0.append(scope) }
  }

  func endStrictScope(_ scope: StrictScope) {
    strictScopes.withLock { scopes in scopes.removeAll { $0 === scope } }
  }

  /// Counts a read of `slotName`, replaced at `site`, made by work outside every scope; the
  /// first one also records where it came from.
  func noteEscapedRead(of slotName: String, replacedAt site: SourceSite) {
    let isFirst = escapedReads.withLock { reads in
      guard let index = reads.firstIndex(where: { $0.slotName == slotName }) else { return true }
      reads[index].count += 1
      return false
    }
    guard isFirst else { return }
    let reader = ReaderDescription.current
    escapedReads.withLock { reads in
      if let index = reads.firstIndex(where: { $0.slotName == slotName }) {
        reads[index].count += 1
      } else {
        reads.append(
          EscapedRead(slotName: slotName, replacementSite: site, count: 1, firstReader: reader)
        )
      }
    }
  }

  /// Closes the root and reports every escaped read attributed to it.
  func close() {
    LiveScopes.close(self)
    for read in escapedReads.withLock({ $0 }) {
      reportStandInIssue(Self.message(for: read), severity: .warning, at: read.replacementSite)
    }
  }

  static func message(for read: EscapedRead) -> String {
    let times = read.count == 1 ? "once" : "\(read.count) times"
    return """
      \(read.slotName) was replaced here, but was read \(times) by work that cannot see the \
      replacement (first from \(read.firstReader)), so that work used the real \
      \(read.slotName). Work started with DispatchQueue, Thread, Task.detached or a callback \
      does not inherit the test's scope. Carry the replacement into it: wrap the closure in \
      carryingOverrides { … }, or capture CarriedOverrides.current and call its run { … } \
      inside the work. For code you cannot change, use withProcessWideOverrides. (StandIn \
      attributes the read to this test because it was the only test with a StandIn scope \
      running at the time.)
      """
  }
}
