import SwiftSyntax

/// Decides which clause of an `#if` a module was compiled with, so that the generator reads the
/// declarations the compiler saw: `os(Linux)`, `canImport(Darwin)`, `compiler(>=5.9)`,
/// `swift(>=6.0)`, a module's own `-D` flags, and `!`, `&&`, `||` and parentheses over them.
///
/// ```swift
/// let conditions = CompilationConditions(flags: ["DEBUG"], languageMajorVersion: 6,
///                                        canImport: { $0 == "Foundation" })
/// conditions.activeClause(of: ifConfig)   // the clause whose condition holds, if any
/// ```
///
/// The build is assumed to be for the machine the generator runs on, which is what `swift test`
/// does. A condition the evaluator does not know (`hasFeature(…)`, an unknown function) is false.
/// swift-syntax's `SwiftIfConfig` does this fully, but only from swift-syntax 602; StandIn accepts
/// 600 and later.
struct CompilationConditions {
  /// The module's `-D` flags (`DEBUG` in a debug build, and its `swiftSettings` `define`s).
  var flags: Set<String>
  /// 5 or 6: the language mode of the module, for `swift(>=…)`.
  var languageMajorVersion: Int
  /// Whether a module of that name can be imported.
  var canImport: (String) -> Bool

  /// Conditions for a module compiled with `flags`, in language mode `languageMajorVersion`.
  init(flags: Set<String>, languageMajorVersion: Int, canImport: @escaping (String) -> Bool) {
    self.flags = flags
    self.languageMajorVersion = languageMajorVersion
    self.canImport = canImport
  }

  /// The compiler this generator was built with, which is the one building the test target.
  static let compilerVersion: [Int] = {
    #if compiler(>=6.3)
      return [6, 3]
    #elseif compiler(>=6.2)
      return [6, 2]
    #elseif compiler(>=6.1)
      return [6, 1]
    #else
      return [6, 0]
    #endif
  }()

  static let operatingSystem: String = {
    #if os(Linux)
      return "Linux"
    #elseif os(macOS)
      return "macOS"
    #elseif os(Windows)
      return "Windows"
    #elseif os(iOS)
      return "iOS"
    #else
      return "unknown"
    #endif
  }()

  static let architecture: String = {
    #if arch(x86_64)
      return "x86_64"
    #elseif arch(arm64)
      return "arm64"
    #else
      return "unknown"
    #endif
  }()

  /// The clause of `ifConfig` the compiler compiles: the first whose condition holds, or the
  /// `#else` clause, or none.
  func activeClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    ifConfig.clauses.first { clause in
      guard let condition = clause.condition else { return true }
      return holds(condition)
    }
  }

  /// Whether `condition`, the expression after `#if` or `#elseif`, holds.
  func holds(_ condition: ExprSyntax) -> Bool {
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let reference = condition.as(DeclReferenceExprSyntax.self) {
      return flags.contains(reference.baseName.text)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !holds(prefix.expression)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return holds(only.expression)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return holds(sequence: Array(sequence.elements))
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self) {
      switch infix.operator.trimmedDescription {
      case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
      case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
      default: return false
      }
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self)
    {
      let argument = call.arguments.first?.expression.trimmedDescription ?? ""
      return holds(function: function.baseName.text, argument: argument)
    }
    return false
  }

  /// `a || b && c`, unfolded: `||` binds loosest.
  private func holds(sequence elements: [ExprSyntax]) -> Bool {
    func split(_ elements: ArraySlice<ExprSyntax>, on name: String) -> [ArraySlice<ExprSyntax>] {
      var parts: [ArraySlice<ExprSyntax>] = []
      var start = elements.startIndex
      for index in elements.indices {
        if let binary = elements[index].as(BinaryOperatorExprSyntax.self),
          binary.operator.text == name
        {
          parts.append(elements[start..<index])
          start = index + 1
        }
      }
      parts.append(elements[start..<elements.endIndex])
      return parts
    }
    return split(elements[...], on: "||").contains { alternative in
      split(alternative, on: "&&").allSatisfy { operand in
        operand.count == 1 && holds(operand.first!)
      }
    }
  }

  private func holds(function: String, argument: String) -> Bool {
    switch function {
    case "os": return argument == Self.operatingSystem
    case "arch": return argument == Self.architecture
    case "canImport":
      let module = argument.split(separator: ",").first.map(String.init) ?? argument
      return canImport(module.split(separator: ".").first.map(String.init) ?? module)
    case "compiler": return compare(argument, with: Self.compilerVersion)
    case "swift":
      // Swift 5 mode is language version 5.10; Swift 6 mode follows the compiler.
      return compare(argument, with: languageMajorVersion < 6 ? [5, 10] : Self.compilerVersion)
    case "_runtime": return argument == (Self.operatingSystem == "macOS" ? "_ObjC" : "_Native")
    case "_endian": return argument == "little"
    case "_pointerBitWidth": return argument == "_64"
    case "hasAttribute": return Self.knownAttributes.contains(argument)
    case "targetEnvironment": return false
    default: return false
    }
  }

  /// Attributes a Swift 6 compiler knows, for `hasAttribute(…)`.
  private static let knownAttributes: Set<String> = [
    "retroactive", "preconcurrency", "Sendable", "backDeployed", "_spi_available",
    "_unsafeInheritExecutor", "unchecked", "_alwaysEmitIntoClient", "inlinable", "usableFromInline",
    "frozen", "isolated", "sending", "nonisolated", "_implementationOnly",
  ]

  /// `>=5.9` or `<6` against `version`.
  private func compare(_ requirement: String, with version: [Int]) -> Bool {
    let text = requirement.filter { !$0.isWhitespace }
    let isLessThan = text.hasPrefix("<")
    let numbers = text.drop { !$0.isNumber }.split(separator: ".").map { Int($0) ?? 0 }
    let atLeast = version.lexicographicallyPrecedes(numbers) == false
    return isLessThan ? !atLeast : atLeast
  }
}
