import Foundation
import StandIn

extension TestNotificationCenter {
  /// Checks that `name` was posted since `mark` (since the center was installed when `nil`), and
  /// reports at the caller's line, listing what was posted, when it was not. Nothing waits: a post
  /// is recorded as it happens.
  ///
  /// ```swift
  /// cart.add(item)
  /// center.assertPosted(.cartDidChange, object: cart, userInfo: ["count": 1])
  /// center.assertPosted(.cartDidChange, count: 1, since: mark)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification.
  ///   - object: The sender: the same object, or an equal value. `nil` accepts any sender.
  ///   - userInfo: Entries the notification's user info must contain, with equal values; other
  ///     entries are allowed. `nil` accepts any user info.
  ///   - count: How many matching posts exactly; `nil` means at least one.
  ///   - mark: Where to start looking, from ``mark()``.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file.
  ///   - line: The line a failure is reported at.
  ///   - column: The column a failure is reported at.
  /// - Returns: The matching posts.
  @discardableResult
  public func assertPosted(
    _ name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    count: Int? = nil,
    since mark: Mark? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Post] {
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    return checkPosted(
      expected, count: count, in: PostWindow(mark: mark), site: site(fileID, filePath, line, column)
    )
  }

  /// Runs `operation`, checks that it posted `name`, and returns its result.
  ///
  /// ```swift
  /// center.assertPosted(.userDidLogin, userInfo: ["user": "ann"]) {
  ///   session.logIn(as: "ann")
  /// }
  /// ```
  public func assertPosted<R>(
    _ name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    count: Int? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () throws -> R
  ) rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(expected, count: count, in: window, site: site(fileID, filePath, line, column))
    return result
  }

  /// Runs asynchronous `operation`, checks that it posted `name`, and returns its result.
  ///
  /// ```swift
  /// try await center.assertPosted(.userDidLogin) {
  ///   try await session.logIn(as: "ann")
  /// }
  /// ```
  public func assertPosted<R>(
    _ name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    count: Int? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () async throws -> R
  ) async rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try await operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(expected, count: count, in: window, site: site(fileID, filePath, line, column))
    return result
  }

  /// Checks that `name` was not posted since `mark` (since the center was installed when `nil`),
  /// and reports at the caller's line, listing the posts, when it was. Nothing waits, unlike an
  /// inverted `XCTestExpectation`.
  ///
  /// ```swift
  /// center.assertNotPosted(.userDidLogin, since: mark)
  /// ```
  ///
  /// `object` and `userInfo` narrow which posts count, as in ``assertPosted(_:object:userInfo:count:since:fileID:filePath:line:column:)``.
  @discardableResult
  public func assertNotPosted(
    _ name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    since mark: Mark? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    return checkPosted(
      expected, count: 0, in: PostWindow(mark: mark), site: site(fileID, filePath, line, column)
    ).isEmpty
  }

  /// Runs `operation`, checks that it did not post `name`, and returns its result.
  ///
  /// ```swift
  /// center.assertNotPosted(.userDidLogin) {
  ///   session.logIn(as: "ann", password: "wrong")
  /// }
  /// ```
  public func assertNotPosted<R>(
    _ name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () throws -> R
  ) rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(expected, count: 0, in: window, site: site(fileID, filePath, line, column))
    return result
  }

  /// Runs asynchronous `operation`, checks that it did not post `name`, and returns its result.
  ///
  /// ```swift
  /// await center.assertNotPosted(.userDidLogin) {
  ///   await session.logIn(as: "ann", password: "wrong")
  /// }
  /// ```
  public func assertNotPosted<R>(
    _ name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () async throws -> R
  ) async rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try await operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(expected, count: 0, in: window, site: site(fileID, filePath, line, column))
    return result
  }

  /// Checks that each of `names` was posted since `mark`, in this order (other posts may come
  /// between), and reports at the caller's line, listing the posts, when not.
  ///
  /// ```swift
  /// center.assertPostedInOrder([.syncDidStart, .syncDidFinish])
  /// ```
  @discardableResult
  public func assertPostedInOrder(
    _ names: [Notification.Name],
    since mark: Mark? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    checkOrder(names, in: PostWindow(mark: mark), site: site(fileID, filePath, line, column))
  }

  /// Runs `operation`, checks that it posted each of `names` in this order, and returns its
  /// result.
  ///
  /// ```swift
  /// try center.assertPostedInOrder([.syncDidStart, .syncDidFinish]) {
  ///   try coordinator.sync()
  /// }
  /// ```
  public func assertPostedInOrder<R>(
    _ names: [Notification.Name],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () throws -> R
  ) rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try operation()
    checkOrder(names, in: window, site: site(fileID, filePath, line, column))
    return result
  }

  /// Runs asynchronous `operation`, checks that it posted each of `names` in this order, and
  /// returns its result.
  ///
  /// ```swift
  /// try await center.assertPostedInOrder([.syncDidStart, .syncDidFinish]) {
  ///   try await coordinator.sync()
  /// }
  /// ```
  public func assertPostedInOrder<R>(
    _ names: [Notification.Name],
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () async throws -> R
  ) async rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try await operation()
    checkOrder(names, in: window, site: site(fileID, filePath, line, column))
    return result
  }

  // MARK: Checking

  /// Reports unless the posts in `window` matching `expected` number `count` (at least one when
  /// `nil`); returns the matching posts.
  @discardableResult
  private func checkPosted(
    _ expected: ExpectedPost,
    count: Int?,
    in window: PostWindow,
    site: SourceSite
  ) -> [Post] {
    let posts = window.posts(in: log)
    let matching = posts.filter(expected.matches)
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
        """
        Expected \(expected) \(expectation) \(window), but \(timesPosted(matching.count)).
        \(postsSummary(posts, in: window))
        """,
        at: site)
    }
    return matching.map { Post(name: $0.name, recorded: $0) }
  }

  @discardableResult
  private func checkOrder(_ names: [Notification.Name], in window: PostWindow, site: SourceSite)
    -> Bool
  {
    let posts = window.posts(in: log)
    var remaining = names[...]
    for post in posts where post.name == remaining.first {
      remaining.removeFirst()
    }
    guard !remaining.isEmpty else { return true }
    let order = names.map(\.rawValue).joined(separator: ", ")
    let posted = posts.map(\.name.rawValue).joined(separator: ", ")
    reportStandInIssue(
      """
      Expected \(order) to be posted in this order \(window), but the posts were: \
      \(posts.isEmpty ? "none" : posted).
      \(postsSummary(posts, in: window))
      """,
      at: site)
    return false
  }

  private func timesPosted(_ count: Int) -> String {
    switch count {
    case 0: "it was not"
    case 1: "it was posted once"
    default: "it was posted \(count) times"
    }
  }

  private func postsSummary(_ posts: [NotificationRecorder.Post], in window: PostWindow) -> String {
    guard !posts.isEmpty else {
      let when = window.isWholeHistory ? "" : " \(window)"
      return """
        Nothing was posted on this test center\(when). Posts through \
        NotificationCenter.default, or from work outside the test's scope, are not seen here: \
        post through NotificationCenter.overridable.
        """
    }
    return "Posted \(window):\n" + posts.map { "- " + describePost($0) }.joined(separator: "\n")
  }

  private func site(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt)
    -> SourceSite
  {
    SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The posts an assertion looks at: since a mark, during a closure, or since the center was
/// installed.
private struct PostWindow: CustomStringConvertible {
  let start: Int
  let description: String
  /// Whether it starts where the center was installed.
  let isWholeHistory: Bool

  init(mark: TestNotificationCenter.Mark?) {
    start = mark?.postCount ?? 0
    isWholeHistory = mark == nil
    description = mark == nil ? "on this test center" : "since the mark"
  }

  init(during mark: TestNotificationCenter.Mark) {
    start = mark.postCount
    isWholeHistory = false
    description = "during the closure"
  }

  func posts(in log: NotificationRecorder) -> [NotificationRecorder.Post] {
    Array(log.posts.dropFirst(start))
  }
}

/// The post an assertion looks for.
private struct ExpectedPost: CustomStringConvertible {
  let name: Notification.Name
  let object: Any?
  let userInfo: [AnyHashable: Any]?

  func matches(_ post: NotificationRecorder.Post) -> Bool {
    guard post.name == name else { return false }
    if let object {
      guard let sender = post.object, sender.matches(object) else { return false }
    }
    guard let userInfo else { return true }
    guard let posted = post.userInfo else { return userInfo.isEmpty }
    return userInfo.allSatisfy { key, value in posted[key].map { isEqual($0, value) } ?? false }
  }

  var description: String {
    var text = name.rawValue
    if let object { text += " from \(describe(object))" }
    if let userInfo { text += " with userInfo containing \(describe(userInfo))" }
    return text
  }
}
