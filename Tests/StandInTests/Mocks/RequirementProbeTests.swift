import Foundation
import StandInFixtures
import StandInMacros
import Testing

// The requirement probes of Tests/Fixtures/Probes: each shape stubbed, called through its
// protocol and verified.

@Suite("Probes: requirements")
struct RequirementProbeTests {
  @Test func aGenericParameterShadowingAnAssociatedTypeIsTheRequirementsOwn() {
    let mock = ShadowingProbeMock<String>(.nice)
    mock.stub.with([UInt8(1), 2]).returns(2)
    mock.stub.keep(.any).returns("kept")
    func use<P: ShadowingProbe>(_ probe: P, _ row: P.RowDecoder) -> (Int, P.RowDecoder) {
      (probe.with([UInt8(1), 2]), probe.keep(row))
    }
    let (count, kept) = use(mock, "row")
    #expect(count == 2)
    #expect(kept == "kept")
    mock.verify.keep("row").called(1)
  }

  @Test func throwingGenericAndFailableInitializersRecordHowTheMockWasMade() throws {
    func make<P: InitializerProbe>(_ type: P.Type) throws -> (P, P, P?) {
      (try P(row: ["id": 1]), P(contentsOf: [1, 2]), P(name: "x"))
    }
    let (byRow, bySequence, byName) = try make(InitializerProbeMock.self)
    byRow.verify.initialized(row: ["id": 1]).called(1)
    bySequence.verify.initialized(contentsOf: .equal([1, 2])).called(1)
    byName?.verify.initialized(name: "x").called(1)
  }

  @Test func staticRequirementsOfAGenericMockAreKeptPerSpecialization() {
    let strings = StaticAssociatedProbeMock<String>.MockStatics()
    strings.stub.databaseTableName.returns("users")
    strings.stub.fetch(key: "a").returns(nil)
    withOverride(StaticAssociatedProbeMock<String>.$statics, with: strings) {
      #expect(StaticAssociatedProbeMock<String>.databaseTableName == "users")
      #expect(StaticAssociatedProbeMock<Int>.databaseTableName == "")
      #expect(StaticAssociatedProbeMock<String>.fetch(key: "a") == nil)
    }
    strings.verify.fetch(key: "a").called(1)
  }

  @Test func associatedTypesRefiningSeveralProtocolsAndStaticGenericRequirements() throws {
    let names = CompositeAssociatedProbeMock<Int, String>.MockStatics()
    names.stub.name.returns("tools/call")
    let fields = StaticGenericAssociatedProbeMock<Int>.MockStatics()
    fields.stub.defaultValue.returns(7)
    fields.stub.decode(value: .any, from: .any(CountingVisitor.self)).perform { arguments in
      arguments.0 = 3
      try arguments.1.visit(3)
    }
    var value: Int?
    var visitor = CountingVisitor()
    try withOverride(CompositeAssociatedProbeMock<Int, String>.$statics, with: names) {
      try withOverride(StaticGenericAssociatedProbeMock<Int>.$statics, with: fields) {
        #expect(CompositeAssociatedProbeMock<Int, String>.name == "tools/call")
        #expect(StaticGenericAssociatedProbeMock<Int>.defaultValue == 7)
        try StaticGenericAssociatedProbeMock<Int>.decode(value: &value, from: &visitor)
      }
    }
    #expect(value == 3)
    #expect(visitor.visited == [3])
    fields.verify.decode(value: nil, from: .any(CountingVisitor.self)).called(1)
  }

  @Test func anImplicitlyUnwrappedPropertyIsStubbedAsAnOptional() {
    let mock = UnwrappedProbeMock()
    mock.stub.file.returns(URL(fileURLWithPath: "/a.proto"))
    mock.stub.locate(path: .any).perform { path in path.append(4) }
    let probe: any UnwrappedProbe = mock
    var path = [1]
    probe.locate(path: &path)
    #expect(probe.file.lastPathComponent == "a.proto")
    #expect(path == [1, 4])
    mock.verify.file.called(1)
    mock.verify.locate(path: [1]).called(1)
  }

  @Test func aCollectionRefinementIsGenericOverTheAssociatedTypesItsParentsTie() {
    let mock = CollectionRefinementProbeMock<
      Character, String.Index, String.Iterator, Substring, DefaultIndices<Substring>
    >()
    let text = "ab"
    mock.stub.startIndex.returns(text.startIndex)
    mock.stub.endIndex.returns(text.endIndex)
    mock.stub[.any].perform { (index: String.Index) in text[index] }
    mock.stub.index(after: .any).perform { text.index(after: $0) }
    mock.stub.prepend(.any).returns(())
    func first<C: CollectionRefinementProbe>(_ collection: C) -> C.Element? {
      collection.first
    }
    #expect(first(mock) == "a")
    #expect(mock.count == 2)
    let prepending = mock
    prepending.prepend("z")
    mock.verify.prepend("z").called(1)
  }

  @Test func anAssociatedTypeOfSelfsElementsIsAnArrayOfTheMock() {
    let first = CaseListProbeMock()
    first.stub.name.returns("first")
    let statics = CaseListProbeMock.MockStatics()
    statics.stub.allCases.returns([first, CaseListProbeMock(.nice)])
    func names<Flag: CaseListProbe>(of flag: Flag.Type) -> [String] {
      Flag.allCases.map(\.name)
    }
    withOverride(CaseListProbeMock.$statics, with: statics) {
      #expect(names(of: CaseListProbeMock.self) == ["first", ""])
    }
    statics.verify.allCases.called(1)
  }

  @Test func aFixedAssociatedTypeKeepsItsParentsConstraint() {
    let mock = SessionModelProbeMock<Int>()
    mock.stub.sessionID.returns(42)
    func key<Owner: SessionOwnerProbe>(of owner: Owner) -> String { owner.sessionID.description }
    #expect(key(of: mock) == "42")
    mock.verify.sessionID.called(1)
  }

  @Test func selfAssociatedTypesAndTypeAliases() {
    let mock = SelfAssociatedProbeMock<Int, [UInt8]>()
    mock.stub.now.returns(3)
    mock.stub.read().returns([1, 2])
    mock.stub.sleep(until: .any, handler: .any).perform { deadline, handler in
      handler.closure(deadline)
    }
    let ticks = LockedBox<[Int]>([])
    #expect(mock.now == 3)
    #expect(mock.read() == [1, 2])
    mock.sleep(until: 5) { tick in ticks.value.append(tick) }
    #expect(ticks.value == [5])
  }

  @Test func aWhereClauseFixesAParentsAssociatedTypes() async throws {
    struct Context: Sendable {}
    let mock = RouterMiddlewareProbeMock<Context>()
    mock.stub.handle("/", context: .any).returns(200)
    let middleware: some RouterMiddlewareProbe<Context> = mock
    #expect(try await middleware.handle("/", context: Context()) == 200)
  }

  @Test func membersInsideIfBlocksAreMockedWhereTheyExist() {
    let mock = ConditionalProbeMock(.nice)
    mock.stub.always().returns(1)
    mock.stub.withFoundation().returns(Date(timeIntervalSince1970: 0))
    mock.stub.debugOnly().returns(2)
    #if os(Linux)
      mock.stub.platform().returns(3)
      #expect(mock.platform() == 3)
    #else
      mock.stub.platform().returns("other")
      #expect(mock.platform() == "other")
    #endif
    #expect(mock.always() == 1)
    #expect(mock.withFoundation() == Date(timeIntervalSince1970: 0))
    #expect(mock.debugOnly() == 2)
  }

  @Test func operatorsAreStaticMembersWithBuilderNames() {
    let statics = OperatorProbeMock.MockStatics()
    let first = OperatorProbeMock()
    let second = OperatorProbeMock()
    statics.stub.infixEqualEqual(.any, .any).perform { lhs, rhs in lhs === rhs }
    statics.stub.prefixMinus(.any).perform { value in value }
    statics.stub.infixLessGreater(.any, 4).returns(9)
    withOverride(OperatorProbeMock.$statics, with: statics) {
      #expect(first == first)
      #expect(!(first == second))
      #expect(-first === first)
      #expect((first <> 4) == 9)
    }
    statics.verify.infixEqualEqual(.any, .any).called(2)
  }

  @Test func overloadsThatDifferOnlyInResultOrAsyncAreToldApart() async {
    let mock = OverloadProbeMock()
    mock.stub.value(for: "k", returning: Int.self).returns(1)
    mock.stub.value(for: "k", returning: String.self).returns("one")
    mock.stub.load(id: 1, .sync).returns("sync")
    mock.stub.load(id: 1, .async).returns("async")
    let probe: any OverloadProbe = mock
    let number: Int = probe.value(for: "k")
    let text: String = probe.value(for: "k")
    let synchronous = loadSynchronously(probe)
    let asynchronous: String = await probe.load(id: 1)
    #expect(number == 1)
    #expect(text == "one")
    #expect(synchronous == "sync")
    #expect(asynchronous == "async")
    mock.verify.load(id: 1, .async).called(1)
    mock.verify.value(for: .any, returning: Int.self).called(1)
  }

  @Test func aChildMocksSyncAndAsyncRequirementsOfOneName() async throws {
    let mock = AsyncResponderProbeMock()
    mock.stub.respond(to: .any).returns(["sync"])
    mock.stub.respond(to: .any).returns("async")
    let responder: any AsyncResponderProbe = mock
    #expect(respondSynchronously(responder) == ["sync"])
    #expect(try await responder.respond(to: "b") == "async")
    let asynchronous: CallVerification<String, String, any Error, AsyncMember> =
      mock.verify.respond(to: .any)
    asynchronous.called(1)
  }

  @Test func aRequirementNamedLikeABuilderMovesOnlyTheBuilderItClashesWith() {
    // `stub()` takes the name of the `stub` builder, so it is `mockStub`; `verify(_:)` leaves
    // `verify` its name, as it was before requirements moved every builder aside.
    let mock = BuilderNameProbeMock()
    mock.mockStub.verify(.any).returns(true)
    mock.mockStub.stub().returns(4)
    #expect(mock.verify("token"))
    #expect(mock.stub() == 4)
    mock.verify.verify("token").called(1)
    mock.verify.stub().called(1)
    mock.reject.verify("other")
  }

  @Test func standardLibraryParentsAreMockedWithoutRestating() {
    let mock = StandardParentsProbeMock()
    mock.stub.description.returns("described")
    mock.stub.debugDescription.returns("debugged")
    #expect("\(mock)" == "described")
    #expect(String(reflecting: mock) == "debugged")
  }

  @Test func hashableAndIdentifiableParentsUseTheMocksIdentity() {
    let first = HashableProbeMock()
    let second = HashableProbeMock()
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
    #expect(first.id != second.id)
  }

  @Test func effectfulPropertiesAndGenericSubscripts() async throws {
    let mock = EffectsProbeMock()
    mock.stub.current.returns(5)
    mock.stub[1].throws(.failed)
    mock.stub[key: .equal("k")].returns(7)
    mock.stub[key: .equal("k"), set: .any].returns(())
    mock.stub.load().returns(Data([1]))
    #expect(try await mock.current == 5)
    #expect(throws: ProbeError.failed) { try mock[1] }
    #expect(mock[key: "k"] == 7)
    mock[key: "k"] = 8
    mock.verify[key: .equal("k"), set: 8].called(1)
    #expect(try mock.load() == Data([1]))
  }
}

/// The synchronous `load(id:)`, which an `async` caller would not pick.
private func loadSynchronously(_ probe: any OverloadProbe) -> String {
  probe.load(id: 1)
}

/// The synchronous `respond(to:)`, which an `async` caller would not pick.
private func respondSynchronously(_ responder: any AsyncResponderProbe) -> [String] {
  responder.respond(to: "a")
}

/// A visitor that records what it visits.
private struct CountingVisitor: FieldVisitorProbe {
  var visited: [Int] = []

  mutating func visit(_ value: Int) throws {
    visited.append(value)
  }
}
