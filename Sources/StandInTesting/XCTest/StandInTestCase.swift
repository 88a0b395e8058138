#if canImport(XCTest)
  import StandIn
  import StandInMocks
  import StandInNotifications
  import XCTest

  /// An `XCTestCase` whose every test runs inside a fresh StandIn scope.
  ///
  /// Replace a slot for the rest of the current test with ``override(_:with:fileID:filePath:line:column:)``,
  /// in `setUp` or in the test itself. The scope ends with the test, so there is nothing to reset
  /// in `tearDown`, and nothing leaks into the next test.
  ///
  /// ```swift
  /// final class CheckoutTests: StandInTestCase {
  ///   let analytics = RecordingAnalytics()
  ///
  ///   override func setUp() {
  ///     super.setUp()
  ///     override(Analytics.$shared, with: analytics)
  ///   }
  ///
  ///   func testTracksPurchase() {
  ///     checkout()
  ///     XCTAssertEqual(analytics.events, ["purchase"])
  ///   }
  /// }
  /// ```
  open class StandInTestCase: XCTestCase {
    /// Whether to verify, when each test ends, the expectations of every mock created during
    /// it (see `withMockVerification`). Override it to return `true`.
    ///
    /// ```swift
    /// override var verifiesMocks: Bool { true }
    /// ```
    open var verifiesMocks: Bool { false }

    /// Whether each test is strict, and what it may read for real: `nil` (the default) for no
    /// strictness. Override it, in one base class for a whole test target if you like, to fail
    /// every test that reads a real instance through an overridable slot it did not replace.
    ///
    /// ```swift
    /// override var strictStandIns: StrictStandIns? {
    ///   StrictStandIns(allowing: [SettingsStore.standardSlot])
    /// }
    /// ```
    ///
    /// With `STANDIN_STRICT=1` in the environment, every test is strict without this.
    open var strictStandIns: StrictStandIns? { nil }

    /// Runs the test, with its `setUp` and `tearDown`, inside a fresh scope.
    override open func invokeTest() {
      Scope.run(Overrides(), strictness: strictStandIns) {
        #if DEBUG || STANDIN_MOCKS
          MockSharing.$currentTest.withValue(MockSharing.TestRun(name)) {
            if verifiesMocks {
              withMockVerification { super.invokeTest() }
            } else {
              super.invokeTest()
            }
          }
        #else
          super.invokeTest()
        #endif
      }
    }

    /// Replaces `slot` with `replacement` from now until the current test ends.
    ///
    /// ```swift
    /// override(Analytics.$shared, with: RecordingAnalytics())
    /// ```
    ///
    /// A later call for the same slot wins. Scopes opened inside the test with `withOverride`
    /// still win while they are open. One mock installed by several tests (a `static` one) is
    /// reported, and a count that then fails says how many of its calls came from other tests.
    public func override<Value>(
      _ slot: OverridableSlot<Value>,
      with replacement: Value,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      var overrides = Overrides()
      overrides[slot, fileID: fileID, filePath: filePath, line: line, column: column] = replacement
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      addToCurrentTest(overrides, site: site)
      #if DEBUG || STANDIN_MOCKS
        noteInstallation(of: replacement, slotName: slot.name, at: site)
      #endif
    }

    /// Replaces several slots from now until the current test ends.
    ///
    /// ```swift
    /// override {
    ///   $0[Analytics.$shared] = RecordingAnalytics()
    ///   $0[SettingsStore.$standard] = SettingsStore(values: [:])
    /// }
    /// ```
    public func override(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ build: (inout Overrides) throws -> Void
    ) rethrows {
      var overrides = Overrides()
      try build(&overrides)
      addToCurrentTest(
        overrides,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Installs a fresh `TestNotificationCenter` as
    /// `NotificationCenter.overridable` until the current test ends, and returns it; observers
    /// left registered when the test ends are handled as `leakedObservers` says, and a `strict`
    /// center fails the test for each post no assertion expected.
    ///
    /// ```swift
    /// func testStopRemovesTheObserver() {
    ///   let center = useTestNotificationCenter()
    ///   let model = LoginBannerModel()
    ///   model.start()
    ///   model.stop()
    ///   center.assertNotObserving(.userDidLogin, by: model)
    /// }
    /// ```
    @discardableResult
    public func useTestNotificationCenter(
      leakedObservers: LeakedObservers = .reported,
      strict: Bool = false,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> TestNotificationCenter {
      let center = TestNotificationCenter()
      override(
        NotificationCenter.overridableSlot, with: center, fileID: fileID, filePath: filePath,
        line: line, column: column)
      addTeardownBlock {
        center.reportAtScopeEnd(
          leakedObservers: leakedObservers, strict: strict,
          at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return center
    }

    private func addToCurrentTest(_ overrides: Overrides, site: SourceSite) {
      guard Scope.addToOutermostScope(overrides) else {
        reportStandInIssue(
          """
          override(_:with:) was called where no test of \(type(of: self)) is running (for \
          example from class setUp, or from work that left the test's thread), so nothing was \
          replaced. Call it from setUp, the test itself, or work carried with \
          carryingOverrides { … }.
          """,
          at: site
        )
        return
      }
    }
  }
#endif
