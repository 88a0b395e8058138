import StatusApp

// Runs the status screen once, as the app would, and prints what it shows and tracks.
let screen = StatusScreen()
screen.refresh()
print(screen.label.text)
print("Tracked: \(AnalyticsManager.shared.events.joined(separator: ", "))")
