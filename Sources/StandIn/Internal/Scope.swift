/// Opens and closes scopes for every entry point: the `with…` functions, carried work, and the
/// test traits and base class in StandInTesting.
package enum Scope {
  /// Runs `operation` in a new scope holding `overrides`, nested in the caller's scope if it has
  /// one, or as a new root otherwise; a scope given `strictness` is a strict test.
  package static func run<R>(
    _ overrides: Overrides,
    strictness: StrictStandIns? = nil,
    operation: () throws -> R
  ) rethrows -> R {
    let node = open(overrides, strictness: strictness)
    defer { close(node) }
    return try ScopeBinding.bind(node, operation: operation)
  }

  /// Runs `operation` in a new scope holding `overrides`, nested in the caller's scope if it has
  /// one, or as a new root otherwise; a scope given `strictness` is a strict test.
  package static func run<R>(
    _ overrides: Overrides,
    strictness: StrictStandIns? = nil,
    isolation: isolated (any Actor)?,
    operation: () async throws -> R
  ) async rethrows -> R {
    let node = open(overrides, strictness: strictness)
    defer { close(node) }
    return try await ScopeBinding.bind(node, isolation: isolation, operation: operation)
  }

  /// Adds `overrides` to the outermost scope the caller can see, for the rest of that scope.
  /// Returns `false` when the caller sees no scope.
  package static func addToOutermostScope(_ overrides: Overrides) -> Bool {
    guard let node = ScopeNode.current else { return false }
    node.outermost.add(overrides)
    return true
  }

  private static func open(_ overrides: Overrides, strictness: StrictStandIns?) -> ScopeNode {
    if let parent = ScopeNode.current {
      return ScopeNode(
        parent: parent, root: parent.root, overrides: overrides, strictness: strictness)
    }
    let root = ScopeRoot()
    LiveScopes.open(root)
    return ScopeNode(parent: nil, root: root, overrides: overrides, strictness: strictness)
  }

  private static func close(_ node: ScopeNode) {
    node.close()
    if node.parent == nil { node.root.close() }
  }
}
