import SwiftDiagnostics
import SwiftSyntax

/// A way `@Overridable` can be misapplied, with the diagnostic and fix-it that explain it.
enum OverridableMisuse: Error {
  case notAProperty(Syntax)
  case notAName(PatternSyntax)
  case notInAType(VariableDeclSyntax)
  case letProperty(TokenSyntax)
  case classProperty(DeclModifierSyntax)
  case instanceProperty(VariableDeclSyntax)
  case observers(PatternBindingSyntax, AccessorBlockSyntax)
  case computed(PatternBindingSyntax, AccessorBlockSyntax)
  case noInitializer(PatternBindingSyntax)
  /// Inside a generic type, where Swift keeps no static stored property for the slot.
  case genericType(VariableDeclSyntax, typeName: String)
  /// A property wrapper, which applies to stored properties only.
  case propertyWrapper(VariableDeclSyntax, AttributeSyntax)

  func diagnostic(attribute: AttributeSyntax) -> Diagnostic {
    switch self {
    case .notAProperty:
      return Diagnostic(
        node: attribute,
        message: Message.error(
          "notAProperty",
          "@Overridable applies to a static stored property, such as 'static var shared = Analytics()'"
        )
      )

    case .genericType(let variable, let typeName):
      return Diagnostic(
        node: variable,
        message: Message.error(
          "genericType",
          "@Overridable cannot keep a slot in the generic type \(typeName): Swift has no static stored properties in generic types. Declare the shared instance in a non-generic type, such as an enum used as a namespace, and reach it from there"
        )
      )

    case .propertyWrapper(let variable, let wrapper):
      let unwrapped = variable.with(
        \.attributes,
        variable.attributes.filter {
          $0.as(AttributeSyntax.self)?.trimmedDescription != wrapper.trimmedDescription
        })
      return Diagnostic(
        node: wrapper,
        message: Message.error(
          "propertyWrapper",
          "@Overridable turns the property into a getter, and the property wrapper \(wrapper.trimmedDescription) applies only to a stored property; drop the wrapper here and apply it inside the shared instance's type, or keep the wrapper and drop @Overridable"
        ),
        fixIt: FixIt(
          message: Message.fixIt("propertyWrapper", "Remove \(wrapper.trimmedDescription)"),
          changes: [.replace(oldNode: Syntax(variable), newNode: Syntax(unwrapped))]
        )
      )

    case .notAName(let pattern):
      return Diagnostic(
        node: pattern,
        message: Message.error("notAName", "@Overridable needs a property with a single name")
      )

    case .notInAType(let variable):
      return Diagnostic(
        node: variable,
        message: Message.error(
          "notInAType",
          "@Overridable applies to static properties of a type; move this variable into a type, such as an enum used as a namespace"
        )
      )

    case .letProperty(let specifier):
      return Diagnostic(
        node: specifier,
        message: Message.error(
          "letProperty",
          "@Overridable needs 'static var': it turns the property into a getter, which a 'let' cannot have"
        ),
        fixIt: FixIt(
          message: Message.fixIt("letProperty", "Replace 'let' with 'var'"),
          changes: [
            .replace(
              oldNode: Syntax(specifier),
              newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var)))
            )
          ]
        )
      )

    case .classProperty(let modifier):
      return Diagnostic(
        node: modifier,
        message: Message.error(
          "classProperty",
          "@Overridable needs 'static var': a replacement belongs to the slot, not to a subclass"
        ),
        fixIt: FixIt(
          message: Message.fixIt("classProperty", "Replace 'class' with 'static'"),
          changes: [
            .replace(
              oldNode: Syntax(modifier),
              newNode: Syntax(modifier.with(\.name, .keyword(.static, trailingTrivia: .space)))
            )
          ]
        )
      )

    case .instanceProperty(let variable):
      let staticModifier = DeclModifierSyntax(name: .keyword(.static, trailingTrivia: .space))
      return Diagnostic(
        node: variable.bindingSpecifier,
        message: Message.error(
          "instanceProperty",
          "@Overridable applies to static properties: a shared instance belongs to the type, not to each instance"
        ),
        fixIt: FixIt(
          message: Message.fixIt("instanceProperty", "Insert 'static'"),
          changes: [
            .replace(
              oldNode: Syntax(variable.modifiers),
              newNode: Syntax(variable.modifiers + [staticModifier])
            )
          ]
        )
      )

    case .observers(let binding, let accessorBlock):
      return Diagnostic(
        node: accessorBlock,
        message: Message.error(
          "observers",
          "@Overridable cannot keep 'willSet' or 'didSet': a stand-in is installed by a scope, not assigned"
        ),
        fixIt: FixIt(
          message: Message.fixIt("observers", "Remove the observers"),
          changes: [
            .replace(
              oldNode: Syntax(binding),
              newNode: Syntax(binding.with(\.accessorBlock, nil).trimmed)
            )
          ]
        )
      )

    case .computed(let binding, let accessorBlock):
      let expression = accessorBlock.singleGetterExpression ?? placeholder
      return Diagnostic(
        node: accessorBlock,
        message: Message.error(
          "computed",
          "@Overridable writes the getter itself; give the real instance as the initializer instead"
        ),
        fixIt: FixIt(
          message: Message.fixIt(
            "computed", "Replace the getter with '= \(expression.trimmedDescription)'"),
          changes: [
            .replace(
              oldNode: Syntax(binding),
              newNode: Syntax(binding.with(\.accessorBlock, nil).initialized(with: expression))
            )
          ]
        )
      )

    case .noInitializer(let binding):
      let expression =
        binding.typeAnnotation.flatMap { Self.instanceCreation(of: $0.type) } ?? placeholder
      return Diagnostic(
        node: binding,
        message: Message.error(
          "noInitializer",
          "@Overridable needs an initializer that creates the real instance"
        ),
        fixIt: FixIt(
          message: Message.fixIt("noInitializer", "Add '= \(expression.trimmedDescription)'"),
          changes: [
            .replace(
              oldNode: Syntax(binding),
              newNode: Syntax(binding.initialized(with: expression))
            )
          ]
        )
      )
    }
  }

  private var placeholder: ExprSyntax { "<#real instance#>" }

  /// `Analytics()` for a plain type name; `nil` for existentials, optionals and the like.
  private static func instanceCreation(of type: TypeSyntax) -> ExprSyntax? {
    guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
    return "\(raw: identifier.trimmedDescription)()"
  }

  private struct Message: DiagnosticMessage, FixItMessage {
    let message: String
    let diagnosticID: MessageID
    let severity: DiagnosticSeverity
    var fixItID: MessageID { diagnosticID }

    static func error(_ id: String, _ message: String) -> Message {
      Message(
        message: message, diagnosticID: MessageID(domain: "StandIn", id: id), severity: .error)
    }

    static func fixIt(_ id: String, _ message: String) -> Message {
      Message(
        message: message,
        diagnosticID: MessageID(domain: "StandIn", id: "\(id).fixIt"),
        severity: .note
      )
    }
  }
}

extension AccessorBlockSyntax {
  /// The expression of a getter that is a single expression: `{ Analytics() }` or
  /// `{ get { Analytics() } }`.
  var singleGetterExpression: ExprSyntax? {
    let statements: CodeBlockItemListSyntax
    switch accessors {
    case .getter(let body):
      statements = body
    case .accessors(let accessors):
      guard accessors.count == 1, let getter = accessors.first,
        getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body
      else { return nil }
      statements = body.statements
    }
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression.trimmed }
    if let returnStatement = item.as(ReturnStmtSyntax.self) {
      return returnStatement.expression?.trimmed
    }
    return nil
  }
}

extension PatternBindingSyntax {
  /// The binding with `= expression` after its name and type.
  func initialized(with expression: ExprSyntax) -> PatternBindingSyntax {
    self
      .with(\.typeAnnotation, typeAnnotation?.with(\.trailingTrivia, .space))
      .with(\.pattern, typeAnnotation == nil ? pattern.with(\.trailingTrivia, .space) : pattern)
      .with(
        \.initializer,
        InitializerClauseSyntax(equal: .equalToken(trailingTrivia: .space), value: expression)
      )
  }
}
