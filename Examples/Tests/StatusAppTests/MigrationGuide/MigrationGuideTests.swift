import Foundation
import StandInMacros
import StandInTesting
import StatusApp
import Testing

// The StandIn side of each technique in Documentation/MigrationGuide.md. Each region between
// `// snippet: NAME` and `// end snippet` appears verbatim in the guide; .ci/check-guide-snippets.py
// fails CI when the two differ, so every snippet in the guide is compiled and run here.

@Suite("Migration guide")
struct MigrationGuideTests {
  // snippet: category-override
  // Production: `@Overridable public static var sharedManager = StatusManager()`.
  // No category, no static variable to nil out: the stand-in lives as long as the test.
  @Test(.overriding(StatusManager.$sharedManager) { StatusManagerMock() })
  func showsTheStatusFromTheManager() throws {
    let status = try StatusManager.$sharedManager.standIn(as: StatusManagerMock.self)
    status.stub.currentStatus().returns(42)
    let screen = StatusScreen()
    screen.refresh()
    #expect(screen.label.text == "Status: 42")
  }

  // Without a stand-in, the real instance answers: what invokeSupersequent did.
  @Test func withoutAStandInTheRealManagerAnswers() {
    #expect((1...100).contains(StatusManager.sharedManager.currentStatus()))
    #expect(StatusManager.sharedManager === StatusManager.$sharedManager.real)
  }
  // end snippet

  // snippet: singleton-macro
  @Test func classMockPartialMockAndNoRelease() {
    // CreateClassMock: a mock of the whole class, strict by choice.
    let status = StatusManagerMock(.strict)
    status.stub.currentStatus().returns(7)

    // CreatePartialMock(realObject): unstubbed calls run the real code, and are recorded.
    let analytics = AnalyticsManagerMock(.partial)

    withOverrides {
      $0[StatusManager.$sharedManager] = status
      $0[AnalyticsManager.$shared] = analytics
    } operation: {
      StatusScreen().refresh()
    }
    // ReleaseMock: nothing to call. Out here the real instances are back.
    #expect(analytics.events == ["status_shown"])
    analytics.verify.track("status_shown").called(1)
    #expect(AnalyticsManager.shared !== analytics)
  }
  // end snippet

  // snippet: class-methods
  // Production: `@OverridableStatics public final class MessageComposer`.
  @Test(.mocking(MessageComposer.StaticMock.self) { $0.stub.canSendText().returns(true) })
  func stubsAClassMethod() {
    let screen = MessageScreen()
    screen.load()
    #expect(screen.isSendEnabled)
    MessageComposer.StaticMock.current().verify.canSendText().called(1)
  }

  // Expecting an allocation and returning a mock: stub the factory.
  @Test func handsOutAMockForEachCreation() async throws {
    let factory = SyncService.StaticMock()
    factory.stub.make(account: .any).perform { _ in
      let service = SyncServicingMock()
      service.stub.sync().returns(1)
      return service
    }
    let summary = try await withStaticMock(factory) {
      try await SyncCoordinator(accounts: ["ann", "bob"]).start()
    }
    #expect(summary == "Synced 2 changes for 2 accounts")
    #expect(factory.verify.make(account: .any).calls == ["ann", "bob"])
  }

  // origClass: the real class method, from inside a stub.
  @Test func reachesTheRealClassMethod() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().perform { _ in
      !MessageComposer.StaticMock.callingReal { MessageComposer.canSendText() }
    }
    withStaticMock(composer) {
      #expect(MessageComposer.canSendText() == true)
    }
  }
  // end snippet

  // snippet: singleton-by-choice
  // `sharedManager` for the app, `init()` for a fresh instance in each test:
  // the macro keeps the initializers, so no base class is needed.
  @Test func theSharedInstanceIsTheSameEachTime() {
    #expect(StatusManager.sharedManager === StatusManager.sharedManager)
  }

  @Test func aFreshInstanceIsNotTheSharedOne() {
    #expect(StatusManager() !== StatusManager.sharedManager)
    #expect(StatusManager() !== StatusManager())
  }
  // end snippet
}

// snippet: observing-assertions
@MainActor
@Suite(.testNotificationCenter())
struct LoginBannerObservingTests {
  let center = TestNotificationCenter.current()

  @Test func observesFromStartUntilStop() {
    let banner = LoginBannerModel()
    banner.start()
    center.assertObserving(.userDidLogin, by: banner)  // NLAssertObservingNotification
    banner.stop()
    center.assertNotObserving(.userDidLogin, by: banner)  // NLAssertNotObservingNotification
  }

  @Test func postsWithThePayload() {
    let session = Session()
    center.assertPosted(.userDidLogin, object: session, userInfo: ["user": "ann"]) {
      session.logIn(as: "ann")
    }
  }
}
// end snippet
