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
  ///   - message: Said first when the check fails; every posting assertion takes one.
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Post] {
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    return checkPosted(
      expected, count: count, in: PostWindow(mark: mark), message: message(),
      site: site(fileID, filePath, line, column)
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () throws -> R
  ) rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(
      expected, count: count, in: window, message: message(),
      site: site(fileID, filePath, line, column))
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () async throws -> R
  ) async rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try await operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(
      expected, count: count, in: window, message: message(),
      site: site(fileID, filePath, line, column))
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
  /// `object` and `userInfo` narrow which posts count, as in ``assertPosted(_:object:userInfo:count:since:message:fileID:filePath:line:column:)``.
  @discardableResult
  public func assertNotPosted(
    _ name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    since mark: Mark? = nil,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    return checkPosted(
      expected, count: 0, in: PostWindow(mark: mark), message: message(),
      site: site(fileID, filePath, line, column)
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () throws -> R
  ) rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(
      expected, count: 0, in: window, message: message(), site: site(fileID, filePath, line, column)
    )
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () async throws -> R
  ) async rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try await operation()
    let expected = ExpectedPost(name: name, object: object, userInfo: userInfo)
    checkPosted(
      expected, count: 0, in: window, message: message(), site: site(fileID, filePath, line, column)
    )
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    checkOrder(
      names, in: PostWindow(mark: mark), message: message(),
      site: site(fileID, filePath, line, column))
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () throws -> R
  ) rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try operation()
    checkOrder(names, in: window, message: message(), site: site(fileID, filePath, line, column))
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during operation: () async throws -> R
  ) async rethrows -> R {
    let window = PostWindow(during: mark())
    let result = try await operation()
    checkOrder(names, in: window, message: message(), site: site(fileID, filePath, line, column))
    return result
  }
}
