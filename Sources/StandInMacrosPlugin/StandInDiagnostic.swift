import SwiftDiagnostics

/// A diagnostic or fix-it message of StandIn's macros, in the `StandIn` domain.
struct StandInDiagnostic: DiagnosticMessage, FixItMessage {
  let id: String
  let message: String
  var severity: DiagnosticSeverity = .error
  var diagnosticID: MessageID { MessageID(domain: "StandIn", id: id) }
  var fixItID: MessageID { diagnosticID }
}
