import SwiftSyntax

/// One parameter of a mocked member, as the mock declares it, stores it and matches it.
struct MockedParameter {
  /// The argument label callers write, or `nil` for `_`.
  let label: String?
  /// The name the mock's implementation uses.
  let name: String
  /// The type as declared (`inout Int`, `@escaping () -> Void`, `String...`).
  let declaredType: TypeSyntax
  /// The type the mock records, and that matchers and answers see: without `inout`,
  /// `@escaping` or attributes; a variadic parameter as an array; `some P` as `any P`.
  let storedType: String
  let isInout: Bool
  let isVariadic: Bool
  /// A closure the mock may not keep beyond the call; it is recorded in a box that forgets it
  /// when the call returns.
  let isNonEscapingClosure: Bool
  /// `T.Type` for a generic parameter `T` of the member: stubs take the type itself.
  let genericMetatype: String?

  /// - Parameter isSubscriptIndex: A subscript's parameter has no argument label unless it
  ///   names one before its own name.
  init(
    _ parameter: FunctionParameterSyntax,
    index: Int,
    genericNames: Set<String>,
    isSubscriptIndex: Bool = false
  ) {
    let firstName = parameter.firstName.text
    let secondName = parameter.secondName?.text
    label = firstName == "_" || (isSubscriptIndex && secondName == nil) ? nil : firstName
    let internalName = secondName ?? firstName
    name = internalName == "_" ? "argument\(index)" : internalName
    declaredType = parameter.type
    isVariadic = parameter.ellipsis != nil
    var type = parameter.type
    var isInout = false
    var isEscaping = false
    /// Type attributes the stored type keeps, such as `@Sendable`.
    var keptAttributes = ""
    if let attributed = type.as(AttributedTypeSyntax.self) {
      isInout = attributed.specifiers.contains { specifier in
        specifier.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      }
      let attributes = attributed.attributes.compactMap { $0.as(AttributeSyntax.self) }
      isEscaping = attributes.contains { $0.attributeName.trimmedDescription == "escaping" }
      keptAttributes = attributes.filter { $0.attributeName.trimmedDescription != "escaping" }
        .map { "\($0.trimmedDescription) " }.joined()
      type = attributed.baseType
    }
    self.isInout = isInout
    let isClosure =
      type.is(FunctionTypeSyntax.self)
      || type.as(TupleTypeSyntax.self).map {
        $0.elements.count == 1 && $0.elements.first!.type.is(FunctionTypeSyntax.self)
      } == true
    isNonEscapingClosure = isClosure && !isEscaping
    var stored = keptAttributes + type.trimmedDescription
    if let someType = type.as(SomeOrAnyTypeSyntax.self),
      someType.someOrAnySpecifier.tokenKind == .keyword(.some)
    {
      stored = "any \(someType.constraint.trimmedDescription)"
    }
    if isVariadic { stored = "[\(stored)]" }
    if isNonEscapingClosure { stored = "StandInMocks.NonEscapingClosure<\(stored)>" }
    storedType = stored
    if let metatype = type.as(MetatypeTypeSyntax.self),
      metatype.metatypeSpecifier.tokenKind == .keyword(.Type),
      genericNames.contains(metatype.baseType.trimmedDescription)
    {
      genericMetatype = metatype.trimmedDescription
    } else {
      genericMetatype = nil
    }
  }

  /// The name as code refers to it: a keyword (`as`, `in`) in backticks.
  var referenceName: String {
    swiftKeywords.contains(name) ? "`\(name)`" : name
  }

  /// How the implementation passes this parameter into the recorded arguments.
  var recordedValue: String {
    isNonEscapingClosure ? closureBoxName : referenceName
  }

  /// The name of the box a non-escaping closure is recorded in: `standInBody` for `body`.
  var closureBoxName: String {
    "standIn\(name.prefix(1).uppercased())\(name.dropFirst())"
  }

  /// The builder parameter's type: a matcher, or the metatype itself.
  var builderType: String {
    genericMetatype ?? "StandInMocks.ArgumentMatcher<\(storedType)>"
  }

  /// `for: ` or empty, for the call to the real implementation.
  var callLabel: String {
    label.map { "\($0): " } ?? ""
  }

  /// The label as a builder method declares it: `for id`, `_ id`.
  var builderLabel: String {
    label.map { $0 == name ? $0 : "\($0) \(name)" } ?? "_ \(name)"
  }
}

/// Words that name a parameter only in backticks when code refers to it.
let swiftKeywords: Set<String> = [
  "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
  "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
  "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
  "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
  "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
  "typealias", "var", "where", "while", "Any",
]

extension FunctionParameterClauseSyntax {
  /// The clause with a name for every parameter that has none (`_: Int`, `key _: String`), so
  /// that the mock's implementation can refer to it; `parameters` holds the names to use.
  func naming(_ parameters: [MockedParameter]) -> FunctionParameterClauseSyntax {
    var named = self
    named.parameters = FunctionParameterListSyntax(
      zip(self.parameters, parameters).map { syntax, parameter in
        if syntax.secondName?.tokenKind == .wildcard {
          return syntax.with(\.secondName, .identifier(parameter.name))
        }
        if syntax.firstName.tokenKind == .wildcard && syntax.secondName == nil {
          return syntax.with(\.secondName, .identifier(parameter.name, leadingTrivia: .space))
        }
        return syntax
      }
    )
    return named
  }
}
