/// Calls of the system's functions that leave out an argument whose default reaches shared
/// state (``SystemHiddenDefaults``), in both front ends: the syntax front end tells the call by
/// its name, the type written or the enclosing type, and its arguments' labels; the index by the
/// declaration it names.
extension Classifier {
  /// The syntax front end's target of a call of `name` with arguments labelled `labels`.
  func defaultingCallTarget(_ use: RawUse, name: String, labels: [String?], module: String)
    -> Target?
  {
    let fitting = SystemHiddenDefaults.shared.calls(named: name).filter { call in
      guard call.isLeftOut(byArgumentLabels: labels) else { return false }
      if call.name == "init" {
        // `IntegerFormatStyle<Int>(…)`, `Date.FormatStyle(…)`: the enclosing type as written.
        let outer = call.typePath.dropLast().last
        return index.resolve([name], from: use.contexts, module: module) == nil
          && (use.base.isEmpty ? outer == nil : use.base.last == outer)
      }
      if call.typePath.isEmpty {
        // `NSLocalizedString(…)`: no function or type of the package's by that name.
        return index.functionModule(named: name, module: module, inLeftOutCode: use.inLeftOutBlock)
          == nil
          && index.resolve([name], from: [], module: module) == nil
      }
      // `zone.abbreviation()`: the type written or enclosing, or, where the receiver's type is
      // unknown, a name no type of the package declares a member by.
      if let written = use.base.last { return written == call.typePath.last }
      return !index.types.values.contains { $0.instanceMemberNames.contains(name) }
    }
    return fitting.first.flatMap(target)
  }

  /// The type-accurate front end's target of a call of `symbol`, a declaration of a module the
  /// audit has no sources of, with arguments labelled `labels`.
  func defaultingCallTarget(_ symbol: DemangledSymbol, labels: [String?]) -> Target? {
    guard !index.modules.contains(symbol.declaringModule) else { return nil }
    let called = symbol.name == "init" ? symbol.typePath.last ?? symbol.name : symbol.name
    return SystemHiddenDefaults.shared.calls(named: called).first { call in
      call.name == symbol.name && call.typePath.last == symbol.typePath.last
        && call.isLeftOut(byArgumentLabels: labels)
    }.flatMap(target)
  }

  private func target(_ call: SystemHiddenDefaults.Call) -> Target? {
    table.entry(pattern: call.entry).map {
      .hiddenDefault($0, signature: call.signature, parameter: call.parameter)
    }
  }
}
