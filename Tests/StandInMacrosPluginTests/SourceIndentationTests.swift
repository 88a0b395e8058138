import Testing

@testable import StandInMacrosPlugin

/// `@Mockable` sends its mock to the compiler as written (no SwiftBasicFormat pass), so its
/// indentation comes from `indentedByNesting` alone.
struct SourceIndentationTests {
  @Test func eachLineIsIndentedByTheBracesParenthesesAndBracketsOpenBeforeIt() {
    let source = """
      final class Mock {
      func call(
      _ value: Int
      ) -> [Int] {
         return [
      value
      ]
      }
      }
      """
    #expect(
      source.indentedByNesting == """
        final class Mock {
          func call(
            _ value: Int
          ) -> [Int] {
            return [
              value
            ]
          }
        }
        """)
  }

  @Test func bracesInsideStringsCommentsAndInterpolationsDoNotNest() {
    let source = #"""
      func f() {
      let a = "{ ( [ \" \("}" + ")") {"
      // {
      /* { */ let b = 1
      }
      """#
    #expect(
      source.indentedByNesting == #"""
        func f() {
          let a = "{ ( [ \" \("}" + ")") {"
          // {
          /* { */ let b = 1
        }
        """#)
  }

  @Test func theLinesOfAMultilineStringLiteralAndItsClosingDelimiterStayAsWritten() {
    let source = #"""
      func f() {
      let text = """
         { kept
      """
      }
      """#
    #expect(
      source.indentedByNesting == #"""
        func f() {
          let text = """
           { kept
        """
        }
        """#)
  }

  @Test func aSwitchsCasesSitAtItsLevelAndBlankLinesStayEmpty() {
    let source = """
      switch value {
      case .a:

      return 1
      default:
      return 2
      }
      """
    #expect(
      source.indentedByNesting == """
        switch value {
        case .a:

          return 1
        default:
          return 2
        }
        """)
  }
}
