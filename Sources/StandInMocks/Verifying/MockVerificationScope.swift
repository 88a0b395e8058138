#if DEBUG || STANDIN_MOCKS
  import Foundation

  /// Collects the mocks created inside ``withMockVerification(_:)``, to verify their
  /// expectations when it ends.
  enum MockVerificationScope {
    final class Collector: @unchecked Sendable {
      private let lock = NSLock()
      private var states: [MockState] = []

      func add(_ state: MockState) {
        lock.withLock { states.append(state) }
      }

      var all: [MockState] { lock.withLock { states } }
    }

    @TaskLocal static var collector: Collector?

    static func register(_ state: MockState) {
      collector?.add(state)
    }

    static func verify(_ collector: Collector) {
      for state in collector.all {
        for member in state.allMembers {
          member.reportUnmetExpectations()
        }
      }
    }
  }

  /// Runs `operation`, then verifies the expectations of every mock created inside it, even when
  /// it throws. An unmet expectation is reported at the line that set it. The operation's error
  /// is rethrown unchanged, so verification never hides the test's own failure.
  ///
  /// ```swift
  /// try withMockVerification {
  ///   let uploader = UploaderMock()
  ///   uploader.expect.upload(.any).times(2)
  ///   try sync(using: uploader)
  /// }
  /// ```
  public func withMockVerification<R>(_ operation: () throws -> R) rethrows -> R {
    let collector = MockVerificationScope.Collector()
    defer { MockVerificationScope.verify(collector) }
    return try MockVerificationScope.$collector.withValue(collector, operation: operation)
  }

  /// Runs `operation`, then verifies the expectations of every mock created inside it, even when
  /// it throws or is cancelled; the operation's error is rethrown unchanged.
  ///
  /// ```swift
  /// try await withMockVerification {
  ///   let uploader = UploaderMock()
  ///   uploader.expect.upload(.any)
  ///   try await sync(using: uploader)
  /// }
  /// ```
  public func withMockVerification<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    let collector = MockVerificationScope.Collector()
    defer { MockVerificationScope.verify(collector) }
    return try await MockVerificationScope.$collector.withValue(
      collector, operation: operation, isolation: isolation
    )
  }
#endif
