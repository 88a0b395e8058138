import StandInMacros

/// A class hierarchy whose class methods subclasses inherit or override.
@OverridableStatics
open class Shape: @unchecked Sendable {
  public init() {}

  open class func sides() -> Int { 0 }

  /// Calls `sides()` on the class that received the message.
  open class func summary() -> String { "\(sides()) sides" }

  public static func unit() -> String { "cm" }
}

/// Overrides `sides()` and has its own static mock.
@OverridableStatics
public final class Square: Shape, @unchecked Sendable {
  override public class func sides() -> Int { 4 }
}

/// Overrides `sides()` without a static mock of its own.
public final class Triangle: Shape, @unchecked Sendable {
  override public class func sides() -> Int { 3 }
}

/// Inherits every class method.
public final class Blob: Shape, @unchecked Sendable {}
