/// The messages of strict tests: a real instance read, work outside the test reading one, an
/// allowance or a replacement never used.
enum StrictReadReport {
  /// Reports a read of `slot`'s real instance in a strict test, at the reading line when it is
  /// known, or else at the line that made the test strict.
  static func report(_ slot: any AnySlot, readAt reader: ReadingSite?, strictness: StrictStandIns?)
  {
    let whereStrict =
      strictness.map { "strict stand-ins were turned on at \(describe($0.site))" }
      ?? "STANDIN_STRICT is set, so every test is strict"
    let how = remedy(for: slot, strictness: strictness)
    if let reader {
      reportStandInIssue(
        """
        \(subject(slot)) for real here, in \(reader.function), in a strict test \
        (\(whereStrict)). \(how)
        """,
        at: reader.site
      )
    } else if let strictness {
      reportStandInIssue(
        """
        \(subject(slot)) for real in this strict test. \(how) (StandIn names the reading line \
        in debug builds on Linux and from macOS 26 / iOS 26.)
        """,
        at: strictness.site
      )
    } else {
      reportStandInIssue(
        """
        \(subject(slot)) for real in a test, and \(whereStrict). \(how)
        """,
        at: SourceSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      )
    }
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

  private static func describe(_ site: SourceSite) -> String {
    "\(site.fileID):\(site.line)"
  }
}
