// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (Stand-ins for an app's names, public only so that the examples' module sees them.)

// The names the Swift examples in doc comments and DocC articles use, declared once, so that
// .ci/check-doc-examples.py can compile every example. It is a module of its own, as an app's
// types would be. Add a name here when a new example needs one; keep each declaration minimal.
import Foundation
import StandIn
import StandInMacros
import StandInNotifications
import StandInSystem
import StandInTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// MARK: Shared instances

open class Analytics: @unchecked Sendable {
  @Overridable public static var shared = Analytics()
  public static var sharedSlot: OverridableSlot<Analytics> { $shared }
  public init() {}
  open func track(_ event: String) {}
}

public final class RecordingAnalytics: Analytics, @unchecked Sendable {
  public private(set) var events: [String] = []
  override public func track(_ event: String) { events.append(event) }
}

public struct SettingsStore: Sendable {
  @Overridable public static var standard = SettingsStore(values: [:])
  public static var standardSlot: OverridableSlot<SettingsStore> { $standard }
  public var values: [String: String]
  public init(values: [String: String]) { self.values = values }
}

public struct Settings: Sendable {
  @Overridable public static var standard = Settings(currency: "USD")
  public static var standardSlot: OverridableSlot<Settings> { $standard }
  public var currency: String
  public init(currency: String) { self.currency = currency }
}

public final class SystemClock: Sendable {
  @Overridable public static var shared = SystemClock()
  public init() {}
}

public enum Providers {
  @Overridable public static var status: any StatusProviding = RealStatusProvider()
}

public func checkout() {}
public func checkout() async throws {}
public func refreshBadge() {}
public func sync() async {}
public func sync(using uploader: any Uploader) throws {}
public func sync(using uploader: any Uploader) async throws {}
public func waitForUpload() {}
public func showStatus() {}
public func showStatus(using status: any StatusProviding) {}
public func log(_ message: String) {}

// MARK: Legacy code

public final class LegacyUploader: Sendable {
  public init() {}
  public func uploadOnBackgroundQueue() {}
  public func upload() async {}
  public func flush() async {}
}

public enum DailyReport {
  public static func send() {}
}

public final class Client: Sendable {
  public init() {}
  public func fetch(completion: @escaping @Sendable (Result<Data, any Error>) -> Void) {}
}

// MARK: Notifications

extension Notification.Name {
  public static let userDidLogin = Notification.Name("userDidLogin")
  public static let userDidLogOut = Notification.Name("userDidLogOut")
  public static let sessionDidExpire = Notification.Name("sessionDidExpire")
  public static let cartDidChange = Notification.Name("cartDidChange")
  public static let syncDidStart = Notification.Name("syncDidStart")
  public static let syncDidFinish = Notification.Name("syncDidFinish")
}

public final class LoginBannerModel: @unchecked Sendable {
  public init() {}
  public func start() {}
  public func stop() {}
  public func logIn() {}
  public func greet(_ notification: Notification) {}
  public func showBannerForFiveSeconds() async {}
}

public final class Session: Sendable {
  public init() {}
  public func logIn(as user: String) {}
  public func logIn(as user: String) async throws {}
  public func logIn(as user: String, password: String) {}
  public func logIn(as user: String, password: String) async {}
  public func logOut() {}
}

public final class SyncCoordinator: Sendable {
  public init() {}
  public func sync() throws {}
  public func sync() async throws {}
  public func start() async throws {}
}

public final class Screen: Sendable {
  public init() {}
  public var isSendEnabled: Bool { false }
  public func load() {}
  public func refresh() {}
}

// MARK: The system's shared state

public struct StatusHistory {
  public init() {}
  public func record(_ status: Int) throws {}
}

public struct Onboarding {
  public init() {}
  public func finish() {}
}

public struct StatusClient {
  public init() {}
  public func fetchStatus() async throws -> Int { 42 }
}

public struct StatusRecord {
  public init(id: UUID, status: Int, shownAt: Date) {}
}

public struct Draft: Sendable {
  public let id = UUID.overridable()
  public let createdAt = Date.overridable()
  public init() {}
}

public struct MyGenerator: RandomNumberGenerator, Sendable {
  public init() {}
  public mutating func next() -> UInt64 { 4 }
}

public final class Poller: Sendable {
  public init() {}
  public func pollThreeTimes() async {}
}

public final class Downloader: Sendable {
  public init() {}
  public func saveReport() async throws {}
}

public final class SettingsLoader: Sendable {
  public init() {}
  public func load() async {}
}

public final class MessageOfTheDayBanner: Sendable {
  public init() {}
  public func load() async throws {}
}

// MARK: Mocks

public enum LoadError: Error {
  case offline
}

public struct Offline: Error {
  public init() {}
}

public struct Item: Sendable {
  public init() {}
}

@Mockable
public protocol StatusProviding: Sendable {
  func currentStatus() -> Int
  func status(for id: String) async throws -> Int
  func status(for id: String, retries: Int) async throws -> Int
  func refresh()
  func reset()
  var name: String { get set }
}

public final class RealStatusProvider: StatusProviding {
  public init() {}
  public var name: String {
    get { "main" }
    set {}
  }
  public func currentStatus() -> Int { 1 }
  public func status(for id: String) async throws -> Int { 1 }
  public func status(for id: String, retries: Int) async throws -> Int { 1 }
  public func refresh() {}
  public func reset() {}
}

@Mockable
open class StatusManager: @unchecked Sendable {
  public init() {}
  open func currentStatus() -> Int { 1 }
}

/// The `mock` of the examples about stubs, matchers and verification.
@Mockable
public protocol Service: Sendable {
  func track(_ event: String)
  func status(for id: String) -> Int
  func currentStatus() -> Int
  func load(id: Int) throws(LoadError) -> Data
  func load(url: URL?) -> Data
  func load() async throws
  func upload(_ data: Data) -> Bool
  func download(_ url: URL) async throws -> Data
  func fetch(url: URL) -> Data
  func reset()
  func tag(_ tags: [String])
  func send(headers: [String: String])
  func load(name: String?, retries: Int?) -> Data
  func fill(_ buffer: inout [Int])
  func refill(_ buffer: inout [Int]) async
  func inject(into container: inout Container, name: String)
  func delete(_ id: Int)
}

public struct Container: Sendable {
  public init() {}
  public mutating func register(_ name: String) {}
}

public struct Updates: Sendable {
  public init() {}
}

@Mockable
public protocol ConfigProvider: Sendable {
  func watchValue<Return: ~Copyable>(_ handler: (Updates) async throws -> Return) async throws
    -> Return
}

@Mockable
public protocol Uploader: Sendable {
  func upload(_ data: Data) -> Bool
}

@Mockable
public protocol Authenticating: Sendable {
  func logIn(as user: String) -> Bool
  func logOut()
}

@Mockable
public protocol Cart: Sendable {
  func add(_ item: Item) -> Int
}

@Mockable
public protocol Connection: Sendable {
  func open()
  func close()
}

@Mockable
public protocol Storing: Sendable {
  func save(_ data: Data)
}

public struct TestConnection: Sendable {
  public init() {}
}

@Mockable
public protocol Pool: Sendable {
  func withLease<R>(_ body: (TestConnection) throws -> R) throws -> R
}

@OverridableStatics
public final class MessageComposer: Sendable {
  public static func canSendText() -> Bool { false }
  public static func make(recipients: [String]) -> MessageComposer { MessageComposer() }
  public static func maximumLength(for service: String) throws -> Int { 160 }
  public static func fetchLimits() async -> Int { 160 }
}

public final class MessageScreen {
  public private(set) var isSendEnabled = false
  public init() {}
  public func load() { isSendEnabled = MessageComposer.canSendText() }
}

// MARK: Values the examples use

public let session = Session()
public let model = LoginBannerModel()
public let center = TestNotificationCenter()
public let mark = center.mark()
public let observation = NotificationCenter.overridable.observe(nil, observer: NSObject()) {
  _, _ in
}
public let logins = NotificationCenter.overridable.notifications(named: .userDidLogin)
nonisolated(unsafe) public var iterator = logins.makeAsyncIterator()
public let auth = AuthenticatingMock()
public let cart = CartMock()
public let item = Item()
public let coordinator = SyncCoordinator()
public let screen = Screen()
public let recorder = RecordingAnalytics()
public let legacyUploader = LegacyUploader()
public let uploader = LegacyUploader()
public let client = Client()
public let mock = ServiceMock()
public let provider = ConfigProviderMock()
public let updates = Updates()
public let db = "db"
public let pool = PoolMock()
public let testConnection = TestConnection()
public let connection = ConnectionMock()
public let store = StoringMock()
public let composer = MessageComposer.StaticMock()
public let uploads = ArgumentCaptor<Data>()
public let id = "admin"
public let data = Data()
public let user = "ann"
public let draft = Draft()
public let date = Date()
public let cards = [1, 2, 3]
public let names = ["ann", "bob"]
public let poller = Poller()
public let downloader = Downloader()
public let settings = SettingsLoader()
public let banner = MessageOfTheDayBanner()
public let files = SandboxFileManager()
nonisolated(unsafe) public let defaults = TestUserDefaults()
public let stubs = URLStubs()
public let url = URL(fileURLWithPath: "/status")
public let statusURL = URL(fileURLWithPath: "/status")
public let fixtures = URL(fileURLWithPath: "/fixtures")
public let fixture = URL(fileURLWithPath: "/fixtures/history.txt")
public let documents = URL(fileURLWithPath: "/documents")
public let original = URL(fileURLWithPath: "/original")
public let latest = URL(fileURLWithPath: "/latest")
public let secret = URL(fileURLWithPath: "/secret")
public let final = URL(fileURLWithPath: "/final")
public let draftFile = URL(fileURLWithPath: "/draft")

// MARK: The context every example runs in

/// Members every example's wrapper sees, which an example may declare again.
public protocol DocExampleMembers {}

extension DocExampleMembers {
  /// For the hand-written form's getter, shown on its own.
  public static var sharedSlot: OverridableSlot<Analytics> { Analytics.sharedSlot }
  /// For a static mock's slot, shown on its own.
  public typealias StaticMock = MessageComposer.StaticMock
}

/// Statement examples run as a method of a subclass, so they can use `self` (an observer) and
/// what an XCTest base class offers (`override(_:with:)`, `useTestNotificationCenter()`).
open class DocExampleContext: StandInTestCase, DocExampleMembers, @unchecked Sendable {
  public var overrides = Overrides()
  public var token: (any NSObjectProtocol)?
  public var loginObserver: (any NSObjectProtocol)?

  public func greet(_ notification: Notification) {}
}

// MARK: Names of the reference articles moved from the README (issue 25)

public let status = 42
public let server = URL(string: "https://status.example.com")!

public struct Forbidden: Error {
  public init() {}
}

@Mockable
public protocol SyncServicing: Sendable {
  func sync() async throws -> Int
}

@OverridableStatics
public final class SyncService: Sendable {
  public static func make(account: String) -> any SyncServicing { SyncServicingMock(.nice) }
}
