import Foundation

/// The objects `holder` holds in its stored properties, directly or inside optionals,
/// collections, structs, enums and tuples, or inside objects it holds, up to `depth` levels down.
///
/// A block observer has no observer object, only the token the center returned; the object that
/// stored the token (`self.loginToken = center.addObserver(…)`) is the observer for the
/// test center's assertions. The graph is walked once per assertion, and values whose type can
/// hold no object (numbers, strings, and collections of them, however large) are skipped whole.
func objectsHeld(by holder: AnyObject, depth: Int = 4) -> Set<ObjectIdentifier> {
  var found: Set<ObjectIdentifier> = [ObjectIdentifier(holder)]
  collectObjects(in: holder, depth: depth, into: &found)
  found.remove(ObjectIdentifier(holder))
  return found
}

private func collectObjects(
  in object: AnyObject, depth: Int, into found: inout Set<ObjectIdentifier>
) {
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      collectObjects(inValue: child.value, depth: depth, into: &found)
    }
    mirror = current.superclassMirror
  }
}

private func collectObjects(inValue value: Any, depth: Int, into found: inout Set<ObjectIdentifier>)
{
  let type = type(of: value)
  if type is AnyClass {
    let object = value as AnyObject
    // A test center's own tokens hold nothing of the code under test.
    guard found.insert(ObjectIdentifier(object)).inserted, depth > 1,
      !(object is RecordedObserverToken)
    else { return }
    collectObjects(in: object, depth: depth - 1, into: &found)
    return
  }
  guard depth > 0, mayHoldObjects(type) else { return }
  for child in Mirror(reflecting: value).children {
    collectObjects(inValue: child.value, depth: depth - 1, into: &found)
  }
}

/// Whether a value of `type` can hold an object: `false` for numbers, strings and other plain
/// values, and for the standard collections and optionals of them.
private func mayHoldObjects(_ type: Any.Type) -> Bool {
  if type is HoldsNoObjects.Type { return false }
  if let container = type as? any ContainerOfValues.Type {
    return container.elementTypes.contains(where: mayHoldObjects)
  }
  return true
}

/// Plain values, which never hold an object.
private protocol HoldsNoObjects {}

extension Bool: HoldsNoObjects {}
extension Int: HoldsNoObjects {}
extension Int8: HoldsNoObjects {}
extension Int16: HoldsNoObjects {}
extension Int32: HoldsNoObjects {}
extension Int64: HoldsNoObjects {}
extension UInt: HoldsNoObjects {}
extension UInt8: HoldsNoObjects {}
extension UInt16: HoldsNoObjects {}
extension UInt32: HoldsNoObjects {}
extension UInt64: HoldsNoObjects {}
extension Double: HoldsNoObjects {}
extension Float: HoldsNoObjects {}
extension String: HoldsNoObjects {}
extension Substring: HoldsNoObjects {}
extension Character: HoldsNoObjects {}
extension Date: HoldsNoObjects {}
extension UUID: HoldsNoObjects {}
extension Data: HoldsNoObjects {}
extension URL: HoldsNoObjects {}
extension Decimal: HoldsNoObjects {}

/// Standard containers, whose elements' static types say whether they can hold an object.
private protocol ContainerOfValues {
  static var elementTypes: [Any.Type] { get }
}

extension Optional: ContainerOfValues {
  static var elementTypes: [Any.Type] { [Wrapped.self] }
}

extension Array: ContainerOfValues {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: ContainerOfValues {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ArraySlice: ContainerOfValues {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ContainerOfValues {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ContainerOfValues {
  static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}
