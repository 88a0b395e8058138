import SwiftSyntax

/// Writes the source of a mock: its stored recorders, initializers, the implementation of every
/// member, and the `stub`, `expect`, `reject` and `verify` builders.
///
/// Every level of a mock shares one ``MockState`` passed down `init(standInState:…)`: a mock of
/// a protocol that inherits another `@Mockable` protocol subclasses that protocol's mock, and its
/// builders subclass that mock's builders.
struct MockGenerator {
  enum Subject {
    /// A protocol: the mock conforms to it, forwards to a real object when it can, and builds on
    /// `parentMock`, the mock of the protocol it inherits, when there is one.
    case protocolType(canForward: Bool, parentMock: String?)
    /// A class: the mock subclasses it, overrides every overridable member and forwards to
    /// `super`.
    case classType(initializers: [MockedSuperInitializer])
  }

  let subject: Subject
  let subjectName: String
  /// `StatusProvidingMock`.
  let mockName: String
  /// `<Item>` for a protocol's associated types or a class's generic parameters.
  let genericClause: String
  /// The subject's generic arguments, for a class mock's superclass: `<T>`.
  let superGenericArguments: String
  /// `public `, `package ` or empty.
  let access: String
  /// `@MainActor ` or empty.
  let globalActor: String
  let isActor: Bool
  /// Whether a requirement mentions `Self`, which only a final class can satisfy.
  let usesSelf: Bool
  let instanceMembers: [MockedMember]
  let staticMembers: [MockedMember]
  var genericParameterNames: [String] = []

  var isClassMock: Bool {
    if case .classType = subject { return true }
    return false
  }

  private var parentMock: String? {
    if case .protocolType(_, let parent) = subject { return parent }
    return nil
  }

  private var hasForwarding: Bool {
    if case .protocolType(canForward: true, _) = subject { return true }
    return false
  }

  /// `convenience ` for a class's delegating initializers; actors delegate without it.
  private var convenience: String { isActor ? "" : "convenience " }

  /// `nonisolated ` where the mock is isolated, for the members tests reach from anywhere.
  private var nonisolated: String { isActor || !globalActor.isEmpty ? "nonisolated " : "" }

  /// `override ` on a child mock's members that its parent mock also declares.
  private var overrideIfChild: String { parentMock == nil ? "" : "override " }

  /// The private property holding the object a partial mock forwards to.
  private var realProperty: String { "standInReal\(subjectName)" }

  /// The builders' stored reference to this level's mock.
  private var builderMockProperty: String { "mockOf\(subjectName)" }

  func declaration() -> DeclSyntax {
    let keyword: String
    let inheritance: String
    switch subject {
    case .protocolType(_, let parent):
      keyword = isActor ? "actor" : (usesSelf ? "final class" : "class")
      if isActor {
        inheritance = "\(subjectName), StandInMocks.Mock"
      } else if let parent {
        inheritance = "\(parent), \(subjectName), @unchecked Sendable"
      } else {
        inheritance = "\(subjectName), StandInMocks.Mock, @unchecked Sendable"
      }
    case .classType:
      keyword = "final class"
      inheritance = "\(subjectName)\(superGenericArguments), StandInMocks.Mock, @unchecked Sendable"
    }
    let body = [
      storage(),
      initializers(),
      instanceMembers.map { implementation(of: $0, recorder: "self") }.filter { !$0.isEmpty }
        .joined(separator: "\n\n"),
      builders(
        for: instanceMembers, owner: mockName + genericArgumentsOfMock, isChild: parentMock != nil),
      statics(),
    ].filter { !$0.isEmpty }.joined(separator: "\n\n")
    return """
      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``\(raw: subjectName)``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      \(raw: globalActor)\(raw: access)\(raw: keyword) \(raw: mockName)\(raw: genericClause): \(raw: inheritance) {
      \(raw: body)
      }
      #endif
      """
  }

  // MARK: Storage and initializers

  private func storage() -> String {
    var lines: [String] = []
    if parentMock == nil {
      lines += [
        "/// The state every member of this mock shares.",
        "\(access)\(nonisolated)let mockState: StandInMocks.MockState",
      ]
    }
    if hasForwarding {
      lines.append("private let \(realProperty): (any \(subjectName))?")
    }
    lines += instanceMembers.map(storedRecorder)
    return lines.joined(separator: "\n")
  }

  private func storedRecorder(_ member: MockedMember) -> String {
    let type = member.isGeneric ? "StandInMocks.MockMemberFamily" : member.runtimeMemberType
    return "fileprivate \(nonisolated)let _\(member.identifier): \(type)"
  }

  private func recorderInitializations(state: String) -> String {
    instanceMembers.map { member in
      if member.isGeneric {
        return
          "_\(member.identifier) = StandInMocks.MockMemberFamily(\(quoted(member.displayName)), of: \(state))"
      }
      return
        "_\(member.identifier) = \(member.runtimeMemberType)(\(quoted(member.displayName)), of: \(state)) { \(describeCallClosureBody(member)) }"
    }.joined(separator: "\n")
  }

  private let siteParameters =
    "fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column"
  private let siteArguments = "fileID: fileID, filePath: filePath, line: line, column: column"

  private func newState(mode: String, canForward: String) -> String {
    "StandInMocks.MockState(\(quoted(mockName)), mode: \(mode), canForward: \(canForward), \(siteArguments))"
  }

  private func initializers() -> String {
    switch subject {
    case .protocolType(let canForward, let parent):
      let realArgument = canForward ? ", real: nil" : ""
      var text = """
        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        \(access)\(convenience)init(_ mode: StandInMocks.MockMode = .strict, \(siteParameters)) {
        self.init(standInState: \(newState(mode: "mode", canForward: "false"))\(realArgument))
        }
        """
      if canForward {
        text += """


          /// Creates a partial mock: calls that nothing stubs run on `real`.
          \(access)\(convenience)init(forwardingTo real: any \(subjectName), \(siteParameters)) {
          self.init(standInState: \(newState(mode: ".partial", canForward: "true")), real: real)
          }
          """
      }
      let realParameter = canForward ? ", real: (any \(subjectName))?" : ""
      let realAssignment = canForward ? "\(realProperty) = real\n" : ""
      let stateAssignment = parent == nil ? "mockState = state\n" : ""
      let superCall = parent == nil ? "" : "\nsuper.init(standInState: state, real: real)"
      text += """


        /// Creates the mock around `state`. Mocks of protocols that inherit \(subjectName) build
        /// on this initializer.
        \(access)init(standInState state: StandInMocks.MockState\(realParameter)) {
        \(realAssignment)\(stateAssignment)\(recorderInitializations(state: "state"))\(superCall)
        }
        """
      return text + requiredInitializers()
    case .classType(let superInitializers):
      return superInitializers.map { initializer in
        let extraParameters = initializer.parameters.map {
          "\($0.builderLabel): \($0.declaredType.trimmedDescription)"
        }
        let parameters =
          (["_ mode: StandInMocks.MockMode = .strict"] + extraParameters + [siteParameters])
          .joined(separator: ", ")
        let superArguments = initializer.parameters.map { "\($0.callLabel)\($0.name)" }.joined(
          separator: ", ")
        return """
          /// Creates a mock of \(subjectName): `.strict` (the default) reports calls that nothing
          /// stubs, `.nice` answers default values, `.partial` runs \(subjectName)'s own code.
          \(access)init(\(parameters))\(initializer.effects) {
          let state = \(newState(mode: "mode", canForward: "true"))
          mockState = state
          \(recorderInitializations(state: "state"))
          \(initializer.tryKeyword)super.init(\(superArguments))
          }
          """
      }.joined(separator: "\n\n")
    }
  }

  /// Initializers a protocol requires: each makes a nice mock that records how it was created.
  private func requiredInitializers() -> String {
    instanceMembers.filter { $0.kind == .initializer }.map { member in
      let declaration = member.declaration.cast(InitializerDeclSyntax.self)
      let required = isActor ? "" : "required \(convenience)"
      let failable = declaration.optionalMark?.text ?? ""
      let real = hasForwarding ? ", real: nil" : ""
      return """


        /// Creates a nice mock, recording the call as `\(member.displayName)`.
        \(access)\(required)init\(failable)\(declaration.signature.trimmedDescription) {
        self.init(standInState: StandInMocks.MockState(\(quoted(mockName)), mode: .nice, canForward: false, fileID: #fileID, filePath: #filePath, line: #line, column: #column)\(real))
        _\(member.identifier).call(\(member.argumentsValue)) { _ in }
        }
        """
    }.joined()
  }

  // MARK: Implementations

  private func implementation(of member: MockedMember, recorder owner: String) -> String {
    switch member.kind {
    case .initializer:
      return ""
    case .method:
      let function = member.declaration.cast(FunctionDeclSyntax.self)
      return
        "\(implementationPrefix(member))func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(function.signature.trimmedDescription)\(function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? "") {\n\(callBody(member, owner: owner))\n}"
    case .getter:
      let setter = (member.isStatic ? staticMembers : instanceMembers).first {
        $0.kind == .setter && $0.baseName == member.baseName
          && $0.parameters.dropLast().map(\.storedType) == member.parameters.map(\.storedType)
      }
      let effects = [member.isAsync ? "async" : nil, member.throwingSpecifier].compactMap { $0 }
        .joined(separator: " ")
      let getter =
        "get\(effects.isEmpty ? "" : " \(effects)") {\n\(callBody(member, owner: owner))\n}"
      let setterText = setter.map { "\nset {\n\(callBody($0, owner: owner))\n}" } ?? ""
      if member.baseName == "subscript" {
        let declaration = member.declaration.cast(SubscriptDeclSyntax.self)
        return
          "\(implementationPrefix(member))subscript\(declaration.genericParameterClause?.trimmedDescription ?? "")\(declaration.parameterClause.trimmedDescription) \(declaration.returnClause.trimmedDescription)\(declaration.genericWhereClause.map { " \($0.trimmedDescription)" } ?? "") {\n\(getter)\(setterText)\n}"
      }
      return
        "\(implementationPrefix(member))var \(member.baseName): \(member.resultType) {\n\(getter)\(setterText)\n}"
    case .setter:
      return ""
    }
  }

  private func implementationPrefix(_ member: MockedMember) -> String {
    var prefix = access
    if member.isStatic { prefix += "static " }
    if isClassMock { prefix = "override " + prefix }
    return prefix
  }

  /// `try await _x.callAsync(arguments) { arguments in try await real }`.
  private func callBody(_ member: MockedMember, owner: String) -> String {
    let recorder = recorderExpression(member, owner: owner)
    if member.throwing == .rethrowing {
      return """
        switch \(recorder).callRethrowing(\(member.argumentsValue)) {
        case .value(let value): return value
        case .forwardToReal: return try \(realCall(member, arguments: nil))
        }
        """
    }
    let tryKeyword = member.throwing == .none ? "" : "try "
    let awaitKeyword = member.isAsync ? "await " : ""
    let method = member.isAsync ? "callAsync" : "call"
    let returnKeyword = member.kind == .setter ? "" : "return "
    let real = realCall(member, arguments: "arguments")
    let realStatement = real.contains("\n") ? real : "\(tryKeyword)\(awaitKeyword)\(real)"
    // A typed-throws closure must say so, or it is inferred to throw `any Error`.
    let closureEffects =
      member.throwing.isTyped
      ? " \(member.isAsync ? "async " : "")throws(\(member.throwing.failureType))" : ""
    return
      "\(returnKeyword)\(tryKeyword)\(awaitKeyword)\(recorder).\(method)(\(member.argumentsValue)) { arguments\(closureEffects) in\n\(realStatement)\n}"
  }

  private func recorderExpression(_ member: MockedMember, owner: String) -> String {
    let base = member.isStatic ? "Self.statics" : owner
    guard member.isGeneric else { return "\(base)._\(member.identifier)" }
    let key = genericNames(member).map { "\($0).self" }.joined(separator: ", ")
    return
      "\(base)._\(member.identifier).member(for: [\(key)], as: \(member.runtimeMemberType).self) { \(describeCallClosureBody(member)) }"
  }

  /// The real implementation of `member`, reading its arguments from `arguments` (or from the
  /// parameters themselves when `nil`).
  private func realCall(_ member: MockedMember, arguments: String?) -> String {
    if member.isStatic || member.kind == .initializer
      || member.parameters.contains(where: \.isVariadic)
      || !(isClassMock || hasForwarding)
    {
      let state = member.isStatic ? "Self.statics.mockState" : "self.mockState"
      return "StandInMocks.noRealImplementation(of: \(quoted(member.displayName)), in: \(state))"
    }
    let target = isClassMock ? "super" : "\(isActor ? "" : "self.")\(realProperty)!"
    func value(_ index: Int) -> String {
      let parameter = member.parameters[index]
      if parameter.isInout { return "&\(parameter.name)" }
      if parameter.isNonEscapingClosure || arguments == nil { return parameter.name }
      return member.argument(index, in: arguments!)
    }
    switch member.kind {
    case .method:
      let list = member.parameters.indices.map { "\(member.parameters[$0].callLabel)\(value($0))" }
        .joined(separator: ", ")
      return "\(target).\(member.baseName)(\(list))"
    case .getter where member.baseName == "subscript":
      return
        "\(target)[\(member.parameters.indices.map { "\(member.parameters[$0].callLabel)\(value($0))" }.joined(separator: ", "))]"
    case .getter:
      return "\(target).\(member.baseName)"
    case .setter where member.baseName == "subscript":
      let indices = member.parameters.indices.dropLast().map {
        "\(member.parameters[$0].callLabel)\(value($0))"
      }.joined(separator: ", ")
      let newValue = value(member.parameters.count - 1)
      return isClassMock
        ? "super[\(indices)] = \(newValue)" : "var real = \(target)\nreal[\(indices)] = \(newValue)"
    case .setter:
      let newValue = value(0)
      return isClassMock
        ? "super.\(member.baseName) = \(newValue)"
        : "var real = \(target)\nreal.\(member.baseName) = \(newValue)"
    case .initializer:
      return ""
    }
  }

  private func genericNames(_ member: MockedMember) -> [String] {
    if let function = member.declaration.as(FunctionDeclSyntax.self) {
      return function.genericParameterClause?.parameters.map(\.name.text) ?? []
    }
    if let subscriptDecl = member.declaration.as(SubscriptDeclSyntax.self) {
      return subscriptDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
    }
    return []
  }

  private func describeCallClosureBody(_ member: MockedMember) -> String {
    let parameterNames = member.parameters.isEmpty ? "_" : "arguments"
    let text = member.callText { "\\(StandInMocks.describeArgument(\(member.argument($0))))" }
    return "\(parameterNames) in \"\(text)\""
  }

  // MARK: Builders

  private func builders(for members: [MockedMember], owner: String, isChild: Bool) -> String {
    let kinds: [(type: String, property: String, doc: String)] = [
      ("MockStubs", "stub", "Stubs: what each member answers."),
      (
        "MockExpectations", "expect",
        "Expectations: calls that must happen, checked by `verifyExpectations()`."
      ),
      (
        "MockRejections", "reject", "Rejections: calls that must not happen, reported when they do."
      ),
      ("MockVerifications", "verify", "Verifications: the calls made, to check after the fact."),
    ]
    let property =
      owner == mockName + genericArgumentsOfMock ? builderMockProperty : "mockOfStatics"
    let override = isChild ? "override " : ""
    return kinds.map { kind in
      let methods = members.filter { $0.kind != .initializer || kind.property == "verify" }
        .map { builderMember($0, kind: kind.property, mock: property) }
        .joined(separator: "\n\n")
      let superclass = isChild ? ": \(parentMock ?? "").\(kind.type)" : ""
      let superInit = isChild ? "\nsuper.init(mock: mock)" : ""
      return """
        /// \(kind.doc)
        \(access)class \(kind.type)\(superclass) {
        fileprivate let \(property): \(owner)

        /// Creates the \(kind.property) builders of `mock`.
        \(access)init(mock: \(owner)) {
        \(property) = mock\(superInit)
        }

        \(methods)
        }

        /// \(kind.doc)
        \(access)\(override)\(nonisolated)var \(kind.property): \(kind.type) { \(kind.type)(mock: self) }
        """
    }.joined(separator: "\n\n")
  }

  private var genericArgumentsOfMock: String {
    genericClause.isEmpty ? "" : "<\(genericParameterNames.joined(separator: ", "))>"
  }

  private func builderMember(_ member: MockedMember, kind: String, mock: String) -> String {
    let recorder = recorderExpression(member, owner: mock)
    let matcher = callMatcher(member)
    let async = member.isAsync ? "Async" : ""
    let types = "<\(member.argumentsType), \(member.resultType), \(member.throwing.failureType)>"
    let returnType: String
    let body: String
    var attributes = ""
    var extraParameters: [String] = []
    switch kind {
    case "stub":
      returnType = "StandInMocks.\(async)Stub\(types)"
      body = "StandInMocks.\(async)Stub(\(recorder), \(matcher))"
    case "expect":
      attributes = "@discardableResult "
      extraParameters = [siteParameters]
      returnType = "StandInMocks.\(async)Expectation\(types)"
      body = "StandInMocks.\(async)Expectation(\(recorder), \(matcher), \(siteArguments))"
    case "reject":
      extraParameters = [siteParameters]
      returnType = "Void"
      body = "\(recorder).reject(\(matcher), \(siteArguments))"
    default:
      returnType = "StandInMocks.CallVerification\(types)"
      body = "StandInMocks.CallVerification(\(recorder), \(matcher))"
    }
    let generic = member.genericParameterClause
    let whereClause = member.genericWhereClause.isEmpty ? "" : " \(member.genericWhereClause)"
    switch member.kind {
    case .getter where member.baseName != "subscript" && extraParameters.isEmpty:
      return "\(access)var \(member.baseName): \(returnType) { \(body) }"
    case .getter where member.baseName == "subscript":
      let parameters =
        (member.parameters.map { "\($0.builderLabel): \($0.builderType)" } + extraParameters)
        .joined(separator: ", ")
      return
        "\(access)subscript\(generic)(\(parameters)) -> \(returnType)\(whereClause) { \(body) }"
    case .setter where member.baseName == "subscript":
      var parameters = member.parameters.dropLast().map { "\($0.builderLabel): \($0.builderType)" }
      parameters.append("set newValue: \(member.parameters.last!.builderType)")
      parameters += extraParameters
      return
        "\(access)subscript\(generic)(\(parameters.joined(separator: ", "))) -> \(returnType)\(whereClause) { \(body) }"
    default:
      let name: String
      var parameters = member.parameters.map { "\($0.builderLabel): \($0.builderType)" }
      switch member.kind {
      case .setter:
        name = member.baseName
        parameters = ["set newValue: \(member.parameters[0].builderType)"]
      case .initializer: name = "initialized"
      default: name = member.baseName
      }
      parameters += extraParameters
      return
        "\(attributes)\(access)func \(name)\(generic)(\(parameters.joined(separator: ", "))) -> \(returnType)\(whereClause) { \(body) }"
    }
  }

  private func callMatcher(_ member: MockedMember) -> String {
    let matched = member.parameters.indices.filter { member.parameters[$0].genericMetatype == nil }
    let description = member.callText { index in
      let parameter = member.parameters[index]
      return parameter.genericMetatype != nil
        ? "\\(\(parameter.name))" : "\\(\(parameter.name).description)"
    }
    guard !matched.isEmpty else {
      return
        "StandInMocks.CallMatcher(\"\(description)\", matches: { _ in true }, capture: { _ in })"
    }
    let conditions = matched.map { "\(member.parameters[$0].name).matches(\(member.argument($0)))" }
      .joined(separator: " && ")
    let captures = matched.map { "\(member.parameters[$0].name).capture(\(member.argument($0)))" }
      .joined(separator: "; ")
    return
      "StandInMocks.CallMatcher(\"\(description)\", matches: { arguments in \(conditions) }, capture: { arguments in \(captures) })"
  }

  // MARK: Static members

  private func statics() -> String {
    guard !staticMembers.isEmpty else { return "" }
    let staticsName = "MockStatics"
    let generator = MockGenerator(
      subject: .protocolType(canForward: false, parentMock: nil),
      subjectName: subjectName,
      mockName: "\(mockName).\(staticsName)",
      genericClause: "",
      superGenericArguments: "",
      access: access,
      globalActor: "",
      isActor: false,
      usesSelf: false,
      instanceMembers: staticMembers.map { member in
        var instance = member
        instance.isStatic = false
        return instance
      },
      staticMembers: []
    )
    let storage = generator.instanceMembers.map(generator.storedRecorder).joined(separator: "\n")
    return """
      /// The mock's static members. Each test can have its own: replace ``\(mockName)/$statics``
      /// in a scope, such as `withOverride(\(mockName).$statics, with: .init())`.
      \(access)final class \(staticsName): StandInMocks.Mock, @unchecked Sendable {
      /// The state every static member shares.
      \(access)let mockState: StandInMocks.MockState
      \(storage)

      /// Creates static members: `.strict` (the default) reports calls that nothing stubs, `.nice`
      /// answers default values.
      \(access)init(_ mode: StandInMocks.MockMode = .strict, \(siteParameters)) {
      let state = StandInMocks.MockState(\(quoted("\(mockName).statics")), mode: mode, canForward: false, \(siteArguments))
      mockState = state
      \(generator.recorderInitializations(state: "state"))
      }

      \(generator.builders(for: generator.instanceMembers, owner: staticsName, isChild: false))
      }

      /// The slot holding the static members current for the caller; outside any scope, a nice
      /// instance shared by the process.
      \(access)\(nonisolated)static let $statics = StandIn.OverridableSlot(\(staticsName)(.nice), name: \(quoted("\(mockName).statics")))

      /// The static members current for the caller.
      \(access)\(nonisolated)static var statics: \(staticsName) { $statics.current }

      \(staticMembers.map { implementation(of: $0, recorder: "Self.statics") }.filter { !$0.isEmpty }.joined(separator: "\n\n"))
      """
  }

  private func quoted(_ text: String) -> String {
    "\"\(text)\""
  }
}

/// A designated initializer of the mocked class, which the mock's initializers call.
struct MockedSuperInitializer {
  let parameters: [MockedParameter]
  /// ` throws`, ` async throws` or empty.
  let effects: String

  var tryKeyword: String {
    (effects.contains("throws") ? "try " : "") + (effects.contains("async") ? "await " : "")
  }
}

extension MockedMember {
  /// `throws`, `throws(LoadError)` or `nil`, for accessors.
  var throwingSpecifier: String? {
    switch throwing {
    case .none: nil
    case .untyped, .rethrowing: "throws"
    case .typed(let type): "throws(\(type))"
    }
  }
}
