import StandInMacros

/// A type whose static members code calls directly, as code calls
/// `MFMessageComposeViewController.canSendText()`.
@OverridableStatics
public final class MessageComposer: Sendable {
  public let recipients: [String]

  public init(recipients: [String]) {
    self.recipients = recipients
  }

  /// The real answer: this machine cannot send text.
  public static func canSendText() -> Bool { false }

  public static func make(recipients: [String]) -> MessageComposer {
    MessageComposer(recipients: recipients)
  }

  public static func maximumLength(for service: String) throws -> Int {
    guard !service.isEmpty else { throw ComposerError.unknownService }
    return service == "sms" ? 160 : 1_000
  }

  public static func send(_ text: String, to recipients: [String]) async throws -> Int {
    try await Task.sleep(for: .milliseconds(1))
    return recipients.count
  }

  public static var defaultService: String { "sms" }
}

public enum ComposerError: Error, Equatable {
  case unknownService
}
