import Foundation
import StandIn

/// What `UUID.overridable` hands out: a source of new UUIDs.
///
/// Production code calls it where it called `UUID()`; a test replaces it with deterministic UUIDs:
///
/// ```swift
/// let id = UUID.overridable()  // was UUID()
///
/// // In a test:
/// withOverride(UUID.overridableSlot, with: .incrementing) {
///   #expect(Draft().id == UUID(0))  // 00000000-0000-0000-0000-000000000000
/// }
/// ```
public struct UUIDGenerator: Sendable {
  /// Where the values come from. The system's own source is a case of its own, so that a read
  /// with nothing replaced calls `UUID()` directly, with no closure to call and no context to
  /// retain.
  @usableFromInline enum Source: Sendable {
    case system
    case custom(@Sendable () -> UUID)
  }

  @usableFromInline let source: Source

  /// Creates a generator that answers what `generate` returns each time it is called.
  ///
  /// ```swift
  /// let fixed = UUIDGenerator { UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")! }
  /// ```
  public init(_ generate: @escaping @Sendable () -> UUID) {
    source = .custom(generate)
  }

  private init(source: Source) {
    self.source = source
  }

  /// A new UUID, as this generator makes it.
  ///
  /// ```swift
  /// let id = UUID.overridable()
  /// ```
  @_transparent
  public func callAsFunction() -> UUID {
    switch source {
    case .system: UUID()
    case .custom(let generate): generate()
    }
  }

  /// Random UUIDs: `UUID()`. This is what `UUID.overridable` is where nothing replaces it.
  ///
  /// ```swift
  /// withOverride(UUID.overridableSlot, with: .system) { … }  // random UUIDs inside a test
  /// ```
  public static let system = UUIDGenerator(source: .system)

  /// Always `uuid`.
  ///
  /// ```swift
  /// withOverride(UUID.overridableSlot, with: .constant(UUID(7))) { … }
  /// ```
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// `UUID(0)`, `UUID(1)`, `UUID(2)`, … (`00000000-0000-0000-0000-000000000000`, then
  /// `…-000000000001`, …), a fresh count each time this property is read.
  ///
  /// ```swift
  /// withOverride(UUID.overridableSlot, with: .incrementing) {
  ///   UUID.overridable()  // 00000000-0000-0000-0000-000000000000
  ///   UUID.overridable()  // 00000000-0000-0000-0000-000000000001
  /// }
  /// ```
  ///
  /// The count is shared by everything that reads one generator, child tasks included. A trait's
  /// closure form (`.overriding(UUID.overridableSlot) { .incrementing }`) makes a fresh one for
  /// each test case.
  public static var incrementing: UUIDGenerator {
    let next = Locked<UInt64>(0)
    return UUIDGenerator {
      UUID(
        next.withLock { count in
          defer { count += 1 }
          return count
        })
    }
  }
}

extension UUID {
  /// The UUID whose last 64 bits are `number`: `UUID(1)` is `00000000-0000-0000-0000-000000000001`.
  ///
  /// What ``UUIDGenerator/incrementing`` hands out, so a test can name the UUIDs it expects:
  ///
  /// ```swift
  /// #expect(draft.id == UUID(0))
  /// ```
  public init(_ number: UInt64) {
    let byte = { (index: UInt64) in UInt8(truncatingIfNeeded: number >> (8 * (7 - index))) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0,
        byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
      ))
  }
}
