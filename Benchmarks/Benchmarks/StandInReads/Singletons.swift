import Dependencies
import StandInMacros

// The singletons under test live in the benchmark module itself, as an app's code reads its own
// singletons. Every type has the same shape: a stored `id` and a non-inlined `track()` that
// returns it, so all variants do the same work after the read.

final class Analytics: Sendable {
  let id: Int
  init(id: Int = 1) { self.id = id }
  @inline(never) func track() -> Int { id }

  /// Baseline: a plain singleton, not overridable. Its initializer is a compile-time constant,
  /// so the compiler emits the instance as a statically initialized object: the best case a
  /// plain `static let` can get.
  static let plain = Analytics()

  /// Baseline: a plain singleton whose initializer runs at run time (as most real singletons'
  /// do), so reads go through `swift_once` and the instance lives on the heap.
  static let plainRuntimeInit = Analytics(id: CommandLine.arguments.count)

  /// The macro form: `static var shared { $shared.current }` + `static let $shared = OverridableSlot(...)`.
  @Overridable static var shared = Analytics()

  /// The hand-written form.
  static let handWrittenSlot = OverridableSlot(Analytics(), name: "Analytics.handWritten")
  static var handWritten: Analytics { handWrittenSlot.current }
}

// Three more services, so that four different slots can be replaced at once.

final class SettingsStore: Sendable {
  let id: Int
  init(id: Int = 1) { self.id = id }
  @inline(never) func track() -> Int { id }
  @Overridable static var shared = SettingsStore()
}

final class APIClient: Sendable {
  let id: Int
  init(id: Int = 1) { self.id = id }
  @inline(never) func track() -> Int { id }
  @Overridable static var shared = APIClient()
}

final class Logger: Sendable {
  let id: Int
  init(id: Int = 1) { self.id = id }
  @inline(never) func track() -> Int { id }
  @Overridable static var shared = Logger()
}

// The same four services as swift-dependencies dependencies (DependencyKey with live and test
// values), for the side-by-side figures.

enum AnalyticsKey: DependencyKey {
  static let liveValue = Analytics(id: 1)
  static let testValue = Analytics(id: 3)
}

enum SettingsStoreKey: DependencyKey {
  static let liveValue = SettingsStore(id: 1)
  static let testValue = SettingsStore(id: 3)
}

enum APIClientKey: DependencyKey {
  static let liveValue = APIClient(id: 1)
  static let testValue = APIClient(id: 3)
}

enum LoggerKey: DependencyKey {
  static let liveValue = Logger(id: 1)
  static let testValue = Logger(id: 3)
}

extension DependencyValues {
  var analytics: Analytics {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
  var settingsStore: SettingsStore {
    get { self[SettingsStoreKey.self] }
    set { self[SettingsStoreKey.self] = newValue }
  }
  var apiClient: APIClient {
    get { self[APIClientKey.self] }
    set { self[APIClientKey.self] = newValue }
  }
  var logger: Logger {
    get { self[LoggerKey.self] }
    set { self[LoggerKey.self] = newValue }
  }
}
