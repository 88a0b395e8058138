#if DEBUG || STANDIN_MOCKS
  import Foundation

  /// A type with a value that nice mocks answer when nothing stubs a call, and that strict mocks
  /// answer after reporting one.
  ///
  /// Numbers, `Bool`, strings, `Data`, optionals and collections conform. Conform your own types
  /// so that mocks can answer them too:
  ///
  /// ```swift
  /// enum Status: DefaultMockValue {
  ///   case online, offline, unknown
  ///   static var defaultMockValue: Status { .unknown }
  /// }
  /// ```
  public protocol DefaultMockValue {
    /// The value a mock answers when nothing else says what to answer.
    static var defaultMockValue: Self { get }
  }

  /// The default value of `type`, or `nil` when it has none.
  func defaultMockValue<Value>(of type: Value.Type) -> Value? {
    if let void = () as? Value { return void }
    guard let defaultable = type as? any DefaultMockValue.Type else { return nil }
    return defaultable.defaultMockValue as? Value
  }

  extension Optional: DefaultMockValue {
    /// `nil`.
    public static var defaultMockValue: Wrapped? { nil }
  }

  extension Array: DefaultMockValue {
    /// `[]`.
    public static var defaultMockValue: [Element] { [] }
  }

  extension ContiguousArray: DefaultMockValue {
    /// `[]`.
    public static var defaultMockValue: ContiguousArray<Element> { [] }
  }

  extension Dictionary: DefaultMockValue {
    /// `[:]`.
    public static var defaultMockValue: [Key: Value] { [:] }
  }

  extension Set: DefaultMockValue {
    /// `[]`.
    public static var defaultMockValue: Set<Element> { [] }
  }

  extension String: DefaultMockValue {
    /// `""`.
    public static var defaultMockValue: String { "" }
  }

  extension Substring: DefaultMockValue {
    /// `""`.
    public static var defaultMockValue: Substring { "" }
  }

  extension Bool: DefaultMockValue {
    /// `false`.
    public static var defaultMockValue: Bool { false }
  }

  extension Data: DefaultMockValue {
    /// Empty data.
    public static var defaultMockValue: Data { Data() }
  }

  extension Int: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: Int { 0 }
  }

  extension Int8: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: Int8 { 0 }
  }

  extension Int16: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: Int16 { 0 }
  }

  extension Int32: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: Int32 { 0 }
  }

  extension Int64: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: Int64 { 0 }
  }

  extension UInt: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: UInt { 0 }
  }

  extension UInt8: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: UInt8 { 0 }
  }

  extension UInt16: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: UInt16 { 0 }
  }

  extension UInt32: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: UInt32 { 0 }
  }

  extension UInt64: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: UInt64 { 0 }
  }

  extension Double: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: Double { 0 }
  }

  extension Float: DefaultMockValue {
    /// `0`.
    public static var defaultMockValue: Float { 0 }
  }
#endif
