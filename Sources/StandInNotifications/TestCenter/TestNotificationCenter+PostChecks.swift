import Foundation
import StandIn

/// What the posting assertions share: finding the posts, marking those they expected as checked
/// (for ``TestNotificationCenter/assertNothingElsePosted(since:message:fileID:filePath:line:column:)``
/// and strict centers), and saying, when a check fails, what was posted and why each post of the
/// expected name did not count.
extension TestNotificationCenter {
  /// Reports unless the posts in `window` matching `expected` number `count` (at least one when
  /// `nil`); returns the matching posts.
  @discardableResult
  func checkPosted(
    _ expected: ExpectedPost,
    count: Int?,
    in window: PostWindow,
    message: String?,
    site: SourceSite
  ) -> [Post] {
    let posts = window.posts(in: log)
    let matching = posts.indices.filter { expected.matches(posts[$0]) }
    if count != 0 { log.recordChecked(matching) }
    let isExpectedCount = count.map { matching.count == $0 } ?? !matching.isEmpty
    if !isExpectedCount {
      let expectation =
        switch count {
        case 0: "not to be posted"
        case 1: "to be posted once"
        case let count?: "to be posted \(count) times"
        case nil: "to be posted"
        }
      reportStandInIssue(
        withMessage(
          message,
          """
          Expected \(expected) \(expectation) \(window), but \(timesPosted(matching.count)).
          \(postsSummary(posts, in: window, expected: expected))
          """),
        at: site)
    }
    return matching.map { Post(name: posts[$0].name, recorded: posts[$0]) }
  }

  /// Reports unless `names` were posted in this order in `window`, other posts allowed between.
  @discardableResult
  func checkOrder(
    _ names: [Notification.Name],
    in window: PostWindow,
    message: String?,
    site: SourceSite
  ) -> Bool {
    let posts = window.posts(in: log)
    var remaining = names[...]
    var found: [Int] = []
    for index in posts.indices where posts[index].name == remaining.first {
      remaining.removeFirst()
      found.append(index)
    }
    guard !remaining.isEmpty else {
      log.recordChecked(found)
      return true
    }
    let order = names.map(\.rawValue).joined(separator: ", ")
    let posted = posts.map(\.name.rawValue).joined(separator: ", ")
    reportStandInIssue(
      withMessage(
        message,
        """
        Expected \(order) to be posted in this order \(window), but the posts were: \
        \(posts.isEmpty ? "none" : posted).
        \(postsSummary(posts, in: window))
        """),
      at: site)
    return false
  }

  /// What was posted in `window`, or why nothing was seen; with `expected`, why each post of its
  /// name did not match.
  func postsSummary(
    _ posts: ArraySlice<NotificationRecorder.Post>,
    in window: PostWindow,
    expected: ExpectedPost? = nil
  ) -> String {
    guard !posts.isEmpty else {
      let when = window.isWholeHistory ? "" : " \(window)"
      return """
        Nothing was posted on this test center\(when). Posts through \
        NotificationCenter.default, or from work outside the test's scope, are not seen here: \
        post through NotificationCenter.overridable.
        """
    }
    let lines = posts.map { post in
      let mismatches = expected.map { $0.name == post.name ? $0.mismatches(post) : [] } ?? []
      let why = mismatches.isEmpty ? "" : " (\(mismatches.joined(separator: "; ")))"
      return "- " + describePost(post) + why
    }
    return "Posted \(window):\n" + lines.joined(separator: "\n")
  }

  func site(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt)
    -> SourceSite
  {
    SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func timesPosted(_ count: Int) -> String {
    switch count {
    case 0: "it was not"
    case 1: "it was posted once"
    default: "it was posted \(count) times"
    }
  }
}
