/// One run of one test: an XCTest test method's invocation, or one case of a Swift Testing test,
/// so that a strict report is made once per test and reading line, whatever task or thread the
/// test runs on.
///
/// Swift Testing runs the cases of a `.serialized` suite, and every test under `--no-parallel`,
/// one after another in the same task, and XCTest runs synchronous tests on the main thread with
/// no task at all: neither a task nor a thread tells two tests apart. StandInTesting, which links
/// the test frameworks, tells StandIn which run is current (``TestingLibraryHooks``).
package struct TestRun: Sendable, Hashable {
  /// What tells this run apart from every other run of the process.
  package let identity: Int
  /// The test's name, for messages: `tracksThePurchase()`, `CheckoutTests.testTracks`; `nil`
  /// for the XCTest test that was running when StandIn began to observe XCTest.
  package let name: String?
  /// Where the test is declared, when the framework knows it (Swift Testing does, XCTest does
  /// not): where a report goes when the reading line is unknown.
  package let site: SourceSite?

  package init(identity: Int, name: String?, site: SourceSite?) {
    self.identity = identity
    self.name = name
    self.site = site
  }

  package static func == (lhs: TestRun, rhs: TestRun) -> Bool { lhs.identity == rhs.identity }

  package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// Where the caller is, as far as the running test framework can tell.
package enum TestRunContext: Sendable {
  /// Inside a run of a test.
  case test(TestRun)
  /// In a process that is running tests, but in none of them: work started with
  /// `Task.detached`, a Dispatch queue or a `Thread` of a Swift Testing test, which the test's
  /// context does not reach.
  case outsideAnyTest
  /// Nobody can tell: StandInTesting is not linked, or no test framework is running.
  case unknown
}
