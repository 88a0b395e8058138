import SwiftSyntax

/// Writes the source of a mock from the model of its members: its stored recorders,
/// initializers, the implementation of every member, and the `stub`, `expect`, `reject` and
/// `verify` builders. Each part is written by its own function from the same ``MockedMember``,
/// so the recorder a call goes through and the builder that stubs it always agree.
///
/// Every level of a mock shares one `MockState` passed down `init(standInState:)`: a mock of a
/// protocol that inherits another `@Mockable` protocol subclasses that protocol's mock, and its
/// builders subclass that mock's builders.
struct MockGenerator {
  enum Subject {
    /// A protocol: the mock conforms to it, forwards to a real object when it can, and builds on
    /// `parentMock`, the mock of the protocol it inherits, when there is one.
    case protocolType(canForward: Bool, parentMock: String?)
    /// A class: the mock subclasses it, overrides every overridable member and forwards to
    /// `super`, or to the instance it was created to forward to.
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
  /// Whether the mock is `open`, so mocks of protocols in other modules can subclass it.
  var isOpen = false
  /// `@MainActor ` or empty.
  let globalActor: String
  /// The subject's `@available` attributes, which the mock repeats.
  var availability = ""
  let isActor: Bool
  /// Whether a requirement mentions `Self`, which only a final class can satisfy.
  let usesSelf: Bool
  /// ` where …`: the associated types' and the protocol's own constraints.
  var genericWhereClause = ""
  /// `typealias Input = Request`: associated types of a parent that the protocol fixes.
  var typeAliases: [String] = []
  /// Declarations a standard-library parent needs and the mock does not record: `==` and
  /// `hash(into:)` by identity for `Equatable` and `Hashable`.
  var identityConformances: [String] = []
  let instanceMembers: [MockedMember]
  let staticMembers: [MockedMember]
  var genericParameterNames: [String] = []
  /// The builders whose names a requirement takes, each with the requirement: a property
  /// `verify`, or a method `stub()` without parameters. Such a builder is `mockVerify`,
  /// `mockStub`; every other builder keeps its name, beside a method `verify(_:)`.
  var movedBuilders: [String: MockedMember] = [:]
  /// Whether a requirement is named like a builder at all, so the previous version moved every
  /// builder aside: the moved names stay, deprecated, for the builders that are back.
  var keepsMovedNames = false
  /// Whether the mock is declared where Swift has no static stored properties (a generic
  /// context), so its slots live in `StandInMocks.StaticSlots`.
  var hasNoStaticStorage = false
  /// `#sourceLocation(…)` of what the mock's declaration line depends on and the macro cannot
  /// see: a parent protocol declared elsewhere. Swift's verdict on that line (a requirement of
  /// the parent the mock does not implement) is reported there, at the user's line.
  var conformanceLocation: String?
  /// `#sourceLocation(…)` of `inheriting:`: the lines that build on the parent's mock report
  /// there what Swift finds wrong with it (a parent mock that is generic over associated types
  /// this protocol does not name).
  var parentLocation: String?
  /// `#sourceLocation(…)` of each requirement of a protocol mocked with `inheriting:`, by its
  /// declaration: the lines that declare its implementation and builders report there what
  /// Swift finds wrong with them (a requirement the parent declares too, whose implementation
  /// the parent's mock has already).
  var requirementLocations: [SyntaxIdentifier: String] = [:]
  /// `#sourceLocation(…)` of each requirement of a protocol, by its declaration: the line that
  /// hands an `async` closure parameter to a stub reports there, since whether that closure runs
  /// in its caller's isolation depends on the module's default, which the macro cannot see.
  var closureLocations: [SyntaxIdentifier: String] = [:]

  var isClassMock: Bool {
    if case .classType = subject { return true }
    return false
  }

  var parentMock: String? {
    if case .protocolType(_, let parent) = subject { return parent }
    return nil
  }

  var hasForwarding: Bool {
    switch subject {
    case .protocolType(let canForward, _): canForward
    case .classType: true
    case .typeStatics: false
    }
  }

  /// `convenience ` for a class's delegating initializers; actors delegate without it.
  var convenience: String { isActor ? "" : "convenience " }

  /// `nonisolated ` where the mock is isolated, for the members tests reach from anywhere.
  var nonisolated: String { isActor || !globalActor.isEmpty ? "nonisolated " : "" }

  /// The property holding the object a partial mock forwards to.
  /// The protocols a partial mock forwards to, when not the subject: the originals a
  /// restatement of the generator's refines (`Swift.Encoder`).
  var forwardedProtocol: String?
  /// `any Swift.Encoder`: the type of a partial mock's real value.
  var forwardedExistential: String { "any \(forwardedProtocol ?? subjectName)" }

  var realProperty: String { "standInReal\(subjectName.replacingNonIdentifierCharacters())" }

  /// The builders' stored reference to this level's mock.
  var builderMockProperty: String {
    "mockOf\(subjectName.replacingNonIdentifierCharacters())"
  }

  /// The mock with its generic arguments: `StoreMock<Item>`.
  var mockType: String {
    genericClause.isEmpty || genericParameterNames.isEmpty
      ? mockName : "\(mockName)<\(genericParameterNames.joined(separator: ", "))>"
  }

  /// `open ` or the access level, for the mock and the members subclasses may override.
  var openAccess: String {
    isOpen ? "open " : access
  }

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
      keyword = "class"
      inheritance = "\(subjectName)\(superGenericArguments), StandInMocks.Mock, @unchecked Sendable"
    case .typeStatics(let leftAlone):
      return staticMockDeclaration(leftAlone: leftAlone)
    }
    let declarationAccess = isActor || usesSelf ? access : openAccess
    let body = [
      typeAliases.map { "\(access)typealias \($0)" }.joined(separator: "\n"),
      storage(),
      identityConformances.joined(separator: "\n\n"),
      initializers(),
      instanceMembers.map(implementation).filter { !$0.isEmpty }.joined(separator: "\n\n"),
      builders(for: instanceMembers, owner: mockType, isChild: parentMock != nil),
      statics(),
    ].filter { !$0.isEmpty }.joined(separator: "\n\n")
    return expandedDeclaration(
      """
      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``\(subjectName)``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      \(conformanceLocation != nil ? Self.subjectMark : parentMock != nil && parentLocation != nil ? Self.parentMark : "")\(availability)\(globalActor)\(declarationAccess)\(keyword) \(mockName)\(genericClause): \(inheritance)\(genericWhereClause) {
      \(body)
      }
      #endif
      """
    )
  }

  /// `source`, indented by its nesting, as the declaration the macro returns.
  ///
  /// The text is not parsed here: a macro's expansion reaches the compiler as text, which the
  /// compiler parses, and with ``MockableMacro/formatMode`` `.disabled` the returned node is only
  /// printed. Parsing the mock in the plugin first (a debug build of swift-syntax, as every debug
  /// build of a user's tests runs it) took 85 % of the time the plugin added to a build. The node
  /// carries the text as one token; tests that expand the macro in process parse it from there.
  func expandedDeclaration(_ source: String) -> DeclSyntax {
    let text = TokenSyntax(
      .identifier(mappingMarkedLines(source.indentedByNesting)), presence: .present)
    return DeclSyntax(MissingDeclSyntax(placeholder: text))
  }

  /// Starts a line that reports at ``conformanceLocation``.
  static let subjectMark = "\u{E000}"
  /// Starts a line that reports at ``parentLocation``.
  static let parentMark = "\u{E001}"

  /// Starts a line that reports at the location written after it, up to ``locationEnd``.
  static let requirementMark = "\u{E002}"
  static let locationEnd = "\u{E003}"

  /// The mark of a line that declares `member`'s implementation or builder, for a protocol
  /// mocked with `inheriting:`: it reports at the requirement.
  func requirementMark(_ member: MockedMember) -> String {
    guard let location = requirementLocations[member.declaration.id] else { return "" }
    return Self.requirementMark + location + Self.locationEnd
  }

  /// The mark of the line that hands an `async` closure of `member` to its stubs.
  func closureMark(_ member: MockedMember) -> String {
    guard let location = closureLocations[member.declaration.id] else { return "" }
    return Self.requirementMark + location + Self.locationEnd
  }

  /// `source` with each marked line between `#sourceLocation` directives: the line reports at
  /// its location, and the line after it (inside the body the marked line opens) returns to the
  /// expansion.
  private func mappingMarkedLines(_ source: String) -> String {
    let marks = [Self.subjectMark, Self.parentMark, Self.requirementMark]
    guard marks.contains(where: { source.contains($0) }) else { return source }
    var lines: [Substring] = []
    // A `#sourceLocation()` cannot stand between a property's `{` and its first accessor
    // (`get throws {` would read as a statement): it waits for the accessor's line.
    var pendingEnd: Substring?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if let end = pendingEnd {
        pendingEnd = nil
        let isAccessor = Self.accessorStarts.contains {
          line.drop { $0 == " " }.hasPrefix($0)
        }
        if isAccessor {
          lines.append(line)
          lines.append(end)
          continue
        }
        lines.append(end)
      }
      var text = String(line)
      let location: String?
      if line.contains(Self.subjectMark) {
        location = conformanceLocation
      } else if line.contains(Self.parentMark) {
        location = parentLocation
      } else if let start = text.firstIndex(of: Character(Self.requirementMark)),
        let end = text[start...].firstIndex(of: Character(Self.locationEnd))
      {
        location = String(text[text.index(after: start)..<end])
        text.removeSubrange(start...end)
      } else {
        lines.append(line)
        continue
      }
      let indentation = line.prefix { $0 == " " }
      lines.append(indentation + (location ?? ""))
      lines.append(Substring(text.filter { !marks.contains(String($0)) }))
      pendingEnd = indentation + "#sourceLocation()"
    }
    if let end = pendingEnd { lines.append(end) }
    return lines.joined(separator: "\n")
  }

  /// How a line that opens an accessor of a property or subscript starts.
  private static let accessorStarts = [
    "get ", "get{", "get\n", "set ", "set{", "set(", "_read ", "_modify ", "mutating ",
    "nonmutating ", "unsafeAddress", "willSet", "didSet", "nonisolated get", "@",
  ]

  // MARK: Storage and initializers

  private func storage() -> String {
    var lines: [String] = []
    if parentMock == nil {
      lines += [
        "/// The state every member of this mock shares.",
        "\(access)\(nonisolated)let mockState: StandInMocks.MockState",
      ]
    }
    switch subject {
    case .protocolType(canForward: true, _):
      let isolation = nonisolated.isEmpty ? "" : "nonisolated(unsafe) "
      lines.append("private \(isolation)var \(realProperty): (\(forwardedExistential))?")
    case .classType:
      lines.append("private let \(realProperty): \(subjectName)\(superGenericArguments)?")
    default:
      break
    }
    lines += instanceMembers.map(storedRecorder)
    return lines.joined(separator: "\n")
  }

  func storedRecorder(_ member: MockedMember) -> String {
    let type = member.isGeneric ? "StandInMocks.MockMemberFamily" : member.runtimeMemberType
    return conditioned(member, "fileprivate \(nonisolated)let \(recorderName(member)): \(type)")
  }

  /// `_status_for`: the stored recorder of `member`. A mock that builds on a parent mock prefixes
  /// its protocol's name, so a requirement of the same name in both keeps two recorders.
  func recorderName(_ member: MockedMember) -> String {
    // Static members' recorders live in the mock's own `MockStatics`, never a parent's.
    parentMock == nil || member.isStatic
      ? "_\(member.identifier)"
      : "_\(subjectName.replacingNonIdentifierCharacters())_\(member.identifier)"
  }

  func recorderInitializations(state: String) -> String {
    instanceMembers.map { member in
      let type = member.isGeneric ? "StandInMocks.MockMemberFamily" : member.runtimeMemberType
      return conditioned(
        member, "\(recorderName(member)) = \(type)(\(member.signatureExpression), of: \(state))")
    }.joined(separator: "\n")
  }

  let siteParameters =
    "fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column"
  let siteArguments = "fileID: fileID, filePath: filePath, line: line, column: column"

  private func newState(mode: String, canForward: String, real: String = "nil") -> String {
    "StandInMocks.MockState(\(quoted(mockName)), mode: \(mode), canForward: \(canForward), forwardingTo: \(real), \(siteArguments))"
  }

  private func initializers() -> String {
    switch subject {
    case .protocolType(let canForward, let parent):
      var text = """
        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        \(access)\(convenience)init(_ mode: StandInMocks.MockMode = .strict, \(siteParameters)) {
        self.init(standInState: \(newState(mode: "mode", canForward: "false")))
        }
        """
      if canForward {
        text += """


          /// Creates a partial mock: calls that nothing stubs run on `real`.
          \(access)\(convenience)init(forwardingTo real: \(forwardedExistential), \(siteParameters)) {
          self.init(standInState: \(newState(mode: ".partial", canForward: "true", real: "real")))
          }
          """
      }
      let realAssignment =
        canForward ? "\(realProperty) = state.forwardingTarget as? \(forwardedExistential)\n" : ""
      let stateAssignment = parent == nil ? "mockState = state\n" : ""
      let superCall = parent == nil ? "" : "\nsuper.init(standInState: state)"
      let override = parent == nil ? "" : "override "
      text += """


        /// Creates the mock around `state`. Mocks of protocols that inherit \(subjectName) build
        /// on this initializer.
        \(override)\(access)init(standInState state: StandInMocks.MockState) {
        \(realAssignment)\(stateAssignment)\(recorderInitializations(state: "state"))\(superCall)
        }
        """
      return text + requiredInitializers()
    case .typeStatics:
      return ""
    case .classType(let superInitializers):
      return superInitializers.map(classInitializers).joined(separator: "\n\n")
    }
  }

  /// The mock's initializers that call `initializer` of the class: a mock, and a partial mock
  /// of an existing instance; or, for a `required` initializer, its override.
  private func classInitializers(_ initializer: MockedSuperInitializer) -> String {
    let declared = initializer.parameters.map {
      "\($0.builderLabel): \($0.declaredType.trimmedDescription)"
    }
    // `super.init` takes a borrowed value as it is: no closure is in between.
    let superArguments = initializer.parameters.map {
      "\($0.callLabel)\($0.convention == .ownership ? $0.referenceName : $0.forwardedValue)"
    }
    .joined(separator: ", ")
    let superCall = "\(initializer.tryKeyword)super.init(\(superArguments))"
    let requiredOverride = """
      /// Creates a partial mock of \(subjectName), as `\(subjectName)` requires of a subclass: code that
      /// creates one through this initializer gets the real behaviour unless a test stubs it.
      \(access)required init\(initializer.genericClause)(\(declared.joined(separator: ", ")))\(initializer.effects) {
      let state = StandInMocks.MockState(\(quoted(mockName)), mode: .partial, canForward: true, forwardingTo: nil, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      mockState = state
      \(realProperty) = nil
      \(recorderInitializations(state: "state"))
      \(superCall)
      }
      """
    let parameters = (declared + [siteParameters]).joined(separator: ", ")
    return """
      /// Creates a mock of \(subjectName): `.strict` (the default) reports calls that nothing
      /// stubs, `.nice` answers default values, `.partial` runs \(subjectName)'s own code.
      \(access)init\(initializer.genericClause)(_ mode: StandInMocks.MockMode = .strict, \(parameters))\(initializer.effects) {
      let state = \(newState(mode: "mode", canForward: "true"))
      mockState = state
      \(realProperty) = nil
      \(recorderInitializations(state: "state"))
      \(superCall)
      }

      /// Creates a partial mock of the existing instance `real`: calls that nothing stubs run on
      /// `real`, with its state, so the mock can stand in for a shared instance. The mock is
      /// itself initialized as a \(subjectName) with the other arguments.
      \(access)init\(initializer.genericClause)(forwardingTo real: \(subjectName)\(superGenericArguments), \(parameters))\(initializer.effects) {
      let state = \(newState(mode: ".partial", canForward: "true", real: "real"))
      mockState = state
      \(realProperty) = real
      \(recorderInitializations(state: "state"))
      \(superCall)
      }
      """ + (initializer.isRequired ? "\n\n" + requiredOverride : "")
  }

  /// Initializers a protocol requires: each makes a nice mock that records how it was created.
  private func requiredInitializers() -> String {
    instanceMembers.filter { $0.kind == .initializer }.map { member in
      let declaration = member.declaration.cast(InitializerDeclSyntax.self)
      let required = isActor ? "" : "required \(convenience)"
      let failable = declaration.optionalMark?.text ?? ""
      let signature = declaration.signature.with(
        \.parameterClause, declaration.signature.parameterClause.naming(member.parameters)
      ).trimmedDescription
      let whereClause = member.genericWhereClause.isEmpty ? "" : " \(member.genericWhereClause)"
      let recorder = recorderExpression(member, owner: "self")
      // The recorded call keeps a box of each closure; the initializer only records, so the
      // boxes are empty, as for an isolated call's closures.
      let boxes = member.closures.map { closure in
        let initializer = closure.isNonsendingClosure ? "nonsendingIn" : "unavailableIn"
        return
          "let \(closure.localName) = \(closure.storedType)(\(initializer): \(quoted(member.displayName)), in: mockState)"
      }
      let preparations = (member.parameters.compactMap(\.preparation) + boxes)
        .joined(separator: "\n")
      // No stub can exist before the mock does, so the recording throws nothing; a `rethrows`
      // initializer may not say `try` of a call that is not its closure's.
      let recordingPrefix =
        member.throwing == .rethrowing
        ? "_ = try? \(member.isAsync ? "await " : "")" : member.tryAwait
      let text = """
        /// Creates a nice mock, recording the call as `\(member.displayName)`.
        \(member.availability)\(access)\(required)init\(failable)\(member.genericParameterClause)\(signature)\(whereClause) {
        self.init(standInState: StandInMocks.MockState(\(quoted(mockName)), mode: .nice, canForward: false, forwardingTo: nil, fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        \(preparations)
        \(recordingPrefix)\(recorder).call\(member.isAsync ? "Async" : "")(\(member.argumentsValue)) { _ in }
        }
        """
      return "\n\n" + conditioned(member, text)
    }.joined()
  }

  func quoted(_ text: String) -> String {
    "\"\(text)\""
  }

  /// `text` inside the `#if` blocks around `member`'s requirement.
  func conditioned(_ member: MockedMember, _ text: String) -> String {
    guard !member.conditions.isEmpty else { return text }
    let condition =
      member.conditions.count == 1
      ? member.conditions[0].expression
      : member.conditions.map { "(\($0.expression))" }.joined(separator: " && ")
    return "#if \(condition)\n\(text)\n#endif"
  }
}

/// A designated initializer of the mocked class, which the mock's initializers call.
struct MockedSuperInitializer {
  let parameters: [MockedParameter]
  /// ` throws`, ` async throws` or empty.
  let effects: String
  /// `<T>` for a generic initializer.
  var genericClause = ""
  /// A `required` initializer, which the mock overrides.
  var isRequired = false

  var tryKeyword: String {
    (effects.words.contains("throws") ? "try " : "")
      + (effects.words.contains("async") ? "await " : "")
  }
}
