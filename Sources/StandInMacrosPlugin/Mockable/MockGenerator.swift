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
    /// A concrete type's static members, for `@OverridableStatics`: the mock is the type's
    /// nested `StaticMock`, and each member's real implementation is its own body, which the
    /// member runs as the local function `standInReal`.
    case typeStatics(leftAlone: [StaticMembersSubject.LeftAloneMember])
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
  /// ` where …`: the associated types' and the protocol's own constraints.
  var genericWhereClause = ""
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
    case .typeStatics(let leftAlone):
      return staticMockDeclaration(leftAlone: leftAlone)
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
      \(raw: globalActor)\(raw: access)\(raw: keyword) \(raw: mockName)\(raw: genericClause): \(raw: inheritance)\(raw: genericWhereClause) {
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

  func storedRecorder(_ member: MockedMember) -> String {
    let type = member.isGeneric ? "StandInMocks.MockMemberFamily" : member.runtimeMemberType
    let text = "fileprivate \(nonisolated)let _\(member.identifier): \(type)"
    return usesSelf ? replacingSelf(in: text, with: mockName) : text
  }

  func recorderInitializations(state: String) -> String {
    let text = instanceMembers.map { member in
      if member.isGeneric {
        return
          "_\(member.identifier) = StandInMocks.MockMemberFamily(\(quoted(member.displayName)), of: \(state))"
      }
      return
        "_\(member.identifier) = \(member.runtimeMemberType)(\(quoted(member.displayName)), of: \(state)) { \(describeCallClosureBody(member)) }"
    }.joined(separator: "\n")
    return usesSelf ? replacingSelf(in: text, with: mockName) : text
  }

  let siteParameters =
    "fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column"
  let siteArguments = "fileID: fileID, filePath: filePath, line: line, column: column"

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
    case .typeStatics:
      return ""
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
    let text: String
    switch member.kind {
    case .initializer, .setter:
      return ""
    case .method:
      let function = member.declaration.cast(FunctionDeclSyntax.self)
      let signature = function.signature.with(
        \.parameterClause, function.signature.parameterClause.naming(member.parameters)
      )
      let generics = function.genericParameterClause?.trimmedDescription ?? ""
      let whereClause = function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
      text =
        "\(implementationPrefix(member))func \(function.name.text)\(generics)\(signature.trimmedDescription)\(whereClause) {\n\(callBody(member, owner: owner))\n}"
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
        let generics = declaration.genericParameterClause?.trimmedDescription ?? ""
        let parameters = declaration.parameterClause.naming(member.parameters).trimmedDescription
        let whereClause = declaration.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
        text =
          "\(implementationPrefix(member))subscript\(generics)\(parameters) \(declaration.returnClause.trimmedDescription)\(whereClause) {\n\(getter)\(setterText)\n}"
      } else {
        text =
          "\(implementationPrefix(member))var \(member.baseName): \(member.resultType) {\n\(getter)\(setterText)\n}"
      }
    }
    return usesSelf ? replacingSelf(in: text, with: mockName) : text
  }

  private func implementationPrefix(_ member: MockedMember) -> String {
    var prefix = member.availability + access
    if member.isStatic { prefix += "static " }
    if isClassMock { prefix = "override " + prefix }
    return prefix
  }

  /// `try await _x.callAsync(arguments) { arguments in try await real }`.
  func callBody(_ member: MockedMember, owner: String) -> String {
    let closures = member.parameters.filter(\.isNonEscapingClosure)
    guard !closures.isEmpty else { return recordingCall(member, owner: owner, sends: true) }
    let state = "\(owner).mockState"
    let name = quoted(member.displayName)
    guard member.isolatedParameter == nil else {
      // Swift cannot prove handing a closure of an isolated call to `withoutActuallyEscaping`
      // safe, so the stubs get empty boxes.
      let boxes = closures.map { closure in
        "let \(closure.closureBoxName) = \(closure.storedType)(unavailableIn: \(name), in: \(state))"
      }
      return (boxes + [recordingCall(member, owner: owner, sends: true)]).joined(separator: "\n")
    }
    // Each closure is made escaping for the length of the call, so a stub can run it; its box
    // forgets it before `withoutActuallyEscaping` checks that it did not escape.
    var body = recordingCall(member, owner: owner, sends: false)
    // An `async` closure must say whether it throws, and a typed-throws one what.
    let throwsClause =
      member.throwing.isTyped
      ? " throws(\(member.throwing.failureType))"
      : (member.isAsync && member.throwing != .none ? " throws" : "")
    let effects = (member.isAsync ? " async" : "") + throwsClause
    for (depth, closure) in closures.reversed().enumerated() {
      body = """
        \(member.throwing == .none ? "" : "try ")\(member.isAsync ? "await " : "")withoutActuallyEscaping(\(closure.referenceName)) { \(closure.referenceName)\(effects) in
        let \(closure.closureBoxName) = \(closure.storedType)(\(closure.referenceName), passedTo: \(name), in: \(state))
        defer { \(closure.closureBoxName).end() }
        \(depth == 0 ? body : "return \(body)")
        }
        """
    }
    if member.sendsResult { return "nonisolated(unsafe) let result = \(body)\nreturn result" }
    return "return \(body)"
  }

  /// The call that records `member`'s arguments and answers it. `sends` makes a `sending`
  /// result safe to return from here.
  private func recordingCall(_ member: MockedMember, owner: String, sends: Bool) -> String {
    let recorder = recorderExpression(member, owner: owner)
    let real = realCall(member)
    if member.throwing == .rethrowing {
      return """
        switch \(recorder).callRethrowing(\(member.argumentsValue)) {
        case .value(let value): return value
        case .forwardToReal: return \(real.isForwarding ? "try " : "")\(real.code)
        }
        """
    }
    let tryKeyword = member.throwing == .none ? "" : "try "
    let awaitKeyword = member.isAsync ? "await " : ""
    let method = member.isAsync ? "callAsync" : "call"
    let returnKeyword = member.kind == .setter ? "" : "return "
    let realStatement =
      real.isForwarding && !real.code.contains("\n")
      ? "\(tryKeyword)\(awaitKeyword)\(real.code)" : real.code
    // A typed-throws closure must say so, or it is inferred to throw `any Error`.
    let closureEffects =
      member.throwing.isTyped
      ? " \(member.isAsync ? "async " : "")throws(\(member.throwing.failureType))" : ""
    // An isolated mock, or a member with an `isolated` parameter, records the call in that
    // actor's isolation; a nonisolated one lets the real implementation run where it runs. A
    // static member's real body runs in the isolation of its caller, like the body it is.
    let runsInCallerIsolation: Bool
    if case .typeStatics = subject {
      runsInCallerIsolation = true
    } else {
      runsInCallerIsolation = !nonisolated.isEmpty
    }
    let isolation =
      !member.isAsync
      ? ""
      : member.isolatedParameter.map { ", isolation: \($0)" }
        ?? (runsInCallerIsolation ? ", isolation: #isolation" : "")
    let call =
      "\(tryKeyword)\(awaitKeyword)\(recorder).\(method)(\(member.argumentsValue)\(isolation)) { _\(closureEffects) in\n\(realStatement)\n}"
    guard !(sends && member.sendsResult) else {
      // A `sending` result hands the caller a value of its own; the mock hands out what the test
      // stubbed, so it vouches for it.
      return "nonisolated(unsafe) let result = \(call)\nreturn result"
    }
    return "\(returnKeyword)\(call)"
  }

  private func recorderExpression(_ member: MockedMember, owner: String) -> String {
    let base = member.isStatic ? "Self.statics" : owner
    guard member.isGeneric else { return "\(base)._\(member.identifier)" }
    let key = member.genericNames.map { "\($0).self" }.joined(separator: ", ")
    return
      "\(base)._\(member.identifier).member(for: [\(key)], as: \(member.runtimeMemberType).self, describeCall: { \(describeCallClosureBody(member)) })"
  }

  /// The call of the real implementation of `member`, with its own parameters, or the stop
  /// that reports there is none.
  private func realCall(_ member: MockedMember) -> (code: String, isForwarding: Bool) {
    if case .typeStatics = subject {
      return ("\(member.realBodyFunction)(\(member.realBodyArguments))", true)
    }
    if member.isStatic || member.kind == .initializer
      || member.parameters.contains(where: \.isVariadic)
      || (usesSelf && member.mentionsSelf)
      || !(isClassMock || hasForwarding)
    {
      let state = member.isStatic ? "Self.statics.mockState" : "self.mockState"
      return (
        "StandInMocks.noRealImplementation(of: \(quoted(member.displayName)), in: \(state))", false
      )
    }
    let target = isClassMock ? "super" : "\(isActor ? "" : "self.")\(realProperty)!"
    func value(_ index: Int) -> String {
      let parameter = member.parameters[index]
      return parameter.isInout ? "&\(parameter.referenceName)" : parameter.referenceName
    }
    func list(_ indices: some Sequence<Int>) -> String {
      indices.map { "\(member.parameters[$0].callLabel)\(value($0))" }.joined(separator: ", ")
    }
    switch member.kind {
    case .method:
      return ("\(target).\(member.baseName)(\(list(member.parameters.indices)))", true)
    case .getter where member.baseName == "subscript":
      return ("\(target)[\(list(member.parameters.indices))]", true)
    case .getter:
      return ("\(target).\(member.baseName)", true)
    case .setter where member.baseName == "subscript":
      let indices = list(member.parameters.indices.dropLast())
      return isClassMock
        ? ("super[\(indices)] = newValue", true)
        : ("var real = \(target)\nreal[\(indices)] = newValue", true)
    case .setter:
      return isClassMock
        ? ("super.\(member.baseName) = newValue", true)
        : ("var real = \(target)\nreal.\(member.baseName) = newValue", true)
    case .initializer:
      return ("", false)
    }
  }

  private func describeCallClosureBody(_ member: MockedMember) -> String {
    let parameterNames = member.parameters.isEmpty ? "_" : "arguments"
    let text = member.callText { "\\(StandInMocks.describeArgument(\(member.argument($0))))" }
    return "\(parameterNames) in \"\(text)\""
  }

  // MARK: Builders

  /// The `stub`, `expect`, `reject` and `verify` builders of `members`; each builder class also
  /// declares `unavailable`, members that tests cannot stub, each with the reason.
  func builders(
    for members: [MockedMember], owner: String, isChild: Bool, unavailable: [String] = []
  ) -> String {
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
      let methods =
        (members.filter { $0.kind != .initializer || kind.property == "verify" }
        .map { builderMember($0, kind: kind.property, mock: property) } + unavailable)
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
    let site = BuilderSite(avoiding: member.parameters.compactMap(\.label))
    let returnType: String
    let body: String
    var attributes = ""
    var extraParameters = member.undeterminedGenericNames.map { name in
      "\(name.prefix(1).lowercased() + name.dropFirst())Type: \(name).Type"
    }
    switch kind {
    case "stub":
      returnType = "StandInMocks.\(async)Stub\(types)"
      body = "StandInMocks.\(async)Stub(\(recorder), \(matcher))"
    case "expect":
      attributes = "@discardableResult "
      extraParameters.append(site.parameters)
      returnType = "StandInMocks.\(async)Expectation\(types)"
      body = "StandInMocks.\(async)Expectation(\(recorder), \(matcher), \(site.arguments))"
    case "reject":
      extraParameters.append(site.parameters)
      returnType = "Void"
      body = "\(recorder).reject(\(matcher), \(site.arguments))"
    default:
      returnType = "StandInMocks.CallVerification\(types)"
      body = "StandInMocks.CallVerification(\(recorder), \(matcher))"
    }
    let generic = member.genericParameterClause
    let whereClause = member.genericWhereClause.isEmpty ? "" : " \(member.genericWhereClause)"
    let text: String
    switch member.kind {
    case .getter where member.baseName != "subscript" && extraParameters.isEmpty:
      text = "\(access)var \(member.baseName): \(returnType) { \(body) }"
    case .getter where member.baseName == "subscript":
      let parameters =
        (member.parameters.map { "\($0.builderLabel): \($0.builderType)" } + extraParameters)
        .joined(separator: ", ")
      text =
        "\(access)subscript\(generic)(\(parameters)) -> \(returnType)\(whereClause) { \(body) }"
    case .setter where member.baseName == "subscript":
      var parameters = member.parameters.dropLast().map { "\($0.builderLabel): \($0.builderType)" }
      parameters.append("set newValue: \(member.parameters.last!.builderType)")
      parameters += extraParameters
      text =
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
      text =
        "\(attributes)\(access)func \(name)\(generic)(\(parameters.joined(separator: ", "))) -> \(returnType)\(whereClause) { \(body) }"
    }
    return usesSelf ? replacingSelf(in: text, with: mockName) : text
  }

  private func callMatcher(_ member: MockedMember) -> String {
    let matched = member.parameters.indices.filter { member.parameters[$0].genericMetatype == nil }
    let description = member.callText { index in
      let parameter = member.parameters[index]
      return parameter.genericMetatype != nil
        ? "\\(\(parameter.referenceName))" : "\\(\(parameter.referenceName).description)"
    }
    guard !matched.isEmpty else {
      return
        "StandInMocks.CallMatcher(\"\(description)\", matches: { _ in true }, capture: { _ in })"
    }
    let conditions = matched.map {
      "\(member.parameters[$0].referenceName).matches(\(member.argument($0)))"
    }.joined(separator: " && ")
    let captures = matched.map {
      "\(member.parameters[$0].referenceName).capture(\(member.argument($0)))"
    }.joined(separator: "; ")
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

  func quoted(_ text: String) -> String {
    "\"\(text)\""
  }
}

/// The source-location parameters of `expect` and `reject` builders. Their labels are the usual
/// `fileID:filePath:line:column:` unless the member has a parameter of the same name; their
/// internal names never clash.
struct BuilderSite {
  let parameters: String
  let arguments: String

  init(avoiding labels: [String]) {
    let names = ["fileID", "filePath", "line", "column"]
    let clashes = names.contains(where: labels.contains)
    let types = [
      "StaticString = #fileID", "StaticString = #filePath", "UInt = #line", "UInt = #column",
    ]
    parameters = zip(names, types).map { name, type in
      let label = clashes ? "mock\(name.prefix(1).uppercased() + name.dropFirst())" : name
      return "\(label) standIn\(name.prefix(1).uppercased() + name.dropFirst()): \(type)"
    }.joined(separator: ", ")
    arguments = names.map { "\($0): standIn\($0.prefix(1).uppercased() + $0.dropFirst())" }
      .joined(separator: ", ")
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
