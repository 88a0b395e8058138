import Foundation
import StandIn

extension TestNotificationCenter {
  /// Checks that something on this center observes `name`, and reports at the caller's line,
  /// listing every registration, when nothing does.
  ///
  /// ```swift
  /// model.start()
  /// center.assertObserving(.userDidLogin, by: model)
  /// center.assertObserving(.sessionDidExpire, object: session, message: "the banner hides")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification: a registration for every name observes it too.
  ///   - object: A sender: only a registration that would receive `name` from it counts (one
  ///     filtered on that object, or on none). `nil` accepts any filter.
  ///   - observer: The object expected to observe: the observer of an `observe(…)` observation,
  ///     or the object that holds the token `addObserver` returned, in its stored properties.
  ///     `nil` accepts any registration.
  ///   - message: Said first when the check fails.
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let owners = observer.map(log.owners(seenFrom:)) ?? RegistrationOwners(log.registrations)
    let isObserving = owners.registrations.indices.contains { index in
      let registration = owners.registrations[index]
      guard registration.isActive, registration.receives(name, from: object) else { return false }
      guard let observer else { return true }
      return owners.ownership(at: index, for: observer) == .observer
    }
    guard !isObserving else { return true }
    reportStandInIssue(
      withMessage(
        message(),
        """
        Expected \(subject(observer)) to observe \(name.rawValue)\(sender(object)), but \
        \(observer == nil ? "nothing on this test center does" : "it does not").
        \(registrationsSummary(owners))
        """),
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
  /// after it let go of it if an earlier assertion saw it hold it, so dropping the token without
  /// removing it fails here. A registration whose token was dropped right after the same line
  /// registered again (a token overwritten in a property) is the owner's of that later
  /// registration; and one that can no longer be removed, with no owner known, counts too: nothing
  /// shows that it is not the observer's.
  ///
  /// - Parameters:
  ///   - name: The notification.
  ///   - object: A sender: only registrations that would receive `name` from it count.
  ///   - observer: The object that must not observe; `nil` means nothing may.
  ///   - message: Said first when the check fails.
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
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let owners = observer.map(log.owners(seenFrom:)) ?? RegistrationOwners(log.registrations)
    var list: [String] = []
    var advice: Set<String> = []
    for (index, registration) in owners.registrations.enumerated()
    where registration.isActive && registration.receives(name, from: object) {
      let ownership = observer.map { owners.ownership(at: index, for: $0) }
      let countsForAnyObject = ownership == .unknown && registration.isUnremovable
      guard ownership == nil || ownership == .observer || countsForAnyObject else { continue }
      advice.insert(registration.isUnremovable ? Self.keepTokensAdvice : Self.removeAdvice)
      list.append("- " + owners.describe(at: index, countsForAnyObject: countsForAnyObject))
    }
    guard !list.isEmpty else { return true }
    reportStandInIssue(
      withMessage(
        message(),
        """
        Expected \(subject(observer)) no longer to observe \(name.rawValue)\(sender(object)), but \
        \(list.count == 1 ? "1 registration still receives" : "\(list.count) registrations still receive") it:
        \(list.joined(separator: "\n"))
        \(advice.sorted().joined(separator: "\n"))
        """),
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
  }

  private static let removeAdvice =
    "Remove it with removeObserver(_:) on the center that registered it, or cancel its observation."

  private static let keepTokensAdvice = """
    Remove a registration before its token is overwritten or dropped, or use \
    observe(_:object:observer:using:), which ends with its observer.
    """

  private func subject(_ observer: AnyObject?) -> String {
    observer.map { "the \(describe($0))" } ?? "something"
  }

  private func sender(_ object: Any?) -> String {
    object.map { " from \(describe($0))" } ?? ""
  }

  /// Every registration, or why there is none, for messages.
  private func registrationsSummary(_ owners: RegistrationOwners) -> String {
    guard !owners.registrations.isEmpty else {
      return """
        No observer was registered on this test center. Observers registered on \
        NotificationCenter.default, or from work outside the test's scope, are not seen here: \
        register through NotificationCenter.overridable.
        """
    }
    return "Registrations on this test center:\n"
      + owners.registrations.indices.map { "- " + owners.describe(at: $0) }
      .joined(separator: "\n")
  }
}
