import Atomics

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
public final class OverridableSlot<Value: Sendable>: @unchecked Sendable {
  /// How many live scopes replace this slot anywhere in the process, plus one while a
  /// process-wide replacement is installed and one per open strict scope; zero selects the fast
  /// path in ``current``.
  ///
  /// It must stay the first stored property: ``replacementCountAddress`` finds it at the start of
  /// the object's stored properties, as swift-atomics' `ManagedAtomic` finds its value, so a read
  /// loads it from the slot itself with no second object to reach.
  @usableFromInline var replacementCountStorage: AtomicStorage<Int>

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

  /// What reads this slot: an accessor property, or a type's static members.
  @usableFromInline let access: SlotAccess

  /// A copy of ``real`` at a fixed address, handed out by the slow path when the reader sees no
  /// replacement, so that every path ends in an address the inlined getter loads from.
  private let realStorage: UnsafeMutablePointer<Value>

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
    replacementCountStorage = AtomicStorage<Int>(0)
    self.real = real
    self.name = name ?? String(describing: Value.self)
    access = .property
    realStorage = .allocate(capacity: 1)
    realStorage.initialize(to: real)
    SlotRegistry.register(self)
  }

  /// Creates the slot that `@OverridableStatics` gives a type's static mock: `nil`, the real
  /// static members, unless a scope installs a mock.
  ///
  /// ```swift
  /// static let slot = OverridableSlot<StaticMock?>(staticMembersOf: "MessageComposer")
  /// ```
  ///
  /// StandIn's messages then speak of the type's static members, and a strict test's report
  /// points at the line that called the static member.
  public init<Mock>(staticMembersOf typeName: String) where Value == Mock? {
    replacementCountStorage = AtomicStorage<Int>(0)
    real = nil
    name = "\(typeName) (static members)"
    access = .staticMembers(typeName: typeName)
    realStorage = .allocate(capacity: 1)
    realStorage.initialize(to: nil)
    SlotRegistry.register(self)
  }

  deinit {
    SlotRegistry.unregister(self)
    realStorage.deinitialize(count: 1)
    realStorage.deallocate()
  }

  /// Whether a stand-in replaces this slot where this is read.
  ///
  /// ```swift
  /// withOverride(Analytics.$shared, with: RecordingAnalytics()) {
  ///   Analytics.$shared.isReplaced  // true
  /// }
  /// ```
  public var isReplaced: Bool {
    if replacementCount == 0 { return false }
    return addressOfReplacement(in: self) != nil
  }
}

extension OverridableSlot {
  /// The instance current where this is read: the innermost visible stand-in, or ``real``.
  ///
  /// ```swift
  /// static var shared: Analytics { sharedSlot.current }
  /// ```
  @_transparent
  public var current: Value {
    // Both paths hand out a value the caller can borrow: `real` lives as long as the slot, and
    // the slow path returns the address of a value that outlives this read. A slow path that
    // returned the value itself would make every read, fast or slow, retain and release it.
    if replacementCount == 0 { return real }
    return addressOfCurrentValue(in: self).assumingMemoryBound(to: Value.self).pointee
  }
}

extension OverridableSlot: CustomStringConvertible {
  /// The slot's ``name``.
  public var description: String { name }
}

extension OverridableSlot: OverridableSlotProtocol {}

extension OverridableSlot: AnySlot {
  @usableFromInline
  var realAddress: UnsafeRawPointer { UnsafeRawPointer(realStorage) }

  /// Where ``replacementCountStorage`` lives: the start of the slot's stored properties.
  @_transparent @usableFromInline
  var replacementCountAddress: UnsafeMutablePointer<AtomicStorage<Int>> {
    (UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
      + 2 &* MemoryLayout<UnsafeRawPointer>.size)
      .assumingMemoryBound(to: AtomicStorage<Int>.self)
  }

  /// The replacement count, loaded with relaxed ordering: a reader needs no order with the
  /// scope that changed it, only to see a count that is not zero while the scope is open.
  @_transparent @usableFromInline
  var replacementCount: Int {
    AtomicStorage<Int>.atomicLoad(at: replacementCountAddress, ordering: .relaxed)
  }

  @usableFromInline
  func beginReplacement(count: Int) {
    _ = AtomicStorage<Int>.atomicLoadThenWrappingIncrement(
      by: count, at: replacementCountAddress, ordering: .relaxed)
  }

  @usableFromInline
  func endReplacement(count: Int) {
    _ = AtomicStorage<Int>.atomicLoadThenWrappingDecrement(
      by: count, at: replacementCountAddress, ordering: .relaxed)
  }
}
