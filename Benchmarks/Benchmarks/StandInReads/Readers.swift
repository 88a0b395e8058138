import CrossModuleSingletons
import Dependencies
import StandInMacros

// Every variant reads through its own non-inlined function of the same shape: read the shared
// instance, call its non-inlined `track()`, add the result to the running sum passed in, return
// it. Every variant pays the same call overhead.
//
// The running sum is threaded through every call (`sum = read(sum)`) on purpose. With a
// parameterless `@inline(never) func readPlain() -> Int`, the optimizer proves the function has
// no side effects and turns `for _ in 0..<n { sum &+= readPlain() }` into ONE call and a
// multiplication (seen with objdump on the release binary: `call readPlain; imul %r15,%rbx`), so
// the "loop" measured nothing. With the sum as argument each call depends on the previous one and
// none can be hoisted or merged. Check with
//   objdump -d --no-show-raw-insn .build/release/StandInReads | swift demangle
// that each measured loop body is a `call` to one of these.

// MARK: StandIn and the plain baseline, same module

@inline(never) func readPlain(_ sum: Int) -> Int { sum &+ Analytics.plain.track() }
@inline(never) func readPlainRuntimeInit(_ sum: Int) -> Int {
  sum &+ Analytics.plainRuntimeInit.track()
}
@inline(never) func readMacro(_ sum: Int) -> Int { sum &+ Analytics.shared.track() }
@inline(never) func readHandWritten(_ sum: Int) -> Int { sum &+ Analytics.handWritten.track() }

@inline(never) func readSettingsStore(_ sum: Int) -> Int { sum &+ SettingsStore.shared.track() }
@inline(never) func readAPIClient(_ sum: Int) -> Int { sum &+ APIClient.shared.track() }
@inline(never) func readLogger(_ sum: Int) -> Int { sum &+ Logger.shared.track() }

// MARK: Cross-module

@inline(never) func readRemotePlain(_ sum: Int) -> Int { sum &+ RemoteAnalytics.plain.track() }
@inline(never) func readRemoteMacro(_ sum: Int) -> Int { sum &+ RemoteAnalytics.shared.track() }
@inline(never) func readRemoteHandWritten(_ sum: Int) -> Int {
  sum &+ RemoteAnalytics.handWritten.track()
}
@inline(never) func readRemoteInlinable(_ sum: Int) -> Int {
  sum &+ RemoteAnalytics.inlinable.track()
}

// MARK: swift-dependencies

/// The idiomatic read: a `@Dependency` property wrapper, declared where it is used.
@inline(never) func readDependency(_ sum: Int) -> Int {
  @Dependency(\.analytics) var analytics
  return sum &+ analytics.track()
}

@inline(never) func readDependencyLogger(_ sum: Int) -> Int {
  @Dependency(\.logger) var logger
  return sum &+ logger.track()
}

/// The lower bound: reading the task-local `DependencyValues` directly, skipping the wrapper.
@inline(never) func readDependencyCurrent(_ sum: Int) -> Int {
  sum &+ DependencyValues._current.analytics.track()
}
