import SwiftSyntax

/// Whether an `#if` condition holds on the machine the audit runs on, as far as its syntax
/// tells: the platform (`os(Linux)`), the architecture, the byte order, the pointer width, the
/// C library a platform imports (`canImport(Glibc)`) and `!`, `&&`, `||` over them. Anything
/// else (`DEBUG`, `compiler(>=6.0)`, `canImport(Network)`, `_runtime(_multithreaded)`) is not
/// known, and a condition that needs it is not known either.
///
/// ```swift
/// let condition: ExprSyntax = "os(WASI) && !_runtime(_multithreaded)"
/// HostCondition.holds(condition)  // false on Linux: `os(WASI)` is
/// HostCondition.holds("DEBUG")    // nil
/// ```
enum HostCondition {
  /// `true` or `false` when the condition's value on this machine is known, else `nil`.
  static func holds(_ condition: ExprSyntax) -> Bool? {
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return holds(only.expression)
    }
    if let negation = condition.as(PrefixOperatorExprSyntax.self),
      negation.operator.text == "!"
    {
      return holds(negation.expression).map(!)
    }
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)
    {
      return combine([holds(infix.leftOperand), holds(infix.rightOperand)], op.operator.text)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return holds(sequence: Array(sequence.elements))
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
      call.arguments.count == 1, let argument = call.arguments.first
    {
      return holds(function.baseName.text, argument.expression.trimmedDescription)
    }
    return nil
  }

  /// An unfolded `a && b || c`: `&&` binds tighter than `||`.
  private static func holds(sequence elements: [ExprSyntax]) -> Bool? {
    var alternatives: [[ExprSyntax]] = [[]]
    for element in elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        switch op.operator.text {
        case "||": alternatives.append([])
        case "&&": continue
        default: return nil
        }
      } else {
        alternatives[alternatives.count - 1].append(element)
      }
    }
    return combine(alternatives.map { combine($0.map(holds), "&&") }, "||")
  }

  /// `values` joined by `&&` or `||`, where `nil` is a value not known.
  private static func combine(_ values: [Bool?], _ op: String) -> Bool? {
    switch op {
    case "&&":
      if values.contains(false) { return false }
      return values.contains(nil) ? nil : true
    case "||":
      if values.contains(true) { return true }
      return values.contains(nil) ? nil : false
    default:
      return nil
    }
  }

  private static func holds(_ function: String, _ argument: String) -> Bool? {
    switch function {
    case "os": return argument == os
    case "arch": return argument == arch
    case "_endian": return argument == endian
    case "_pointerBitWidth": return argument == pointerBitWidth
    case "targetEnvironment": return false
    case "canImport" where argument == "WinSDK": return os == "Windows"
    case "canImport": return cLibraries.contains(argument) ? argument == cLibrary : nil
    default: return nil
    }
  }

  /// The C libraries each platform imports: which one is this machine's is known.
  private static let cLibraries: Set<String> = [
    "Darwin", "Glibc", "Musl", "Android", "Bionic", "WASILibc", "ucrt",
  ]

  #if os(macOS)
    private static let os = "macOS"
  #elseif os(Linux)
    private static let os = "Linux"
  #elseif os(Windows)
    private static let os = "Windows"
  #elseif os(FreeBSD)
    private static let os = "FreeBSD"
  #else
    private static let os = ""
  #endif

  #if canImport(Darwin)
    private static let cLibrary = "Darwin"
  #elseif canImport(Glibc)
    private static let cLibrary = "Glibc"
  #elseif canImport(Musl)
    private static let cLibrary = "Musl"
  #elseif canImport(ucrt)
    private static let cLibrary = "ucrt"
  #else
    private static let cLibrary = ""
  #endif

  #if arch(x86_64)
    private static let arch = "x86_64"
  #elseif arch(arm64)
    private static let arch = "arm64"
  #else
    private static let arch = ""
  #endif

  #if _endian(little)
    private static let endian = "little"
  #else
    private static let endian = "big"
  #endif

  #if _pointerBitWidth(_64)
    private static let pointerBitWidth = "_64"
  #else
    private static let pointerBitWidth = "_32"
  #endif
}
