import SwiftSyntax

extension TypeSyntax {
  /// Whether this names a concrete noncopyable type of the standard library, `_Concurrency` or
  /// `Synchronization`, such as the `ExecutorJob` that NIO's `EventLoop.enqueue(_:)` consumes.
  ///
  /// A type's spelling does not say whether it is `Copyable`, and a mock records each argument by
  /// copying it, so these are known by name and recorded as a placeholder that `.any` matches, as
  /// a `~Copyable` generic parameter is. A noncopyable type of another module is not known here.
  var isKnownNoncopyable: Bool {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return Self.knownNoncopyableNames.contains(identifier.name.text)
    }
    if let member = self.as(MemberTypeSyntax.self),
      let module = member.baseType.as(IdentifierTypeSyntax.self),
      ["Swift", "_Concurrency", "Synchronization"].contains(module.name.text)
    {
      return Self.knownNoncopyableNames.contains(member.name.text)
    }
    return false
  }

  /// Whether this names a noncopyable type: one of `genericParameters` (the requirement's
  /// generic parameters declared `~Copyable`), a toolchain type known by name, or an optional of
  /// either (`ExecutorJob?`), which is as noncopyable as what it wraps.
  func isNoncopyable(amongGenericParameters genericParameters: Set<String>) -> Bool {
    // A parameter pack (`repeat each T`) cannot be stored either: it is recorded as a
    // placeholder, as a noncopyable value is.
    if self.is(PackExpansionTypeSyntax.self) { return true }
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.isNoncopyable(amongGenericParameters: genericParameters)
    }
    if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return optional.wrappedType.isNoncopyable(amongGenericParameters: genericParameters)
    }
    return genericParameters.contains(trimmedDescription) || isKnownNoncopyable
  }

  private static let knownNoncopyableNames: Set<String> = [
    "ExecutorJob", "Atomic", "AtomicLazyReference", "Mutex",
  ]
}
