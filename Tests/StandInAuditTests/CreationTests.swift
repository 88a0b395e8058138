import StandInAudit
import Testing

@Suite struct CreationTests {
  @Test func creatingAPackageClassOrActorInsideAnotherTypeIsHardWired() throws {
    let fixture = try Fixture([
      "Sync.swift": """
      final class SyncService {
        init(account: String) {}
        static func make(account: String) -> SyncService { SyncService(account: account) }
      }
      actor Store {}
      struct Point {}

      struct Coordinator {
        let eager = SyncService(account: "property initializers are not bodies")
        func start() {
          let service = SyncService(account: "ann")
          let store = Store.init()
          let point = Point()
          let later = { SyncService(account: "bob") }
          _ = (service, store, point, later)
        }
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Sync.swift:11:19 creation SyncService.init hard-wired",
        "Sync.swift:12:17 creation Store.init hard-wired",
        "Sync.swift:14:19 creation SyncService.init hard-wired",
      ])
    #expect(
      findings[0].suggestion
        == "create it through a static factory on an @OverridableStatics type, or an "
        + "@Overridable factory (class SyncService, Sync.swift:1)")
  }

  @Test func nestedClassesAreCreationsToo() throws {
    let fixture = try Fixture([
      "Outer.swift": """
      enum Outer {
        final class Worker {}
      }
      final class Boss {
        func hire() -> Outer.Worker { Outer.Worker() }
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == ["Outer.swift:5:33 creation Outer.Worker.init hard-wired"])
  }
}
