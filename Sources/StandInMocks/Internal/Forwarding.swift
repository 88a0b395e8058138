#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// Stops with a message when a call must run a real implementation that does not exist: a
  /// static member, an initializer, or a member with a variadic parameter (which Swift cannot
  /// forward). Generated mocks call this.
  public func noRealImplementation<Result>(of member: String, in state: MockState) -> Result {
    let message = """
      \(state.typeName) was asked to run the real implementation of \(member), which it cannot \
      reach (static members, initializers and variadic parameters cannot be forwarded). Stub \
      \(member) instead.
      """
    reportStandInIssue(message, at: state.site)
    fatalError(message)
  }
#endif
