/// How code reaches a slot, which decides how StandIn's messages name it and where a strict
/// test's report points.
@usableFromInline
enum SlotAccess: Sendable {
  /// Through an accessor property such as `Analytics.shared`.
  case property
  /// Through the static members of a type with `@OverridableStatics`.
  case staticMembers(typeName: String)
}
