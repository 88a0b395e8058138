import StandInMacros

// apple/swift-log 1.16.2's `LogHandler` (Sources/Logging/LogHandler.swift); its types are the
// stand-ins in SwiftLog.swift. It exercises parameters named `line` (the name of the mock's own
// source-location parameter), a subscript parameter without an internal name
// (`metadataKey _:`), and deprecated requirements.

/// A logging backend, as swift-log 1.16.2 declares it.
@Mockable
public protocol LogHandler: Sendable {
  /// The provider of metadata from the logging context.
  var metadataProvider: Logger.MetadataProvider? { get set }

  /// Logs one event.
  func log(event: LogEvent)

  /// Logs one message: the requirement every handler implemented before `log(event:)`.
  @available(*, deprecated, renamed: "log(event:)")
  func log(
    level: Logger.Level,
    message: Logger.Message,
    metadata: Logger.Metadata?,
    source: String,
    file: String,
    function: String,
    line: UInt
  )

  /// Logs one message, without its source module: the oldest form of the requirement.
  @available(*, deprecated, renamed: "log(event:)")
  func log(
    level: Logger.Level,
    message: Logger.Message,
    metadata: Logger.Metadata?,
    file: String,
    function: String,
    line: UInt
  )

  /// One metadata value of this handler.
  subscript(metadataKey _: String) -> Logger.Metadata.Value? { get set }

  /// All metadata of this handler.
  var metadata: Logger.Metadata { get set }

  /// The least severe level this handler logs.
  var logLevel: Logger.Level { get set }
}
