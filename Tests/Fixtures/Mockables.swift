import StandInMacros

@Mockable
public protocol StatusProviding: Sendable {
  func currentStatus() -> Int
  func status(for id: String, retries: Int) async throws -> Int
  var name: String { get set }
  func reset()
}

/// A real `StatusProviding`, for partial mocks to forward to.
public final class RealStatusProvider: StatusProviding, @unchecked Sendable {
  public var name = "real"
  public private(set) var resets = 0
  public init() {}
  public func currentStatus() -> Int { 7 }
  public func status(for id: String, retries: Int) async throws -> Int { id.count + retries }
  public func reset() { resets += 1 }
}

/// An error stubs throw.
public struct Offline: Error, Equatable {
  public init() {}
}

/// A shared `StatusProviding`, replaceable in tests.
public enum Providers {
  @Overridable public static var status: any StatusProviding = RealStatusProvider()
}
