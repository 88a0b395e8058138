import SwiftParser
import SwiftSyntax

/// A `Package.swift` read as source: the `Package(…)` call, its literal `dependencies:`,
/// `targets:` and `platforms:` arrays, and each target's name, folder and `dependencies:`.
///
/// Only what is written literally can be edited safely: an array written in the call, or in a
/// top-level variable the call names (`let targets: [Target] = […]`, in each `#if` branch that
/// declares it). A manifest whose arrays are built by code (`targets: makeTargets()`,
/// `dependencies: deps + extra`) is read as far as it is literal, and what cannot be found is
/// left for the user, with exactly what to add.
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
    /// An array written out: `[…]`, or a variable of the manifest initialized with one (one
    /// array per `#if` branch that declares it).
    case literal([ArrayExprSyntax])
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
    arrayVariables = finder.arrayVariables
    guard finder.calls.count == 1, let call = finder.calls.first else { return }
    packageCall = call
    read(call)
  }

  /// The manifest's top-level variables initialized with an array literal, by name.
  private var arrayVariables: [String: [ArrayExprSyntax]] = [:]

  private mutating func read(_ call: FunctionCallExprSyntax) {
    var previous: LabeledExprSyntax?
    for argument in call.arguments {
      switch argument.label?.text {
      case "name":
        name = Self.literal(argument.expression)
      case "dependencies":
        dependencies = self.argument(argument)
        if case .literal(let arrays) = dependencies {
          standInIdentity =
            arrays.lazy.flatMap(\.elements).compactMap { Self.standInIdentity(in: $0.expression) }
            .first
        }
      case "targets":
        argumentBeforeTargets = previous
        if case .literal(let arrays) = self.argument(argument) {
          for element in arrays.flatMap(\.elements) {
            if let target = self.target(element.expression) {
              targets.append(target)
            } else {
              hasComputedTargets = true
            }
          }
        } else {
          hasComputedTargets = true
        }
      case "platforms":
        if case .literal(let arrays) = self.argument(argument) {
          let read = arrays.flatMap(\.elements).map { Self.platform($0.expression) }
          if read.contains(where: { $0 == nil }) { hasComputedPlatforms = true }
          var unique: [PlatformVersion] = []
          for version in read.compactMap({ $0 }) where !unique.contains(version) {
            unique.append(version)
          }
          platforms = unique
        } else {
          hasComputedPlatforms = true
        }
      default: break
      }
      previous = argument
    }
  }

  private func argument(_ argument: LabeledExprSyntax) -> Argument {
    if let array = argument.expression.as(ArrayExprSyntax.self) { return .literal([array]) }
    if let reference = argument.expression.as(DeclReferenceExprSyntax.self),
      let arrays = arrayVariables[reference.baseName.text]
    {
      return .literal(arrays)
    }
    return .computed
  }

  /// `.target(name: "X", …)`, `.testTarget(…)`, … with a literal name.
  private func target(_ expression: ExprSyntax) -> Target? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      let nameArgument = call.arguments.first(where: { $0.label?.text == "name" }),
      let name = Self.literal(nameArgument.expression)
    else { return nil }
    var target = Target(
      name: name, kind: member.declName.baseName.text, path: nil, call: call,
      nameArgument: nameArgument, dependencies: .absent)
    for argument in call.arguments {
      switch argument.label?.text {
      case "path": target.path = Self.literal(argument.expression)
      case "dependencies": target.dependencies = self.argument(argument)
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

/// Finds `Package(…)` calls, and the variables outside functions and closures that an array
/// literal initializes.
private final class PackageCallFinder: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []
  var arrayVariables: [String: [ArrayExprSyntax]] = [:]

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let array = binding.initializer?.value.as(ArrayExprSyntax.self)
      else { continue }
      arrayVariables[name, default: []].append(array)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "Package"
    {
      calls.append(node)
    }
    return .visitChildren
  }

}
