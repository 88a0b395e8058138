import SwiftSyntax

/// Adds the StandIn package and products to one manifest by inserting text at the byte offsets
/// of its syntax nodes, in the manifest's own layout, so that everything else stays byte for
/// byte as it was (the way `swift package add-dependency` and `add-target-dependency` edit a
/// manifest with swift-syntax). What cannot be edited safely is returned as what to add by hand.
struct ManifestEditor {
  /// A text insertion at a byte offset of the manifest.
  struct Insertion {
    var offset: Int
    var text: String
  }

  /// What editing one manifest came to.
  struct Outcome {
    /// The manifest's new text, when anything was inserted.
    var edited: String?
    /// What was added, one line each.
    var added: [String] = []
    /// What the user must add by hand, one line each.
    var byHand: [String] = []
  }

  let manifest: PackageManifest
  let standIn: StandInPackage

  /// Adds StandIn to the package's dependencies (unless it is there) and `needs`' products to
  /// each target's dependencies. `needs` maps a target's name to the products its fixed files
  /// import; `unplaced` are fixed files no literal target owns, with their products.
  func edit(needs: [String: Set<String>], unplaced: [(file: String, products: Set<String>)])
    -> Outcome
  {
    var outcome = Outcome()
    var insertions: [Insertion] = []
    guard let call = manifest.packageCall else {
      outcome.byHand.append("to the package's dependencies: \(standIn.dependencyLine)")
      for (target, products) in needs.sorted(by: { $0.key < $1.key }) {
        outcome.byHand.append(
          "to the dependencies of target \(target): \(productList(products, package: standIn.identity))"
        )
      }
      for (file, products) in unplaced {
        outcome.byHand.append(
          "to the dependencies of the target that compiles \(file): "
            + productList(products, package: standIn.identity))
      }
      return outcome
    }

    // StandIn's own manifest (its example app) names its products as targets of the package.
    let isStandIn = manifest.name == "StandIn"
    let package = manifest.standInIdentity ?? standIn.identity
    if manifest.standInIdentity == nil, !isStandIn {
      switch manifest.dependencies {
      case .literal(let arrays):
        insertions += arrays.map { appending([standIn.dependencyLine], to: $0) }
        outcome.added.append("the package dependency \(standIn.dependencyLine)")
      case .absent:
        if let previous = manifest.argumentBeforeTargets {
          insertions.append(
            argument(
              "dependencies", elements: [standIn.dependencyLine], after: previous, in: call))
          outcome.added.append("the package dependency \(standIn.dependencyLine)")
        } else {
          outcome.byHand.append("to the package's dependencies: \(standIn.dependencyLine)")
        }
      case .computed:
        outcome.byHand.append("to the package's dependencies: \(standIn.dependencyLine)")
      }
    }

    // A target declared in several `#if` branches gets the products in each.
    for (name, products) in needs.sorted(by: { $0.key < $1.key }) {
      for target in manifest.targets where target.name == name {
        let missing = products.sorted().filter { !declares($0, in: target) }
        guard !missing.isEmpty else { continue }
        let lines = missing.map {
          isStandIn ? "\"\($0)\"" : StandInPackage.productLine($0, package: package)
        }
        switch target.dependencies {
        case .literal(let arrays):
          insertions += arrays.map { appending(lines, to: $0) }
          outcome.added.append("\(missing.joined(separator: ", ")) to target \(name)")
        case .absent:
          insertions.append(
            argument("dependencies", elements: lines, after: target.nameArgument, in: target.call))
          outcome.added.append("\(missing.joined(separator: ", ")) to target \(name)")
        case .computed:
          outcome.byHand.append(
            "to the dependencies of target \(name): \(lines.joined(separator: ", "))")
        }
      }
    }
    for (file, products) in unplaced {
      outcome.byHand.append(
        "to the dependencies of the target that compiles \(file): "
          + productList(products, package: package))
    }

    if !insertions.isEmpty {
      var bytes = manifest.source
      // Insertions at one offset keep their order: the later one goes after the earlier one.
      for insertion in insertions.enumerated().sorted(by: {
        $0.element.offset != $1.element.offset
          ? $0.element.offset > $1.element.offset : $0.offset > $1.offset
      }) {
        bytes.insert(contentsOf: Array(insertion.element.text.utf8), at: insertion.element.offset)
      }
      outcome.edited = String(decoding: bytes, as: UTF8.self)
    }
    return outcome
  }

  private func productList(_ products: Set<String>, package: String) -> String {
    products.sorted().map { StandInPackage.productLine($0, package: package) }
      .joined(separator: ", ")
  }

  /// Whether the target already names `product`: `"StandInSystem"` or
  /// `.product(name: "StandInSystem", …)`.
  private func declares(_ product: String, in target: PackageManifest.Target) -> Bool {
    guard case .literal(let arrays) = target.dependencies else { return false }
    return arrays.flatMap(\.elements).contains { element in
      if PackageManifest.literal(element.expression) == product { return true }
      guard let call = element.expression.as(FunctionCallExprSyntax.self) else { return false }
      return call.arguments.contains {
        $0.label?.text == "name" && PackageManifest.literal($0.expression) == product
      }
    }
  }

  /// Appends `elements` to `array`: each on a line of its own, indented as the last element,
  /// when the array spans lines; after a comma and a space when it does not.
  private func appending(_ elements: [String], to array: ArrayExprSyntax) -> Insertion {
    guard let last = array.elements.last else {
      let offset = array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset
      if spansLines(array) {
        let indent = indentation(at: array.positionAfterSkippingLeadingTrivia.utf8Offset)
        let unit = indentationUnit
        return Insertion(
          offset: offset,
          text: elements.map { "\n\(indent)\(unit)\($0)," }.joined() + "\n\(indent)")
      }
      return Insertion(offset: offset, text: elements.joined(separator: ", "))
    }
    let hasComma = last.trailingComma != nil
    let end =
      hasComma
      ? last.trailingComma!.endPositionBeforeTrailingTrivia.utf8Offset
      : last.expression.endPositionBeforeTrailingTrivia.utf8Offset
    if last.leadingTrivia.containsNewlines || array.rightSquare.leadingTrivia.containsNewlines {
      let indent = indentation(at: last.positionAfterSkippingLeadingTrivia.utf8Offset)
      let lines = elements.map { "\n\(indent)\($0)" }.joined(separator: ",")
      return Insertion(offset: end, text: (hasComma ? "" : ",") + lines + (hasComma ? "," : ""))
    }
    let list = elements.joined(separator: ", ")
    return Insertion(offset: end, text: (hasComma ? " " : ", ") + list + (hasComma ? "," : ""))
  }

  /// Inserts `label: [elements]` after the argument `previous` of `call`, on a line of its own
  /// when the call's arguments are on lines of their own.
  private func argument(
    _ label: String, elements: [String], after previous: LabeledExprSyntax,
    in call: FunctionCallExprSyntax
  ) -> Insertion {
    let offset = previous.expression.endPositionBeforeTrailingTrivia.utf8Offset
    // On a line of its own when the argument before or after it is on one, indented as that one.
    let next = call.arguments.first { $0.position > previous.position }
    let lined = [previous, next].compactMap { $0 }.first { $0.leadingTrivia.containsNewlines }
    if let lined {
      let indent = indentation(at: lined.positionAfterSkippingLeadingTrivia.utf8Offset)
      let unit = indentationUnit
      let list = elements.map { "\n\(indent)\(unit)\($0)," }.joined()
      return Insertion(offset: offset, text: ",\n\(indent)\(label): [\(list)\n\(indent)]")
    }
    return Insertion(
      offset: offset, text: ", \(label): [\(elements.joined(separator: ", "))]")
  }

  /// One level of the manifest's indentation, as its first argument on a line of its own is
  /// indented beyond the line that opens `Package(`: four spaces in some manifests, two in
  /// others.
  private var indentationUnit: String {
    guard let call = manifest.packageCall else { return "  " }
    let outer = indentation(at: call.positionAfterSkippingLeadingTrivia.utf8Offset)
    for argument in call.arguments where argument.leadingTrivia.containsNewlines {
      let inner = indentation(at: argument.positionAfterSkippingLeadingTrivia.utf8Offset)
      if inner.count > outer.count, inner.hasPrefix(outer) {
        return String(inner.dropFirst(outer.count))
      }
    }
    return "  "
  }

  private func spansLines(_ array: ArrayExprSyntax) -> Bool {
    array.rightSquare.leadingTrivia.containsNewlines
  }

  /// The spaces and tabs that start the line holding the byte at `offset`.
  private func indentation(at offset: Int) -> String {
    var start = offset
    while start > 0, manifest.source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < manifest.source.count,
      manifest.source[end] == UInt8(ascii: " ") || manifest.source[end] == UInt8(ascii: "\t")
    {
      end += 1
    }
    return String(decoding: manifest.source[start..<end], as: UTF8.self)
  }
}

extension Trivia {
  fileprivate var containsNewlines: Bool {
    contains {
      switch $0 {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
      default: false
      }
    }
  }
}
