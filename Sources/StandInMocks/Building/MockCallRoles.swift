#if DEBUG || STANDIN_MOCKS
  /// What a ``MockCall`` is for, which decides what a test can do with it next. A mock's
  /// `stub`, `verify`, `expect` and `reject` hand out calls of these roles.
  ///
  /// ```swift
  /// let stubbed: MockCall<Stubbing, SyncMember, (), Int, Never> = mock.stub.currentStatus()
  /// stubbed.returns(42)
  /// ```
  public protocol MockCallRole {}

  /// The roles whose calls a mock's `stub` and `verify` select: ``Stubbing`` and ``Verifying``.
  public protocol SelectingRole: MockCallRole {}

  /// The roles whose calls add a rule where the test writes them, and so take its line:
  /// ``Expecting`` and ``Rejecting``.
  public protocol RuleRole: MockCallRole {}

  /// The roles whose calls take an answer (`returns`, `throws`, `perform`, `forwardsToReal`):
  /// ``Stubbing`` and ``Expecting``.
  public protocol AnsweringRole: MockCallRole {}

  /// `mock.stub`: the calls to answer.
  ///
  /// ```swift
  /// mock.stub.status(for: "admin").returns(100)
  /// ```
  public enum Stubbing: SelectingRole, AnsweringRole {}

  /// `mock.verify`: the calls made, to check after the fact.
  ///
  /// ```swift
  /// mock.verify.track("purchase").called(1)
  /// ```
  public enum Verifying: SelectingRole {}

  /// `mock.expect`: calls that must happen, checked by `verifyExpectations()`; they may answer.
  ///
  /// ```swift
  /// mock.expect.upload(.any).times(2).returns(true)
  /// ```
  public enum Expecting: RuleRole, AnsweringRole {}

  /// `mock.reject`: calls that must not happen, reported when they do.
  ///
  /// ```swift
  /// mock.reject.delete(.any)
  /// ```
  public enum Rejecting: RuleRole {}

  /// What kind of member a ``MockCall`` belongs to, which decides the closures `perform` takes.
  ///
  /// ```swift
  /// mock.stub.download(.any).perform { url in // AsyncMember
  ///   try await Task.sleep(for: .milliseconds(10))
  ///   return Data()
  /// }
  /// ```
  public protocol MemberShape {}

  /// Members whose `perform` receives the arguments by value: ``SyncMember`` and
  /// ``AsyncMember``.
  public protocol PerformingShape: MemberShape {}

  /// Members with `inout` parameters, whose `perform` receives the arguments `inout`:
  /// ``UpdatingMember`` and ``AsyncUpdatingMember``.
  public protocol UpdatingShape: MemberShape {}

  /// A synchronous member without `inout` parameters.
  ///
  /// ```swift
  /// mock.stub.status(for: .any).perform { id in id.count }
  /// ```
  public enum SyncMember: PerformingShape {}

  /// An `async` member without `inout` parameters: `perform` may also take an `async` closure.
  ///
  /// ```swift
  /// mock.stub.download(.any).perform { url in
  ///   try await Task.sleep(for: .milliseconds(10))
  ///   return Data()
  /// }
  /// ```
  public enum AsyncMember: PerformingShape {}

  /// A synchronous member with `inout` parameters.
  ///
  /// ```swift
  /// mock.stub.fill(.any).perform { buffer in buffer.append(42) }
  /// ```
  public enum UpdatingMember: UpdatingShape {}

  /// An `async` member with `inout` parameters.
  ///
  /// ```swift
  /// mock.stub.refill(.any).perform { buffer in buffer.append(42) }
  /// ```
  public enum AsyncUpdatingMember: UpdatingShape {}
#endif
