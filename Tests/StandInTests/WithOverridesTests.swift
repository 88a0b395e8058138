import Foundation
import StandIn
import StandInFixtures
import Testing

@Suite("withOverride and withOverrides")
struct WithOverridesTests {
  struct Failure: Error {}

  @Test func readsTheRealInstanceWhenNothingIsReplaced() {
    #expect(Analytics.shared.label == "real")
    #expect(Analytics.shared === Analytics.sharedSlot.real)
    #expect(!Analytics.sharedSlot.isReplaced)
  }

  @Test func replacesForTheOperationAndReturnsItsValue() {
    let stand = Analytics(label: "stand-in")
    let label = withOverride(Analytics.sharedSlot, with: stand) {
      #expect(Analytics.sharedSlot.isReplaced)
      return Analytics.shared.label
    }
    #expect(label == "stand-in")
    #expect(Analytics.shared.label == "real")
  }

  @Test func replacesInAsyncOperationsAcrossSuspensionPoints() async {
    let label = await withOverride(Analytics.sharedSlot, with: Analytics(label: "async")) {
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
      return Analytics.shared.label
    }
    #expect(label == "async")
    #expect(Analytics.shared.label == "real")
  }

  @Test func replacesSeveralSlotsAtOnce() {
    withOverrides {
      $0[Analytics.sharedSlot] = Analytics(label: "many")
      $0[SettingsStore.$standard] = SettingsStore(theme: "dark")
      $0[Clocks.$current] = FixedClock(now: 42)
    } operation: {
      #expect(Analytics.shared.label == "many")
      #expect(SettingsStore.standard.theme == "dark")
      #expect(Clocks.current.now == 42)
    }
    #expect(SettingsStore.standard.theme == "light")
    #expect(Clocks.current.now == 1)
  }

  @Test func assigningTheSameSlotTwiceKeepsTheLastValue() {
    withOverrides {
      $0[SettingsStore.$standard] = SettingsStore(theme: "first")
      $0[SettingsStore.$standard] = SettingsStore(theme: "second")
    } operation: {
      #expect(SettingsStore.standard.theme == "second")
    }
  }

  @Test func innerScopesWinAndOuterScopesComeBack() async {
    await withOverride(SettingsStore.$standard, with: SettingsStore(theme: "outer")) {
      #expect(SettingsStore.standard.theme == "outer")
      await withOverrides {
        $0[SettingsStore.$standard] = SettingsStore(theme: "inner")
        $0[Analytics.sharedSlot] = Analytics(label: "inner")
      } operation: {
        await Task.yield()
        #expect(SettingsStore.standard.theme == "inner")
        withOverride(SettingsStore.$standard, with: SettingsStore(theme: "innermost")) {
          #expect(SettingsStore.standard.theme == "innermost")
          #expect(Analytics.shared.label == "inner")
        }
        #expect(SettingsStore.standard.theme == "inner")
      }
      #expect(SettingsStore.standard.theme == "outer")
      #expect(Analytics.shared.label == "real")
    }
    #expect(SettingsStore.standard.theme == "light")
  }

  @Test func restoresWhenTheOperationThrows() {
    #expect(throws: Failure.self) {
      try withOverride(SettingsStore.$standard, with: SettingsStore(theme: "thrown")) {
        #expect(SettingsStore.standard.theme == "thrown")
        throw Failure()
      }
    }
    #expect(SettingsStore.standard.theme == "light")
    #expect(!SettingsStore.$standard.isReplaced)
  }

  @Test func restoresWhenTheBuilderThrows() {
    #expect(throws: Failure.self) {
      try withOverrides {
        $0[SettingsStore.$standard] = SettingsStore(theme: "never")
        throw Failure()
      } operation: {
        Issue.record("the operation must not run when the builder throws")
      }
    }
    #expect(SettingsStore.standard.theme == "light")
  }

  @Test func restoresWhenAnExpectationFails() {
    withKnownIssue {
      withOverride(SettingsStore.$standard, with: SettingsStore(theme: "failing")) {
        #expect(SettingsStore.standard.theme == "something else")
      }
    }
    #expect(SettingsStore.standard.theme == "light")
  }

  @Test func restoresWhenTheTaskIsCancelled() async {
    let task = Task {
      try await withOverride(SettingsStore.$standard, with: SettingsStore(theme: "cancelled")) {
        try await Task.sleep(for: .seconds(60))
      }
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(SettingsStore.standard.theme == "light")
    #expect(!SettingsStore.$standard.isReplaced)
  }

  @Test func childTasksSeeTheReplacement() async {
    await withOverride(SettingsStore.$standard, with: SettingsStore(theme: "parent")) {
      async let fromAsyncLet = SettingsStore.standard.theme
      let fromTask = await Task { SettingsStore.standard.theme }.value
      let fromGroup = await withTaskGroup(of: String.self) { group in
        for _ in 0..<4 { group.addTask { SettingsStore.standard.theme } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(await fromAsyncLet == "parent")
      #expect(fromTask == "parent")
      #expect(fromGroup == Array(repeating: "parent", count: 4))
    }
  }

  @Test func workThatOutlivesTheScopeSeesTheRealInstance() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let leaked = withOverride(SettingsStore.$standard, with: SettingsStore(theme: "scoped")) {
      Task {
        for await _ in stream { break }
        return SettingsStore.standard.theme
      }
    }
    continuation.yield()
    #expect(await leaked.value == "light")
  }

  @Test func theRealInstanceStaysReachableWhileReplaced() {
    withOverride(MacroAnalytics.$shared, with: MacroAnalytics(label: "stand-in")) {
      #expect(MacroAnalytics.shared.label == "stand-in")
      #expect(MacroAnalytics.$shared.real.label == "real")
    }
  }

  @Test func mainActorIsolatedSharedInstances() async {
    await MainActor.run {
      withOverride(Coordinator.$shared, with: Coordinator(route: "checkout")) {
        #expect(Coordinator.shared.route == "checkout")
      }
      #expect(Coordinator.shared.route == "home")
    }
  }

  @Test func actorsAndExistentials() async {
    await withOverrides {
      $0[SyncEngine.$sharedManager] = SyncEngine(name: "stand-in")
      $0[Clocks.$current] = FixedClock(now: 7)
    } operation: {
      await Task.yield()
      #expect(SyncEngine.sharedManager.name == "stand-in")
      #expect(Clocks.current.now == 7)
    }
  }

  @Test func publicAndPackageAccessLevels() {
    withOverrides {
      $0[PublicService.$default] = PublicService(id: 1)
      $0[PackageService.$sharedInstance] = PackageService(id: 2)
    } operation: {
      #expect(PublicService.default.id == 1)
      #expect(PackageService.sharedInstance.id == 2)
    }
  }

  @Test func slotsNameThemselves() {
    #expect(Analytics.sharedSlot.name == "Analytics.shared")
    #expect(MacroAnalytics.$shared.name == "MacroAnalytics.shared")
    #expect(Clocks.$current.name == "Clocks.current")
    #expect(PublicService.$default.description == "PublicService.default")
    #expect(OverridableSlot(3).name == "Int")
  }

  @Test func overridesReportWhatTheyHold() {
    var overrides = Overrides()
    #expect(overrides.isEmpty)
    #expect(overrides[SettingsStore.$standard].theme == "light")
    overrides[SettingsStore.$standard] = SettingsStore(theme: "held")
    #expect(!overrides.isEmpty)
    #expect(overrides.replaces(SettingsStore.$standard))
    #expect(!overrides.replaces(Analytics.sharedSlot))
    #expect(overrides[SettingsStore.$standard].theme == "held")
  }
}
