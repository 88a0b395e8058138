/// A place in the test's source, where StandIn reports issues about what was written there.
package struct SourceSite: Sendable, Equatable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  package static func == (lhs: SourceSite, rhs: SourceSite) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.filePath.description == rhs.filePath.description
  }
}
