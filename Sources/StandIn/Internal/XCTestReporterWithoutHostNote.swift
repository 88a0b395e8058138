import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

#if !canImport(Darwin)
  /// IssueReporting's default reporter as XCTest sees it, minus one false note.
  ///
  /// Under XCTest, IssueReporting 1.13.1 appends "This issue was emitted from tests running in a
  /// host application … Testing gotchas" to a failure unless it finds an XCTest frame in
  /// `Thread.callStackSymbols`. Linux gives it no symbol names there, so every failure gets the
  /// note, though there is no host application on Linux. This reporter fails the test through
  /// the same entry point IssueReporting uses (`_XCTFail` of IssueReportingTestSupport, which every
  /// test target links), without the note. Swift Testing, other reporters and code outside tests
  /// are left to IssueReporting.
  struct XCTestReporterWithoutHostNote: IssueReporter {
    /// IssueReportingTestSupport's `XCTFail`, when the process links it.
    private static let xcTestFail: (@Sendable (String, StaticString, UInt) -> Void)? = {
      let symbol = "$s25IssueReportingTestSupport8_XCTFailypyF"
      guard
        let handle = dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY),
        let pointer = dlsym(handle, symbol)
      else { return nil }
      let function = unsafeBitCast(pointer, to: (@convention(thin) () -> Any).self)
      return function() as? @Sendable (String, StaticString, UInt) -> Void
    }()

    private let fail: @Sendable (String, StaticString, UInt) -> Void

    /// The reporters to report with instead of the current ones, or `nil` to keep them: under
    /// XCTest, IssueReporting's default reporter is swapped for this one.
    static func replacingDefault() -> [any IssueReporter]? {
      guard case .xcTest = TestContext.current, let xcTestFail else { return nil }
      let reporters = IssueReporters.current
      guard reporters.contains(where: { $0 is _DefaultReporter }) else { return nil }
      return reporters.map { $0 is _DefaultReporter ? Self(fail: xcTestFail) : $0 }
    }

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      // XCTest has no warnings: IssueReporting fails the test for both severities, and so does this.
      fail(message() ?? "", filePath, line)
    }
  }
#endif
