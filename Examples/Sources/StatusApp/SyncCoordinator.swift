import StandInMacros
import StandInSystem

/// Uploads an account's changes and says how many it uploaded.
@Mockable
public protocol SyncServicing: Sendable {
  /// Uploads the changes and returns how many there were.
  func sync() async throws -> Int
}

/// The real service. The coordinator creates its own through ``make(account:)``, a creation
/// point a test can replace: a plain `SyncService(account:)` call could not be intercepted.
@OverridableStatics
public final class SyncService: SyncServicing {
  /// The account this service uploads for.
  public let account: String

  init(account: String) {
    self.account = account
  }

  /// The creation point: a new service for `account`.
  public static func make(account: String) -> any SyncServicing {
    SyncService(account: account)
  }

  /// Uploads the account's changes; this demo always has 3.
  public func sync() async throws -> Int {
    try await ContinuousClock.overridable.sleep(for: .milliseconds(5))
    return 3
  }
}

/// Starts a sync for each account it is given, creating the services itself.
public struct SyncCoordinator: Sendable {
  /// The accounts to sync, in order.
  public let accounts: [String]

  /// A coordinator for `accounts`.
  public init(accounts: [String]) {
    self.accounts = accounts
  }

  /// Syncs every account and returns a summary, such as "Synced 6 changes for 2 accounts".
  public func start() async throws -> String {
    var changes = 0
    for account in accounts {
      changes += try await SyncService.make(account: account).sync()
    }
    return "Synced \(changes) changes for \(accounts.count) accounts"
  }
}
