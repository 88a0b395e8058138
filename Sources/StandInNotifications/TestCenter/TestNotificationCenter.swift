import Foundation
import StandIn

/// A notification center for one test: it delivers like Foundation's (it wraps a fresh
/// `NotificationCenter`), records every registration, removal and post, and asserts on them at
/// the test's line.
///
/// Install it for a scope with `withTestNotificationCenter`, the `.testNotificationCenter` trait
/// (StandInTesting), or `StandInTestCase.useTestNotificationCenter()`. Code under test reaches it
/// through `NotificationCenter.overridable`; parallel tests each have their own, so no post
/// crosses from one test to another.
///
/// ```swift
/// @Test(.testNotificationCenter())
/// func startObservesLogin() {
///   let center = TestNotificationCenter.current()
///   let model = LoginBannerModel()
///   model.start()
///   center.assertObserving(.userDidLogin, by: model)
///   model.stop()
///   center.assertNotObserving(.userDidLogin, by: model)
/// }
/// ```
public final class TestNotificationCenter: OverridableNotificationCenter, @unchecked Sendable {
  /// Creates a test center around a fresh `NotificationCenter`.
  ///
  /// ```swift
  /// let center = TestNotificationCenter()
  /// withOverride(NotificationCenter.overridableSlot, with: center) { … }
  /// ```
  public init() {
    super.init(underlying: NotificationCenter(), recorder: NotificationRecorder())
  }

  var log: NotificationRecorder {
    // Every TestNotificationCenter is created with a recorder.
    recorder.unsafelyUnwrapped
  }

  /// The test center installed where this is read.
  ///
  /// ```swift
  /// let center = TestNotificationCenter.current()
  /// ```
  ///
  /// Where none is installed, this reports the misuse at the caller's line and returns a new
  /// center that nothing posts to, so the test goes on and its assertions fail visibly.
  public static func current(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> TestNotificationCenter {
    if let center = NotificationCenter.overridable as? TestNotificationCenter { return center }
    reportStandInIssue(
      """
      No TestNotificationCenter is installed here, so NotificationCenter.overridable is the real \
      center. Install one with the .testNotificationCenter trait, withTestNotificationCenter { }, \
      or StandInTestCase.useTestNotificationCenter().
      """,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return TestNotificationCenter()
  }

  // MARK: What was recorded

  /// An observer registration the center recorded.
  ///
  /// ```swift
  /// #expect(center.registrations.filter(\.isActive).map(\.name) == [.userDidLogin])
  /// ```
  public struct Registration: CustomStringConvertible {
    /// The observed name; `nil` observes every name.
    public let name: Notification.Name?
    /// The object filter while the object lives; `nil` observes every sender.
    public var object: Any? { recorded.object?.value }
    /// Whether notifications still reach it.
    public var isActive: Bool { recorded.isActive }
    /// `userDidLogin from any sender, registered at LoginBannerModel.swift:14 (active)`.
    public var description: String { describeRegistration(recorded) }

    let recorded: NotificationRecorder.Registration
  }

  /// A post the center recorded.
  ///
  /// ```swift
  /// #expect(center.posts.map(\.name) == [.userDidLogin, .cartDidChange])
  /// ```
  public struct Post: CustomStringConvertible {
    /// The notification's name.
    public let name: Notification.Name
    /// The sender while it lives.
    public var object: Any? { recorded.object?.value }
    /// The notification's user info.
    public var userInfo: [AnyHashable: Any]? { recorded.userInfo }
    /// `userDidLogin from Session object, userInfo ["user": "ann"], at Session.swift:31`.
    public var description: String { describePost(recorded) }

    let recorded: NotificationRecorder.Post
  }

  /// A point in the center's history of posts, for assertions about what was posted since.
  ///
  /// ```swift
  /// let mark = center.mark()
  /// model.logIn()
  /// center.assertPosted(.userDidLogin, since: mark)
  /// ```
  public struct Mark: Sendable {
    let postCount: Int
  }

  /// Every registration, in the order made, live or ended.
  ///
  /// ```swift
  /// let live = center.registrations.filter(\.isActive)
  /// ```
  public var registrations: [Registration] {
    log.registrations.map { Registration(name: $0.name, recorded: $0) }
  }

  /// Every post, in order.
  ///
  /// ```swift
  /// #expect(center.posts.count == 2)
  /// ```
  public var posts: [Post] {
    log.posts.map { Post(name: $0.name, recorded: $0) }
  }

  /// The current point in the history of posts.
  ///
  /// ```swift
  /// let mark = center.mark()
  /// ```
  public func mark() -> Mark {
    Mark(postCount: log.postCount)
  }

  // MARK: When the scope ends

  /// Reports, at `site`, the end of the scope that installed this center, the observers still
  /// registered, as `leakedObservers` says, and for a `strict` center the posts no assertion
  /// expected.
  package func reportAtScopeEnd(leakedObservers: LeakedObservers, strict: Bool, at site: SourceSite)
  {
    reportLeakedObservers(leakedObservers, at: site)
    if strict { reportUncheckedPosts(at: site) }
  }

  /// Reports the registrations still live, as `policy` says, at `site`: the end of the scope that
  /// installed this center.
  private func reportLeakedObservers(_ policy: LeakedObservers, at site: SourceSite) {
    guard let severity = policy.severity else { return }
    let owners = RegistrationOwners(log.registrations)
    let leaked = owners.registrations.indices.filter { owners.registrations[$0].isActive }
    guard !leaked.isEmpty else { return }
    let list = leaked.map { "- " + owners.describe(at: $0) }.joined(separator: "\n")
    reportStandInIssue(
      """
      \(leaked.count == 1 ? "1 observer" : "\(leaked.count) observers") registered during this \
      test \(leaked.count == 1 ? "was" : "were") never removed; in the app, \
      \(leaked.count == 1 ? "it keeps" : "they keep") running after \
      \(leaked.count == 1 ? "its" : "their") owner is gone:
      \(list)
      Remove each with removeObserver(_:) before its token is overwritten or dropped, or use \
      observe(_:object:observer:using:), which ends with its observer. If an observer is meant \
      to outlive the test, install the center with leakedObservers: .ignored.
      """,
      severity: severity,
      at: site)
  }
}
