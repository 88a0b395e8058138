import Foundation
import Testing

@testable import StandInAudit

@Suite struct UnifiedDiffTests {
  private func numbered(_ range: ClosedRange<Int>) -> String {
    range.map { "line \($0)\n" }.joined()
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", path: "x.swift") == "")
  }

  @Test func distantChangesMakeSeparateHunks() {
    let old = numbered(1...20)
    let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
      .replacingOccurrences(of: "line 18\n", with: "line 18\ninserted\n")
    #expect(
      UnifiedDiff.diff(old: old, new: new, path: "x.swift") == """
        --- a/x.swift
        +++ b/x.swift
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
        @@ -16,5 +16,6 @@
         line 16
         line 17
         line 18
        +inserted
         line 19
         line 20

        """)
  }

  @Test func nearbyChangesShareAHunk() {
    let old = numbered(1...12)
    let new = old.replacingOccurrences(of: "line 3\n", with: "")
      .replacingOccurrences(of: "line 9\n", with: "line nine\n")
    #expect(
      UnifiedDiff.diff(old: old, new: new, path: "x.swift") == """
        --- a/x.swift
        +++ b/x.swift
        @@ -1,12 +1,11 @@
         line 1
         line 2
        -line 3
         line 4
         line 5
         line 6
         line 7
         line 8
        -line 9
        +line nine
         line 10
         line 11
         line 12

        """)
  }

  @Test func aMissingFinalNewlineIsMarked() {
    #expect(
      UnifiedDiff.diff(old: "a\nb", new: "a\nc", path: "x.swift") == """
        --- a/x.swift
        +++ b/x.swift
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
  }

  @Test func insertingIntoAnEmptyFileStartsAtZero() {
    #expect(
      UnifiedDiff.diff(old: "", new: "a\n", path: "x.swift") == """
        --- a/x.swift
        +++ b/x.swift
        @@ -0,0 +1 @@
        +a

        """)
  }
}
