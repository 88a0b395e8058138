import SwiftParser
import SwiftSyntax

/// A `Package.swift` read as source: the `Package(…)` call, its literal `dependencies:`,
/// `targets:` and `platforms:` arrays, and each target's name, folder and `dependencies:`.
///
/// Only what is written literally can be edited safely: a manifest whose arrays are built by code
/// (`targets: makeTargets()`, `dependencies: deps + extra`) is read as far as it is literal, and
/// what cannot be found is left for the user, with exactly what to add.
struct PackageManifest {
  /// One element of `targets:` written as `.target(name: "X", …)`.
  struct Target {
    /// The target's name.
    var name: String
    /// `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, …
    var kind: String
    /// The `path:` argument, if given as a literal.
    var path: String?
    /// The call itself.
    var call: FunctionCallExprSyntax
    /// The `name:` argument, after which a missing `dependencies:` is inserted.
    var nameArgument: LabeledExprSyntax
    /// The `dependencies:` argument: absent, a literal array, or code.
    var dependencies: Argument

    /// The folder the target's sources are in, relative to the package: `path:`, or where
    /// SwiftPM looks by default.
    func folders(existing: (String) -> Bool) -> [String] {
      if let path { return [path] }
      if kind == "testTarget" { return ["Tests/\(name)"] }
      if kind == "plugin" { return ["Plugins/\(name)"] }
      let found = ["Sources", "Source", "src", "srcs"].map { "\($0)/\(name)" }.filter(existing)
      return found.isEmpty ? ["Sources/\(name)"] : found
    }
  }

  /// An argument of a call as the editor needs it.
  enum Argument {
    /// Not given.
    case absent
    /// An array written out: `[…]`.
    case literal(ArrayExprSyntax)
    /// Anything else: a variable, a function call, a sum of arrays.
    case computed
  }

  /// The manifest's path.
  var path: String
  /// Its bytes.
  var source: [UInt8]
  /// The `Package(…)` call, when there is exactly one.
  var packageCall: FunctionCallExprSyntax?
  /// The package's `name:`.
  var name: String?
  /// The package's `dependencies:`.
  var dependencies: Argument = .absent
  /// The argument after which a missing `dependencies:` goes (the one before `targets:`).
  var argumentBeforeTargets: LabeledExprSyntax?
  /// The targets written as `.target(name: "X", …)` calls.
  var targets: [Target] = []
  /// Whether `targets:` holds anything besides such calls, or is not an array at all.
  var hasComputedTargets = false
  /// The declared platforms, when `platforms:` is a literal array; `nil` when it is absent.
  var platforms: [PlatformVersion]?
  /// Whether `platforms:` is written as code, so it cannot be read.
  var hasComputedPlatforms = false
  /// The identity of the StandIn dependency the manifest already has, if any.
  var standInIdentity: String?

  /// Reads the manifest at `path`; `nil` when it cannot be read or has syntax errors.
  init?(path: String) {
    guard let bytes = try? FileSystem.read(path),
      let text = String(validating: bytes, as: UTF8.self)
    else { return nil }
    self.init(path: path, text: text)
  }

  /// Reads `text` as the manifest at `path`; `nil` when it has syntax errors.
  init?(path: String, text: String) {
    let tree = Parser.parse(source: text)
    guard !tree.hasError else { return nil }
    self.path = path
    self.source = Array(text.utf8)
    let finder = PackageCallFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard finder.calls.count == 1, let call = finder.calls.first else { return }
    packageCall = call
    read(call)
  }

  private mutating func read(_ call: FunctionCallExprSyntax) {
    var previous: LabeledExprSyntax?
    for argument in call.arguments {
      switch argument.label?.text {
      case "name":
        name = Self.literal(argument.expression)
      case "dependencies":
        dependencies = Self.argument(argument)
        if case .literal(let array) = dependencies {
          standInIdentity =
            array.elements.lazy.compactMap { Self.standInIdentity(in: $0.expression) }
            .first
        }
      case "targets":
        argumentBeforeTargets = previous
        if case .literal(let array) = Self.argument(argument) {
          for element in array.elements {
            if let target = Self.target(element.expression) {
              targets.append(target)
            } else {
              hasComputedTargets = true
            }
          }
        } else {
          hasComputedTargets = true
        }
      case "platforms":
        if case .literal(let array) = Self.argument(argument) {
          let read = array.elements.map { Self.platform($0.expression) }
          if read.contains(where: { $0 == nil }) { hasComputedPlatforms = true }
          platforms = read.compactMap { $0 }
        } else {
          hasComputedPlatforms = true
        }
      default: break
      }
      previous = argument
    }
  }

  private static func argument(_ argument: LabeledExprSyntax) -> Argument {
    if let array = argument.expression.as(ArrayExprSyntax.self) { return .literal(array) }
    return .computed
  }

  /// `.target(name: "X", …)`, `.testTarget(…)`, … with a literal name.
  private static func target(_ expression: ExprSyntax) -> Target? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      let nameArgument = call.arguments.first(where: { $0.label?.text == "name" }),
      let name = literal(nameArgument.expression)
    else { return nil }
    var target = Target(
      name: name, kind: member.declName.baseName.text, path: nil, call: call,
      nameArgument: nameArgument, dependencies: .absent)
    for argument in call.arguments {
      switch argument.label?.text {
      case "path": target.path = literal(argument.expression)
      case "dependencies": target.dependencies = Self.argument(argument)
      default: break
      }
    }
    return target
  }

  /// The text of a string literal without interpolation.
  static func literal(_ expression: ExprSyntax) -> String? {
    guard let string = expression.as(StringLiteralExprSyntax.self),
      string.segments.count == 1,
      case .stringSegment(let segment) = string.segments.first
    else { return nil }
    return segment.content.text
  }

  /// `.package(url: "…/StandIn.git", …)` or `.package(path: "../StandIn")`: the identity.
  private static func standInIdentity(in expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "package"
    else { return nil }
    let name = call.arguments.first { $0.label?.text == "name" }.flatMap { literal($0.expression) }
    for argument in call.arguments where ["url", "path"].contains(argument.label?.text) {
      guard let location = literal(argument.expression) else { continue }
      let identity = StandInPackage.identity(of: location)
      if identity.lowercased() == "standin" { return name ?? identity }
    }
    return nil
  }

  /// `.iOS(.v12)`, `.macOS(.v10_15)`, `.macOS("10.15")`.
  private static func platform(_ expression: ExprSyntax) -> PlatformVersion? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let version = call.arguments.first?.expression
    else { return nil }
    let platform = member.declName.baseName.text
    let text: String
    if let versionMember = version.as(MemberAccessExprSyntax.self), versionMember.base == nil {
      let name = versionMember.declName.baseName.text
      guard name.hasPrefix("v") else { return nil }
      text = name.dropFirst().replacingUnderscores()
    } else if let literal = literal(version) {
      text = literal
    } else {
      return nil
    }
    let components = text.split(separator: ".").compactMap { Int($0) }
    guard !components.isEmpty else { return nil }
    return PlatformVersion(platform: platform, components: components)
  }
}

extension Substring {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "." : $0 })
  }
}

/// Finds `Package(…)` calls.
private final class PackageCallFinder: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "Package"
    {
      calls.append(node)
    }
    return .visitChildren
  }

}
