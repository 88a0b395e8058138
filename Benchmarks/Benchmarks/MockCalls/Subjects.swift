import StandInMacros
import Synchronization

// The protocol every benchmark calls, and the stand-ins for it: the `@Mockable` mock and
// hand-written stubs of the kind a mock replaces.

@Mockable
protocol StatusProviding: Sendable {
  func currentStatus(for id: Int) -> Int
}

/// A hand-written closure stub: a struct whose method calls a stored closure. (The existential
/// holds it inline: the closure is two words.)
struct ClosureStub: StatusProviding {
  let currentStatusHandler: @Sendable (Int) -> Int

  func currentStatus(for id: Int) -> Int {
    currentStatusHandler(id)
  }
}

/// The same closure stub as a final class, the other common form.
final class ClosureStubClass: StatusProviding {
  let currentStatusHandler: @Sendable (Int) -> Int

  init(_ currentStatusHandler: @escaping @Sendable (Int) -> Int) {
    self.currentStatusHandler = currentStatusHandler
  }

  func currentStatus(for id: Int) -> Int {
    currentStatusHandler(id)
  }
}

/// A hand-written stub that also records its calls, as a mock does: the arguments appended to an
/// array under a `Mutex`, then the closure.
final class RecordingClosureStub: StatusProviding {
  let currentStatusHandler: @Sendable (Int) -> Int
  let calls = Mutex<[Int]>([])

  init(_ currentStatusHandler: @escaping @Sendable (Int) -> Int) {
    self.currentStatusHandler = currentStatusHandler
  }

  func currentStatus(for id: Int) -> Int {
    calls.withLock { $0.append(id) }
    return currentStatusHandler(id)
  }
}

/// Hands `provider` back as an existential the optimizer knows nothing about, so a caller cannot
/// be specialized to its concrete type and every call stays a protocol-witness dispatch.
@inline(never)
func opaque(_ provider: any StatusProviding) -> any StatusProviding {
  provider
}

// MARK: The caller

/// The one caller every variant goes through: a call through the existential (a protocol-witness
/// dispatch), its answer added to the running sum passed in. The sum is threaded through every
/// call (`sum = call(sum)`) so that no call can be hoisted or merged (see StandInReads/Readers.swift);
/// it is also the call's argument, so the mock records a different value each time.
@inline(never)
func callStatus(_ provider: any StatusProviding, _ sum: Int) -> Int {
  sum &+ provider.currentStatus(for: sum)
}

#if STANDIN_MOCKS
  /// A strict mock stubbed `currentStatus(for: .any)` → 42, as the example.
  func stubbedMock() -> StatusProvidingMock {
    let mock = StatusProvidingMock()
    mock.stub.currentStatus(for: .any).returns(42)
    return mock
  }
#endif
