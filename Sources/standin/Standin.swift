import ArgumentParser

/// `standin`: StandIn's command-line tool.
@main
struct Standin: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "standin",
    abstract: "Tools for StandIn, the per-scope stand-ins for shared instances.",
    subcommands: [Audit.self]
  )
}
