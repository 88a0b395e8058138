import SwiftSyntax

/// The `stub`, `verify`, `expect` and `reject` builders: two classes, each generic over a role,
/// with one member per mocked member, each a single call into the runtime. `MockCalls` serves
/// `stub` and `verify` (its calls select what a test answers or checks next, so an unused one
/// draws a warning); `MockExpectations` serves `expect` and `reject` (its calls add their rule
/// at the test's line). One class per role would compile each member's builder twice as often:
/// the builders were 45 % of the build time a mock added.
extension MockGenerator {
  /// A builder class: its name, the protocol its role conforms to, its roles and their
  /// properties.
  struct BuilderClass {
    let type: String
    let roleProtocol: String
    let roles: [BuilderRole]
    /// Whether its calls add a rule where the test writes them, and so take the test's line.
    let addsRules: Bool

    static let all = [
      BuilderClass(
        type: "MockCalls", roleProtocol: "StandInMocks.SelectingRole",
        roles: [
          BuilderRole(
            property: "stub", role: "Stubbing", doc: "Stubs: what each member answers."),
          BuilderRole(
            property: "verify", role: "Verifying",
            doc: "Verifications: the calls made, to check after the fact."),
        ],
        addsRules: false),
      BuilderClass(
        type: "MockExpectations", roleProtocol: "StandInMocks.RuleRole",
        roles: [
          BuilderRole(
            property: "expect", role: "Expecting",
            doc: "Expectations: calls that must happen, checked by `verifyExpectations()`."),
          BuilderRole(
            property: "reject", role: "Rejecting",
            doc: "Rejections: calls that must not happen, reported when they do."),
        ],
        addsRules: true),
    ]
  }

  /// One role of a builder class: the mock's property that hands it out (`stub`), the
  /// runtime's role type (`Stubbing`) and the property's doc comment.
  struct BuilderRole {
    let property: String
    let role: String
    let doc: String
  }

  /// The builders of `members`; each builder class also declares `unavailable`, members that
  /// tests cannot stub, each with the reason.
  func builders(
    for members: [MockedMember], owner: String, isChild: Bool, unavailable: [String] = [],
    isStatics: Bool = false
  ) -> String {
    let property = isStatics ? "mockOfStatics" : builderMockProperty
    let members = Self.disambiguating(members)
    let classAccess = isOpen && !isStatics && !usesSelf && !isActor ? "open " : access
    let mark = isChild && parentLocation != nil ? Self.parentMark : ""
    return BuilderClass.all.map { builderClass in
      let methods =
        (members.filter { $0.kind != .initializer || !builderClass.addsRules }
        .map { builderMember($0, addsRule: builderClass.addsRules, mock: property) } + unavailable)
        .joined(separator: "\n\n")
      let type = builderClass.type
      let superclass = isChild ? ": \(parentMock ?? "").\(type)<Role>" : ""
      let superInit = isChild ? "\nsuper.init(mock: mock)" : ""
      let override = isChild ? "override " : ""
      let deprecated = builderClass.roles.compactMap {
        isStatics ? nil : deprecatedMovedName($0, type: type, access: classAccess)
      }
      let properties = builderClass.roles.map { role in
        """
        /// \(role.doc)
        \(mark)\(classAccess)\(override)\(nonisolated)var \(builderProperty(role.property)): \(type)<StandInMocks.\(role.role)> {
          \(type)(mock: self)
        }
        """
      }
      let roles = builderClass.roles.map { "`\($0.property)`" }.joined(separator: " and ")
      return """
        /// The builders of \(roles), one member per mocked member.
        \(mark)\(classAccess)class \(type)<Role: \(builderClass.roleProtocol)>\(superclass) {
        fileprivate let \(property): \(owner)

        /// Creates the builders of `mock`.
        \(access)init(mock: \(owner)) {
        \(property) = mock\(superInit)
        }

        \(methods)
        }

        \((properties + deprecated).joined(separator: "\n\n"))
        """
    }.joined(separator: "\n\n")
  }

  /// The names of the builders, as a mock's properties.
  static let builderNames: Set<String> = ["stub", "verify", "expect", "reject"]

  /// The builders whose names a member takes: a property of the same name, or a method of the
  /// same name without parameters (`stub()`), which Swift takes for a redeclaration of the
  /// property or cannot call beside it. A method with parameters (`verify(_:created:)`) leaves
  /// the builder its name.
  static func builderClashes(in members: [MockedMember]) -> [String: MockedMember] {
    var clashes: [String: MockedMember] = [:]
    for member in members where builderNames.contains(member.baseName) && !member.isStatic {
      let takesTheName =
        member.kind == .getter || member.kind == .setter
        || (member.kind == .method && member.parameters.isEmpty)
      if takesTheName && clashes[member.baseName] == nil { clashes[member.baseName] = member }
    }
    return clashes
  }

  /// `stub`, or `mockStub` where a requirement takes the name.
  private func builderProperty(_ name: String) -> String {
    movedBuilders[name] == nil ? name : Self.movedName(name)
  }

  /// `mockStub` for `stub`.
  static func movedName(_ name: String) -> String {
    "mock" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// `mockVerify`, deprecated, for a builder that an earlier version moved aside because a
  /// requirement was named like a builder (`verify(_:created:)`), and that has its name back.
  private func deprecatedMovedName(_ role: BuilderRole, type: String, access: String) -> String? {
    guard keepsMovedNames, movedBuilders[role.property] == nil, parentMock == nil else {
      return nil
    }
    return """
      /// The earlier name of `\(role.property)`.
      @available(*, deprecated, renamed: \(quoted(role.property)), message: "a requirement named like a builder no longer moves the builders aside")
      \(access)\(nonisolated)var \(Self.movedName(role.property)): \(type)<StandInMocks.\(role.role)> {
        \(role.property)
      }
      """
  }

  /// `members`, each overload whose builders would take the same matchers as another's given
  /// what tells them apart: the result type, `async`, or being a method beside a property.
  static func disambiguating(_ members: [MockedMember]) -> [MockedMember] {
    var groups: [String: [Int]] = [:]
    for (index, member) in members.enumerated() {
      groups[builderKey(member), default: []].append(index)
    }
    var result = members
    for indices in groups.values where indices.count > 1 {
      for index in indices {
        let member = members[index]
        let others = indices.filter { $0 != index }.map { members[$0] }
          .filter { !exclusive(member.conditions, $0.conditions) }
        guard !others.isEmpty else { continue }
        if others.contains(where: { $0.resultType != member.resultType }) {
          result[index].disambiguation = .returning(member.resultType)
        } else if others.contains(where: { $0.isAsync != member.isAsync }) {
          result[index].disambiguation = .effect(isAsync: member.isAsync)
        } else if member.kind == .method, others.contains(where: { $0.kind == .getter }) {
          result[index].disambiguation = .method
        }
      }
    }
    return result
  }

  /// What a member's builders look like to a caller: name, labels and matcher types.
  private static func builderKey(_ member: MockedMember) -> String {
    let name = member.kind == .initializer ? "initialized" : member.baseName
    // A property's builder `var status` clashes with a method's `func status()`, as the
    // requirements themselves do unless one is `async`.
    let kind =
      member.kind == .setter ? "set" : member.kind == .getter && member.isSubscript ? "get" : "call"
    let parameters = member.parameters.map { "\($0.label ?? "_"):\($0.builderType)" }
    return ([kind, name] + parameters + member.undeterminedGenericNames).joined(separator: "|")
  }

  /// Whether two requirements sit in different clauses of one `#if` block, and so never exist
  /// together.
  private static func exclusive(_ lhs: [IfCondition], _ rhs: [IfCondition]) -> Bool {
    lhs.contains { left in rhs.contains { $0.block == left.block && $0.clause != left.clause } }
  }

  /// The builder member of `member`: in `MockExpectations` when it `addsRule`, else in
  /// `MockCalls`, where an initializer's builder exists for `verify` only.
  private func builderMember(_ member: MockedMember, addsRule: Bool, mock: String) -> String {
    let recorder = recorderExpression(member, owner: mock)
    let matchers = member.parameters.map(\.builderMatcher)
    let shape = (member.isAsync ? "Async" : "") + (member.hasInout ? "Updating" : "")
    let returnType =
      "StandInMocks.MockCall<Role, StandInMocks.\(shape.isEmpty ? "Sync" : shape)Member, \(member.argumentsType), \(member.resultType), \(member.throwing.failureType)>"
    let site = BuilderSite(avoiding: member.parameters.compactMap(\.label))
    var extraParameters = member.undeterminedGenericNames.map { name in
      "\(name.prefix(1).lowercased() + name.dropFirst())Type: \(name).Type"
    }
    switch member.disambiguation {
    case .returning(let type):
      extraParameters.append("returning: (\(type)).Type")
    case .effect(let isAsync):
      extraParameters.append(
        "_ overload: StandInMocks.\(isAsync ? "AsyncOverload" : "SyncOverload")")
    case .method:
      extraParameters.append("_ overload: StandInMocks.MethodOverload")
    case nil:
      break
    }
    let callMatcher =
      "StandInMocks.CallMatcher(\(matchers.count > 8 ? "packing: " : "")\(matchers.joined(separator: ", ")))"
    let body: String
    var attributes = ""
    if addsRule {
      attributes = "@discardableResult "
      extraParameters.append(site.parameters)
      body = ".init(\(recorder), \(callMatcher), \(site.arguments))"
    } else {
      body = ".init(\(recorder), \(callMatcher))"
    }
    // A parameter pack is recorded as a placeholder, so builders are not generic over it.
    let generic =
      member.packNames.isEmpty
      ? member.genericParameterClause : member.builderGenericParameterClause
    let builderWhere = member.packNames.isEmpty ? member.genericWhereClause : ""
    var whereClause = builderWhere.isEmpty ? "" : " \(builderWhere)"
    if member.kind == .initializer {
      // An initializer's calls can be verified, not stubbed.
      let verifying = "Role == StandInMocks.Verifying"
      whereClause = whereClause.isEmpty ? " where \(verifying)" : "\(whereClause), \(verifying)"
    }
    let availability = member.availability
    let text: String
    switch member.kind {
    case .getter where !member.isSubscript && extraParameters.isEmpty:
      text = "\(access)var \(member.baseName): \(returnType) {\n\(body)\n}"
    case .getter where member.isSubscript:
      let parameters =
        (member.parameters.map { "\($0.subscriptBuilderLabel): \($0.builderType)" }
        + extraParameters)
        .joined(separator: ", ")
      text =
        "\(access)subscript\(generic)(\(parameters)) -> \(returnType)\(whereClause) {\n\(body)\n}"
    case .setter where member.isSubscript:
      var parameters = member.indices.map { "\($0.subscriptBuilderLabel): \($0.builderType)" }
      parameters.append("set newValue: \(member.parameters.last!.builderType)")
      parameters += extraParameters
      text =
        "\(access)subscript\(generic)(\(parameters.joined(separator: ", "))) -> \(returnType)\(whereClause) {\n\(body)\n}"
    default:
      let name: String
      var parameters = member.parameters.map { "\($0.builderLabel): \($0.builderType)" }
      switch member.kind {
      case .setter:
        name = member.baseName
        parameters = ["set newValue: \(member.parameters[0].builderType)"]
      case .initializer: name = "initialized"
      default:
        name =
          member.operatorFixity.map { operatorBuilderName(member.baseName, fixity: $0) }
          ?? member.baseName
      }
      parameters += extraParameters
      text =
        "\(attributes)\(access)func \(name.backtickedIfKeyword)\(generic)(\(parameters.joined(separator: ", "))) -> \(returnType)\(whereClause) {\n\(body)\n}"
    }
    return conditioned(member, requirementMark(member) + deprecationFree(availability) + text)
  }

  /// The `@available` attributes of a requirement without deprecation, for its builders: a
  /// test stubs a deprecated requirement without a warning, and a `noasync` one from an `async`
  /// test.
  private func deprecationFree(_ availability: String) -> String {
    let words = availability.words
    let dropped: [Substring] = ["deprecated", "renamed", "unavailable", "noasync"]
    return words.contains { dropped.contains($0) } ? "" : availability
  }
}

extension String {
  /// The name in backticks where it is a keyword.
  var backtickedIfKeyword: String {
    swiftKeywords.contains(self) ? "`\(self)`" : self
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
