import StandInMacros
import StandInTesting
import StatusApp
import Testing

// The message screen tested both ways: each test installs its own static mock of
// MessageComposer, so the two run in parallel without seeing each other's answer.
@Suite struct MessageScreenTests {
  @Test(.mocking(MessageComposer.StaticMock.self) { $0.stub.canSendText().returns(true) })
  func enablesSendWhereTextCanBeSent() {
    let screen = MessageScreen()
    screen.load()
    #expect(screen.isSendEnabled)
    #expect(screen.hint == "")
    MessageComposer.StaticMock.current().verify.canSendText().called(1)
  }

  @Test func disablesSendAndSaysWhyWhereTextCannotBeSent() {
    let composer = MessageComposer.StaticMock(.strict)
    composer.stub.canSendText().returns(false)
    let screen = MessageScreen()
    withStaticMock(composer) {
      screen.load()
    }
    #expect(!screen.isSendEnabled)
    #expect(screen.hint == "This device cannot send messages.")
  }
}

// The coordinator creates its own services; a creation stub hands it a mock for each account,
// counts the creations and checks their arguments.
@Suite struct SyncCoordinatorTests {
  @Test func createsAServicePerAccountAndAddsUpTheirChanges() async throws {
    let factory = SyncService.StaticMock(.strict)
    factory.stub.make(account: .any).perform { _ in
      let service = SyncServicingMock()
      service.stub.sync().returns(10)
      return service
    }
    let summary = try await withStaticMock(factory) {
      try await SyncCoordinator(accounts: ["ann", "bob"]).start()
    }
    #expect(summary == "Synced 20 changes for 2 accounts")
    factory.verify.make(account: .any).called(2)
    #expect(factory.verify.make(account: .any).calls == ["ann", "bob"])
  }

  @Test func aFailingServiceStopsTheSync() async {
    struct Offline: Error {}
    let factory = SyncService.StaticMock()
    factory.stub.make(account: "bob").perform { _ in
      let service = SyncServicingMock()
      service.stub.sync().throws(Offline())
      return service
    }
    await #expect(throws: Offline.self) {
      try await withStaticMock(factory) {
        try await SyncCoordinator(accounts: ["ann", "bob"]).start()
      }
    }
    // "ann" was created by the real factory: the mock is partial.
    factory.verify.make(account: .any).called(2)
  }
}
