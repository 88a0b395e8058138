import Foundation
import StandInMacros

// Shared instances in every shape StandIn supports, declared in a module of their own as an
// app's singletons would be, so tests use them across a module boundary.

/// A shared instance in the hand-written form: a slot and a getter, no macro.
public final class Analytics: Sendable {
  public static let sharedSlot = OverridableSlot(Analytics(label: "real"), name: "Analytics.shared")
  public static var shared: Analytics { sharedSlot.current }

  public let label: String
  public init(label: String) { self.label = label }
}

/// The same shape, written with the macro.
public final class MacroAnalytics: Sendable {
  @Overridable public static var shared = MacroAnalytics(label: "real")

  public let label: String
  public init(label: String) { self.label = label }
}

/// A value type behind a shared instance with another accessor name.
public struct SettingsStore: Sendable, Equatable {
  @Overridable public static var standard = SettingsStore(theme: "light")
  public var theme: String
  public init(theme: String) { self.theme = theme }
}

/// A shared instance held through an existential.
public protocol Clock: Sendable {
  var now: Int { get }
}

public struct SystemClock: Clock {
  public var now: Int { 1 }
}

public struct FixedClock: Clock {
  public let now: Int
  public init(now: Int) { self.now = now }
}

public enum Clocks {
  @Overridable public static var current: any Clock = SystemClock()
}

/// An actor shared instance, with the Objective-C accessor name.
public actor SyncEngine {
  @Overridable public static var sharedManager = SyncEngine(name: "real")
  nonisolated public let name: String
  public init(name: String) { self.name = name }
}

/// A main-actor-isolated shared instance.
@MainActor
public final class Coordinator {
  @Overridable public static var shared = Coordinator(route: "home")
  public let route: String
  public init(route: String) { self.route = route }
}

/// `default`, a keyword, as the accessor's name.
public final class PublicService: Sendable {
  @Overridable public static var `default` = PublicService(id: 0)
  public let id: Int
  public init(id: Int) { self.id = id }
}

/// Package access.
package final class PackageService: Sendable {
  @Overridable package static var sharedInstance = PackageService(id: 0)
  package let id: Int
  package init(id: Int) { self.id = id }
}

/// Internal access, in an extension, nested in another type.
public enum Services {
  public final class Mailer: Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
  }
}

extension Services.Mailer {
  @Overridable static var shared = Services.Mailer(id: 0)

  /// The id of the mailer current where this is called; reads the internal slot from outside.
  public static var currentID: Int { shared.id }

  /// Runs `body` with the internal slot replaced.
  public static func withStandIn<R>(id: Int, _ body: () -> R) -> R {
    withOverride($shared, with: Services.Mailer(id: id), operation: body)
  }

  /// The name the macro gave the internal slot.
  public static var slotName: String { $shared.name }
}

/// Slots that only the trait tests replace.
public final class TraitProbe: Sendable {
  public static let made = Counter()
  @Overridable public static var shared = TraitProbe(id: 0)
  public let id: Int
  public init(id: Int) { self.id = id }

  /// A stand-in with an id no other stand-in has.
  public static func fresh() -> TraitProbe {
    TraitProbe(id: made.increment())
  }
}

/// Slots that only the isolation stress test replaces.
public final class StressAnalytics: Sendable {
  @Overridable public static var shared = StressAnalytics(id: -1)
  public let id: Int
  public init(id: Int) { self.id = id }
}

public struct StressSettings: Sendable {
  @Overridable public static var standard = StressSettings(id: -1)
  public let id: Int
  public init(id: Int) { self.id = id }
}

/// A thread-safe counter.
public final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  public init() {}
  public var value: Int { lock.withLock { count } }
  /// Adds one and returns the new value.
  @discardableResult public func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
