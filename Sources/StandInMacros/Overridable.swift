@_exported import StandIn

/// Makes a static property an overridable shared instance, in one line.
///
/// ```swift
/// final class Analytics: Sendable {
///   @Overridable static var shared = Analytics()
/// }
/// ```
///
/// The property becomes a getter that reads a slot, and the macro adds the slot beside it,
/// named after the property with a `$` prefix (`Analytics.$shared`), with the same access level.
/// Tests replace the instance through the slot:
///
/// ```swift
/// withOverride(Analytics.$shared, with: RecordingAnalytics()) { … }
/// @Test(.overriding(Analytics.$shared) { RecordingAnalytics() }) func tracks() { … }
/// ```
///
/// The initializer builds the real instance, once, the first time the property or its slot is
/// read; the type's own initializers stay usable for fresh instances. It works on classes,
/// structs, actors and enums, with any name (`shared`, `sharedManager`, `standard`, `default`),
/// any access level, existential types (`static var shared: any AnalyticsProtocol = Analytics()`)
/// and global-actor-isolated types. The expansion is the hand-written form:
///
/// ```swift
/// // Not compiled: only a macro may declare a `$` name.
/// static var shared: Analytics { $shared.current }
/// static let $shared = OverridableSlot(Analytics(), name: "Analytics.shared")
/// ```
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`$`))
public macro Overridable() =
  #externalMacro(module: "StandInMacrosPlugin", type: "OverridableMacro")
