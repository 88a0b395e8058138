#if DEBUG || STANDIN_MOCKS
  import Atomics
  import StandIn

  /// Which test made each call to a mock that several tests installed: one instance given to
  /// `.overriding(_:with:)` on a suite, or to `StandInTestCase.override(_:with:)` from a shared
  /// property. Each test's calls, stubs and verifications then reach the others'; this is what
  /// lets the first such installation be reported, and a count that fails say how many of the
  /// calls came from other tests.
  ///
  /// It costs an unshared mock one relaxed atomic load per call. StandInTesting tells it who
  /// installs the mock (`install(for:)`) and which test a task runs (`currentTest`).
  @usableFromInline
  package final class MockSharing: Sendable {
    /// One test case run, as the traits and `StandInTestCase` name it; compared by identity.
    package final class TestRun: Sendable, CustomStringConvertible {
      /// The test's name, such as `tracksThePurchase()`.
      package let description: String

      package init(_ name: String) {
        description = name
      }
    }

    /// The test run the current task belongs to, when StandInTesting runs it.
    @TaskLocal package static var currentTest: TestRun?

    /// Set once a second test installs the mock; each member reads it on every call.
    @usableFromInline let isShared = UnsafeAtomic<Bool>.create(false)
    private let state = Locked(State())

    private struct State {
      var installers: [TestRun] = []
      /// The test that made each call since the mock became shared, by the call's sequence
      /// number; `nil` for a call from outside any test StandInTesting runs.
      var callers: [UInt64: TestRun?] = [:]
      /// The first sequence number after the mock became shared: earlier calls were made while
      /// only the first test had installed it.
      var sharedSince: UInt64?
    }

    init() {}

    deinit {
      isShared.destroy()
    }

    /// Notes the call numbered `sequence`, made once the mock is shared.
    @usableFromInline
    func noteSharedCall(_ sequence: UInt64) {
      let caller = Self.currentTest
      state.withLock { $0.callers[sequence] = caller }
    }

    /// Notes that `test` installs the mock; returns the runs that installed it so far when this
    /// makes it shared for the first time, to report once.
    package func install(for test: TestRun) -> [TestRun]? {
      let newlyShared = state.withLock { state -> [TestRun]? in
        guard !state.installers.contains(where: { $0 === test }) else { return nil }
        state.installers.append(test)
        guard state.installers.count == 2 else { return nil }
        isShared.store(true, ordering: .relaxed)
        state.sharedSince = CallSequence.counter.nextCallNumber()
        return state.installers
      }
      return newlyShared
    }

    /// `a(), b() (3 cases)`: the tests of `runs`, each once, in order.
    package static func describe(_ runs: [TestRun]) -> String {
      var names: [String] = []
      var counts: [String: Int] = [:]
      for run in runs {
        if counts[run.description] == nil { names.append(run.description) }
        counts[run.description, default: 0] += 1
      }
      return names.map { name in
        counts[name, default: 1] > 1 ? "\(name) (\(counts[name, default: 1]) cases)" : name
      }.joined(separator: ", ")
    }

    /// For a count that failed in the current test: that the mock is shared, and how many of the
    /// calls numbered `sequences` came from other tests; `nil` when the mock is not shared.
    func explanation(forCallsNumbered sequences: [UInt64], of typeName: String) -> String? {
      let recorded = state.withLock { $0 }
      guard let sharedSince = recorded.sharedSince else { return nil }
      let installers = recorded.installers
      let current = Self.currentTest
      var others: [String: Int] = [:]
      for sequence in sequences {
        let caller = sequence < sharedSince ? installers[0] : recorded.callers[sequence] ?? nil
        guard caller !== current else { continue }
        others[caller.map(\.description) ?? "work outside any test", default: 0] += 1
      }
      let tests = Self.describe(installers)
      let fromOthers =
        others.isEmpty
        ? "none of the calls counted came from another test"
        : "\(others.values.reduce(0, +)) of the \(sequences.count) calls counted came from other "
          + "tests or test cases: "
          + others.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
          .joined(separator: ", ")
      return """
        This \(typeName) is installed for several tests at once (\(tests)); \(fromOthers). Give \
        each test its own mock.
        """
    }
  }
#endif
