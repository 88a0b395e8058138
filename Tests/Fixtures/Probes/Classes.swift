import Foundation
import StandInMacros

// Probes: classes and static members in unusual places.

/// A singleton whose only initializer is `fileprivate`: the mock, written in this file, can
/// subclass it, and no other file can create one.
@Mockable
open class SingletonProbe: @unchecked Sendable {
  public static let shared = SingletonProbe()
  public private(set) var count = 0

  fileprivate init() {}

  open func increment() -> Int {
    count += 1
    return count
  }

  open var label: String { "count \(count)" }
}

/// A generic class with a `required` initializer.
@Mockable
open class BoxProbe<Value>: @unchecked Sendable {
  public let value: Value

  public required init(value: Value) {
    self.value = value
  }

  open func get() -> Value { value }
  open func map(_ transform: (Value) throws -> Value) rethrows -> Value { try transform(value) }
}

/// A class with a throwing initializer and members with every effect.
@Mockable
open class ThrowingInitProbe: @unchecked Sendable {
  public init(path: String) throws {
    guard !path.isEmpty else { throw ProbeError.failed }
  }

  open func read(_ buffer: inout [UInt8]) -> Int { buffer.count }
  open func fetch() async throws -> Int { 1 }
}

/// A generic type holding a type with static members taken over by `@OverridableStatics`
/// (it crashed the compiler).
public struct GenericHolderProbe<Element> {
  /// The nested type.
  @OverridableStatics
  public enum Factory {
    /// A static method the static mock takes over.
    public static func make(_ count: Int) -> Int { count * 2 }
  }
}

extension Array {
  /// A type in an extension of a generic type.
  @OverridableStatics
  public enum ProbeFactory {
    /// A static method the static mock takes over.
    public static func describe(_ count: Int) -> String { "\(count) elements" }
  }
}
