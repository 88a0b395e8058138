#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// Where an answer goes: a new stub, or the expectation being configured.
  public struct AnswerSink<Arguments, Result, Failure: Error>: @unchecked Sendable {
    let register: (MockAnswer<Arguments, Result, Failure>, SourceSite) -> Void
  }

  /// A stub or expectation being given its answer.
  ///
  /// ```swift
  /// mock.stub.currentStatus().returns(42)
  /// mock.stub.currentStatus().returns(1, 2, 3)          // in turn; the last one repeats
  /// mock.stub.load(id: .any).throws(LoadError.offline)
  /// mock.stub.status(for: .any).perform { id in id.count }
  /// mock.stub.currentStatus().forwardsToReal()
  /// mock.stub.fill(.any).perform { buffer in buffer = [1, 2] }   // writes through `inout`
  /// ```
  public protocol Answering {
    /// The member's arguments: one value, or a tuple of several.
    associatedtype Arguments
    /// The member's result.
    associatedtype Result
    /// What the member throws: `Never` when it does not.
    associatedtype Failure: Error

    /// Receives the answer.
    var answerSink: AnswerSink<Arguments, Result, Failure> { get }
  }

  extension Answering {
    /// Answers `value`.
    public func returns(
      _ value: Result,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      answerSink.register(
        .value(value),
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Answers `first`, then `second`, then each of `more` in turn; the last one repeats.
    public func returns(
      _ first: Result,
      _ second: Result,
      _ more: Result...,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      answerSink.register(
        .values([first, second] + more),
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Throws `error`.
    public func `throws`(
      _ error: Failure,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      answerSink.register(
        .error(error),
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Runs the real implementation: the superclass's for a class mock, the `forwardingTo:`
    /// object's for a protocol mock.
    public func forwardsToReal(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      answerSink.register(
        .forwardToReal,
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// Answering for members without `inout` parameters: `perform` receives the arguments.
  public protocol PerformAnswering: Answering {}

  extension PerformAnswering {
    /// Answers what `body` returns (or throws) for the call's arguments.
    public func perform(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ body: @escaping @Sendable (Arguments) throws(Failure) -> Result
    ) {
      answerSink.register(
        .perform(body),
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

  }

  /// Answering for `async` members, which may also answer with an `async` closure.
  public protocol AsyncAnswering: PerformAnswering {}

  extension AsyncAnswering {
    /// Answers what asynchronous `body` returns (or throws) for the call's arguments.
    ///
    /// ```swift
    /// mock.stub.download(.any).perform { url in
    ///   try await Task.sleep(for: .milliseconds(5))
    ///   return Data()
    /// }
    /// ```
    public func perform(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ body:
        nonisolated(nonsending) @escaping @Sendable (Arguments) async throws(Failure) -> Result
    ) {
      answerSink.register(
        .performAsync(body),
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// Answering for members with `inout` parameters: `perform` receives the arguments `inout`,
  /// and what it writes reaches the caller's variables.
  ///
  /// ```swift
  /// // func fill(_ buffer: inout [Int])
  /// mock.stub.fill(.any).perform { buffer in buffer.append(42) }
  /// // func inject(into container: inout Container, name: String)
  /// mock.stub.inject(into: .any, name: "db").perform { arguments in arguments.0.register(db) }
  /// ```
  public protocol UpdatingAnswering: Answering {}

  extension UpdatingAnswering {
    /// Answers what `body` returns (or throws) for the call's arguments; what it writes to an
    /// `inout` argument is written through to the caller.
    public func perform(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ body: @escaping @Sendable (inout Arguments) throws(Failure) -> Result
    ) {
      answerSink.register(
        .performUpdating(body),
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// Answering for `async` members with `inout` parameters.
  public protocol AsyncUpdatingAnswering: UpdatingAnswering {}

  extension AsyncUpdatingAnswering {
    /// Answers what asynchronous `body` returns (or throws) for the call's arguments; what it
    /// writes to an `inout` argument is written through to the caller.
    public func perform(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ body:
        nonisolated(nonsending) @escaping @Sendable (inout Arguments) async throws(Failure)
        -> Result
    ) {
      answerSink.register(
        .performUpdatingAsync(body),
        SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }
#endif
