// Small local stand-ins for the apple/swift-nio types that the corpus protocols of NIO-based
// packages (async-http-client, postgres-nio) take and return. No protocol here is mocked; they
// only give those protocols their real parameter and result types.

/// A stand-in for NIO's `ByteBuffer`: a run of bytes.
public struct ByteBuffer: Equatable, Hashable, Sendable {
  /// The bytes.
  public var bytes: [UInt8]

  /// A buffer holding `string`'s UTF-8 bytes.
  public init(string: String) {
    bytes = Array(string.utf8)
  }

  /// The bytes as a string.
  public var string: String {
    String(decoding: bytes, as: UTF8.self)
  }
}

/// A stand-in for NIO's `IOData`: bytes to write.
public enum IOData: Equatable, Sendable {
  /// Bytes in memory.
  case byteBuffer(ByteBuffer)
}

/// A stand-in for NIO's `TimeAmount`: a span of time, in nanoseconds.
public struct TimeAmount: Hashable, Comparable, Sendable {
  /// The span, in nanoseconds.
  public var nanoseconds: Int64

  /// A span of `amount` seconds.
  public static func seconds(_ amount: Int64) -> TimeAmount {
    TimeAmount(nanoseconds: amount * 1_000_000_000)
  }

  /// A span of `amount` milliseconds.
  public static func milliseconds(_ amount: Int64) -> TimeAmount {
    TimeAmount(nanoseconds: amount * 1_000_000)
  }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: TimeAmount, rhs: TimeAmount) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }
}

/// A stand-in for NIO's `NIODeadline`: a point in time.
public struct NIODeadline: Hashable, Sendable {
  /// The point, in nanoseconds of uptime.
  public var uptimeNanoseconds: UInt64

  /// A deadline at `uptimeNanoseconds`.
  public static func uptimeNanoseconds(_ nanoseconds: UInt64) -> NIODeadline {
    NIODeadline(uptimeNanoseconds: nanoseconds)
  }
}

/// A stand-in for NIO's `EventLoop`.
public protocol EventLoop: AnyObject, Sendable {
  /// A future that has already succeeded with `value`.
  func makeSucceededFuture<Value: Sendable>(_ value: Value) -> EventLoopFuture<Value>
}

/// A stand-in for NIO's `EventLoopFuture`: a result, already there.
public final class EventLoopFuture<Value: Sendable>: Sendable {
  private let result: Result<Value, any Error>

  /// A future holding `result`.
  public init(result: Result<Value, any Error>) {
    self.result = result
  }

  /// The value, or the error the future failed with.
  public func get() async throws -> Value {
    try result.get()
  }
}

/// A stand-in event loop, that makes futures that have already completed.
public final class EmbeddedEventLoop: EventLoop {
  /// An event loop.
  public init() {}

  /// A future that has already succeeded with `value`.
  public func makeSucceededFuture<Value: Sendable>(_ value: Value) -> EventLoopFuture<Value> {
    EventLoopFuture(result: .success(value))
  }
}
