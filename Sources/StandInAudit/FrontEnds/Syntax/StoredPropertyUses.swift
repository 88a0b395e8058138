import SwiftSyntax

/// The members a struct's own code uses through names that may be its stored properties, by
/// syntax: `service.get()` and `self.service.get()` use `get` through `service`. A struct's
/// memberwise initializer takes the object that a property then holds, so what the type's code
/// uses of the property is what a creation runs of the object it passes
/// (`Client(service: .shared).get()` runs `Service.shared.get()`), as a function's code uses its
/// parameter. The scanner records each member access of the struct's code as it visits it.
///
/// ```swift
/// var uses = StoredPropertyUses()
/// uses.record(memberAccess)              // `self.service.get()`
/// uses.members(usedThrough: "service")  // ["get"]
/// ```
struct StoredPropertyUses: Sendable {
  private var used: [String: Set<String>] = [:]

  /// Records the member `access` uses through its base, when the base is a name (`service`) or
  /// `self.` and a name.
  mutating func record(_ access: MemberAccessExprSyntax) {
    guard let base = access.base, let name = Self.propertyName(base) else { return }
    used[name, default: []].insert(access.declName.baseName.identifierName)
  }

  /// The members the code uses through `property`.
  func members(usedThrough property: String) -> Set<String> {
    used[property] ?? []
  }

  /// `service` for `service` and for `self.service`.
  private static func propertyName(_ base: ExprSyntax) -> String? {
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.identifierName
    }
    guard let member = base.as(MemberAccessExprSyntax.self), SyntaxNames.isSelf(member.base) else {
      return nil
    }
    return member.declName.baseName.identifierName
  }
}
