import Foundation
import StandIn
import StandInFixtures
import StandInTesting
import Testing

/// Every stand-in id seen by the parameterized test below, to prove each case got its own.
private final class SeenStandIns: @unchecked Sendable {
  static let shared = SeenStandIns()
  private let lock = NSLock()
  private var ids: Set<Int> = []
  func insert(_ id: Int) -> Bool { lock.withLock { ids.insert(id).inserted } }
}

@Suite(.overriding(TraitProbe.$shared) { TraitProbe.fresh() })
struct OverridingTraitTests {
  @Test func aSuiteTraitReachesItsTests() {
    #expect(TraitProbe.shared.id > 0)
    #expect(TraitProbe.$shared.isReplaced)
  }

  @Test(arguments: 0..<20)
  func eachTestCaseGetsAFreshStandIn(_ index: Int) async {
    let standIn = TraitProbe.shared
    let isNew = SeenStandIns.shared.insert(standIn.id)
    #expect(isNew, "test case \(index) reused stand-in \(standIn.id)")
    await Task.yield()
    #expect(TraitProbe.shared === standIn)
  }

  @Test(.overriding(TraitProbe.$shared, with: TraitProbe(id: -7)))
  func aTestsOwnTraitWinsOverItsSuites() {
    #expect(TraitProbe.shared.id == -7)
  }

  @Test(
    .overriding {
      $0[SettingsStore.$standard] = SettingsStore(theme: "trait")
      $0[Clocks.$current] = FixedClock(now: 99)
    }
  )
  func theBuilderFormReplacesSeveralSlots() async {
    #expect(SettingsStore.standard.theme == "trait")
    #expect(Clocks.current.now == 99)
    #expect(await Task { Clocks.current.now }.value == 99)
    #expect(TraitProbe.shared.id > 0)
  }

  @Test func scopesInsideTheTestNestInsideTheTrait() {
    let suiteStandIn = TraitProbe.shared
    withOverride(TraitProbe.$shared, with: TraitProbe(id: -1)) {
      #expect(TraitProbe.shared.id == -1)
    }
    #expect(TraitProbe.shared === suiteStandIn)
  }

  @Suite struct NestedSuite {
    @Test func nestedSuitesInheritTheTrait() {
      #expect(TraitProbe.shared.id > 0)
    }
  }
}

@Suite("Process-wide trait")
struct ProcessWideTraitTests {
  static let legacySlot = OverridableSlot("real", name: "LegacyUploader.shared")

  @Test(.overridingProcessWide { $0[ProcessWideTraitTests.legacySlot] = "process-wide" })
  func theProcessWideTraitReachesDispatchQueues() {
    #expect(onDispatchQueue { Self.legacySlot.current } == "process-wide")
  }

  /// Runs in parallel with the test above: its own scope keeps the real instance, while a read
  /// outside any scope would see the process-wide replacement.
  @Test(.overriding { _ in })
  func otherTestsScopesKeepTheRealInstance() {
    #expect(Self.legacySlot.current == "real")
  }
}
