import Foundation
import StandIn

extension TestNotificationCenter {
  /// Checks that nothing was posted since `mark` (since the center was installed when `nil`)
  /// besides the posts earlier assertions expected, and reports at the caller's line, listing the
  /// others, when something was.
  ///
  /// ```swift
  /// session.logIn(as: "ann")
  /// center.assertPosted(.userDidLogin, userInfo: ["user": "ann"])
  /// center.assertNothingElsePosted()
  /// ```
  ///
  /// A post counts as expected once `assertPosted` (with any count but zero) or
  /// `assertPostedInOrder` found it. To check this for every test, install a strict center:
  /// `withTestNotificationCenter(strict: true)`, `.testNotificationCenter(strict: true)` or
  /// `useTestNotificationCenter(strict: true)`.
  ///
  /// - Parameters:
  ///   - mark: Where to start looking, from ``mark()``.
  ///   - message: Said first when the check fails.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file.
  ///   - line: The line a failure is reported at.
  ///   - column: The column a failure is reported at.
  /// - Returns: Whether nothing else was posted.
  @discardableResult
  public func assertNothingElsePosted(
    since mark: Mark? = nil,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let window = PostWindow(mark: mark)
    let unchecked = window.posts(in: log).filter { !$0.isChecked }
    guard !unchecked.isEmpty else { return true }
    reportStandInIssue(
      withMessage(
        message(),
        """
        Expected nothing else to be posted \(window), but \(postCount(unchecked.count)) no \
        assertion expected:
        \(unchecked.map { "- " + describePost($0) }.joined(separator: "\n"))
        Check each with assertPosted(_:), or look only at later posts with mark().
        """),
      at: site(fileID, filePath, line, column))
    return false
  }

  /// Reports, for a strict center whose scope ends at `site`, the posts no assertion expected.
  package func reportUncheckedPosts(at site: SourceSite) {
    let unchecked = log.posts.filter { !$0.isChecked }
    guard !unchecked.isEmpty else { return }
    reportStandInIssue(
      """
      This test center is strict, but \(postCount(unchecked.count)) during this test no \
      assertion expected:
      \(unchecked.map { "- " + describePost($0) }.joined(separator: "\n"))
      Check each with assertPosted(_:), or install the center without strict: true.
      """,
      at: site)
  }

  private func postCount(_ count: Int) -> String {
    count == 1 ? "1 post" : "\(count) posts"
  }
}
