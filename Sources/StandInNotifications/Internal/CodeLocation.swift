/// Where code under test registered, removed or posted: shown in messages as `File.swift:12`.
struct CodeLocation: Sendable, Equatable, CustomStringConvertible {
  let fileID: StaticString
  let line: UInt

  var description: String {
    let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
    return "\(file):\(line)"
  }

  static func == (lhs: CodeLocation, rhs: CodeLocation) -> Bool {
    lhs.line == rhs.line && lhs.fileID.description == rhs.fileID.description
  }
}
