import SwiftSyntax

/// Writes what `@OverridableStatics` adds to a type: the nested `StaticMock` and the body of each
/// static method it takes over. Both come from one ``MockGenerator``, so the method that
/// records a call and the mock that answers it agree on every name.
struct StaticMockWriter {
  private var generator: MockGenerator

  /// The writer of the mock of `subject`'s static members.
  init(subject: StaticMembersSubject) {
    generator = Self.generator(
      typeName: subject.typeName, access: subject.access, members: subject.members,
      leftAlone: subject.leftAlone)
    generator.hasNoStaticStorage = subject.isInGenericContext
  }

  /// The writer of the bodies of `members`.
  init(members: [MockedMember]) {
    generator = Self.generator(typeName: "", access: "", members: members, leftAlone: [])
  }

  private static func generator(
    typeName: String,
    access: String,
    members: [MockedMember],
    leftAlone: [StaticMembersSubject.LeftAloneMember]
  ) -> MockGenerator {
    MockGenerator(
      subject: .typeStatics(leftAlone: leftAlone),
      subjectName: typeName,
      mockName: "StaticMock",
      genericClause: "",
      superGenericArguments: "",
      access: access,
      globalActor: "",
      isActor: false,
      usesSelf: false,
      instanceMembers: members,
      staticMembers: []
    )
  }

  func declaration() -> DeclSyntax {
    generator.declaration()
  }

  /// The statements that record a call of `member` on `standInMock` and answer it.
  func callBody(_ member: MockedMember) -> String {
    generator.callBody(member, owner: "standInMock")
  }
}

extension MockGenerator {
  /// The nested `StaticMock` of a type's static members.
  func staticMockDeclaration(leftAlone: [StaticMembersSubject.LeftAloneMember]) -> DeclSyntax {
    let typeName = subjectName
    let unavailable = leftAlone.map { member in
      """
      @available(*, unavailable, message: \(quoted("\(typeName).\(member.name) cannot be stubbed: \(member.reason)")))
      \(access)var \(member.name): Never { fatalError() }
      """
    }
    let recorders = instanceMembers.map(storedRecorder).joined(separator: "\n")
    return """
      #if DEBUG || STANDIN_MOCKS
      /// The mock of ``\(raw: typeName)``'s static members, written by `@OverridableStatics`.
      /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
      /// `.mocking(\(raw: typeName).StaticMock.self)`; stub it with `stub`, set expectations with
      /// `expect` and `reject`, and check its calls with `verify`.
      \(raw: access)final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
      /// Where the installed mock lives: `nil`, the real static members, outside every scope.
      \(raw: slotDeclaration(typeName: typeName))

      /// The state every member of this mock shares.
      \(raw: access)let mockState: StandInMocks.MockState
      \(raw: recorders)

      /// Creates a mock of \(raw: typeName)'s static members: `.partial` (the default) runs the
      /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
      /// default values.
      \(raw: access)init(_ mode: StandInMocks.MockMode = .partial, \(raw: siteParameters)) {
      let state = StandInMocks.MockState(\(raw: quoted("\(typeName).StaticMock")), mode: mode, canForward: true, forwardingTo: nil, \(raw: siteArguments), isStaticMock: true)
      mockState = state
      \(raw: recorderInitializations(state: "state"))
      }

      \(raw: builders(for: instanceMembers, owner: "StaticMock", isChild: false, unavailable: unavailable))
      }
      #endif
      """
  }
}

extension MockGenerator {
  /// Where the installed mock lives. A type nested in a generic context has no static storage
  /// (and a `static let` there crashed the compiler), so its slot is kept by the runtime, one per
  /// specialization.
  fileprivate func slotDeclaration(typeName: String) -> String {
    let newSlot = "StandIn.OverridableSlot<StaticMock?>(staticMembersOf: \(quoted(typeName)))"
    guard hasNoStaticStorage else { return "\(access)static let slot = \(newSlot)" }
    return
      "\(access)static var slot: StandIn.OverridableSlot<StaticMock?> { StandInMocks.StaticSlots.slot(of: StaticMock.self) { \(newSlot) } }"
  }
}

extension MockedMember {
  /// The local function a static method's own body moves into.
  var realBodyFunction: String { "standInReal" }

  /// The local function `standInReal`, with the method's parameters and effects, around
  /// `statements`: the method's body as written.
  func realBodyDeclaration(
    of function: FunctionDeclSyntax,
    statements: CodeBlockItemListSyntax
  ) -> String {
    let parameters = function.signature.parameterClause.parameters.map { parameter in
      var type = parameter.type.trimmedDescription
      if parameter.ellipsis != nil { type = "[\(type)]" }
      let name = (parameter.secondName ?? parameter.firstName).text
      return "_ \(name): \(type)"
    }.joined(separator: ", ")
    let effects = function.signature.effectSpecifiers.map { " \($0.trimmedDescription)" } ?? ""
    let result = function.signature.returnClause.map { " \($0.trimmedDescription)" } ?? ""
    // The body runs where the method runs, as the closure the recorder calls it from does: a
    // concurrent local function would send its arguments away from the caller.
    let isolation =
      function.signature.effectSpecifiers?.asyncSpecifier != nil
        && function.attributes.globalActor.isEmpty
      ? "nonisolated(nonsending) " : ""
    return
      "\(isolation)func \(realBodyFunction)(\(parameters))\(effects)\(result) {\n\(statements.description)\n}"
  }

  /// The method's parameters, passed on to `standInReal`.
  var realBodyArguments: String {
    parameters.map { parameter in
      if parameter.convention == .inout { return "&\(parameter.referenceName)" }
      // Read from the syntax, not with `String.contains`, which would need macOS 13 where the
      // plugin is built for the package's macOS 12 floor.
      let attributes = parameter.declaredType.as(AttributedTypeSyntax.self)?.attributes ?? []
      let isAutoclosure = attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
      }
      if isAutoclosure { return "\(parameter.referenceName)()" }
      return parameter.referenceName
    }.joined(separator: ", ")
  }

  /// `try `, `await `, both or neither, for a call of the member.
  var tryAwait: String {
    (throwing == .none ? "" : "try ") + (isAsync ? "await " : "")
  }
}
