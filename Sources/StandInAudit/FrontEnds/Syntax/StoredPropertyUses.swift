import SwiftSyntax

/// The members a type's own code uses through its stored properties, by syntax: `service.get()`
/// and `self.service.get()` use `get` of `service`. A struct's memberwise initializer takes the
/// object that a property then holds, so what the type's code uses of the property is what a
/// creation runs of the object it passes (`Client(service: .shared).get()` runs
/// `Service.shared.get()`), as a function's code uses its parameter.
///
/// ```swift
/// let used = StoredPropertyUses.members(usedThrough: ["service"], in: structDeclaration.memberBlock)
/// // ["service": ["get"]]
/// ```
final class StoredPropertyUses: SyntaxVisitor {
  private let properties: Set<String>
  private var used: [String: Set<String>] = [:]

  private init(_ properties: Set<String>) {
    self.properties = properties
    super.init(viewMode: .sourceAccurate)
  }

  /// For each of `properties` that the code in `block` uses a member through, those members.
  static func members(usedThrough properties: Set<String>, in block: MemberBlockSyntax)
    -> [String: Set<String>]
  {
    guard !properties.isEmpty else { return [:] }
    let visitor = StoredPropertyUses(properties)
    visitor.walk(block)
    return visitor.used
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let base = node.base, let property = Self.propertyName(base),
      properties.contains(property)
    else { return .visitChildren }
    used[property, default: []].insert(node.declName.baseName.identifierName)
    return .visitChildren
  }

  /// `service` for `service` and for `self.service`.
  private static func propertyName(_ base: ExprSyntax) -> String? {
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.identifierName
    }
    guard let member = base.as(MemberAccessExprSyntax.self),
      SyntaxNames.isSelf(member.base)
    else { return nil }
    return member.declName.baseName.identifierName
  }
}
