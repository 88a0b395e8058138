#if DEBUG || STANDIN_MOCKS
  import CustomDump

  /// A value as StandIn's messages show it: `"admin"`, `42`, `Status.ready`, `["ann", "bob"]`.
  /// Generated mocks use it to describe calls.
  public func describeArgument<Value>(_ value: Value) -> String {
    if let unrecorded = value as? UnrecordedArgument { return unrecorded.description }
    let dumped = String(customDumping: value)
    guard dumped.contains(Character("\n")) else { return dumped }
    // A collection of short values reads better on the one line of a call: `["ann", "bob"]`.
    let mirror = Mirror(reflecting: value)
    let elements: [String]
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { describeArgument($0.value) } ?? "nil"
    case .collection, .set:
      elements = mirror.children.map { describeArgument($0.value) }
    case .dictionary:
      elements = mirror.children.map { entry in
        Mirror(reflecting: entry.value).children.map { describeArgument($0.value) }
          .joined(separator: ": ")
      }
    default:
      return dumped
    }
    guard !elements.contains(where: { $0.contains(Character("\n")) }) else { return dumped }
    return "[\(elements.joined(separator: ", "))]"
  }
#endif
