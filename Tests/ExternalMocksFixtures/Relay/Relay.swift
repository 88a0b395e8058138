@_exported import ExternalMocksFixtureWire
import Foundation

// A second module, refining the first one's protocols: what StandInMockGenerator must read across
// modules. `Frame` is also the name of a type in the test target, which must not capture it. It
// re-exports the first, as ConsoleKit re-exports ConsoleKitTerminal: `ExternalMocksFixtureRelay.
// Named` is the first module's `Named`.

/// A claim whose value is a date, fixed by a `where` clause, as JWTKit's `JWTUnixEpochClaim`: a
/// restatement of `var value: Value { get set }` in a refining protocol would not compile.
public protocol EpochClaim: Claim, Equatable where Value == Date {}

/// An outbound that can be told why it closes.
public protocol ClosableOutbound: Outbound {
  /// Closes with a reason.
  func close(reason: String)
}

/// An outbound of frames, fixed by a `where` clause.
public protocol FrameOutbound: Outbound where Message == Frame {
  /// Sends what is buffered and says how many frames went.
  @discardableResult
  func flush() -> Int
}

/// A named, versioned store of frames, with an identity.
public protocol FrameStore: Named, Versioned, Identifiable where ID == String {
  /// The frame stored under `key`.
  func frame(forKey key: String) throws -> Frame?

  /// Stores `frame` under `key`.
  @available(*, deprecated, renamed: "store(_:forKey:)")
  func put(_ frame: Frame, key: String)

  /// Stores `frame` under `key`.
  func store(_ frame: Frame, forKey key: String)

  #if os(Linux) || os(macOS) || os(Windows)
    /// Requirements inside `#if` are read when their clause is compiled.
    func compact() async
  #endif
}

/// A main-actor protocol: its mock is isolated to the main actor.
@MainActor
public protocol FrameView: AnyObject {
  /// Shows `frame`.
  func show(_ frame: Frame)
}

/// An internal protocol, which a test reaches through `@testable import`.
protocol Throttle: Sendable {
  func allow(_ frame: Frame) -> Bool
}

/// Two protocols under one name.
public typealias ClosingOutbound = ClosableOutbound & Versioned

/// A protocol refining a type alias of a composition.
public protocol Session: ClosingOutbound {
  /// Starts again after a pause.
  func resume() async throws -> Bool
}

/// A field of some value, hashable, as SwiftProtobuf's `ExtensionField: AnyExtensionField,
/// Hashable`: a mock is a class, which gets no synthesized `Hashable`.
public protocol HashableField: Hashable {
  /// What the field holds.
  associatedtype Value
  /// The field's value.
  var value: Value { get set }
}

/// A collection that can be prepended to, as swift-parsing's `PrependableCollection`: its mock
/// is generic over Collection's associated types, which their constraints tie to each other.
public protocol PrependableFrames: Collection {
  /// Puts `frame` first.
  mutating func prepend(_ frame: Element)
}

/// A callback written through a type alias, as GRDB's `FTS5WrapperTokenCallback`.
public typealias TokenCallback = (_ token: String, _ final: Bool) throws -> Void

/// A tokenizer that hands tokens to a non-escaping callback, as GRDB's
/// `FTS5WrapperTokenizer`.
public protocol Tokenizer {
  /// Splits `text` and calls `callback` with each token.
  func tokenize(_ text: String, callback: TokenCallback) throws
}

/// A field of a model, as FluentKit's `Property`.
public protocol ModelField {
  /// The model the field belongs to.
  associatedtype Model
}

/// A field seen through an alias, as FluentKit's `AliasedField`.
public final class AliasedModelField<Alias: ModelAliasing, Field: ModelField>
where Alias.Model == Field.Model {
  /// The path of the field.
  public let path: KeyPath<Alias.Model, Field>

  init(path: KeyPath<Alias.Model, Field>) { self.path = path }
}

/// A model under another name, as FluentKit's `ModelAlias`: no generic type can implement its
/// subscript itself, and the extension's default does.
@dynamicMemberLookup
public protocol ModelAliasing {
  /// The aliased model.
  associatedtype Model
  /// The alias's name.
  var name: String { get }
  /// A field of the model, seen through the alias.
  subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedModelField<Self, Field>
  where Field.Model == Model { get }
}

extension ModelAliasing {
  /// The field at `keyPath`, seen through the alias.
  public subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>)
    -> AliasedModelField<Self, Field>
  where Field.Model == Model {
    AliasedModelField(path: keyPath)
  }
}
