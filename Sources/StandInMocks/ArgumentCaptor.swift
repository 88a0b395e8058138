#if DEBUG || STANDIN_MOCKS
  import Foundation

  /// Collects the values an argument had in the calls a `.capture(_:)` matcher matched, for
  /// assertions after the fact.
  ///
  /// ```swift
  /// let events = ArgumentCaptor<String>()
  /// mock.stub.track(.capture(events)).returns(())
  /// checkout()
  /// #expect(events.values == ["purchase"])
  /// ```
  public final class ArgumentCaptor<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var captured: [Value] = []

    /// Creates an empty captor.
    public init() {}

    /// Every captured value, oldest first.
    public var values: [Value] { lock.withLock { captured } }

    /// The most recently captured value.
    public var last: Value? { lock.withLock { captured.last } }

    func append(_ value: Value) {
      lock.withLock { captured.append(value) }
    }
  }
#endif
