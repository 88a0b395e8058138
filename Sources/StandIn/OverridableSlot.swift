import Synchronization

/// The replaceable storage behind an overridable shared instance such as `Analytics.shared`.
///
/// A slot holds the real instance and hands out whichever instance is current where it is read:
/// the real one, or a stand-in installed by ``withOverride(_:with:fileID:filePath:line:column:operation:)``,
/// ``withOverrides(_:operation:)`` or a test trait for the reading task
/// and its child tasks only.
///
/// Write it by hand in two lines, or let the `@Overridable` macro (product `StandInMacros`) write it:
///
/// ```swift
/// final class Analytics: Sendable {
///   static let sharedSlot = OverridableSlot(Analytics(), name: "Analytics.shared")
///   static var shared: Analytics { sharedSlot.current }
/// }
///
/// // In a test:
/// withOverride(Analytics.sharedSlot, with: RecordingAnalytics()) {
///   checkout()  // sees the stand-in through Analytics.shared
/// }
/// ```
///
/// When nothing replaces the slot anywhere in the process, reading ``current`` costs one relaxed
/// atomic load on top of reading a `static let`.
public final class OverridableSlot<Value: Sendable>: Sendable {
  /// The real instance: what ``current`` returns wherever no replacement is visible.
  ///
  /// It stays reachable while a stand-in replaces it, so a test can call through to it:
  ///
  /// ```swift
  /// let real = Analytics.$shared.real
  /// ```
  public let real: Value

  /// The name StandIn's messages use for this slot, such as `Analytics.shared`.
  public let name: String

  /// How many live scopes replace this slot anywhere in the process, plus one while a
  /// process-wide replacement is installed; zero selects the fast path in ``current``.
  @usableFromInline let replacementCount = Atomic<Int>(0)

  /// Creates a slot around the real instance.
  ///
  /// ```swift
  /// static let sharedSlot = OverridableSlot(Analytics(), name: "Analytics.shared")
  /// ```
  ///
  /// - Parameters:
  ///   - real: The instance production code uses.
  ///   - name: The name used in messages; defaults to the name of `Value`.
  public init(_ real: Value, name: String? = nil) {
    self.real = real
    self.name = name ?? String(describing: Value.self)
  }

  /// The instance current where this is read: the innermost visible stand-in, or ``real``.
  ///
  /// ```swift
  /// static var shared: Analytics { sharedSlot.current }
  /// ```
  @inlinable
  public var current: Value {
    if replacementCount.load(ordering: .relaxed) == 0 { return real }
    return replacementOrReal()
  }

  /// Whether a stand-in replaces this slot where this is read.
  ///
  /// ```swift
  /// withOverride(Analytics.$shared, with: RecordingAnalytics()) {
  ///   Analytics.$shared.isReplaced  // true
  /// }
  /// ```
  public var isReplaced: Bool {
    if replacementCount.load(ordering: .relaxed) == 0 { return false }
    if case .real = resolveReplacement(of: self) { return false }
    return true
  }

  @inlinable
  @inline(never)
  func replacementOrReal() -> Value {
    switch resolveReplacement(of: self) {
    case .real:
      return real
    case .scoped(let storage):
      return storage.assumingMemoryBound(to: Value.self).pointee
    case .processWide:
      return processWideReplacement() ?? real
    }
  }

  @usableFromInline
  func processWideReplacement() -> Value? {
    ProcessWideRegistry.replacement(for: self)
  }
}

extension OverridableSlot: CustomStringConvertible {
  /// The slot's ``name``.
  public var description: String { name }
}

extension OverridableSlot: AnySlot {
  @usableFromInline
  func beginReplacement() {
    replacementCount.add(1, ordering: .relaxed)
  }

  @usableFromInline
  func endReplacement() {
    replacementCount.subtract(1, ordering: .relaxed)
  }
}
