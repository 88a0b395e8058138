import StandIn

/// A random number generator that draws from the source installed where it is used: the system's
/// generator in production, and the test's own seeded source inside a test.
///
/// Production code makes one where it used the system's generator, and passes it to every API
/// that takes `using:`:
///
/// ```swift
/// var random = OverridableRandomNumberGenerator()
/// let status = Int.random(in: 1...100, using: &random)   // was Int.random(in: 1...100)
/// let deck = cards.shuffled(using: &random)              // was cards.shuffled()
/// let pick = names.randomElement(using: &random)         // was names.randomElement()
///
/// // In a test: the same numbers on every run.
/// withOverride(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(42)) { … }
/// ```
///
/// The generator holds no state of its own: each draw reads the slot, so a generator made
/// outside a test's scope still draws from the test's source inside it.
public struct OverridableRandomNumberGenerator: RandomNumberGenerator, Sendable {
  /// The slot behind every `OverridableRandomNumberGenerator`: replace it to give code under test
  /// another source of random numbers.
  ///
  /// ```swift
  /// withOverride(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(42)) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(
    RandomNumberSource.system, name: "OverridableRandomNumberGenerator")

  /// Creates a generator that draws from the source current at each draw.
  ///
  /// ```swift
  /// var random = OverridableRandomNumberGenerator()
  /// ```
  @inlinable
  public init() {}

  /// The next 64 random bits from the current source.
  ///
  /// ```swift
  /// var random = OverridableRandomNumberGenerator()
  /// let bits = random.next()
  /// ```
  @_transparent
  public mutating func next() -> UInt64 {
    let source = Self.overridableSlot.current
    guard source.isSystem else { return source.next() }
    var system = SystemRandomNumberGenerator()
    return system.next()
  }
}
