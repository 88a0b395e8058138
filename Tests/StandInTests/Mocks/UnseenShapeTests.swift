import Foundation
import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

// The probes of issue 23 (Tests/Fixtures/Probes/Unseen.swift): each shape stubbed, called
// through its protocol and verified.

@Suite("Probes: shapes nobody had tried")
struct UnseenShapeTests {
  @Test func anActorProtocolsNonisolatedRequirementIsAnsweredFromAnywhere() async {
    let mock = ActorStoreProbeMock()
    mock.stub.name().returns("store")
    mock.stub.load(.any).returns(3)
    let store: any ActorStoreProbe = mock
    #expect(store.name() == "store")
    #expect(await store.load("key") == 3)
    mock.verify.load("key").called(1)
  }

  @Test func aNoncopyableTypeOfTheUsersOwnIsRecordedAsAPlaceholder() {
    let mock = TicketCounterProbeMock()
    mock.stub.redeem(.any).returns(true)
    mock.stub.peek(.any).returns(7)
    mock.stub.issue().returns(MockProduced(TicketProbe(number: 4)))
    let counter: any TicketCounterProbe = mock
    let ticket = counter.issue()
    let peeked = counter.peek(ticket)
    let redeemed = counter.redeem(ticket)
    #expect(peeked == 7)
    #expect(redeemed)
    mock.verify.redeem(.any).called(1)
  }

  @Test func parameterPacksAreCountedAndAnswered() {
    let mock = PackProbeMock()
    mock.stub.pair(.any, label: "x").returns(2)
    mock.stub.run(.any).returns(())
    let probe: any PackProbe = mock
    probe.run(1, "two", 3.0)
    #expect(probe.pair(1, true, label: "x") == 2)
    mock.verify.run(.any).called(1)
    mock.verify.pair(.any, label: "x").called(1)
  }

  @Test func parametersNamedLikeKeywordsAndSelfAreRecorded() {
    let mock = ParameterNameProbeMock()
    mock.stub.run(named: "me").returns(1)
    mock.stub.value(for: 2, at: .any).returns(5)
    let probe: any ParameterNameProbe = mock
    #expect(probe.run(named: "me") == 1)
    #expect(probe.value(for: 2, at: nil) == 5)
    mock.verify.value(for: 2, at: nil).called(1)
  }

  @Test func aRequirementWithParametersLeavesTheBuilderItsName() throws {
    // Vapor's `PasswordHasher`: tests written `mock.stub.hash(…)` and `mock.verify.verify(…)`
    // compile again.
    let mock = PasswordHasherProbeMock()
    mock.stub.hash(.any).returns([1, 2])
    mock.stub.verify(.any, created: .any).returns(true)
    let hasher: any PasswordHasherProbe = mock
    #expect(try hasher.hash("secret") == [1, 2])
    #expect(try hasher.verify("secret", created: [1, 2]))
    mock.verify.verify("secret", created: [1, 2]).called(1)
  }

  @Test func aChildsStaticRequirementsAreItsOwn() {
    let statics = StaticChildProbeMock.MockStatics()
    statics.stub.make(named: "a").returns(9)
    // A child's statics are named after its protocol, beside its parent's.
    withOverride(StaticChildProbeMock.$staticChildProbeStatics, with: statics) {
      #expect(StaticChildProbeMock.make(named: "a") == 9)
    }
    statics.verify.make(named: "a").called(1)
  }
}
