#if DEBUG || STANDIN_MOCKS
  /// How many times a member is expected or verified to be called.
  ///
  /// ```swift
  /// mock.verify.track(.any).called(2)              // exactly twice
  /// mock.verify.track(.any).called(.atLeast(1))
  /// mock.verify.reset().called(.never)
  /// mock.expect.upload(.any).times(.atMost(3))
  /// ```
  public struct CallCount: Sendable, Equatable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
  {
    @usableFromInline let minimum: Int
    @usableFromInline let maximum: Int?

    /// Exactly `count` calls.
    public static func exactly(_ count: Int) -> CallCount {
      CallCount(minimum: count, maximum: count)
    }
    /// `count` calls or more.
    public static func atLeast(_ count: Int) -> CallCount {
      CallCount(minimum: count, maximum: nil)
    }
    /// `count` calls or fewer, none included.
    public static func atMost(_ count: Int) -> CallCount { CallCount(minimum: 0, maximum: count) }
    /// No call.
    public static let never = CallCount.exactly(0)
    /// Exactly one call.
    public static let once = CallCount.exactly(1)

    /// Exactly `value` calls: `called(2)`.
    public init(integerLiteral value: Int) {
      self = .exactly(value)
    }

    private init(minimum: Int, maximum: Int?) {
      self.minimum = minimum
      self.maximum = maximum
    }

    @inlinable
    func admits(_ count: Int) -> Bool {
      count >= minimum && maximum.map { count <= $0 } ?? true
    }

    /// Whether one more call would exceed the count.
    func isReached(by count: Int) -> Bool {
      maximum.map { count >= $0 } ?? false
    }

    /// `"exactly 2 times"`, `"at least once"`, `"never"`.
    public var description: String {
      switch (minimum, maximum) {
      case (0, 0?): return "never"
      case (let low, let high?) where low == high: return "exactly \(Self.times(low))"
      case (let low, nil): return "at least \(Self.times(low))"
      case (_, let high?): return "at most \(Self.times(high))"
      }
    }

    static func times(_ count: Int) -> String {
      switch count {
      case 1: "once"
      case 2: "twice"
      default: "\(count) times"
      }
    }
  }
#endif
