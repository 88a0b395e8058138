#if DEBUG || STANDIN_MOCKS
  import StandIn
  import StandInMocks

  /// Notes that the running test installs `standIn` for `slotName`, when it is a mock, and
  /// reports at `site`, once per mock, when a second test installs the same one.
  func noteInstallation(of standIn: Any, slotName: String, at site: SourceSite) {
    guard let mock = standIn as? any Mock, let test = MockSharing.currentTest,
      let tests = mock.mockState.sharing.install(for: test)
    else { return }
    let typeName = mock.mockState.typeName
    reportStandInIssue(
      """
      One \(typeName) stands in for \(slotName) in several tests (\(MockSharing.describe(tests))), \
      which may run at the same time: each test's calls, stubs and verifications reach the \
      others'. Make one per test case: pass a closure, .overriding(…) { \(typeName)() }, or \
      create the mock in the test.
      """,
      severity: .warning,
      at: site)
  }

  /// Runs `operation` as one test run named `name`, so that calls to a shared mock say which
  /// test made them.
  func runningAsTest<R>(
    named name: String,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await MockSharing.$currentTest.withValue(MockSharing.TestRun(name), operation: operation)
  }
#endif
