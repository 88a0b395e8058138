#if canImport(XCTest)
  import ConcurrencyExtras
  import Foundation
  import StandIn
  import StandInSystem
  import XCTest

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension StandInTestCase {
    /// Installs a fresh `SandboxFileManager` as `FileManager.overridable` until the current test
    /// ends, deletes it then, and returns it.
    ///
    /// ```swift
    /// func testRecordsTheStatus() throws {
    ///   let files = useSandboxFileManager()
    ///   try StatusHistory().record(42)
    ///   let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
    ///   XCTAssertTrue(files.fileExists(atPath: documents.appendingPathComponent("history.txt").path))
    /// }
    /// ```
    @discardableResult
    public func useSandboxFileManager(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> SandboxFileManager {
      let sandbox = SandboxFileManager(
        fileID: fileID, filePath: filePath, line: line, column: column)
      override(
        FileManager.overridableSlot, with: sandbox, fileID: fileID, filePath: filePath,
        line: line, column: column)
      addTeardownBlock { try? sandbox.removeSandbox() }
      return sandbox
    }

    /// Installs a fresh `TestUserDefaults` suite as `UserDefaults.overridable` until the current
    /// test ends, removes it then, and returns it.
    ///
    /// ```swift
    /// func testFinishingOnboardingIsRemembered() {
    ///   let defaults = useTestUserDefaults()
    ///   Onboarding().finish()
    ///   XCTAssertTrue(defaults.bool(forKey: "onboardingDone"))
    /// }
    /// ```
    @discardableResult
    public func useTestUserDefaults(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> TestUserDefaults {
      let defaults = TestUserDefaults()
      override(
        UserDefaults.overridableSlot, with: UncheckedSendable(defaults), fileID: fileID,
        filePath: filePath, line: line, column: column)
      let suite = UncheckedSendable(defaults)
      addTeardownBlock { suite.wrappedValue.removeSuite() }
      return defaults
    }

    /// Installs fresh `URLStubs`, whose session is `URLSession.overridable`, until the current
    /// test ends, and returns them; requests no stub matched are reported then.
    ///
    /// ```swift
    /// func testShowsTheServersStatus() async throws {
    ///   let stubs = useURLStubs()
    ///   stubs.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#))
    ///   let status = try await StatusClient().fetchStatus()
    ///   XCTAssertEqual(status, 42)
    /// }
    /// ```
    @discardableResult
    public func useURLStubs(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> URLStubs {
      let stubs = URLStubs()
      override(
        URLSession.overridableSlot, with: stubs.session, fileID: fileID, filePath: filePath,
        line: line, column: column)
      addTeardownBlock {
        stubs.reportUnmatchedRequests(
          at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return stubs
    }
  }
#endif
