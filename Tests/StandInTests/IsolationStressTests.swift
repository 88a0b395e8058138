import Atomics
import Dispatch
import StandIn
import StandInFixtures
import StandInTesting
import Testing

/// Counts the reads the stress tests made, so a run that silently skipped its work fails.
private let readsMade = ManagedAtomic<Int>(0)

/// Thousands of test cases replace the same two slots at once, each with its own stand-ins, and
/// read them across suspension points and in child tasks: no case may ever see another's.
@Suite("Isolation under parallel tests")
struct IsolationStressTests {
  @Test(arguments: 0..<1_000)
  func parallelScopesNeverSeeEachOthersStandIns(_ id: Int) async throws {
    try await withOverrides {
      $0[StressAnalytics.$shared] = StressAnalytics(id: id)
      $0[StressSettings.$standard] = StressSettings(id: id)
    } operation: {
      for round in 0..<4 {
        #expect(StressAnalytics.shared.id == id)
        await Task.yield()
        async let fromAsyncLet = StressSettings.standard.id
        let fromTask = await Task { StressAnalytics.shared.id }.value
        let fromGroup = await withTaskGroup(of: Int.self) { group in
          for _ in 0..<3 { group.addTask { StressSettings.standard.id } }
          return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        try await Task.sleep(for: .microseconds((id &* 7 &+ round) % 50))
        #expect(await fromAsyncLet == id)
        #expect(fromTask == id)
        #expect(fromGroup == [id, id, id])
        #expect(StressSettings.standard.id == id)
        readsMade.wrappingIncrement(by: 7, ordering: .relaxed)
      }
    }
    #expect(StressAnalytics.shared.id == -1)
  }

  @Test(
    .overriding(StressAnalytics.$shared) { StressAnalytics(id: TraitProbe.made.increment()) },
    arguments: 0..<1_000
  )
  func parallelTraitCasesEachKeepTheirOwnStandIn(_ id: Int) async throws {
    let mine = StressAnalytics.shared
    #expect(mine.id > 0)
    for round in 0..<4 {
      try await Task.sleep(for: .microseconds((id &+ round) % 40))
      #expect(StressAnalytics.shared === mine)
      #expect(await Task { StressAnalytics.shared }.value === mine)
      readsMade.wrappingIncrement(by: 2, ordering: .relaxed)
    }
  }

  @Test func threadsWithSynchronousScopesNeverSeeEachOthersStandIns() {
    let mismatches = ManagedAtomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { id in
      withOverride(StressSettings.$standard, with: StressSettings(id: id)) {
        for _ in 0..<20 where StressSettings.standard.id != id {
          mismatches.wrappingIncrement(ordering: .relaxed)
        }
      }
      if StressSettings.standard.id != -1 { mismatches.wrappingIncrement(ordering: .relaxed) }
      readsMade.wrappingIncrement(by: 21, ordering: .relaxed)
    }
    #expect(mismatches.load(ordering: .relaxed) == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func theStressTestsDidTheirReads() async throws {
    // Runs alongside the others: 57,000 reads in all, of which the first case alone makes 28.
    while readsMade.load(ordering: .relaxed) < 28_000 {
      try await Task.sleep(for: .milliseconds(5))
    }
  }
}
