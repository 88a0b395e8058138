import StatusApp

// The demo's objects are locals of this block: top-level variables of main.swift would be
// globals of the module, which the audit reports wherever they are read.
do {
  // Runs the status screen once, as the app would, and prints what it shows and tracks.
  let screen = StatusScreen()
  screen.refresh()
  print(screen.label.text)
  print("Tracked: \(AnalyticsManager.shared.events.joined(separator: ", "))")

  // The message screen asks the platform whether it can send text; this machine cannot.
  let messages = MessageScreen()
  messages.load()
  print("Send enabled: \(messages.isSendEnabled). \(messages.hint)")

  // The coordinator creates a sync service for each account.
  print(try await SyncCoordinator(accounts: ["ann", "bob"]).start())

  // The login banner greets whoever logs in while it observes.
  let session = Session()
  let banner = LoginBannerModel()
  banner.start()
  session.logIn(as: "ann")
  banner.stop()
  print(banner.greeting)
}
