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

  init(isProcessWide: Bool = false, makeOverrides: @escaping @Sendable () throws -> Overrides) {
    self.makeOverrides = makeOverrides
    self.isProcessWide = isProcessWide
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
    let overrides = try makeOverrides()
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
  /// factory form so each case gets its own.
  public static func overriding<Value>(
    _ slot: OverridableSlot<Value>,
    with replacement: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self {
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
