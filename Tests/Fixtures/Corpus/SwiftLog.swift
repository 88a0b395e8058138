import StandInMacros

// Stand-ins for the apple/swift-log 1.16.2 types (`Logger.Level`, `Logger.Message`,
// `Logger.Metadata`, `Logger.MetadataProvider`, `LogEvent`) that the corpus protocols take. Its
// protocol, `LogHandler` (Sources/Logging/LogHandler.swift), is in LogHandler.swift.

/// A stand-in for swift-log's `Logger`, holding the nested types `LogHandler` uses.
public struct Logger: Sendable {
  /// The label the logger was made with.
  public var label: String

  /// A logger with `label`.
  public init(label: String) {
    self.label = label
  }
}

extension Logger {
  /// The log level, from the most to the least verbose.
  public enum Level: String, Codable, CaseIterable, Sendable {
    /// Messages that trace a program's execution.
    case trace
    /// Messages for debugging.
    case debug
    /// Informational messages.
    case info
    /// Normal but significant conditions.
    case notice
    /// Conditions that may need attention.
    case warning
    /// Errors.
    case error
    /// Critical errors.
    case critical
  }

  /// A log message, written as a string literal or interpolation.
  public struct Message: ExpressibleByStringInterpolation, Equatable, CustomStringConvertible,
    Sendable
  {
    /// The message's text.
    public var description: String

    /// A message with `value` as its text.
    public init(stringLiteral value: String) {
      description = value
    }
  }

  /// Metadata attached to a log message.
  public typealias Metadata = [String: MetadataValue]

  /// One value of `Metadata`.
  public enum MetadataValue: Sendable, Equatable, ExpressibleByStringLiteral {
    /// A string.
    case string(String)
    /// A value logged through its description.
    case stringConvertible(any CustomStringConvertible & Sendable)
    /// Nested metadata.
    case dictionary(Metadata)
    /// A list of values.
    case array([Metadata.Value])

    /// A `.string` value.
    public init(stringLiteral value: String) {
      self = .string(value)
    }

    /// Values are equal when they have the same case and equal contents; `.stringConvertible`
    /// values compare their descriptions.
    public static func == (lhs: MetadataValue, rhs: MetadataValue) -> Bool {
      switch (lhs, rhs) {
      case (.string(let lhs), .string(let rhs)): lhs == rhs
      case (.stringConvertible(let lhs), .stringConvertible(let rhs)):
        lhs.description == rhs.description
      case (.array(let lhs), .array(let rhs)): lhs == rhs
      case (.dictionary(let lhs), .dictionary(let rhs)): lhs == rhs
      default: false
      }
    }
  }

  /// Provides metadata from the context a message is logged in (a task-local, say).
  public struct MetadataProvider: Sendable {
    private let provide: @Sendable () -> Metadata

    /// A provider that calls `provideMetadata` for each message.
    public init(_ provideMetadata: @escaping @Sendable () -> Metadata) {
      provide = provideMetadata
    }

    /// The metadata for the current context.
    public func get() -> Metadata {
      provide()
    }
  }
}

/// Everything a `Logger` passes its handler for one message.
public struct LogEvent: Sendable {
  /// The level the message was logged at.
  public var level: Logger.Level
  /// The message.
  public var message: Logger.Message
  /// An error logged with the message.
  public var error: (any Error)?
  /// Metadata logged with the message.
  public var metadata: Logger.Metadata?
  /// The module the message was logged from.
  public var source: String
  /// The file the message was logged from.
  public var file: String
  /// The function the message was logged from.
  public var function: String
  /// The line the message was logged from.
  public var line: UInt

  /// An event with every field given.
  public init(
    level: Logger.Level,
    message: Logger.Message,
    error: (any Error)? = nil,
    metadata: Logger.Metadata?,
    source: String,
    file: String,
    function: String,
    line: UInt
  ) {
    self.level = level
    self.message = message
    self.error = error
    self.metadata = metadata
    self.source = source
    self.file = file
    self.function = function
    self.line = line
  }
}
