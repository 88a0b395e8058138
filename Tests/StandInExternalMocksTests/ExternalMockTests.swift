import ExternalMocksFixtureWatch
import ExternalMocksFixtureWire
import Foundation
import StandInMacros
import StandInTestSupport
import Testing

@testable import ExternalMocksFixtureRelay

/// A type of the test target named like one the mocked protocols use: the generated mocks must
/// still mean the fixture's `Frame`.
struct Frame {}

private let frame = ExternalMocksFixtureWire.Frame(payload: [1, 2])

@Suite("Mocks of protocols declared in other modules, from standin-mocks.json")
struct ExternalMockTests {
  @Test func aProtocolWithAnAssociatedTypeHasAGenericMock() async throws {
    let outbound = OutboundMock<String>()
    outbound.stub.send(.any).returns(())
    outbound.stub.close().returns(())
    let asOutbound: any Outbound<String> = outbound
    try await asOutbound.send("hello")
    asOutbound.close()
    #expect(outbound.verify.send(.any).calls == ["hello"])
    verifyInOrder(outbound.verify.send("hello"), outbound.verify.close())
  }

  @Test func requirementsInheritedFromAnotherModuleAreMockedToo() async throws {
    let outbound = ClosableOutboundMock<Int>()
    outbound.stub.send(.any).throws(URLError(.timedOut))
    outbound.stub.close(reason: .any).returns(())
    let asOutbound: any ClosableOutbound = outbound
    await #expect(throws: URLError.self) { try await outbound.send(7) }
    asOutbound.close(reason: "done")
    outbound.verify.send(7).called(1)
    outbound.verify.close(reason: "done").called(1)
    outbound.verify.close().called(.never)
  }

  @Test func anAssociatedTypeFixedByAWhereClauseMakesAPlainMock() async throws {
    let outbound = FrameOutboundMock()
    outbound.stub.send(.any).returns(())
    outbound.stub.flush().returns(3)
    let asOutbound: any FrameOutbound = outbound
    try await asOutbound.send(frame)
    #expect(asOutbound.flush() == 3)
    #expect(outbound.verify.send(.any).calls == [frame])
  }

  @Test func theStandardLibrarysRequirementsAndActiveIfClausesAreMocked() async {
    let store = FrameStoreMock()
    store.stub.description.returns("store")
    store.stub.id.returns("main")
    store.stub.version.returns(2)
    store.stub.compact().returns(())
    let asStore: any FrameStore = store
    #expect("\(asStore)" == "store")
    #expect(asStore.id == "main")
    #expect(asStore.version == 2)
    await asStore.compact()
    store.verify.compact().called(1)
  }

  @Test func aDeprecatedRequirementIsStubbedWithoutAWarning() throws {
    let store = FrameStoreMock()
    store.stub.put(.any, key: .any).returns(())
    store.put(frame, key: "a")
    #expect(store.verify.put(.any, key: .any).calls.map(\.1) == ["a"])
  }

  @Test func anUnstubbedInheritedRequirementIsReportedByTheStrictMock() {
    let store = FrameStoreMock()
    let issues = collectingIssues { _ = store.name }.map(\.message)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("FrameStoreMock received name") == true, "\(issues)")
  }

  @MainActor
  @Test func aMainActorProtocolHasAMainActorMock() {
    let view = FrameViewMock()
    view.stub.show(.any).returns(())
    (view as any FrameView).show(frame)
    view.verify.show(.any).called(1)
  }

  @Test func anInternalProtocolIsMockedThroughTestableImport() {
    let throttle = ThrottleMock()
    throttle.stub.allow(.any).returns(false)
    #expect(!(throttle as any Throttle).allow(frame))
    throttle.verify.allow(.any).called(1)
  }

  @Test func aParentThatIsATypeAliasOfACompositionBringsEveryRequirement() async throws {
    let session = SessionMock<ExternalMocksFixtureWire.Frame>(.nice)
    session.stub.resume().returns(true)
    session.stub.version.returns(4)
    let asSession: any Session = session
    #expect(try await asSession.resume())
    #expect(asSession.version == 4)
    asSession.close(reason: "paused")
    session.verify.close(reason: "paused").called(1)
  }

  @Test func anEntryCanNameItsMock() {
    let named = WireNamedMock()
    named.stub.name.returns("wire")
    #expect((named as any Named).name == "wire")
    named.verify.name.called(1)
  }

  @Test func aNameQualifiedByAModuleThatReExportsTheDeclaringOneIsMocked() {
    // ExternalMocksFixtureRelay re-exports ExternalMocksFixtureWire, which declares Named.
    let named = RelayedNamedMock()
    named.stub.name.returns("relayed")
    #expect((named as any ExternalMocksFixtureWire.Named).name == "relayed")
    named.verify.name.called(1)
  }

  @Test func aSettablePropertyOfAnAssociatedTypeAWhereClauseFixesIsMocked() {
    // EpochClaim fixes Claim's Value to Date: the mock's value is a Date, and the mock is an
    // EpochClaim through an extension, since a protocol refining EpochClaim cannot restate it.
    let date = Date(timeIntervalSince1970: 1_000)
    let claim = EpochClaimMock(.nice)
    claim.stub.value.returns(date)
    func valueOf<Claimed: EpochClaim>(_ claimed: Claimed) -> Date { claimed.value }
    #expect(valueOf(claim) == date)
    claim.verify.value.called(1)
  }

  @Test func aMockOfAProtocolRefiningHashableIsItsOwnIdentity() {
    let first = HashableFieldMock<Int>(.nice)
    let second = HashableFieldMock<Int>(.nice)
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
  }

  @Test func aPartialMockForwardsToAValueOfTheOriginalProtocol() {
    struct DiskFull: LocalizedError {
      var errorDescription: String? { "disk full" }
    }
    let real: any LocalizedError = DiskFull()
    let error = LocalizedErrorMock(forwardingTo: real)
    #expect(error.errorDescription == "disk full")
    error.stub.errorDescription.returns("stubbed")
    #expect(error.errorDescription == "stubbed")
    error.verify.errorDescription.called(2)
  }

  @Test func asyncClosuresOfAModuleWhoseDefaultIsNonsendingAreMocked() async throws {
    // ExternalMocksFixtureWatch is built with NonisolatedNonsendingByDefault, this target
    // without: the restated closure types say nonisolated(nonsending), or the mock would not
    // conform. Such a closure runs in its caller's isolation, so a stub answers without it.
    let watching = ValueWatchingMock()
    watching.stub.watchValue(forKey: "k", updatesHandler: .any, returnType: Int.self).returns(4)
    watching.stub.value(forKey: "k").returns(7)
    watching.stub.onChange(.any).returns(())
    let real: any ValueWatching = watching
    let first = try await real.watchValue(forKey: "k") { updates in
      var iterator = updates.makeAsyncIterator()
      return await iterator.next() ?? 0
    }
    #expect(first == 4)
    #expect(try await real.value(forKey: "k") == 7)
    await real.onChange { _ in }
    watching.verify.watchValue(forKey: "k", updatesHandler: .any, returnType: Int.self).called(1)
    watching.verify.value(forKey: "k").called(1)
    watching.verify.onChange(.any).called(1)
  }

  @Test func aCollectionRefinementIsMocked() {
    let frames = PrependableFramesMock<
      String, Int, IndexingIterator<[String]>, ArraySlice<String>, Range<Int>
    >()
    let values = ["a", "b"]
    frames.stub.startIndex.returns(0)
    frames.stub[.any].perform { (index: Int) in values[index] }
    frames.stub.prepend(.any).returns(())
    func prepended<C: PrependableFrames>(_ collection: C, with element: C.Element) -> C.Element {
      var collection = collection
      collection.prepend(element)
      return collection[collection.startIndex]
    }
    // The mock restates every requirement of Collection, `count` and `makeIterator()` too: a
    // strict mock answers only what is stubbed.
    #expect(prepended(frames, with: "z") == "a")
    frames.verify.prepend("z").called(1)
  }

  @Test func aNonEscapingClosureWrittenThroughATypeAliasIsRunByItsStub() throws {
    let tokenizer = TokenizerMock()
    tokenizer.stub.tokenize(.any, callback: .any).perform { text, callback in
      for word in text.split(separator: " ") { try callback.closure(String(word), false) }
    }
    var tokens: [String] = []
    try tokenizer.tokenize("a b") { token, _ in tokens.append(token) }
    #expect(tokens == ["a", "b"])
    tokenizer.verify.tokenize("a b", callback: .any).called(1)
  }

  @Test func aRequirementOnlyTheProtocolsDefaultCanImplementIsLeftToIt() {
    let alias = ModelAliasingMock<AliasedRow>()
    alias.stub.name.returns("r")
    #expect(alias.name == "r")
    #expect(alias.id.path == \AliasedRow.id)
  }

  @Test func aFoundationProtocolIsMocked() {
    let error = LocalizedErrorMock(.nice)
    error.stub.errorDescription.returns("disk full")
    #expect((error as any Error).localizedDescription == "disk full")
    error.verify.errorDescription.called(.atLeast(1))
  }
}

/// A model with one field, for ``ModelAliasingMock``.
private struct AliasedRow {
  var id: AliasedRowID
}

/// The field of ``AliasedRow``.
private struct AliasedRowID: ModelField {
  typealias Model = AliasedRow
}
