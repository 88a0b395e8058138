/// The second pass: decides, with the first pass's index, which raw uses are findings, what kind
/// each is, and whether a test can replace it.
struct Classifier: Sendable {
  let index: DeclaredTypes

  /// The finding for `use` in `file`, or `nil` when it does not reach shared state.
  func finding(for use: RawUse, in file: String) -> Finding? {
    switch use.shape {
    case .member(let member):
      return memberFinding(use, member: member, file: file)
    case .creation:
      return creationFinding(use, file: file)
    }
  }

  private func finding(
    _ use: RawUse, _ file: String, _ kind: Finding.Kind, type: String, member: String,
    _ verdict: Verdict
  ) -> Finding {
    Finding(
      file: file, line: use.line, column: use.column, kind: kind, type: type, member: member,
      replaceable: verdict.replaceable, suggestion: verdict.suggestion)
  }

  private func memberFinding(_ use: RawUse, member: String, file: String) -> Finding? {
    if let last = use.base.last, AuditRules.scopedTypeNames.contains(last) { return nil }
    let resolved = index.resolve(use.base, from: use.contexts)
    if resolved == nil, isNotificationCenter(use.base) {
      switch member {
      case AuditRules.notificationCenterDefault:
        let fix = use.notificationFixable ? "; `--fix` does this" : ""
        return finding(
          use, file, .notificationCenter, type: AuditRules.notificationCenterType, member: member,
          .hardWired(
            "use `NotificationCenter.overridable` (import \(AuditRules.notificationsModule))\(fix)")
        )
      case AuditRules.notificationCenterOverridable:
        return finding(
          use, file, .notificationCenter, type: AuditRules.notificationCenterType, member: member,
          .replaceable("nothing to do: tests install a TestNotificationCenter"))
      default:
        return nil
      }
    }
    if AuditRules.isSharedAccessorName(member) {
      guard let type = resolved else {
        return finding(
          use, file, .sharedAccessor, type: use.base.joined(separator: "."), member: member,
          .hardWired(
            "declared outside this package: wrap it behind an @Overridable accessor of your own"))
      }
      guard let members = type.members[member] else {
        if type.enumCases.contains(member) { return nil }
        return finding(
          use, file, .sharedAccessor, type: type.qualifiedName, member: member,
          .hardWired(
            "`\(type.qualifiedName)` declares no static `\(member)` in this package (inherited?): "
              + "make its declaration @Overridable"))
      }
      guard let verdict = verdict(for: members, of: type) else { return nil }
      return finding(
        use, file, .sharedAccessor, type: type.qualifiedName, member: member, verdict)
    }
    guard let type = resolved, let members = type.members[member],
      !index.isInside(type, contexts: use.contexts),
      let verdict = verdict(for: members, of: type)
    else { return nil }
    return finding(use, file, .staticMember, type: type.qualifiedName, member: member, verdict)
  }

  private func creationFinding(_ use: RawUse, file: String) -> Finding? {
    guard let type = index.resolve(use.base, from: use.contexts), type.isReferenceType,
      !index.isInside(type, contexts: use.contexts)
    else { return nil }
    return finding(
      use, file, .creation, type: type.qualifiedName, member: "init",
      .hardWired(
        "create it through a static factory on an @OverridableStatics type, or an @Overridable "
          + "factory (\(type.declaration), \(type.file):\(type.line))"))
  }

  private func isNotificationCenter(_ names: [String]) -> Bool {
    names == [AuditRules.notificationCenterType]
      || names == ["Foundation", AuditRules.notificationCenterType]
  }

  // MARK: Verdicts

  /// Whether a finding is replaceable, and what to do about it.
  private struct Verdict {
    var replaceable: Bool
    var suggestion: String

    static func replaceable(_ suggestion: String) -> Verdict {
      Verdict(replaceable: true, suggestion: suggestion)
    }

    static func hardWired(_ suggestion: String) -> Verdict {
      Verdict(replaceable: false, suggestion: suggestion)
    }
  }

  /// The verdict for a use of the members named alike (overloads): replaceable only when every
  /// one of them is. `nil` when the name is a slot or a literal constant, which is no shared state.
  private func verdict(for members: [DeclaredTypes.Member], of type: DeclaredTypes.DeclaredType)
    -> Verdict?
  {
    let relevant = members.filter { !$0.record.isSlot && !$0.record.isLiteralConstant }
    guard !relevant.isEmpty else { return nil }
    let verdicts = relevant.map { verdict(for: $0, of: type) }
    return verdicts.first { !$0.replaceable } ?? verdicts[0]
  }

  private func verdict(for member: DeclaredTypes.Member, of type: DeclaredTypes.DeclaredType)
    -> Verdict
  {
    let record = member.record
    let place = "\(member.file):\(record.line)"
    let written = "`\(record.declaration)`"
    let accessor = "`\(type.qualifiedName).\(record.name)`"
    if record.hasOverridable {
      return .replaceable(
        "nothing to do: tests replace \(accessor) through `\(type.qualifiedName).$\(record.name)`")
    }
    switch record.shape {
    case .computedProperty:
      if let slot = record.currentReadBases.first(where: type.slotNames.contains) {
        return .replaceable(
          "nothing to do: tests replace \(accessor) through `\(type.qualifiedName).\(slot)`")
      }
      if AuditRules.isSharedAccessorName(record.name) {
        return .hardWired(
          "make \(written) an @Overridable stored property, or read an OverridableSlot's "
            + "`current` in it (\(place))")
      }
      return .hardWired(
        "static properties cannot be stubbed: read it through a static method of an "
          + "@OverridableStatics type (\(place))")
    case .storedProperty:
      var action =
        record.isPrivate
        ? "widen the access of \(written) and add @Overridable to it"
        : "add @Overridable to \(written)"
      if record.isLet { action += " and make it a `var`" }
      let fix = record.isFixable && !record.isPrivate ? "; `--fix` does this" : ""
      if AuditRules.isSharedAccessorName(record.name) {
        return .hardWired("\(action) (\(place))\(fix)")
      }
      return .hardWired("static properties cannot be stubbed: \(action) (\(place))")
    case .method:
      if record.isPrivate {
        return .hardWired(
          "\(written) is private (\(place)): @OverridableStatics covers only non-private methods")
      }
      if record.hasNotOverridable {
        return .hardWired(
          "\(written) is marked @NotOverridable (\(place)): remove the attribute to let tests stub it"
        )
      }
      if member.inExtension {
        let attribute =
          type.hasOverridableStatics ? "" : " and add @OverridableStatics to the type"
        return .hardWired(
          "move \(written) from its extension (\(place)) into `\(type.declaration)`'s own braces"
            + "\(attribute): @OverridableStatics does not see extensions")
      }
      if type.isGeneric {
        return .hardWired(
          "move \(written) (\(place)) to a non-generic type marked @OverridableStatics: "
            + "`\(type.declaration)` is generic, which the macro rejects")
      }
      if type.hasOverridableStatics {
        return .replaceable(
          "nothing to do: tests stub it with `\(type.qualifiedName).StaticMock`")
      }
      return .hardWired(
        "add @OverridableStatics to `\(type.declaration)` (\(type.file):\(type.line))")
    }
  }
}
