import StandInAudit
import Testing

@Suite struct NotificationCenterTests {
  @Test func defaultIsHardWiredAndOverridableIsReplaceable() throws {
    let fixture = try Fixture([
      "Session.swift": """
      import Foundation

      final class Session {
        func logIn() {
          NotificationCenter.default.post(name: .init("login"), object: self)
          NotificationCenter.overridable.post(name: .init("login"), object: self)
          let center = Foundation.NotificationCenter.default
          _ = center
        }
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Session.swift:5:5 notification center NotificationCenter.default hard-wired",
        "Session.swift:6:5 notification center NotificationCenter.overridable replaceable",
        "Session.swift:7:18 notification center NotificationCenter.default hard-wired",
      ])
    #expect(
      findings[0].suggestion
        == "use `NotificationCenter.overridable` (import StandInNotifications); `--fix` does this")
    // Not a call `--fix` rewrites: the suggestion does not promise it.
    #expect(
      findings[2].suggestion
        == "use `NotificationCenter.overridable` (import StandInNotifications)")
    #expect(
      findings[1].suggestion == "nothing to do: tests install a TestNotificationCenter")
  }

  @Test func notificationCenterIsNotAlsoASharedAccessor() throws {
    let fixture = try Fixture([
      "A.swift": "func f() { _ = NotificationCenter.default }"
    ])
    let findings = try fixture.audit().findings
    #expect(findings.map(\.kind) == [.notificationCenter])
  }
}
