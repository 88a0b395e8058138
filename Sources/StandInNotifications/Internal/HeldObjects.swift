/// Whether `holder` holds `target` in its stored properties, directly or inside optionals,
/// collections, structs, enums and tuples, or inside objects it holds, up to `depth` levels down.
///
/// A block observer has no observer object, only the token Foundation returned; the object that
/// stored the token (`self.loginToken = center.addObserver(…)`) is the observer for the
/// test center's assertions.
func holds(_ holder: AnyObject, _ target: AnyObject, depth: Int = 4) -> Bool {
  var visited: Set<ObjectIdentifier> = [ObjectIdentifier(holder)]
  return objectHolds(holder, target, depth: depth, visited: &visited)
}

private func objectHolds(
  _ object: AnyObject,
  _ target: AnyObject,
  depth: Int,
  visited: inout Set<ObjectIdentifier>
) -> Bool {
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children
    where valueHolds(child.value, target, depth: depth, visited: &visited) {
      return true
    }
    mirror = current.superclassMirror
  }
  return false
}

private func valueHolds(
  _ value: Any,
  _ target: AnyObject,
  depth: Int,
  visited: inout Set<ObjectIdentifier>
) -> Bool {
  if type(of: value) is AnyClass {
    let object = value as AnyObject
    if object === target { return true }
    guard depth > 1, visited.insert(ObjectIdentifier(object)).inserted else { return false }
    return objectHolds(object, target, depth: depth - 1, visited: &visited)
  }
  guard depth > 0 else { return false }
  return Mirror(reflecting: value).children.contains { child in
    valueHolds(child.value, target, depth: depth - 1, visited: &visited)
  }
}
