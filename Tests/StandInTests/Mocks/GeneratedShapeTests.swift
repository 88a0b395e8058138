import Foundation
import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

// The probes the declaration generator found (Tests/Fixtures/Probes/Generated.swift): each shape
// stubbed, called through its protocol or type, forwarded to a real implementation where it has
// one, and verified.

@Suite("Probes: shapes the declaration generator found")
struct GeneratedShapeTests {
  @Test func anAsyncClassMemberWithAnInoutBesideANonSendableValueRunsItsRealBody() async throws {
    let mock = AdjustingProbeMock(.partial)
    var value: Int8 = 1
    #expect(try await mock.adjust(by: AdjustmentProbe(step: 2), value: &value) == 3)
    #expect(value == 3)
    #expect(try await mock.adjust(using: { $0 * 2 }, value: &value) == 6)
    #expect(value == 6)
    mock.verify.adjust(by: .any, value: 1).called(1)
    mock.verify.adjust(using: .any, value: 3).called(1)
  }

  @Test func borrowedValuesOfATypeTheMacroCannotSeeAreAnsweredByAStub() async throws {
    let mock = LedgerProbeMock()
    mock.stub.post(.any, count: 2).returns(10)
    mock.stub.load(.any, named: "a").returns("stubbed")
    mock.stub.apply(.any, to: .any).perform { arguments in
      arguments.1 = 100
      return true
    }
    mock.stub.weigh(4).returns(1)
    let ledger: any LedgerProbe = mock
    let entry = LedgerEntryProbe(amount: 3)
    var total = 0
    #expect(ledger.post(entry, count: 2) == 10)
    #expect(try await ledger.load(entry, named: "a") == "stubbed")
    #expect(ledger.apply(entry, to: &total))
    #expect(total == 100)
    #expect(ledger.weigh(4) == 1)
    mock.verify.post(.any, count: 2).called(1)
    mock.verify.weigh(4).called(1)
  }

  @Test func borrowedAndConsumedValuesAreHandedOnToTheRealImplementation() async throws {
    let mock = LedgerProbeMock(forwardingTo: RealLedgerProbe())
    let ledger: any LedgerProbe = mock
    let entry = LedgerEntryProbe(amount: 3)
    var total = 1
    #expect(ledger.post(entry, count: 2) == 6)
    #expect(try await ledger.load(entry, named: "a") == "a=3")
    #expect(ledger.apply(entry, to: &total))
    #expect(total == 4)
    #expect(ledger.map(entry, { $0 + 1 }, check: { $0 > 0 }) == 4)
    #expect(ledger.close(entry) == 3)
    #expect(ledger.weigh(5) == 10)
    mock.verify.map(.any, .any, check: .any).called(1)
    mock.verify.close(.any).called(1)
  }

  @Test func aBorrowedValuesMemberReportsForwardingWithoutARealObject() {
    let issues = collectingIssues {
      let mock = LedgerProbeMock(.nice)
      mock.stub.post(.any, count: .any).forwardsToReal()
      #expect(mock.post(LedgerEntryProbe(amount: 3), count: 2) == 0)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "post(<not recorded>, count: 2) was stubbed to forward to the real implementation, but LedgerProbeMock has none"
      ) == true, "\(issues)")
  }

  @Test func aStrictMockReportsAnUnexpectedCallOfABorrowedValuesMember() async {
    let issues = await collectingIssues {
      let mock = LedgerProbeMock(.strict)
      await #expect(throws: UnexpectedMockCall.self) {
        try await mock.load(LedgerEntryProbe(amount: 1), named: "a")
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("LedgerProbeMock received load(") == true, "\(issues)")
  }

  @Test func aRethrowingMemberWithABorrowedValueRethrowsWhatItsClosureThrows() {
    struct Failure: Error {}
    let mock = LedgerProbeMock(forwardingTo: RealLedgerProbe())
    let ledger: any LedgerProbe = mock
    #expect(throws: Failure.self) {
      try ledger.map(LedgerEntryProbe(amount: 1), { _ in throw Failure() }, check: { _ in true })
    }
  }

  @Test func aClassMethodBorrowingAValueRunsTheClassesOwnCode() async throws {
    let mock = LedgerBookProbeMock(.partial)
    #expect(try await mock.post(LedgerEntryProbe(amount: 8)) == 8)
    mock.stub.post(.any).returns(1)
    #expect(try await mock.post(LedgerEntryProbe(amount: 8)) == 1)
    mock.verify.post(.any).called(2)
  }

  @Test func staticMethodsBorrowingConsumingAndNamingAParameterSelf() async throws {
    let statics = LedgerStaticsProbe.StaticMock()
    statics.stub.post(.any, scale: 3).returns(0)
    statics.stub.describe(of: "x", count: .any).returns("stubbed")
    let redeemed = try await withStaticMock(statics) {
      #expect(LedgerStaticsProbe.post(LedgerEntryProbe(amount: 2), scale: 3) == 0)
      // Nothing stubs these: the partial mock runs the methods as written.
      #expect(LedgerStaticsProbe.post(LedgerEntryProbe(amount: 2), scale: 4) == 8)
      #expect(LedgerStaticsProbe.describe(of: "x", count: 2) == "stubbed")
      #expect(LedgerStaticsProbe.describe(of: "y", count: 2) == "y×2")
      return try await LedgerStaticsProbe.redeem(TicketProbe(number: 6))
    }
    #expect(redeemed == 6)
    statics.verify.redeem(.any).called(1)
    statics.verify.describe(of: .any, count: 2).called(2)
  }

  @Test func aPropertyAndAMethodOfOneNameHaveBuildersApart() async throws {
    let mock = TokenSourceProbeMock()
    // `stub` is a requirement here, so the stub builder is `mockStub`.
    mock.mockStub.token.returns(Data([1]))
    mock.mockStub.token(.method).returns(Data([2]))
    mock.mockStub.stub(returning: Int.self).returns(3)
    mock.mockStub.stub(returning: String.self).returns("four")
    let source: any TokenSourceProbe = mock
    #expect(try await source.token == Data([1]))
    #expect(try await source.token() == Data([2]))
    #expect(await source.stub == 3)
    #expect(await source.stub() == "four")
    mock.verify.token.called(1)
    mock.verify.token(.method).called(1)
  }

  @Test func parametersOfOneNameAndSubscriptsApartByTheirLabel() {
    let mock = ParameterNamingProbeMock()
    mock.stub.update(.any as ArgumentMatcher<Int>, mode: true).returns(5)
    mock.stub[named: 1].returns("one")
    mock.stub[1].returns(10)
    mock.stub[1, set: .any].returns(())
    var probe: any ParameterNamingProbe = mock
    #expect(probe.update(7, mode: true) == 5)
    #expect(probe[named: 1] == "one")
    #expect(probe[1] == 10)
    probe[1] = 11
    mock.verify[1, set: 11].called(1)
    mock.verify.update(ArgumentMatcher<Int>.equal(7), mode: true).called(1)
  }

  @Test func anActorsDeprecatedGenericAndSendingRequirements() async throws {
    let mock = ArchiveActorProbeMock()
    mock.stub.tag(.any as ArgumentMatcher<String>).returns(2)
    mock.stub.wrap(.any, count: .any).perform { arguments in
      arguments.1 += 1
      return PayloadProbe()
    }
    #expect(await mock.tag("a") == 2)
    var count = 1
    _ = try await mock.wrap(PayloadProbe(), count: &count)
    #expect(count == 2)
    mock.verify.tag(.any as ArgumentMatcher<String>).called(1)
  }

  @Test func aRethrowingRequirementWithASendingResult() throws {
    let mock = RethrowingSenderProbeMock()
    mock.stub.make(.any, check: .any).returns(PayloadProbe())
    let sender: any RethrowingSenderProbe = mock
    _ = sender.make({ $0 }, check: { _ in true })
    mock.verify.make(.any, check: .any).called(1)
  }

  @Test func aChildMocksPropertiesWithExplicitAccessorsAreStubbed() async throws {
    let mock = AccessorChildProbeMock()
    mock.stub.isReady.returns(.success(3))
    mock.stub.current.returns(4)
    mock.stub.title.returns("t")
    mock.stub.parentCall(1).returns("parent")
    let child: any AccessorChildProbe = mock
    #expect(try child.isReady == .success(3))
    #expect(await child.current == 4)
    #expect(child.title == "t")
    #expect(child.parentCall(1) == "parent")
    mock.verify.isReady.called(1)
    mock.verify.current.called(1)
  }

  @Test func anInoutParameterBesideAClosureAndAnExistentialIsStubbedAndWrittenBack() throws {
    let mock = InoutBesideClosureProbeMock()
    // Swift 6.3 crashes on a closure literal that takes such a tuple inout (the mock's own
    // code avoids it): a local function stands in for `perform { arguments in … }`.
    @Sendable func addTen(_ arguments: inout (@Sendable (Int8) throws -> String, any Sendable, Int))
    {
      arguments.2 += 10
    }
    @Sendable func write(_ arguments: inout ((Int) -> Void, any Sendable)) -> Int {
      arguments.1 = "written"
      return 7
    }
    mock.stub.value(p0: .any, by: .any, p2: .any).perform(addTen)
    mock.stub.update(.any, into: .any).perform(write)
    let probe: any InoutBesideClosureProbe = mock
    var total = 1
    probe.value(p0: { "\($0)" }, by: "shape", p2: &total)
    #expect(total == 11)
    var shape: any Sendable = 0
    #expect(try probe.update({ _ in }, into: &shape) == 7)
    #expect(shape as? String == "written")
    mock.verify.value(p0: .any, by: .any, p2: .any).called(1)
  }

  @Test func anAsyncMemberWithAnInoutBesideAClosureForwardsToItsRealImplementation() async {
    struct Real: InoutBesideClosureProbe {
      func value(
        p0: @escaping @Sendable (Int8) throws -> String, by p1: some Sendable, p2: inout Int
      ) {}
      func update(_ handler: @escaping (Int) -> Void, into shape: inout any Sendable) -> Int { 0 }
      func refresh(_ handler: @escaping (Int) -> Void, into shape: inout any Sendable) async -> Int
      {
        shape = "refreshed"
        return 3
      }
    }
    let mock = InoutBesideClosureProbeMock(forwardingTo: Real())
    let probe: any InoutBesideClosureProbe = mock
    var shape: any Sendable = 0
    #expect(await probe.refresh({ _ in }, into: &shape) == 3)
    #expect(shape as? String == "refreshed")
    mock.verify.refresh(.any, into: .any).called(1)
  }

  @Test func aStaticMethodWithAnInoutParameterBesideAClosureRunsItsBody() {
    var total = 1
    #expect(InoutStaticsProbe.add(to: &total, { _ in 2 }) == 3)
    #expect(total == 3)
  }

  @Test func anInitializerTakingAClosureRecordsHowTheMockWasCreated() async throws {
    let built = ClosureInitializerProbeMock("header") {
      1
      2
    }
    built.verify.initialized("header", bodyBuilder: .any).called(1)
    let named = ClosureInitializerProbeMock(named: "n") { [3] }
    named.verify.initialized(named: "n", body: .any).called(1)
    let awaited = await ClosureInitializerProbeMock(async: "a") { [4] }
    awaited.verify.initialized(async: "a", body: .any).called(1)
  }

  @Test func aSubscriptIndexNamedSelfKeepsNoLabel() async throws {
    let mock = SelfIndexProbeMock()
    mock.stub[7].returns(URL(string: "https://example.com"))
    mock.stub[[1]].returns(["one": 1])
    mock.stub[[2], set: .any].returns(())
    let probe: any SelfIndexProbe = mock
    var mutable = probe
    #expect(probe[7] == URL(string: "https://example.com"))
    #expect(probe[[1]] == ["one": 1])
    mutable[[2]] = ["two": 2]
    mock.verify[7].called(1)
    mock.verify[[2], set: .equal(["two": 2])].called(1)

    let actorMock = SelfIndexActorProbeMock()
    actorMock.stub[[3]].returns(["three": 3])
    #expect(await actorMock[[3]] == ["three": 3])
    actorMock.verify[[3]].called(1)
  }
}
