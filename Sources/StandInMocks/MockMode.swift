#if DEBUG || STANDIN_MOCKS
  /// How a mock answers a call that no stub or expectation matches.
  ///
  /// ```swift
  /// let strict = StatusProvidingMock()           // reports the call at the line that made it
  /// let nice = StatusProvidingMock(.nice)        // answers 0, false, "", nil, []…
  /// let partial = StatusManagerMock(.partial)    // runs the real implementation
  /// ```
  public enum MockMode: Sendable {
    /// Reports the call as an issue, at the line that created the mock, naming the member, its
    /// arguments and the stubs that exist; then answers a default value if the result type has one
    /// (see ``DefaultMockValue``), throws ``UnexpectedMockCall`` if the member throws, runs the
    /// real implementation if the mock has one (a class mock, a static mock), and stops
    /// otherwise.
    case strict
    /// Answers a default value: `Void`, `nil`, `0`, `false`, `""`, an empty collection, or a
    /// ``DefaultMockValue``; where the result type has none, the real implementation, if the mock
    /// has one.
    case nice
    /// Runs the real implementation: the superclass's for a class mock, the object passed as
    /// `forwardingTo:` for a protocol mock, the method's own body for a static mock.
    case partial
  }

  /// The error a throwing member of a strict mock throws when a call matches nothing.
  ///
  /// ```swift
  /// do { try await mock.load() } catch is UnexpectedMockCall { … }
  /// ```
  public struct UnexpectedMockCall: Error, CustomStringConvertible {
    /// The call, such as `load(id: 3)`.
    public let call: String

    /// `"unexpected call to load(id: 3)"`.
    public var description: String { "unexpected call to \(call)" }
  }
#endif
