import StandInAudit
import Testing

@Suite struct StrictTests {
  private func result(replaceable: [Bool]) -> AuditResult {
    AuditResult(
      findings: replaceable.enumerated().map { index, replaceable in
        Finding(
          file: "A.swift", line: index + 1, column: 1, kind: .sharedAccessor, type: "A",
          member: "shared", replaceable: replaceable, suggestion: "")
      },
      skipped: [], filesAudited: 1)
  }

  @Test func strictFailsOnlyWhenSomethingIsHardWired() {
    #expect(result(replaceable: [true, false]).exitStatus(strict: true) == 1)
    #expect(result(replaceable: [true, true]).exitStatus(strict: true) == 0)
    #expect(result(replaceable: []).exitStatus(strict: true) == 0)
  }

  @Test func withoutStrictTheStatusIsZero() {
    #expect(result(replaceable: [false, false]).exitStatus(strict: false) == 0)
  }

  @Test func strictOnARealTree() throws {
    let hardWired = try Fixture(["A.swift": "func f() { _ = FileManager.default }"])
    #expect(try hardWired.audit().exitStatus(strict: true) == 1)
    let clean = try Fixture(["A.swift": "func f() { _ = NotificationCenter.overridable }"])
    #expect(try clean.audit().exitStatus(strict: true) == 0)
  }
}
