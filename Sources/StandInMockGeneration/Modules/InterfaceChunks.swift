/// Cuts a synthesized module interface into its top-level declarations, each a small file
/// headed by the interface's imports, so that finding one protocol of Foundation parses that
/// protocol, not all of Foundation.
///
/// ```swift
/// InterfaceChunks.split("import Swift\n\npublic protocol A {\n  func a()\n}\n\npublic struct B {}\n")
/// // ["import Swift\npublic protocol A {\n  func a()\n}", "import Swift\npublic struct B {}"]
/// ```
///
/// A synthesized interface puts each top-level declaration at the start of a line and closes it
/// on its own line, so counting braces outside comments is enough to find where one ends.
enum InterfaceChunks {
  static func split(_ text: String) -> [String] {
    var imports: [Substring] = []
    var chunks: [[Substring]] = []
    var current: [Substring] = []
    var depth = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if depth == 0, trimmed.hasPrefix("import ") || trimmed.hasPrefix("@_exported import ") {
        imports.append(line)
        continue
      }
      if !trimmed.hasPrefix("//") {
        depth += line.count(of: UInt8(ascii: "{")) - line.count(of: UInt8(ascii: "}"))
      }
      if depth == 0, trimmed.isEmpty {
        if current.contains(where: { !$0.drop { $0 == " " }.hasPrefix("//") && !$0.isEmpty }) {
          chunks.append(current)
        }
        current = []
      } else {
        current.append(line)
      }
    }
    if !current.isEmpty { chunks.append(current) }
    let header = imports.joined(separator: "\n")
    return chunks.map { header + "\n" + $0.joined(separator: "\n") }
  }
}

extension Substring {
  fileprivate func count(of character: UInt8) -> Int {
    utf8.reduce(0) { $1 == character ? $0 + 1 : $0 }
  }
}
