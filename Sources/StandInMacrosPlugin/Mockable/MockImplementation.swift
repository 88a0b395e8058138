import SwiftSyntax

/// The implementation of each member: it records the call on the member's recorder and answers
/// it with what a rule says, or with the real implementation.
extension MockGenerator {
  func implementation(of member: MockedMember) -> String {
    implementation(of: member, recorder: member.isStatic ? staticsOwner : "self")
  }

  /// `Self.statics`, the owner of the recorders of static requirements.
  var staticsOwner: String { "Self.\(staticsProperty)" }

  private func implementation(of member: MockedMember, recorder owner: String) -> String {
    let text: String
    switch member.kind {
    case .initializer, .setter:
      return ""
    case .method:
      let function = member.declaration.cast(FunctionDeclSyntax.self)
      let parameters = function.signature.parameterClause.naming(member.parameters)
      let effects = function.signature.effectSpecifiers.map { " \($0.trimmedDescription)" } ?? ""
      let result = member.declaredResultType.map { " -> \($0)" } ?? ""
      let whereClause = member.genericWhereClause.isEmpty ? "" : " \(member.genericWhereClause)"
      text = """
        \(implementationPrefix(member))func \(function.name.text)\(member.genericParameterClause)\(parameters.trimmedDescription)\(effects)\(result)\(whereClause) {
        \(callBody(member, owner: owner))
        }
        """
    case .getter:
      // The setter of the same declaration (two subscripts may take one index type) and name
      // (one declaration may declare several properties).
      let setter = (member.isStatic ? staticMembers : instanceMembers).first {
        $0.kind == .setter && $0.declaration.id == member.declaration.id
          && $0.baseName == member.baseName
      }
      let effects = [member.isAsync ? "async" : nil, member.throwingSpecifier].compactMap { $0 }
        .joined(separator: " ")
      let getter =
        "get\(effects.isEmpty ? "" : " \(effects)") {\n\(callBody(member, owner: owner))\n}"
      let setterText = setter.map { "\nset {\n\(callBody($0, owner: owner))\n}" } ?? ""
      let resultType = member.declaredResultType ?? member.resultType
      if member.isSubscript {
        let declaration = member.declaration.cast(SubscriptDeclSyntax.self)
        let parameters = declaration.parameterClause.naming(member.parameters).trimmedDescription
        let whereClause = member.genericWhereClause.isEmpty ? "" : " \(member.genericWhereClause)"
        text =
          "\(implementationPrefix(member))subscript\(member.genericParameterClause)\(parameters) -> \(resultType)\(whereClause) {\n\(getter)\(setterText)\n}"
      } else {
        text =
          "\(implementationPrefix(member))var \(member.baseName): \(resultType) {\n\(getter)\(setterText)\n}"
      }
    }
    guard member.isOptionalRequirement else { return conditioned(member, text) }
    // `@objc` exists only where Objective-C does: elsewhere the protocol itself is rejected at
    // its own line, and the mock adds no error of its own.
    return conditioned(
      member, "#if canImport(ObjectiveC)\n@objc \(text)\n#else\n\(text)\n#endif")
  }

  private func implementationPrefix(_ member: MockedMember) -> String {
    var prefix = ""
    if isClassMock {
      prefix += "override "
      prefix += member.declaration.isOpen && isOpen ? "open " : access
    } else if member.isStatic || usesSelf || isActor {
      prefix += access
    } else {
      prefix += openAccess
    }
    if member.isStatic { prefix += "static " }
    if let fixity = member.operatorFixity, fixity != "infix" { prefix += "\(fixity) " }
    // A static `async` requirement stays isolated: a nonisolated witness would send its
    // arguments across isolation.
    if !nonisolated.isEmpty && ((member.isStatic && !member.isAsync) || member.isNonisolated) {
      // A `nonisolated` requirement of an actor or global-actor protocol needs a nonisolated
      // witness; the recorders are nonisolated, so the witness records as any other.
      prefix = "nonisolated " + prefix
    }
    // Attributes come before every modifier; the mark starts the line.
    return requirementMark(member) + member.availability + prefix
  }

  /// The statements that record a call of `member` on `owner`'s recorder and answer it.
  func callBody(_ member: MockedMember, owner: String) -> String {
    let state = "\(owner).mockState"
    let preparations = member.parameters.compactMap(\.preparation)
    let closures = member.closures
    if member.leavesRealOutside {
      return (preparations + [leavingRealBody(member, owner: owner, state: state)])
        .joined(separator: "\n")
    }
    if member.throwing == .rethrowing {
      return (preparations + [rethrowingBody(member, owner: owner, state: state)])
        .joined(separator: "\n")
    }
    guard !closures.isEmpty else {
      return (preparations + [recordingCall(member, owner: owner, sends: true)])
        .joined(separator: "\n")
    }
    let name = quoted(member.displayName)
    guard member.isolatedParameter == nil, member.kind != .initializer,
      !closures.contains(where: \.isNonsendingClosure)
    else {
      // Swift cannot prove handing a closure of an isolated call, or a `nonisolated(nonsending)`
      // closure, to `withoutActuallyEscaping` safe, so the stubs get empty boxes.
      let boxes = closures.map { closure in
        let initializer = closure.isNonsendingClosure ? "nonsendingIn" : "unavailableIn"
        return
          "let \(closure.localName) = \(closure.storedType)(\(initializer): \(name), in: \(state))"
      }
      return (preparations + boxes + [recordingCall(member, owner: owner, sends: true)])
        .joined(separator: "\n")
    }
    // Each closure is made escaping for the length of the call, so a stub can run it; its box
    // forgets it before `withoutActuallyEscaping` checks that it did not escape.
    var body = recordingCall(member, owner: owner, sends: false)
    for (depth, closure) in closures.reversed().enumerated() {
      // Whether an `async` closure that names no isolation runs in its caller's depends on the
      // module's default (`NonisolatedNonsendingByDefault`), which the macro cannot see: Swift's
      // verdict on the hand-over is reported at the requirement.
      let mark = closure.closureIsAsync ? closureMark(member) : ""
      body = """
        \(member.throwing == .none ? "" : "try ")\(member.isAsync ? "await " : "")withoutActuallyEscaping(\(closure.referenceName)) { \(closure.referenceName)\(closureEffects(member)) in
        \(mark)let \(closure.localName) = \(closure.storedType)(\(closure.referenceName), passedTo: \(name), in: \(state))
        defer {
        \(closure.localName).end()
        }
        \(depth == 0 ? body : "return \(body)")
        }
        """
    }
    let call =
      member.resultConvention == .sending
      ? "return StandInMocks.sending(\(body))" : "return \(body)"
    return (preparations + [call]).joined(separator: "\n")
  }

  /// The body of a member whose parameters no closure may capture (`leavesRealOutside`): the
  /// recorder answers, or says to run the real implementation, which the member then calls
  /// with its own parameters.
  private func leavingRealBody(_ member: MockedMember, owner: String, state: String) -> String {
    let recorder = recorderExpression(member, owner: owner)
    let name = quoted(member.displayName)
    let isRethrowing = member.throwing == .rethrowing
    let tryKeyword = member.throwing == .none || isRethrowing ? "" : "try "
    let awaitKeyword = member.isAsync ? "await " : ""
    // The statements that leave the answer in `standInAnswer`.
    var answer: [String]
    if isRethrowing {
      let call =
        member.isAsync
        ? "callRethrowingAsync(\(member.argumentsValue), isolation: \(member.isolatedParameter ?? "#isolation"), "
        : "callRethrowing(\(member.argumentsValue), "
      answer = [
        "let standInAnswer = \(awaitKeyword)\(recorder).\(call)closureThrew: { standInWatch.closureThrew })"
      ]
    } else {
      let isolation = isolationArgument(member)
      let call =
        member.isAsync
        ? "callLeavingRealAsync(&standInArguments\(isolation.isEmpty ? ", isolation: nil" : isolation))"
        : "callLeavingReal(&standInArguments)"
      answer = [
        "var standInArguments = \(member.argumentsValue)",
        "let standInAnswer = \(tryKeyword)\(awaitKeyword)\(recorder).\(call)",
      ]
      answer += member.parameters.enumerated().filter { $0.element.convention == .inout }.map {
        "\($0.element.referenceName) = \(member.argument($0.offset, in: "standInArguments"))"
      }
    }
    // A `nonisolated(nonsending)` closure gets an empty box, as in `callBody`.
    let handedOver = member.closures.filter { !$0.isNonsendingClosure }
    let emptyBoxes = member.closures.filter(\.isNonsendingClosure).map {
      "let \($0.localName) = \($0.storedType)(nonsendingIn: \(name), in: \(state))"
    }
    if !handedOver.isEmpty {
      // The closures are boxed while the recorder answers; the real implementation gets the
      // member's own.
      var body = (answer + ["return standInAnswer"]).joined(separator: "\n")
      for (depth, closure) in handedOver.reversed().enumerated() {
        let effects = isRethrowing ? (member.isAsync ? " async" : "") : closureEffects(member)
        let handed = isRethrowing ? watchedClosure(closure) : closure.referenceName
        let mark = closure.closureIsAsync ? closureMark(member) : ""
        body = """
          \(tryKeyword)\(awaitKeyword)withoutActuallyEscaping(\(closure.referenceName)) { \(closure.referenceName)\(effects) in
          \(mark)let \(closure.localName) = \(closure.storedType)(\(handed), passedTo: \(name), in: \(state))
          defer {
          \(closure.localName).end()
          }
          \(depth == 0 ? body : "return \(body)")
          }
          """
      }
      answer = ["let standInAnswer = \(body)"]
    }
    answer = emptyBoxes + answer
    if isRethrowing { answer.insert("let standInWatch = StandInMocks.ThrownErrorWatch()", at: 0) }
    var value = "standInValue"
    if member.resultConvention == .produced { value += ".take(in: \(state))" }
    if member.resultConvention == .sending { value = "StandInMocks.sending(\(value))" }
    let rethrow =
      isRethrowing
      ? "\ncase .rethrow(let error):\nreturn try StandInMocks.rethrowing { throw error }" : ""
    return """
      \(answer.joined(separator: "\n"))
      switch standInAnswer {
      case .value(let standInValue):
      return \(value)
      case .forwardToReal:
      \(realCall(member, arguments: nil).statements)\(rethrow)
      }
      """
  }

  /// ` async throws` and the like, for a closure around the call of `member`: an `async`
  /// closure must say whether it throws, and a typed-throws one what.
  private func closureEffects(_ member: MockedMember) -> String {
    let throwsClause =
      member.throwing.isTyped
      ? " throws(\(member.throwing.failureType))"
      : (member.isAsync && member.throwing != .none ? " throws" : "")
    return (member.isAsync ? " async" : "") + throwsClause
  }

  /// The call that records `member`'s arguments and answers it. `sends` makes a `sending`
  /// result safe to return from here.
  private func recordingCall(_ member: MockedMember, owner: String, sends: Bool) -> String {
    let recorder = recorderExpression(member, owner: owner)
    let tryKeyword = member.throwing == .none ? "" : "try "
    let awaitKeyword = member.isAsync ? "await " : ""
    let returnKeyword = member.kind == .setter ? "" : "return "
    let isolation = isolationArgument(member)
    // A typed-throws closure must say so, or it is inferred to throw `any Error`.
    let typedEffects =
      member.throwing.isTyped
      ? " \(member.isAsync ? "async " : "")throws(\(member.throwing.failureType))" : ""
    let produced = member.resultConvention == .produced
    if member.hasInout {
      let method = member.isAsync ? "callUpdatingAsync" : "callUpdating"
      let real = realCall(member, arguments: "standInArguments")
      let realStatement = realStatements(real, for: member)
      let writeBack = member.parameters.enumerated().filter { $0.element.convention == .inout }
        .map {
          "\($0.element.referenceName) = \(member.argument($0.offset, in: "standInArguments"))"
        }
      var result = "result\(produced ? ".take(in: \(owner).mockState)" : "")"
      if sends && member.resultConvention == .sending { result = "StandInMocks.sending(\(result))" }
      let resultLine = member.kind == .setter ? "" : "\nreturn \(result)"
      if member.throwing != .rethrowing, member.parameters.count > 1,
        member.parameters.contains(where: \.isStoredFunction)
      {
        // Swift 6.3 crashes on a closure literal that takes a tuple of a function and an
        // existential `inout` (SIL's OwnershipModelEliminator), `async` or not; a local
        // function compiles.
        var effects = member.isAsync ? " async" : ""
        switch member.throwing {
        case .none, .rethrowing: break
        case .untyped: effects += " throws"
        case .typed(let failure): effects += " throws(\(failure))"
        }
        return """
          var standInArguments = \(member.argumentsValue)
          func standInForwarding(_ standInArguments: inout \(member.argumentsType))\(effects) -> \(member.resultType) {
          \(realStatement)
          }
          let result: \(member.resultType) = \(tryKeyword)\(awaitKeyword)\(recorder).\(method)(&standInArguments\(isolation), real: standInForwarding)
          \(writeBack.joined(separator: "\n"))\(resultLine)
          """
      }
      return """
        var standInArguments = \(member.argumentsValue)
        let result: \(member.resultType) = \(tryKeyword)\(awaitKeyword)\(recorder).\(method)(&standInArguments\(isolation)) { \(captureList(member))standInArguments\(typedEffects) in
        \(realStatement)
        }
        \(writeBack.joined(separator: "\n"))\(resultLine)
        """
    }
    let method = member.isAsync ? "callAsync" : "call"
    let realStatement = realStatements(realCall(member, arguments: nil), for: member)
    let call =
      "\(tryKeyword)\(awaitKeyword)\(recorder).\(method)(\(member.argumentsValue)\(isolation)) { \(captureList(member))_\(typedEffects) in\n\(realStatement)\n}\(produced ? ".take(in: \(owner).mockState)" : "")"
    guard !(sends && member.resultConvention == .sending) else {
      // A `sending` result hands the caller a value of its own; the mock hands out what the test
      // stubbed, so it vouches for it.
      return "return StandInMocks.sending(\(call))"
    }
    return "\(returnKeyword)\(call)"
  }

  /// The statements of `real`; a noncopyable result is boxed for the recorder to hand over.
  private func realStatements(_ real: RealCall, for member: MockedMember) -> String {
    guard member.resultConvention == .produced, let expression = real.expression else {
      return real.statements
    }
    return "return StandInMocks.MockProduced(\(expression))"
  }

  /// `[unowned(unsafe) self] `: the closure that runs the real implementation is called, if at
  /// all, while the member that passes it runs, so it need not retain the mock, and a call of a
  /// protocol mock saves a retain and a release.
  private func captureList(_ member: MockedMember) -> String {
    // A class mock's real implementation is `super`'s, which Swift does not let a closure with a
    // capture list of `self` call.
    guard case .protocolType = subject, !member.isStatic else { return "" }
    // Swift 6.3's region checker rejects an actor's generic member that captures `self` so
    // ("pattern that the region-based isolation checker does not understand").
    guard !(isActor && member.isGeneric) else { return "" }
    return "[unowned(unsafe) self] "
  }

  /// `, isolation: actor`: where an `async` call is recorded and answered.
  private func isolationArgument(_ member: MockedMember) -> String {
    guard member.isAsync else { return "" }
    if let isolated = member.isolatedParameter { return ", isolation: \(isolated)" }
    // An isolated mock records the call in its actor's isolation; a nonisolated one lets the real
    // implementation run where it runs. A static member's real body runs in the isolation of its
    // caller, like the body it is.
    if case .typeStatics = subject { return ", isolation: #isolation" }
    // So does the real implementation that a `nonisolated(nonsending)` closure is handed to.
    if member.closures.contains(where: \.isNonsendingClosure) { return ", isolation: #isolation" }
    return nonisolated.isEmpty ? "" : ", isolation: #isolation"
  }

  /// The body of a `rethrows` member: the stub may run the closure it is handed and throw what
  /// it throws, which the member then rethrows.
  private func rethrowingBody(_ member: MockedMember, owner: String, state: String) -> String {
    let recorder = recorderExpression(member, owner: owner)
    let name = quoted(member.displayName)
    let real = realCall(member, arguments: nil)
    let awaitKeyword = member.isAsync ? "await " : ""
    let call =
      member.isAsync
      ? "await \(recorder).callRethrowingAsync(\(member.argumentsValue), isolation: \(member.isolatedParameter ?? "#isolation"), closureThrew: { standInWatch.closureThrew })"
      : "\(recorder).callRethrowing(\(member.argumentsValue), closureThrew: { standInWatch.closureThrew })"
    let value = member.resultConvention == .sending ? "StandInMocks.sending(value)" : "value"
    var body = """
      switch \(call) {
      case .value(let value):
      return \(value)
      case .forwardToReal:
      \(real.statements)
      case .rethrow(let error):
      return try StandInMocks.rethrowing { throw error }
      }
      """
    let closures = member.closures
    for (depth, closure) in closures.reversed().enumerated() {
      // The member's own `return` hands a `sending` result on as sent.
      let sends = depth == closures.count - 1 && member.resultConvention == .sending
      body = """
        return try \(sends ? "StandInMocks.sending(" : "")\(awaitKeyword)withoutActuallyEscaping(\(closure.referenceName)) { \(closure.referenceName)\(member.isAsync ? " async" : "") throws in
        let \(closure.localName) = \(closure.storedType)(\(watchedClosure(closure)), passedTo: \(name), in: \(state))
        defer {
        \(closure.localName).end()
        }
        \(body)
        }\(sends ? ")" : "")
        """
    }
    return "let standInWatch = StandInMocks.ThrownErrorWatch()\n\(body)"
  }

  /// `closure` wrapped so that `standInWatch` notes when it throws.
  private func watchedClosure(_ closure: MockedParameter) -> String {
    // A closure that cannot throw needs no watch, and its box's type says it does not throw.
    guard let type = closure.closureType, type.effectSpecifiers?.throwsClause != nil else {
      return closure.referenceName
    }
    let names = (0..<type.parameters.count).map { "standInArgument\($0)" }
    let arguments = zip(type.parameters, names).map { parameter, name in
      TypeShape(parameter.type).specifiers.contains("inout") ? "&\(name)" : name
    }
    let call = "\(closure.referenceName)(\(arguments.joined(separator: ", ")))"
    let list = names.isEmpty ? "" : "\(names.joined(separator: ", ")) in "
    return closure.closureIsAsync
      ? "{ \(list)try await standInWatch.watch { try await \(call) } }"
      : "{ \(list)try standInWatch.watch { try \(call) } }"
  }

  /// The recorder of `member` on `owner`: its `MockMember`, or for a generic member the one
  /// for the generic arguments of this call.
  func recorderExpression(_ member: MockedMember, owner: String) -> String {
    guard member.isGeneric else { return "\(owner).\(recorderName(member))" }
    let keys = member.genericNames.map { "StandInMocks.typeKey(\($0).self)" }
      .joined(separator: ", ")
    return
      "\(owner).\(recorderName(member)).member(for: [\(keys)], as: \(member.runtimeMemberType).self)"
  }

  /// The real implementation of `member`, called with its own parameters, or the stop that
  /// reports there is none: as statements that return its result, and as a single expression
  /// where it is one. Inside `callUpdating`, `arguments` names the arguments the real
  /// implementation reads and writes.
  struct RealCall {
    let statements: String
    let expression: String?
  }

  private func realCall(_ member: MockedMember, arguments: String?) -> RealCall {
    let returnKeyword = member.kind == .setter ? "" : "return "
    func value(_ index: Int) -> String {
      let parameter = member.parameters[index]
      if parameter.convention == .inout, let arguments {
        return "&\(member.argument(index, in: arguments))"
      }
      return parameter.forwardedValue
    }
    func list(_ indices: some Sequence<Int>) -> String {
      indices.map { "\(member.parameters[$0].callLabel)\(value($0))" }.joined(separator: ", ")
    }
    func single(_ expression: String) -> RealCall {
      RealCall(statements: returnKeyword + expression, expression: expression)
    }
    // A `rethrows` member throws here only if a closure it forwards may throw.
    let tryKeyword =
      member.throwing == .none
        || (member.throwing == .rethrowing && !member.forwardsThrowingClosure)
      ? "" : "try "
    let effects = member.kind == .setter ? "" : tryKeyword + (member.isAsync ? "await " : "")
    if case .typeStatics = subject {
      // A consumed noncopyable argument cannot be captured by the closure that would hand it
      // on: while a mock is installed, such a member has no real implementation, unless the
      // mock runs it outside any closure.
      guard member.leavesRealOutside || !member.parameters.contains(where: \.isConsumedNoncopyable)
      else {
        return single(
          "StandInMocks.noRealImplementation(of: \(quoted(member.displayName)), in: standInMock.mockState)"
        )
      }
      let arguments = member.parameters.indices.map(value).joined(separator: ", ")
      return single("\(effects)standInReal(\(arguments))")
    }
    let cannotForward =
      member.isStatic || member.kind == .initializer || member.isOptionalRequirement
      || member.parameters.contains {
        $0.convention == .variadic || ($0.isConsumedNoncopyable && !member.leavesRealOutside)
      }
      || (usesSelf && member.declaration.mentionsSelf)
      || (isClassMock && member.resultConvention == .produced)
      || !hasForwarding
    if cannotForward {
      let state = member.isStatic ? "\(staticsOwner).mockState" : "self.mockState"
      return single(
        "StandInMocks.noRealImplementation(of: \(quoted(member.displayName)), in: \(state))")
    }
    let indices = member.indices.indices.map { $0 }
    let access: (String) -> String
    switch member.kind {
    case .method:
      access = { "\($0).\(member.baseName)(\(list(member.parameters.indices)))" }
    case .getter where member.isSubscript:
      access = { "\($0)[\(list(indices))]" }
    case .getter:
      access = { "\($0).\(member.baseName)" }
    case .setter where member.isSubscript:
      access = { "\($0)[\(list(indices))] = newValue" }
    case .setter:
      access = { "\($0).\(member.baseName) = newValue" }
    case .initializer:
      return single("()")
    }
    if isClassMock {
      return RealCall(
        statements: """
          guard let standInReal = self.\(realProperty) else {
          \(returnKeyword)\(effects)\(access("super"))\(member.kind == .setter ? "\nreturn" : "")
          }
          \(returnKeyword)\(effects)\(access("standInReal"))
          """,
        expression: nil
      )
    }
    return single("\(effects)\(access("\(isActor ? "" : "self.")\(realProperty)!"))")
  }
}

extension MockedMember {
  /// Whether a closure the member hands on to its real implementation may throw, which makes a
  /// `rethrows` member's forwarding call throw.
  var forwardsThrowingClosure: Bool {
    parameters.contains { parameter in
      if case .autoclosure = parameter.convention { return false }
      return TypeShape(parameter.declaredType).functionType?.effectSpecifiers?.throwsClause != nil
    }
  }
}

extension SyntaxProtocol {
  /// Whether the declaration's types mention `Self`.
  var mentionsSelf: Bool {
    tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
  }

  /// Whether the declaration is `open`.
  var isOpen: Bool {
    asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
      $0.name.tokenKind == .keyword(.open)
    } ?? false
  }
}
