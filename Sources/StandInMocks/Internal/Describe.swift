#if DEBUG || STANDIN_MOCKS
  import CustomDump

  /// A value as StandIn's messages show it: `"admin"`, `42`, `Status.ready`. Generated mocks use
  /// it to describe calls.
  public func describeArgument<Value>(_ value: Value) -> String {
    String(customDumping: value)
  }
#endif
