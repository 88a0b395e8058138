import Foundation
import StandIn

/// What `Date.overridable` hands out: a source of "now".
///
/// Production code calls it where it called `Date()` or read `Date.now`; a test replaces it with
/// a fixed or advancing date:
///
/// ```swift
/// let createdAt = Date.overridable()        // was Date()
/// let deadline = Date.overridable.now + 60  // was Date.now + 60
///
/// // In a test:
/// withOverride(Date.overridableSlot, with: .constant(Date(timeIntervalSince1970: 0))) {
///   #expect(Draft().createdAt == Date(timeIntervalSince1970: 0))
/// }
/// ```
public struct DateGenerator: Sendable {
  /// Where the values come from. The system's own source is a case of its own, so that a read
  /// with nothing replaced calls `Date()` directly, with no closure to call and no context to
  /// retain.
  @usableFromInline enum Source: Sendable {
    case system
    case custom(@Sendable () -> Date)
  }

  @usableFromInline let source: Source

  /// Creates a generator that answers what `generate` returns each time it is called.
  ///
  /// ```swift
  /// let tomorrow = DateGenerator { Date(timeIntervalSinceNow: 86_400) }
  /// ```
  public init(_ generate: @escaping @Sendable () -> Date) {
    source = .custom(generate)
  }

  private init(source: Source) {
    self.source = source
  }

  /// The current date, as this generator tells it.
  ///
  /// ```swift
  /// let createdAt = Date.overridable()
  /// ```
  @_transparent
  public func callAsFunction() -> Date {
    switch source {
    case .system: Date()
    case .custom(let generate): generate()
    }
  }

  /// The current date, as this generator tells it: the same as calling it.
  ///
  /// ```swift
  /// let createdAt = Date.overridable.now
  /// ```
  @inlinable
  public var now: Date { self() }

  /// The system's clock: `Date()`. This is what `Date.overridable` is where nothing replaces it.
  ///
  /// ```swift
  /// withOverride(Date.overridableSlot, with: .system) { … }  // the real date inside a test
  /// ```
  public static let system = DateGenerator(source: .system)

  /// Always `date`.
  ///
  /// ```swift
  /// withOverride(Date.overridableSlot, with: .constant(Date(timeIntervalSince1970: 0))) { … }
  /// ```
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }

  /// `start` on the first call, then `interval` seconds later on each further call.
  ///
  /// ```swift
  /// let dates = DateGenerator.advancing(from: Date(timeIntervalSince1970: 0), by: 60)
  /// dates()  // 1970-01-01 00:00:00
  /// dates()  // 1970-01-01 00:01:00
  /// ```
  ///
  /// The count is shared by everything that reads this generator, child tasks included. Make
  /// one per test: a trait's closure form (`.overriding(Date.overridableSlot) { .advancing(…) }`)
  /// makes a fresh one for each test case.
  public static func advancing(from start: Date, by interval: TimeInterval) -> DateGenerator {
    let calls = Locked(0)
    return DateGenerator {
      let index = calls.withLock { count in
        defer { count += 1 }
        return count
      }
      return start.addingTimeInterval(interval * Double(index))
    }
  }
}
