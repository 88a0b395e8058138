import SwiftSyntax

/// Which initializer a creation reaches, told by its first argument as written: `""` for none,
/// `_` for an unlabelled one, else its label (`Kind(rawValue: "class")` is `rawValue`); or, where
/// the compiler's index names the initializer, by its declaration (`@Sources/A/B.swift:12`), which
/// tells apart two of one first label (`init(_ value:)`, `init(_ address:)`).
enum InitializerKey {
  /// The key of a creation whose first argument's label is `firstLabel` (`nil`: unlabelled,
  /// `""`: no argument).
  static func of(firstLabel: String?) -> String {
    firstLabel ?? "_"
  }

  /// The key of the initializer declared at `site`.
  static func of(site: Classifier.MemberSite) -> String {
    "@\(site.file):\(site.line)"
  }

  /// The keys of the calls that reach an initializer with these parameters: the first one's
  /// label, and each next one's while every one before has a default; `""` when all do.
  static func reaching(_ parameters: FunctionParameterListSyntax) -> Set<String> {
    var keys: Set<String> = []
    for parameter in parameters {
      keys.insert(parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text)
      if parameter.defaultValue == nil { return keys }
    }
    keys.insert("")
    return keys
  }
}
