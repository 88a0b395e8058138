import Foundation
import StandInSystem

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Asks the status server for the current status. The server comes from the `STATUS_SERVER`
/// environment variable, or is `https://status.example.com`.
public struct StatusClient: Sendable {
  /// What the server answered that the client did not understand.
  public struct BadResponse: Error, Equatable {
    /// The HTTP status code.
    public let statusCode: Int

    /// An answer with `statusCode`.
    public init(statusCode: Int) {
      self.statusCode = statusCode
    }
  }

  private struct Payload: Decodable {
    let status: Int
  }

  /// A client of the server the environment names.
  public init() {}

  /// The server's address.
  public var server: URL {
    let configured = ProcessInfo.overridable.environment["STATUS_SERVER"]
    return URL(string: configured ?? "https://status.example.com")!
  }

  /// The status the server reports.
  public func fetchStatus() async throws -> Int {
    let url = server.appendingPathComponent("status")
    let (data, response) = try await URLSession.overridable.data(from: url)
    let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard statusCode == 200 else { throw BadResponse(statusCode: statusCode) }
    return try JSONDecoder().decode(Payload.self, from: data).status
  }
}
