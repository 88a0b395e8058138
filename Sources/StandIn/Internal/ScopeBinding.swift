/// The task-local values through which a task, its child tasks and carried work see their scope.
///
/// Two values are bound together. `owner` holds the node strongly, so a task that inherits the
/// binding (an unstructured `Task {}`, carried work) keeps the node alive. `handle` holds the same
/// node unretained: reading it copies a plain pointer, so concurrent reads share no reference
/// count, and it is valid wherever it is visible because `owner` is visible there too.
enum ScopeBinding {
  struct NodeHandle: @unchecked Sendable {
    let node: Unmanaged<ScopeNode>?

    init(_ node: ScopeNode?) {
      self.node = node.map { Unmanaged.passUnretained($0) }
    }
  }

  @TaskLocal static var owner: ScopeNode?
  @TaskLocal static var handle = NodeHandle(nil)

  static func bind<R>(_ node: ScopeNode?, operation: () throws -> R) rethrows -> R {
    try $owner.withValue(node) {
      try $handle.withValue(NodeHandle(node), operation: operation)
    }
  }

  static func bind<R>(
    _ node: ScopeNode?,
    isolation: isolated (any Actor)?,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $owner.withValue(
      node,
      operation: {
        try await $handle.withValue(NodeHandle(node), operation: operation, isolation: isolation)
      },
      isolation: isolation
    )
  }
}
