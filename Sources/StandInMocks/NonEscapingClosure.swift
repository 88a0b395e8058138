#if DEBUG || STANDIN_MOCKS
  import CustomDump
  import StandIn

  /// A non-escaping closure passed to a mock, as its stubs and its call log see it.
  ///
  /// A stub's `perform` can call the closure while the call that passed it is running, which is
  /// how a stub of a `with`-style API (`read { db in … }`, `withConnection { … }`) runs the code
  /// under test. Swift forbids keeping the closure beyond that call, so the log keeps this box,
  /// and calling it afterwards reports the misuse instead of running freed code.
  ///
  /// ```swift
  /// // protocol Pool { func withLease<R>(_ body: (Connection) throws -> R) throws -> R }
  /// pool.stub.withLease(.any, rType: Int.self).perform { body in
  ///   try body.closure(testConnection)
  /// }
  /// ```
  ///
  /// A member with an `isolated` parameter, or a `nonisolated(nonsending)` closure, cannot hand
  /// its closure to the stub (Swift cannot prove the hand-over safe), so there the box is empty
  /// and the stub answers without running it.
  public final class NonEscapingClosure<Function>: @unchecked Sendable, Equatable,
    CustomStringConvertible, CustomDumpStringConvertible
  {
    // `function` is written at creation and by `end()`, and read by `closure`, under `lock`.
    private let lock = SpinLock()
    private var function: Function?
    private var isOver = false
    private let member: String
    private let state: MockState
    /// Why the box is empty, when it was made empty.
    private let unavailability: String

    /// The closure `function`, passed to `member` of the mock with `state`; generated mocks call
    /// this, and `end()` when the call returns.
    public init(_ function: Function, passedTo member: String, in state: MockState) {
      self.function = function
      self.member = member
      self.state = state
      unavailability = ""
    }

    /// A box without the closure, for a member that cannot hand it to its stubs; generated mocks
    /// call this.
    public init(unavailableIn member: String, in state: MockState) {
      self.function = nil
      self.member = member
      self.state = state
      unavailability = "\(member) takes an isolated parameter"
    }

    /// A box without the `nonisolated(nonsending)` closure passed to `member`, which runs in its
    /// caller's isolation and so cannot be handed to a stub; generated mocks call this.
    public init(nonsendingIn member: String, in state: MockState) {
      self.function = nil
      self.member = member
      self.state = state
      unavailability = "it is nonisolated(nonsending): it runs in its caller's isolation"
    }

    /// Forgets the closure: the call that passed it has returned. Generated mocks call this.
    public func end() {
      lock.withLock {
        function = nil
        isOver = true
      }
    }

    /// The closure, callable while the call that passed it is running.
    ///
    /// Asked for later, or where the member could not hand it over, it reports what happened and
    /// stops, because no closure is left to run.
    public var closure: Function {
      let (function, isOver) = lock.withLock { (self.function, self.isOver) }
      if let function { return function }
      let message =
        isOver
        ? """
        The closure passed to \(state.typeName).\(member) was called after that call returned. \
        It is not escaping, so it exists only during the call: call it from the stub's perform \
        block, not from a verification.
        """
        : """
        The closure passed to \(state.typeName).\(member) is not available to stubs, because \
        \(unavailability). Answer with returns(…) or perform without calling \
        the closure, or let a partial mock forward the call.
        """
      reportStandInIssue(message, at: state.site)
      fatalError(message)
    }

    /// Whether `lhs` and `rhs` are the same closure box: each call passes its own.
    public static func == (lhs: NonEscapingClosure, rhs: NonEscapingClosure) -> Bool {
      lhs === rhs
    }

    /// `<closure>`.
    public var description: String { "<closure>" }

    /// `<closure>`, in failure messages.
    public var customDumpDescription: String { description }
  }
#endif
