/// A number spelled as a type, so that each ``URLStubs`` gets a `URLProtocol` class of its own.
///
/// A session finds its protocol classes in its configuration, and a protocol instance learns
/// nothing else about the session that made it: on Apple platforms it does not even see the
/// session's extra header fields. So the class itself must say whose stubs answer.
/// `StubURLProtocol<Bit1<Bit0<One>>>` is the class of stubs number 5 (binary 101), and Swift
/// makes a distinct class for each such type at run time.
protocol RoutingKey {
  static var number: Int { get }
}

/// The leading binary digit, 1.
enum One: RoutingKey {
  static var number: Int { 1 }
}

/// The number `Higher` followed by the binary digit 0.
enum Bit0<Higher: RoutingKey>: RoutingKey {
  static var number: Int { Higher.number * 2 }
}

/// The number `Higher` followed by the binary digit 1.
enum Bit1<Higher: RoutingKey>: RoutingKey {
  static var number: Int { Higher.number * 2 + 1 }
}

/// The type that spells `number`, which must be positive.
func routingKey(for number: Int) -> any RoutingKey.Type {
  if number == 1 { return One.self }
  func appendingDigit<Higher: RoutingKey>(to higher: Higher.Type) -> any RoutingKey.Type {
    number % 2 == 0 ? Bit0<Higher>.self : Bit1<Higher>.self
  }
  return appendingDigit(to: routingKey(for: number / 2))
}
