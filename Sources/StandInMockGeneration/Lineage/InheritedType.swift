import SwiftSyntax

/// What one name in a protocol's inheritance clause brings to its mock.
enum InheritedType {
  /// A protocol with requirements to implement (`LogHandler`, `Swift.Hashable`).
  case requirements(TypeSyntax)
  /// A protocol a class or actor mock conforms to as is: `Sendable`, `AnyObject`.
  case marker
  /// `Actor`: the mock must be an actor.
  case actor

  private static let markers: Set<String> = [
    "Sendable", "SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable", "AnyObject",
    "Any", "class", "AnyActor",
  ]
  private static let actors: Set<String> = ["Actor", "DistributedActor"]

  /// Each protocol `type` names: `A & B` is two, `@preconcurrency Sendable` is `Sendable`, and a
  /// suppression (`~Copyable`) is none, since it takes nothing away from a class mock.
  static func all(in type: TypeSyntax) -> [InheritedType] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { all(in: $0.type) }
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return all(in: attributed.baseType)
    }
    if type.is(SuppressedTypeSyntax.self) { return [] }
    let name =
      type.as(MemberTypeSyntax.self)?.name.text ?? type.as(IdentifierTypeSyntax.self)?.name.text
      ?? type.trimmedDescription
    if markers.contains(name) { return [.marker] }
    if actors.contains(name) { return [.actor] }
    return [.requirements(type)]
  }
}
