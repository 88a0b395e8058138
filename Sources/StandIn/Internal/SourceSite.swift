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

  /// A site known only at run time, such as a test's declaration or a line read from debug
  /// information: its strings are interned as `StaticString`s, which IssueReporting takes.
  package init(fileID: String, filePath: String, line: Int, column: Int) {
    self.init(
      fileID: InternedStaticString.make(fileID),
      filePath: InternedStaticString.make(filePath),
      line: UInt(max(line, 1)),
      column: UInt(max(column, 1))
    )
  }

  package static func == (lhs: SourceSite, rhs: SourceSite) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.filePath.description == rhs.filePath.description
  }
}
