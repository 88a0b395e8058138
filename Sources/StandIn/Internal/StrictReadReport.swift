import Foundation

/// The messages of strict tests: a real instance read, work outside the test reading one, an
/// allowance or a replacement never used.
enum StrictReadReport {
  /// Reports a read of `slot`'s real instance in a strict test, at the reading line when it is
  /// known, or else at the line that made the test strict or at the test's declaration. Returns
  /// what became of the report.
  @discardableResult
  static func report(
    _ slot: any AnySlot,
    readAt reader: ReadingSite?,
    in context: TestRunContext,
    strictness: StrictStandIns?
  ) -> IssueOutcome {
    let whereStrict =
      strictness.map { "strict stand-ins were turned on at \(describe($0.site))" }
      ?? "STANDIN_STRICT is set, so every test is strict"
    let how = remedy(for: slot, strictness: strictness)
    if case .outsideAnyTest = context {
      return reportOutsideAnyTest(slot, readAt: reader)
    }
    let test = strictness == nil ? strictTest(in: context) : "a strict test"
    if let reader {
      return recordStandInIssue(
        """
        \(subject(slot)) for real here, in \(reader.function), in \(test) (\(whereStrict)). \
        \(how)
        """,
        at: reader.site
      )
    }
    let fallback = strictness?.site ?? testSite(in: context) ?? unknownSite
    let whose = strictness == nil ? "\(test) (\(whereStrict))" : "this strict test"
    return recordStandInIssue(
      """
      \(subject(slot)) for real in \(whose). \(how) (StandIn names the reading line in debug \
      builds on Linux and from macOS 26 / iOS 26, except inside an autoclosure, such as an \
      assertion's argument, for which the debug information gives no line.)
      """,
      at: fallback
    )
  }

  /// Reports a read of `slot`'s real instance by work that left every test's context while
  /// every test is strict: no test can be blamed, so it fails the run, at the reading line.
  private static func reportOutsideAnyTest(_ slot: any AnySlot, readAt reader: ReadingSite?)
    -> IssueOutcome
  {
    let place = reader.map { "here, in \($0.function), " } ?? ""
    return recordStandInIssue(
      """
      \(subject(slot)) for real \(place)by work outside every test's context (a detached task, \
      a Dispatch queue or a Thread started by a test), while STANDIN_STRICT makes every test \
      strict. The run fails, since no test can be told. Replace it in the test that started the \
      work and carry the test's scope into the work with carryingOverrides { … } or \
      CarriedOverrides.current, or let every test use it by adding \(slot.name) to \
      STANDIN_STRICT_ALLOWING.
      """,
      at: reader?.site ?? unknownSite
    )
  }

  /// Reports again, outside the test, a strict read that `withKnownIssue` excused: from a thread
  /// of StandIn's own, which no known-issue scope reaches, so it fails the run. Used where no
  /// strict scope ends after the test body to report it from (`STANDIN_STRICT` without one).
  static func reportExcusedOutsideTheKnownIssue(
    _ slot: any AnySlot,
    readAt reader: ReadingSite?,
    in run: TestRun
  ) {
    let message = excusedMessage(
      slot, readAt: reader, test: run.name,
      allow: "let every test use it by adding \(slot.name) to STANDIN_STRICT_ALLOWING")
    let site = reader?.site ?? run.site ?? unknownSite
    let done = DispatchSemaphore(value: 0)
    Thread {
      reportStandInIssue(message, at: site)
      done.signal()
    }.start()
    done.wait()
  }

  /// Reports, when a strict scope ends, a read of a real instance that `withKnownIssue` excused
  /// inside the test: the scope ends after the test body, outside the known-issue block.
  static func reportExcused(
    _ slot: any AnySlot,
    readAt reader: ReadingSite?,
    strictness: StrictStandIns
  ) {
    reportStandInIssue(
      excusedMessage(
        slot, readAt: reader, test: nil, allow: "list its slot in this test's allowing:"),
      at: reader?.site ?? strictness.site
    )
  }

  private static func excusedMessage(
    _ slot: any AnySlot,
    readAt reader: ReadingSite?,
    test: String?,
    allow: String
  ) -> String {
    let place = reader.map { "here, in \($0.function), " } ?? ""
    let which = test.map { "the strict test \($0)" } ?? "a strict test"
    return """
      \(subject(slot)) for real \(place)in \(which), inside withKnownIssue, which counted it as \
      its known issue. A known issue does not excuse a strict test's read of a real instance: \
      replace it for this test, or, if the test may use the real one, \(allow).
      """
  }

  /// Reports reads of a real instance by work outside a strict test's scope.
  static func reportEscaped(
    _ slotName: String, times: Int, firstReader: String, strictness: StrictStandIns
  ) {
    let count = times == 1 ? "once" : "\(times) times"
    reportStandInIssue(
      """
      \(slotName) was read for real \(count) by work outside this strict test's scope (first \
      from \(firstReader)), so that work used the real \(slotName). Replace it, and carry the \
      test's scope into the work with carryingOverrides { … } or CarriedOverrides.current; or \
      allow it with allowing: [its slot]. (StandIn attributes the read to this test because it \
      was the only test with a StandIn scope running at the time.)
      """,
      severity: .warning,
      at: strictness.site
    )
  }

  /// Warns that a strict test allowed a slot it never read.
  static func reportUnusedAllowance(of slotName: String, strictness: StrictStandIns) {
    reportStandInIssue(
      """
      This strict test allows \(slotName) to be real, but never read it. Remove it from \
      allowing:, or pass warnsAboutUnused: false to keep it without this warning.
      """,
      severity: .warning,
      at: strictness.site
    )
  }

  /// Warns that a strict test replaced a slot it never read.
  static func reportUnusedReplacement(of slotName: String, replacedAt site: SourceSite) {
    reportStandInIssue(
      """
      \(slotName) was replaced here for a strict test that never read it. Remove the \
      replacement, or pass warnsAboutUnused: false to the strict setting to keep it without \
      this warning.
      """,
      severity: .warning,
      at: site
    )
  }

  private static func subject(_ slot: any AnySlot) -> String {
    switch slot.access {
    case .property: "\(slot.name) was read"
    case .staticMembers(let typeName): "A static member of \(typeName) was called"
    }
  }

  private static func remedy(for slot: any AnySlot, strictness: StrictStandIns?) -> String {
    let allow =
      strictness == nil
      ? "or let every test use it by adding \(slot.name) to STANDIN_STRICT_ALLOWING"
      : "or, if the test may use the real one, list its slot in allowing:"
    switch slot.access {
    case .property:
      return """
        Replace it for this test (the .overriding trait, withOverride, or override(_:with:) in \
        a StandInTestCase), \(allow).
        """
    case .staticMembers(let typeName):
      return """
        Install a static mock for this test (withStaticMock, the .mocking(\(typeName)\
        .StaticMock.self) trait, or override(\(typeName).StaticMock.slot, with:)), \(allow) \
        (\(typeName).StaticMock.slot).
        """
    }
  }

  /// "the strict test checkout()" where the running framework names the test: reports made
  /// where no strict scope of the test's own says which test it is.
  private static func strictTest(in context: TestRunContext) -> String {
    guard case .test(let run) = context, let name = run.name else { return "a strict test" }
    return "the strict test \(name)"
  }

  private static func testSite(in context: TestRunContext) -> SourceSite? {
    guard case .test(let run) = context else { return nil }
    return run.site
  }

  /// Where a report goes when neither the reading line nor the test is known: XCTest names no
  /// line for a test, and a release build has no debug information to find the reader in.
  private static let unknownSite = SourceSite(
    fileID: #fileID, filePath: #filePath, line: #line, column: #column)

  private static func describe(_ site: SourceSite) -> String {
    "\(site.fileID):\(site.line)"
  }
}
