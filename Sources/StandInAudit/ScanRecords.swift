// What the scanner records about one file: plain values, so that a file's syntax tree can be
// dropped as soon as it has been scanned.

/// A type declaration or an extension, with the static members declared in its braces.
struct TypeDeclarationRecord: Sendable, Hashable {
  /// The declaration's keyword.
  enum Kind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, `actor`, `extension`
  }

  var kind: Kind
  /// Its qualified name's parts, outermost first (for an extension: the extended type as written).
  var path: [String]
  var file: String
  var line: Int
  var hasOverridableStatics: Bool
  /// Whether it has generic parameters (`@OverridableStatics` rejects generic types).
  var isGeneric = false
  var members: [StaticMemberRecord] = []
  var enumCases: [String] = []

  var qualifiedName: String { path.joined(separator: ".") }
}

/// A `static`/`class` method or property.
struct StaticMemberRecord: Sendable, Hashable {
  /// What the member is.
  enum Shape: Sendable, Hashable {
    case method
    case storedProperty
    case computedProperty
  }

  var name: String
  var shape: Shape
  var isLet: Bool
  var hasOverridable: Bool
  var hasNotOverridable: Bool
  var isPrivate: Bool
  /// A `static let` initialized with `OverridableSlot(…)`.
  var isSlot: Bool
  /// A `static let` whose value is a literal: a constant, not shared state.
  var isLiteralConstant: Bool
  /// The `X` of every `X.current` that a computed property's body reads.
  var currentReadBases: [String]
  /// The declaration as written up to its name, such as `public static let shared`.
  var declaration: String
  var line: Int
  /// Whether `--fix` can make it `@Overridable` (when its type is declared in the package).
  var isFixable: Bool
}

/// A `typealias` to a named type: `typealias Tracker = Analytics`.
struct AliasRecord: Sendable, Hashable {
  /// The alias's qualified name's parts, outermost first.
  var path: [String]
  /// The aliased type's names as written, outermost first.
  var target: [String]
}

/// An expression that may reach shared state; the second pass decides what it is.
struct RawUse: Sendable, Hashable {
  /// The shape of the expression.
  enum Shape: Sendable, Hashable {
    /// `Base.member`.
    case member(String)
    /// `Base(…)` or `Base.init(…)`.
    case creation
  }

  /// The type-like base's names, outermost first, with `Self` replaced by the enclosing type.
  var base: [String]
  var shape: Shape
  var line: Int
  var column: Int
  /// The paths of the enclosing types and extensions, outermost first.
  var contexts: [[String]]
  /// For `NotificationCenter.default`: whether `--fix` can rewrite it.
  var notificationFixable: Bool = false
}

/// A `static let shared = X()` that `--fix` may turn into `@Overridable static var shared`.
struct AccessorFixCandidate: Sendable, Hashable {
  var name: String
  var line: Int
  /// The enclosing type or extension's path, and whether it is an extension.
  var contextPath: [String]
  var contextIsExtension: Bool
  /// Where `@Overridable ` goes: before the first modifier.
  var attributeOffset: Int
  /// Where the `let` to replace with `var` is, if it is a `let`.
  var letOffset: Int?
}

/// A `NotificationCenter.default` whose `default` `--fix` replaces with `overridable`.
struct NotificationFixCandidate: Sendable, Hashable {
  var line: Int
  var offset: Int
  var length: Int
}

/// The file's imports, and where `--fix` would add one.
struct ImportInfo: Sendable, Hashable {
  var modules: Set<String> = []
  var insertionOffset = 0
  /// Whether the insertion follows an existing import (then it starts with a newline).
  var followsImport = false
}

/// Everything the scanner took from one parsed file.
struct ParsedFile: Sendable {
  var declarations: [TypeDeclarationRecord]
  var aliases: [AliasRecord]
  var uses: [RawUse]
  var accessorFixes: [AccessorFixCandidate]
  var notificationFixes: [NotificationFixCandidate]
  var imports: ImportInfo
  /// The file's bytes, kept only when it has something to fix.
  var source: [UInt8]?
}

/// One file's outcome.
struct FileScan: Sendable {
  enum Outcome: Sendable {
    case parsed(ParsedFile)
    case skipped(String)
  }

  var file: String
  var absolutePath: String
  var outcome: Outcome
}
