import Foundation
import StandIn

extension TestNotificationCenter {
  /// Checks that something on this center observes `name`, and reports at the caller's line,
  /// listing every registration, when nothing does.
  ///
  /// ```swift
  /// model.start()
  /// center.assertObserving(.userDidLogin, by: model)
  /// center.assertObserving(.sessionDidExpire, object: session)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification: a registration for every name observes it too.
  ///   - object: A sender: only a registration that would receive `name` from it counts (one
  ///     filtered on that object, or on none). `nil` accepts any filter.
  ///   - observer: The object expected to observe: the observer of an `observe(…)` observation,
  ///     or the object that holds the token `addObserver` returned, in its stored properties.
  ///     `nil` accepts any registration.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file.
  ///   - line: The line a failure is reported at.
  ///   - column: The column a failure is reported at.
  /// - Returns: Whether it observes.
  @discardableResult
  public func assertObserving(
    _ name: Notification.Name,
    object: Any? = nil,
    by observer: AnyObject? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let observing = liveRegistrations(receiving: name, from: object, by: observer)
    guard observing.isEmpty else { return true }
    reportStandInIssue(
      """
      Expected \(subject(observer)) to observe \(name.rawValue)\(sender(object)), but \
      \(observer == nil ? "nothing on this test center does" : "it does not").
      \(registrationsSummary())
      """,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
  }

  /// Checks that nothing on this center observes `name` any longer, and reports at the caller's
  /// line, listing the registrations that still do.
  ///
  /// ```swift
  /// model.stop()
  /// center.assertNotObserving(.userDidLogin, by: model)
  /// ```
  ///
  /// With `observer`, a block registration counts as the observer's while it holds the token, and
  /// after it let go of it if an earlier `assertObserving(_:by:)` saw it hold it, so dropping the
  /// token without removing it fails here.
  ///
  /// - Parameters:
  ///   - name: The notification.
  ///   - object: A sender: only registrations that would receive `name` from it count.
  ///   - observer: The object that must not observe; `nil` means nothing may.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file.
  ///   - line: The line a failure is reported at.
  ///   - column: The column a failure is reported at.
  /// - Returns: Whether nothing observes.
  @discardableResult
  public func assertNotObserving(
    _ name: Notification.Name,
    object: Any? = nil,
    by observer: AnyObject? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let observing = liveRegistrations(receiving: name, from: object, by: observer)
    guard !observing.isEmpty else { return true }
    let list = observing.map { "- " + describeRegistration($0) }.joined(separator: "\n")
    reportStandInIssue(
      """
      Expected \(subject(observer)) no longer to observe \(name.rawValue)\(sender(object)), but \
      \(observing.count == 1 ? "1 registration still receives" : "\(observing.count) registrations still receive") it:
      \(list)
      Remove it with removeObserver(_:) on the center that registered it, or cancel its observation.
      """,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
  }

  private func liveRegistrations(
    receiving name: Notification.Name,
    from object: Any?,
    by observer: AnyObject?
  ) -> [NotificationRecorder.Registration] {
    let candidates = observer.map(log.registrations(of:)) ?? log.registrations
    return candidates.filter { $0.isActive && $0.receives(name, from: object) }
  }

  private func subject(_ observer: AnyObject?) -> String {
    observer.map { "the \(describe($0))" } ?? "something"
  }

  private func sender(_ object: Any?) -> String {
    object.map { " from \(describe($0))" } ?? ""
  }

  /// Every registration, or why there is none, for messages.
  private func registrationsSummary() -> String {
    let all = log.registrations
    guard !all.isEmpty else {
      return """
        No observer was registered on this test center. Observers registered on \
        NotificationCenter.default, or from work outside the test's scope, are not seen here: \
        register through NotificationCenter.overridable.
        """
    }
    return "Registrations on this test center:\n"
      + all.map { "- " + describeRegistration($0) }.joined(separator: "\n")
  }
}
