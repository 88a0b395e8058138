import SwiftParser
import Testing

@testable import StandInAudit

@Suite struct DeepNestingTests {
  /// Runs in `swift test`, not under `--sanitize=thread`: see ``ThreadSanitizer/shadowStackLimit``.
  @Test(.disabled(if: ThreadSanitizer.isActive, ThreadSanitizer.shadowStackLimit))
  func aVeryLongMemberChainIsAuditedWithoutOverflowingTheStack() throws {
    // 30,000 links nest 30,000 levels deep: more than an 8 MiB stack holds in a debug build.
    let chain = String(repeating: ".b", count: 30_000)
    let fixture = try Fixture(["Chain.swift": "func f() { _ = FileManager.default\(chain) }\n"])
    let result = try fixture.audit()
    #expect(result.findings.map(\.location) == ["Chain.swift:1:16"])
    #expect(result.skipped.isEmpty)
  }

  @Test func depthIsMeasuredWithoutRecursion() {
    let tree = Parser.parse(source: "let x = A.b.c.d")
    #expect(Auditor.depth(of: tree, exceeds: 3))
    #expect(!Auditor.depth(of: tree, exceeds: 100))
  }
}
