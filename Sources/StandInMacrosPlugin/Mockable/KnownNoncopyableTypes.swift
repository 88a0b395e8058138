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

extension TypeSyntax {
  /// Whether the type is known to be `Copyable`: a standard type by name, a generic parameter
  /// not declared `~Copyable`, or a type built of such (arrays, dictionaries, optionals, tuples,
  /// closures, existentials, metatypes). A `borrowing` or `consuming` parameter of any other
  /// type may be noncopyable, and is recorded as a placeholder: the macro cannot see another
  /// declaration to tell.
  func isKnownCopyable(amongGenericParameters genericParameters: Set<String>) -> Bool {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      let name = identifier.name.text
      if genericParameters.contains(name) || name == "Self" { return true }
      if let arguments = identifier.genericArgumentClause?.arguments {
        let wrappers: Set<String> = ["Array", "Set", "Dictionary", "Optional", "ContiguousArray"]
        return wrappers.contains(name)
          && arguments.allSatisfy {
            $0.argument.as(TypeSyntax.self)?.isKnownCopyable(
              amongGenericParameters: genericParameters) ?? false
          }
      }
      return Self.knownCopyableNames.contains(name)
    }
    if let member = self.as(MemberTypeSyntax.self) {
      if member.baseType.trimmedDescription == "Self" { return true }
      return ["Swift", "Foundation"].contains(member.baseType.trimmedDescription)
        && Self.knownCopyableNames.contains(member.name.text)
    }
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.isKnownCopyable(amongGenericParameters: genericParameters)
    }
    if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return optional.wrappedType.isKnownCopyable(amongGenericParameters: genericParameters)
    }
    if let tuple = self.as(TupleTypeSyntax.self) {
      return tuple.elements.allSatisfy {
        $0.type.isKnownCopyable(amongGenericParameters: genericParameters)
      }
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.isKnownCopyable(amongGenericParameters: genericParameters)
    }
    if let some = self.as(SomeOrAnyTypeSyntax.self) {
      return !some.constraint.trimmedDescription.contains("~")
    }
    return self.is(ArrayTypeSyntax.self) || self.is(DictionaryTypeSyntax.self)
      || self.is(FunctionTypeSyntax.self) || self.is(MetatypeTypeSyntax.self)
      || self.is(CompositionTypeSyntax.self)
  }

  private static let knownCopyableNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "UInt128", "Double", "Float", "Float16", "Float80", "Bool", "String", "Substring",
    "Character", "Unicode", "StaticString", "Void", "Never", "Any", "AnyObject", "AnyHashable",
    "Data", "Date", "URL", "UUID", "Decimal", "TimeInterval", "Duration", "Error", "Result",
    "ObjectIdentifier", "Range", "ClosedRange", "CInt", "CChar", "CLong", "CDouble",
  ]
}
