import StatusApp
import Testing

/// The five tests that pin down "singleton by choice" (`sharedInstance` for the app, a fresh
/// instance from `init` wherever a test wants one), ported from the Objective-C original.
@Suite("Singleton by choice")
struct SingletonByChoiceTests {
  @Test func theSharedInstanceExists() {
    let shared: StatusManager? = StatusManager.sharedManager
    #expect(shared != nil)
  }

  @Test func aFreshInstanceExists() {
    let fresh: StatusManager? = StatusManager()
    #expect(fresh != nil)
  }

  @Test func theSharedInstanceIsTheSameEachTime() {
    #expect(StatusManager.sharedManager === StatusManager.sharedManager)
  }

  @Test func theSharedInstanceIsNotAFreshOne() {
    #expect(StatusManager.sharedManager !== StatusManager())
  }

  @Test func twoFreshInstancesDiffer() {
    #expect(StatusManager() !== StatusManager())
  }
}
