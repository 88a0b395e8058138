import StandIn
import Testing

/// A Swift Testing trait that runs each test case inside a scope where slots are replaced.
///
/// Create one with ``Testing/Trait/overriding(_:with:fileID:filePath:line:column:)``,
/// ``Testing/Trait/overriding(_:fileID:filePath:line:column:_:)`` or
/// ``Testing/Trait/overriding(_:)``. On a suite it applies to every test in the suite, nested
/// suites included; a test's own traits nest inside its suite's, so they win.
///
/// ```swift
/// @Suite(.overriding(Analytics.$shared) { RecordingAnalytics() })
/// struct CheckoutTests {
///   @Test func tracksPurchase() { … }
/// }
/// ```
public struct OverridingTrait: TestTrait, SuiteTrait, TestScoping {
  private let makeOverrides: @Sendable () throws -> Overrides
  private let isProcessWide: Bool
  /// Notes, for a stand-in that every test case shares, that one more test installs it.
  private let noteSharedInstallation: (@Sendable () -> Void)?

  init(
    isProcessWide: Bool = false,
    noteSharedInstallation: (@Sendable () -> Void)? = nil,
    makeOverrides: @escaping @Sendable () throws -> Overrides
  ) {
    self.makeOverrides = makeOverrides
    self.isProcessWide = isProcessWide
    self.noteSharedInstallation = noteSharedInstallation
  }

  /// Always `true`: a suite's replacements reach every test inside it.
  public var isRecursive: Bool { true }

  /// Runs one test case inside a fresh scope; the replacements are built anew for each case.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    #if DEBUG || STANDIN_MOCKS
      try await runningAsTest(named: test.name) { try await run(function) }
    #else
      try await run(function)
    #endif
  }

  private func run(_ function: @Sendable () async throws -> Void) async throws {
    let overrides = try makeOverrides()
    noteSharedInstallation?()
    if isProcessWide {
      try await withProcessWideOverrides({ $0 = overrides }, isolation: nil, operation: function)
    } else {
      try await Scope.run(overrides, isolation: nil, operation: function)
    }
  }
}

extension Trait where Self == OverridingTrait {
  /// Replaces `slot` with `replacement` in each test case.
  ///
  /// ```swift
  /// @Test(.overriding(SettingsStore.$standard, with: SettingsStore(values: ["theme": "dark"])))
  /// func showsDarkTheme() { … }
  /// ```
  ///
  /// Every test case shares `replacement`; when it is a reference type with state, use the
  /// factory form so each case gets its own. A mock given here to more than one test case is
  /// reported (a warning, at this line), and a count that then fails says how many of its calls
  /// came from other tests.
  public static func overriding<Value>(
    _ slot: OverridableSlot<Value>,
    with replacement: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    #if DEBUG || STANDIN_MOCKS
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      let noteSharedInstallation: (@Sendable () -> Void)? = {
        noteInstallation(of: replacement, slotName: slot.name, at: site)
      }
    #else
      let noteSharedInstallation: (@Sendable () -> Void)? = nil
    #endif
    return Self(noteSharedInstallation: noteSharedInstallation) {
      var overrides = Overrides()
      overrides[slot, fileID: fileID, filePath: filePath, line: line, column: column] =
        replacement
      return overrides
    }
  }

  /// Replaces `slot` with a fresh stand-in made by `makeReplacement` for each test case.
  ///
  /// ```swift
  /// @Test(.overriding(Analytics.$shared) { RecordingAnalytics() })
  /// func tracksPurchase() { … }
  /// ```
  public static func overriding<Value>(
    _ slot: OverridableSlot<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ makeReplacement: @escaping @Sendable () -> Value
  ) -> Self {
    Self {
      var overrides = Overrides()
      overrides[slot, fileID: fileID, filePath: filePath, line: line, column: column] =
        makeReplacement()
      return overrides
    }
  }

  /// Replaces several slots in each test case; `build` runs anew for each case.
  ///
  /// ```swift
  /// @Suite(.overriding {
  ///   $0[Analytics.$shared] = RecordingAnalytics()
  ///   $0[SettingsStore.$standard] = SettingsStore(values: [:])
  /// })
  /// struct CheckoutTests { … }
  /// ```
  public static func overriding(
    _ build: @escaping @Sendable (inout Overrides) throws -> Void
  ) -> Self {
    Self {
      var overrides = Overrides()
      try build(&overrides)
      return overrides
    }
  }

  /// Replaces slots for the whole process in each test case, for code that cannot carry
  /// task-local scopes; such test cases never overlap one another.
  ///
  /// ```swift
  /// @Test(.overridingProcessWide { $0[Analytics.$shared] = RecordingAnalytics() })
  /// func legacyUploaderTracksOnItsOwnQueue() { … }
  /// ```
  ///
  /// See `withProcessWideOverrides(_:operation:)` in StandIn.
  public static func overridingProcessWide(
    _ build: @escaping @Sendable (inout Overrides) throws -> Void
  ) -> Self {
    Self(isProcessWide: true) {
      var overrides = Overrides()
      try build(&overrides)
      return overrides
    }
  }
}
