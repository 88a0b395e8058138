import StandIn

/// Where an ``OverridableRandomNumberGenerator`` draws its numbers from: the system's generator,
/// a seeded one, or any generator of your own. One source is shared by every reader of the slot
/// it is installed in, so its draws are serialized.
///
/// ```swift
/// withOverride(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(42)) {
///   var random = OverridableRandomNumberGenerator()
///   Int.random(in: 1...100, using: &random)  // the same number on every run
/// }
/// ```
public final class RandomNumberSource: Sendable {
  /// The generator this source draws from, or `nil` for the system's.
  private let generator: Locked<any RandomNumberGenerator>?

  /// Whether this is the system's generator, which ``OverridableRandomNumberGenerator`` then
  /// calls directly, without a call into this module or a lock.
  @usableFromInline let isSystem: Bool

  private init(generator: Locked<any RandomNumberGenerator>?) {
    self.generator = generator
    isSystem = generator == nil
  }

  /// Creates a source that draws from `generator`, one draw at a time.
  ///
  /// ```swift
  /// withOverride(OverridableRandomNumberGenerator.overridableSlot, with: RandomNumberSource(MyGenerator())) { … }
  /// ```
  public convenience init(_ generator: some RandomNumberGenerator & Sendable) {
    self.init(generator: Locked(generator))
  }

  /// The system's generator (`SystemRandomNumberGenerator`): what
  /// ``OverridableRandomNumberGenerator`` draws from where nothing replaces its source.
  ///
  /// ```swift
  /// withOverride(OverridableRandomNumberGenerator.overridableSlot, with: .system) { … }
  /// ```
  public static let system = RandomNumberSource(generator: nil)

  /// A deterministic source: the same seed gives the same numbers, in the same order, on every
  /// run and every platform.
  ///
  /// ```swift
  /// @Test(.overriding(OverridableRandomNumberGenerator.overridableSlot) { .seeded(42) })
  /// func shufflesTheSameWayEachRun() { … }
  /// ```
  ///
  /// It is SplitMix64 (Steele, Lea and Flood, 2014): fast, and good enough for tests, not for
  /// cryptography. Draws from child tasks running at once interleave in the order they happen,
  /// so only the sequence of draws, not who gets which, is fixed there.
  public static func seeded(_ seed: UInt64) -> RandomNumberSource {
    RandomNumberSource(SplitMix64(seed: seed))
  }

  /// The next 64 random bits.
  ///
  /// ```swift
  /// let bits = RandomNumberSource.seeded(1).next()
  /// ```
  public func next() -> UInt64 {
    guard let generator else {
      var system = SystemRandomNumberGenerator()
      return system.next()
    }
    return generator.withLock { $0.next() }
  }
}
