import Foundation
import StandInMacros

/// Static members of every shape `@OverridableStatics` takes over, and two it leaves alone.
@OverridableStatics
public enum Formatting {
  public static func pad(_ text: String, to width: Int = 8) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  public static func decode<T: Decodable & Sendable>(_ type: T.Type, from json: String) throws -> T
  {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  public static func increment(_ value: inout Int, by step: Int) {
    value += step
  }

  public static func withAnswer<R>(_ body: (Int) throws -> R) rethrows -> R {
    try body(41)
  }

  public static func joined(_ parts: String...) -> String {
    parts.joined(separator: "-")
  }

  public static func fetchGreeting(for name: String) async throws -> String {
    try await Task.sleep(for: .milliseconds(1))
    return "Hello, \(name)"
  }

  public static func parse(_ text: String) throws(ParseError) -> Int {
    guard let value = Int(text) else { throw .notANumber }
    return value
  }

  @NotOverridable public static func doubled(_ value: Int) -> Int { value * 2 }

  /// An overload left alone beside one the mock takes over (`pad(_:to:)`).
  @NotOverridable public static func pad(_ number: Int) -> String { pad("\(number)") }

  public static var version: String { "1.0" }

  public static let build = 7
}

public enum ParseError: Error, Equatable {
  case notANumber
}

/// A main-actor type's static members.
@MainActor
@OverridableStatics
public final class Screen {
  public static func scale() -> Double { 2 }

  public static func loadTitle() async -> String { "Inbox" }
}

/// An actor's static members, which are not isolated to any instance.
@OverridableStatics
public actor Ticker {
  public static func start() -> Int { 1 }
}

/// A struct's static members.
@OverridableStatics
public struct Calendar: Sendable {
  public static func today() -> Int { 1_000 }
}
