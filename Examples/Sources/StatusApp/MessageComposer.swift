import StandInMacros

/// The platform's message composer, reduced to what the app uses. Code calls its static members
/// directly, as it calls `MFMessageComposeViewController.canSendText()`; `@OverridableStatics`
/// lets a test install `MessageComposer.StaticMock` for itself alone.
@OverridableStatics
public final class MessageComposer: Sendable {
  /// Who the message goes to.
  public let recipients: [String]

  init(recipients: [String]) {
    self.recipients = recipients
  }

  /// Whether this device can send text messages. Like the simulator, this machine cannot.
  public static func canSendText() -> Bool { false }

  /// A composer for `recipients`.
  public static func make(recipients: [String]) -> MessageComposer {
    MessageComposer(recipients: recipients)
  }
}
