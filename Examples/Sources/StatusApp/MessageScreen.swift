/// A screen whose "send" button is enabled only where text messages can be sent.
public final class MessageScreen {
  /// Whether the "send" button is enabled.
  public private(set) var isSendEnabled = false
  /// The line under the button that says why it is disabled, or empty.
  public private(set) var hint = ""

  /// A screen not yet loaded.
  public init() {}

  /// Asks the platform, as the screen appears, whether it can send text.
  public func load() {
    isSendEnabled = MessageComposer.canSendText()
    hint = isSendEnabled ? "" : "This device cannot send messages."
  }
}
