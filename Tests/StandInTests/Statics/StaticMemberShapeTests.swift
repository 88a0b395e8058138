import StandIn
import StandInFixtures
import StandInMacros
import Testing

@Suite("Static mocks: member shapes")
struct StaticMemberShapeTests {
  @Test func genericMembersAreStubbedPerType() throws {
    let formatting = Formatting.StaticMock()
    formatting.stub.decode(Int.self, from: .any).returns(5)
    try withStaticMock(formatting) { () throws in
      #expect(try Formatting.decode(Int.self, from: "1") == 5)
      #expect(try Formatting.decode(String.self, from: #""real""#) == "real")
    }
    formatting.verify.decode(Int.self, from: "1").called(1)
    formatting.verify.decode(String.self, from: .any).called(1)
  }

  @Test func inoutParametersReachTheRealMemberAndAreRecorded() {
    let formatting = Formatting.StaticMock()
    var value = 1
    withStaticMock(formatting) {
      Formatting.increment(&value, by: 2)
    }
    #expect(value == 3)
    formatting.verify.increment(1, by: 2).called(1)
  }

  @Test func rethrowingMembersWithClosuresAreStubbedAndRunTheirClosureForReal() {
    let formatting = Formatting.StaticMock()
    formatting.stub.withAnswer(.any, rType: String.self).returns("stubbed")
    withStaticMock(formatting) {
      #expect(Formatting.withAnswer { "\($0)" } == "stubbed")
      #expect(Formatting.withAnswer { $0 + 1 } == 42)
    }
    formatting.verify.withAnswer(.any, rType: Int.self).called(1)
  }

  @Test func variadicParametersAreMatchedAsArrays() {
    let formatting = Formatting.StaticMock()
    formatting.stub.joined(.equal(["a", "b"])).returns("stubbed")
    withStaticMock(formatting) {
      #expect(Formatting.joined("a", "b") == "stubbed")
      #expect(Formatting.joined("c") == "c")
    }
  }

  @Test func defaultArgumentsAreRecordedAsPassed() {
    let formatting = Formatting.StaticMock()
    withStaticMock(formatting) {
      #expect(Formatting.pad("ab", to: 4) == "  ab")
      _ = Formatting.pad("ab")
    }
    formatting.verify.pad(.any, to: 8).called(1)
    formatting.verify.pad(.any, to: 4).called(1)
  }

  @Test func asyncThrowingMembersAreStubbed() async throws {
    let formatting = Formatting.StaticMock()
    formatting.stub.fetchGreeting(for: "ann").returns("Hi")
    try await withStaticMock(formatting) { () async throws in
      #expect(try await Formatting.fetchGreeting(for: "ann") == "Hi")
      #expect(try await Formatting.fetchGreeting(for: "bob") == "Hello, bob")
    }
  }

  @Test func typedThrowingMembersThrowTheirOwnErrorType() {
    let formatting = Formatting.StaticMock()
    formatting.stub.parse("1").throws(.notANumber)
    withStaticMock(formatting) {
      #expect(throws: ParseError.notANumber) { try Formatting.parse("1") }
      #expect(throws: ParseError.notANumber) { try Formatting.parse("x") }
      #expect((try? Formatting.parse("2")) == 2)
    }
    formatting.verify.parse(.any).called(3)
  }

  @Test func aNotOverridableMemberIsNeitherStubbedNorRecorded() {
    let formatting = Formatting.StaticMock()
    withStaticMock(formatting) {
      #expect(Formatting.doubled(4) == 8)
    }
    formatting.verifyNoMoreInteractions()
  }

  @MainActor
  @Test func aMainActorTypesStaticMembersAreStubbed() async {
    let screen = Screen.StaticMock()
    screen.stub.scale().returns(3)
    screen.stub.loadTitle().returns("Stubbed")
    await withStaticMock(screen) {
      #expect(Screen.scale() == 3)
      #expect(await Screen.loadTitle() == "Stubbed")
    }
    #expect(Screen.scale() == 2)
  }

  @Test func actorsAndStructsHaveStaticMocksToo() {
    let ticker = Ticker.StaticMock()
    ticker.stub.start().returns(9)
    let calendar = Calendar.StaticMock()
    calendar.stub.today().returns(1)
    withOverrides {
      $0[Ticker.StaticMock.slot] = ticker
      $0[Calendar.StaticMock.slot] = calendar
    } operation: {
      #expect(Ticker.start() == 9)
      #expect(Calendar.today() == 1)
    }
  }
}
