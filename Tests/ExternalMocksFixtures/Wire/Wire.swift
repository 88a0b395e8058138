// A module the test target does not own, with protocols for StandInMockGenerator's tests to mock:
// one with a primary associated type, one refining the standard library's protocols, and the
// types their requirements name.

/// A message on the wire.
public struct Frame: Sendable, Equatable {
  /// The frame's payload.
  public var payload: [UInt8]

  /// A frame carrying `payload`.
  public init(payload: [UInt8]) { self.payload = payload }
}

/// Where frames of one kind go.
public protocol Outbound<Message>: Sendable {
  /// The kind of message this outbound sends.
  associatedtype Message: Sendable

  /// Sends `message`.
  func send(_ message: Message) async throws

  /// Stops sending.
  func close()
}

/// A claim of a token, whose value can be changed: as JWTKit's `JWTClaim`.
public protocol Claim: Codable, Sendable {
  /// The kind of value claimed.
  associatedtype Value: Codable & Sendable

  /// The value claimed.
  var value: Value { get set }

  /// A claim of `value`.
  init(value: Value)
}

/// Something with a name and a description.
public protocol Named: CustomStringConvertible, Sendable {
  /// The name.
  var name: String { get }
}

#if compiler(>=5.9)
  /// A protocol declared twice, for compilers before and after 5.9: only one is compiled.
  public protocol Versioned: Sendable {
    /// The version.
    var version: Int { get }
  }
#else
  public protocol Versioned {
    var version: Int { get }
    var legacyVersion: String { get }
  }
#endif
