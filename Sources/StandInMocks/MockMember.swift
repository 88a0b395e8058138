#if DEBUG || STANDIN_MOCKS
  import Atomics
  import StandIn

  /// One member of a mock (a method, an accessor, a subscript): its stubs, expectations and
  /// rejections, and every call made to it. Generated mocks hold one per member and route each
  /// call through ``call(_:real:)`` or one of its variants.
  ///
  /// A call takes a short lock once: it is numbered and recorded, the newest matching stub,
  /// expectation or rejection counts it, and the newest matching rule with an answer answers it.
  public final class MockMember<Arguments, Result, Failure: Error>: @unchecked Sendable {
    /// How the member is called, for messages.
    public let signature: MockSignature
    @usableFromInline let state: MockState
    @usableFromInline let sequence: UnsafeAtomic<UInt64>
    /// Whether several tests installed this mock (``MockSharing``), read once per call without
    /// reaching the shared state through `state`.
    @usableFromInline let isShared: UnsafeAtomic<Bool>
    /// The lock around `records`: an atomic flag taken with acquire and dropped with release,
    /// kept here rather than in an object of its own so that a call reaches it without a retain.
    @usableFromInline let isLocked: UnsafeAtomic<Bool>
    /// The rules and the log, touched only under `lock`. They live behind a pointer so that a
    /// call pays no dynamic exclusivity check for them, as it would for stored properties of a
    /// class.
    @usableFromInline let records: UnsafeMutablePointer<Records>

    @usableFromInline
    struct Records {
      /// The rules, oldest first, read without retaining them: `owners` keeps them alive.
      @usableFromInline var rules: ContiguousArray<RuleSlot> = []
      var owners: [MockRule<Arguments, Result, Failure>] = []
      @usableFromInline var log = CallLog<Arguments>()
    }

    /// A rule as a call reads it: without a retain, and with what its matcher checks and
    /// captures known up front, so that `.any` costs no closure call.
    @usableFromInline
    struct RuleSlot {
      @usableFromInline let rule: Unmanaged<MockRule<Arguments, Result, Failure>>
      @usableFromInline let state: UnsafeMutablePointer<MockRule<Arguments, Result, Failure>.State>
      @usableFromInline let checks: Bool
      @usableFromInline let captures: Bool

      init(_ rule: MockRule<Arguments, Result, Failure>) {
        self.rule = Unmanaged.passUnretained(rule)
        state = rule.state
        checks = rule.matcher.predicate != nil
        captures = rule.matcher.captor != nil
      }
    }

    /// Creates the member described by `signature` of the mock whose state is `state`.
    public init(_ signature: MockSignature, of state: MockState) {
      self.signature = signature
      self.state = state
      sequence = CallSequence.counter
      isShared = state.sharing.isShared
      isLocked = .create(false)
      records = .allocate(capacity: 1)
      records.initialize(to: Records())
      state.register(self)
    }

    deinit {
      records.pointee.log.destroy()
      records.deinitialize(count: 1)
      records.deallocate()
      isLocked.destroy()
    }

    @inlinable
    func lock() {
      isLocked.spinLock()
    }

    @inlinable
    func unlock() {
      isLocked.store(false, ordering: .releasing)
    }

    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
      lock()
      defer { unlock() }
      return try body()
    }

    // MARK: Calls

    /// Records a call and answers it. `real` runs the real implementation, when the mock has one.
    ///
    /// This and the other `call` methods are inlinable so that a test's build specializes them
    /// for the member's types: unspecialized, every call paid for generic metadata lookups.
    @inlinable
    public func call(
      _ arguments: Arguments,
      real: (Arguments) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      switch decide(arguments) {
      case .value(let value), .answer(.value(let value)):
        return value
      case .answer(.error(let error)):
        throw error
      case .answer(.perform(let body)):
        return try body(arguments)
      case .answer(.performUpdating(let body)):
        var copy = arguments
        return try body(&copy)
      case .answer(.forwardToReal):
        return try forwarding(arguments, real: real)
      case .answer(.values), .answer(.performAsync), .answer(.performUpdatingAsync),
        .answer(.afterRunning):
        // `decide` turns `values` into a value and runs every effect, and only `async` members
        // can be given an `async` answer.
        return try unanswered(arguments, reported: false)
      case .unmatched(let reported, let expected):
        if runsRealWhenUnmatched(arguments, reported: reported, expected: expected) {
          return try real(arguments)
        }
        return try unanswered(arguments, reported: reported, expected: expected)
      }
    }

    /// Records a call of an `async` member of a nonisolated mock and answers it.
    @inlinable
    public func callAsync(
      _ arguments: Arguments,
      real: (Arguments) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
      try await callAsync(arguments, isolation: nil, real: real)
    }

    /// Records a call of an `async` member that runs on `isolation` (an actor's or a global
    /// actor's mock, or a member with an `isolated` parameter) and answers it there, so that its
    /// arguments and real implementation never leave that actor.
    @inlinable
    public func callAsync(
      _ arguments: Arguments,
      isolation: isolated (any Actor)?,
      real: nonisolated(nonsending) (Arguments) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
      switch decide(arguments) {
      case .value(let value), .answer(.value(let value)):
        return value
      case .answer(.error(let error)):
        throw error
      case .answer(.perform(let body)):
        return try body(arguments)
      case .answer(.performAsync(let body)):
        return try await body(arguments)
      case .answer(.performUpdating(let body)):
        var copy = arguments
        return try body(&copy)
      case .answer(.performUpdatingAsync(let body)):
        var copy = arguments
        return try await body(&copy)
      case .answer(.forwardToReal):
        guard state.canForward else {
          return try unanswered(arguments, reported: reportNoReal(arguments))
        }
        return try await real(arguments)
      case .answer(.values), .answer(.afterRunning):
        return try unanswered(arguments, reported: false)
      case .unmatched(let reported, let expected):
        if runsRealWhenUnmatched(arguments, reported: reported, expected: expected) {
          return try await real(arguments)
        }
        return try unanswered(arguments, reported: reported, expected: expected)
      }
    }

    /// Records a call of a member with `inout` parameters and answers it; an answer's `perform`
    /// and the real implementation may write through `arguments`, which the generated mock
    /// copies back into the parameters.
    @inlinable
    public func callUpdating(
      _ arguments: inout Arguments,
      real: (inout Arguments) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      switch decide(arguments) {
      case .value(let value), .answer(.value(let value)):
        return value
      case .answer(.error(let error)):
        throw error
      case .answer(.perform(let body)):
        return try body(arguments)
      case .answer(.performUpdating(let body)):
        return try body(&arguments)
      case .answer(.forwardToReal):
        guard state.canForward else {
          return try unanswered(arguments, reported: reportNoReal(arguments))
        }
        return try real(&arguments)
      case .answer(.values), .answer(.performAsync), .answer(.performUpdatingAsync),
        .answer(.afterRunning):
        return try unanswered(arguments, reported: false)
      case .unmatched(let reported, let expected):
        if runsRealWhenUnmatched(arguments, reported: reported, expected: expected) {
          return try real(&arguments)
        }
        return try unanswered(arguments, reported: reported, expected: expected)
      }
    }

    /// Records a call of an `async` member with `inout` parameters of a nonisolated mock and
    /// answers it: its real implementation runs where the member runs, so a class mock hands a
    /// non-`Sendable` argument to `super` without sending it anywhere.
    @inlinable
    public func callUpdatingAsync(
      _ arguments: inout Arguments,
      real: (inout Arguments) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
      try await callUpdatingAsync(&arguments, isolation: nil, real: real)
    }

    /// Records a call of an `async` member with `inout` parameters that runs on `isolation`, and
    /// answers it.
    @inlinable
    public func callUpdatingAsync(
      _ arguments: inout Arguments,
      isolation: isolated (any Actor)?,
      real: nonisolated(nonsending) (inout Arguments) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
      switch decide(arguments) {
      case .value(let value), .answer(.value(let value)):
        return value
      case .answer(.error(let error)):
        throw error
      case .answer(.perform(let body)):
        return try body(arguments)
      case .answer(.performAsync(let body)):
        return try await body(arguments)
      case .answer(.performUpdating(let body)):
        return try body(&arguments)
      case .answer(.performUpdatingAsync(let body)):
        return try await body(&arguments)
      case .answer(.forwardToReal):
        guard state.canForward else {
          return try unanswered(arguments, reported: reportNoReal(arguments))
        }
        return try await real(&arguments)
      case .answer(.values), .answer(.afterRunning):
        return try unanswered(arguments, reported: false)
      case .unmatched(let reported, let expected):
        if runsRealWhenUnmatched(arguments, reported: reported, expected: expected) {
          return try await real(&arguments)
        }
        return try unanswered(arguments, reported: reported, expected: expected)
      }
    }

    @inlinable
    func forwarding(
      _ arguments: Arguments,
      real: (Arguments) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      guard state.canForward else {
        return try unanswered(arguments, reported: reportNoReal(arguments))
      }
      return try real(arguments)
    }

    @usableFromInline
    enum Decision {
      /// A plain value, the most common answer, which a call hands back without copying an enum
      /// of every kind of answer.
      case value(Result)
      case answer(MockAnswer<Arguments, Result, Failure>)
      /// No rule answered. `reported`: a rejection already reported the call; `expected`: an
      /// expectation without an answer of its own counted it, so it is not unexpected.
      case unmatched(reported: Bool, expected: Bool)
    }

    @inlinable
    func decide(_ arguments: Arguments) -> Decision {
      let number = sequence.nextCallNumber()
      if isShared.load(ordering: .relaxed) { state.sharing.noteSharedCall(number) }
      lock()
      var owner: RuleSlot?
      var decision = Decision.unmatched(reported: false, expected: false)
      var index = records.pointee.rules.count
      while index > 0 {
        index &-= 1
        let slot = records.pointee.rules[index]
        if slot.checks && !slot.rule._withUnsafeGuaranteedRef({ $0.matcher.matches(arguments) }) {
          continue
        }
        if owner == nil {
          owner = slot
          slot.state.pointee.hits &+= 1
          if slot.captures { slot.rule._withUnsafeGuaranteedRef { $0.matcher.capture(arguments) } }
        }
        if let value = slot.state.pointee.value {
          decision = .value(value)
          break
        }
        if slot.state.pointee.answer != nil,
          let answer = slot.rule._withUnsafeGuaranteedRef({ $0.takeAnswer() })
        {
          decision = .answer(answer)
          break
        }
      }
      var expected = false
      var isRejected = false
      if let owner {
        switch owner.state.pointee.kind {
        case .stub: break
        case .expectation: expected = true
        case .rejection: isRejected = true
        }
      }
      records.pointee.log.append(
        .init(sequence: number, arguments: arguments, accountedFor: expected))
      unlock()
      if isRejected, let owner { reportRejected(arguments, by: owner.rule.takeUnretainedValue()) }
      switch decision {
      case .value:
        return decision
      case .answer(var answer):
        while case .afterRunning(let effect, _, let then) = answer {
          effect()
          answer = then
        }
        return .answer(answer)
      case .unmatched:
        return .unmatched(reported: isRejected, expected: expected)
      }
    }

    // MARK: Calls nothing answered

    @usableFromInline
    func reportRejected(_ arguments: Arguments, by rejection: MockRule<Arguments, Result, Failure>)
    {
      reportStandInIssue(
        """
        \(describe(arguments)) was called on \(state.typeName), but the test rejected \
        \(rejection.matcher.description(of: signature)) here.
        """,
        at: rejection.site
      )
    }

    /// Whether a call no rule answered runs the real implementation: always for a partial mock,
    /// and for a strict or nice mock that has one when no default value or error can answer it,
    /// so that the test goes on instead of stopping. A strict mock reports the call first.
    @usableFromInline
    func runsRealWhenUnmatched(_ arguments: Arguments, reported: Bool, expected: Bool) -> Bool {
      guard state.canForward else { return false }
      if state.mode == .partial { return true }
      let canAnswer =
        defaultMockValue(of: Result.self) != nil || UnexpectedMockCall(call: "") is Failure
      guard !canAnswer else { return false }
      if state.mode == .strict && !expected && !reported {
        reportStandInIssue(
          unexpectedCallMessage(
            describe(arguments),
            outcome: "\(Result.self) has no default value, so it ran the real implementation."),
          at: state.site)
      }
      return true
    }

    /// Answers a call that neither a rule nor the real implementation answered.
    ///
    /// A strict mock reports it (unless a rejection already did), then throws
    /// ``UnexpectedMockCall`` if the member throws, or answers the result type's default value.
    /// A nice mock, or a call an expectation counted, answers the default value without a report.
    /// Where no value can be produced, it reports, then stops.
    @usableFromInline
    func unanswered(
      _ arguments: Arguments,
      reported: Bool,
      expected: Bool = false
    ) throws(Failure) -> Result {
      let call = describe(arguments)
      let isUnexpected = state.mode != .nice && !expected
      let defaultValue = defaultMockValue(of: Result.self)
      if isUnexpected {
        if !reported {
          let outcome =
            UnexpectedMockCall(call: call) is Failure
            ? "It threw UnexpectedMockCall."
            : defaultValue != nil
              ? "It answered the default value."
              : "\(Result.self) has no default value, so the call cannot be answered."
          reportStandInIssue(unexpectedCallMessage(call, outcome: outcome), at: state.site)
        }
        if let error = UnexpectedMockCall(call: call) as? Failure { throw error }
      }
      if let defaultValue { return defaultValue }
      if let error = UnexpectedMockCall(call: call) as? Failure { throw error }
      let message = noValueMessage(call)
      if !isUnexpected || reported {
        reportStandInIssue(message, at: state.site)
      }
      fatalError(message)
    }

    @usableFromInline
    func reportNoReal(_ arguments: Arguments) -> Bool {
      reportStandInIssue(
        """
        \(describe(arguments)) was stubbed to forward to the real implementation, but \
        \(state.typeName) has none: create it with \(state.typeName)(forwardingTo: realObject).
        """,
        at: state.site
      )
      return true
    }

    private func unexpectedCallMessage(_ call: String, outcome: String) -> String {
      """
      \(state.typeName) received \(call), but no stub or expectation matches it. \
      \(state.rulesSummary) Stub it with \(signature.stubHint), or create the mock as .nice. \
      \(outcome)
      """
    }

    func noValueMessage(_ call: String) -> String {
      """
      \(state.typeName) cannot answer \(call): nothing stubs it and \(Result.self) has no default \
      value. Stub it, or conform \(Result.self) to DefaultMockValue. The test stops here.
      """
    }

    // MARK: Rules

    func add(_ rule: MockRule<Arguments, Result, Failure>) {
      withLock {
        records.pointee.owners.append(rule)
        records.pointee.rules.append(RuleSlot(rule))
      }
    }

    // MARK: Verification

    /// The number of calls `matcher` matches, marking them accounted for and capturing their
    /// arguments, in order.
    @inlinable
    func countMatchingCalls(_ matcher: CallMatcher<Arguments>) -> Int {
      withLock {
        var count = 0
        records.pointee.log.forEach { entry in
          guard matcher.matches(entry.arguments) else { return }
          entry.markAccountedFor()
          matcher.capture(entry.arguments)
          count += 1
        }
        return count
      }
    }

    /// The calls `matcher` matches, in order, marking them accounted for and capturing their
    /// arguments.
    func matchingCalls(_ matcher: CallMatcher<Arguments>) -> [(
      sequence: UInt64, arguments: Arguments
    )] {
      withLock {
        var matching: [(sequence: UInt64, arguments: Arguments)] = []
        records.pointee.log.forEach { entry in
          guard matcher.matches(entry.arguments) else { return }
          entry.markAccountedFor()
          matching.append((entry.sequence, entry.arguments))
        }
        for call in matching { matcher.capture(call.arguments) }
        return matching
      }
    }

    /// The call with `arguments`, as messages show it: `status(for: "admin", retries: 3)`.
    @usableFromInline
    func describe(_ arguments: Arguments) -> String {
      signature.describe(arguments: arguments)
    }
  }

  extension MockMember: MockMemberRecord {
    var ruleDescriptions: [String] {
      withLock {
        records.pointee.owners.map { rule in
          switch rule.state.pointee.kind {
          case .stub: "\(rule.matcher.description(of: signature)) \(rule.answerDescription)"
          case .expectation(let count):
            "\(rule.matcher.description(of: signature)) expected \(count), \(rule.answerDescription)"
          case .rejection: "\(rule.matcher.description(of: signature)) rejected"
          }
        }
      }
    }

    var recordedCalls: [RecordedCall] {
      withLock {
        records.pointee.log.entries.map {
          RecordedCall(sequence: $0.sequence, description: describe($0.arguments))
        }
      }
    }

    var unaccountedCalls: [RecordedCall] {
      withLock {
        records.pointee.log.entries.filter { !$0.isAccountedFor }.map {
          RecordedCall(sequence: $0.sequence, description: describe($0.arguments))
        }
      }
    }

    func reportUnmetExpectations() {
      let unmet = withLock {
        records.pointee.owners.compactMap { rule -> (String, SourceSite)? in
          guard case .expectation(let count) = rule.state.pointee.kind,
            !count.admits(rule.hits)
          else {
            return nil
          }
          return (
            "\(rule.matcher.description(of: signature)) was expected \(count) on \(state.typeName), but was "
              + "called \(rule.hits == 0 ? "never" : CallCount.times(rule.hits)).",
            rule.site
          )
        }
      }
      for (message, site) in unmet {
        reportStandInIssue("\(message) \(state.callsSummary)", at: site)
      }
    }
  }
#endif
