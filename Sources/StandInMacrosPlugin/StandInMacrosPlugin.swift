import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides StandIn's macros.
@main
struct StandInMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    MockableMacro.self,
    NotOverridableMacro.self,
    OverridableMacro.self,
    OverridableStaticMemberMacro.self,
    OverridableStaticsMacro.self,
  ]
}
