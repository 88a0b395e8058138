import StandInMacros
import Synchronization

// Figure M1 in instructions: run under callgrind (mock-instruction-count.sh), which counts the
// same total on every run whatever else the machine is doing. Each caller makes 100,000 calls
// through `any StatusProviding`; callgrind reports each caller's inclusive instruction count.
// Each caller adds a different constant, so the optimizer cannot merge them into one.
// Built with -DSTANDIN_MOCKS: the mock runtime exists only in builds with it or DEBUG.

@Mockable
protocol StatusProviding: Sendable {
  func currentStatus(for id: Int) -> Int
}

/// A hand-written stub that records its calls under a lock, as a mock does: the floor a mock
/// is measured against.
final class RecordingStub: StatusProviding {
  let calls = Mutex<[Int]>([])

  func currentStatus(for id: Int) -> Int {
    calls.withLock { $0.append(id) }
    return 42
  }
}

/// A hand-written closure stub, which records nothing.
struct ClosureStub: StatusProviding {
  let handler: @Sendable (Int) -> Int
  func currentStatus(for id: Int) -> Int { handler(id) }
}

@inline(never) func opaque(_ provider: any StatusProviding) -> any StatusProviding { provider }

@inline(never) func callRecordingStub(_ provider: any StatusProviding, _ sum: Int) -> Int {
  sum &+ provider.currentStatus(for: sum) &+ 1
}
@inline(never) func callClosureStub(_ provider: any StatusProviding, _ sum: Int) -> Int {
  sum &+ provider.currentStatus(for: sum) &+ 2
}
@inline(never) func callMockAny(_ provider: any StatusProviding, _ sum: Int) -> Int {
  sum &+ provider.currentStatus(for: sum) &+ 3
}
@inline(never) func callMockUnderStubs(_ provider: any StatusProviding, _ sum: Int) -> Int {
  sum &+ provider.currentStatus(for: sum) &+ 4
}
@inline(never) func callMockMatching(_ provider: any StatusProviding, _ sum: Int) -> Int {
  sum &+ provider.currentStatus(for: sum) &+ 5
}

let calls = 100_000
var sum = 0
#if STANDIN_MOCKS
  let recording = opaque(RecordingStub())
  for _ in 0..<calls { sum = callRecordingStub(recording, sum) }
  let closure = opaque(ClosureStub { _ in 42 })
  for _ in 0..<calls { sum = callClosureStub(closure, sum) }

  let anyMock = StatusProvidingMock()
  anyMock.stub.currentStatus(for: .any).returns(42)
  let anyProvider = opaque(anyMock)
  for _ in 0..<calls { sum = callMockAny(anyProvider, sum) }

  let underStubs = StatusProvidingMock()
  underStubs.stub.currentStatus(for: .any).returns(42)
  for id in 1...3 { underStubs.stub.currentStatus(for: .equal(-id)).returns(id) }
  let underProvider = opaque(underStubs)
  for _ in 0..<calls { sum = callMockUnderStubs(underProvider, sum) }

  let matching = StatusProvidingMock()
  matching.stub.currentStatus(for: .matching { $0 != -1 }).returns(42)
  let matchingProvider = opaque(matching)
  for _ in 0..<calls { sum = callMockMatching(matchingProvider, sum) }
#endif
print(sum)
