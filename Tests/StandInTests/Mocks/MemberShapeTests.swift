import Foundation
import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

@Suite("Member shapes")
struct MemberShapeTests {
  @Test func typedThrowsKeepTheirErrorType() throws {
    let loader = LoaderMock()
    loader.stub.load(id: 1).returns("one")
    loader.stub.load(id: 2).throws(.notFound("two"))
    #expect(try loader.load(id: 1) == "one")
    #expect(throws: LoadError.notFound("two")) { try loader.load(id: 2) }
  }

  @Test func overloadsAreStubbedSeparately() async throws {
    let loader = LoaderMock()
    loader.stub.load(id: .any).returns("by id")
    loader.stub.load(name: .any).returns("by name")
    #expect(try loader.load(id: 3) == "by id")
    #expect(try await loader.load(name: "x") == "by name")
  }

  @Test func inoutArgumentsAreRecordedWithTheirValueAtTheCall() {
    let loader = LoaderMock(.nice)
    var buffer = [1, 2]
    loader.fill(&buffer)
    loader.verify.fill(.equal([1, 2])).called(1)
  }

  @Test func variadicArgumentsAreRecordedAsAnArray() {
    let loader = LoaderMock(.nice)
    loader.log("a", "b")
    loader.log()
    #expect(loader.verify.log(.any).calls == [["a", "b"], []])
  }

  @Test func escapingClosuresAreRecordedAndCanBeCalledLater() {
    let loader = LoaderMock(.nice)
    let received = LockedBox<Int?>(nil)
    loader.fetch { result in received.value = try? result.get() }
    let completion = loader.verify.fetch(completion: .any).calls.first
    completion?(.success(5))
    #expect(received.value == 5)
  }

  @Test func aStubRunsTheNonEscapingClosureItIsPassed() {
    let loader = LoaderMock()
    loader.stub.withEach(.any).perform { body in
      for value in [1, 2, 3] { body.closure(value) }
    }
    var seen: [Int] = []
    loader.withEach { seen.append($0) }
    #expect(seen == [1, 2, 3])
    loader.verify.withEach(.any).called(1)
    #expect(loader.verify.withEach(.any).calls.map(\.description) == ["<closure>"])
  }

  @Test func eachCallRecordsItsOwnClosureBox() {
    let loader = LoaderMock(.nice)
    loader.withEach { _ in }
    loader.withEach { _ in }
    let boxes = loader.verify.withEach(.any).calls
    #expect(boxes.count == 2)
    #expect(boxes[0] != boxes[1])
    let wrong = collectingIssues { loader.verify.withEach(.equal(boxes[0])).called(2) }
    #expect(wrong.count == 1, "\(wrong)")
  }

  @Test func rethrowingMembersAnswerValues() {
    let loader = LoaderMock()
    loader.stub.transform(.any, using: .any).returns([9])
    #expect(loader.transform([1]) { $0 } == [9])
  }

  @Test func subscriptsAreStubbedAndSetsAreRecorded() {
    let loader = LoaderMock()
    loader.stub["a"].returns(1)
    loader.stub["b", set: .any].returns(())
    #expect(loader["a"] == 1)
    loader["b"] = 2
    loader.verify["b", set: .equal(2)].called(1)
  }

  @Test func genericMethodsKeepTheirTypes() throws {
    struct User: Decodable, Equatable { let name: String }
    let decoding = DecodingMock()
    decoding.stub.decode(User.self, from: .any).returns(User(name: "ada"))
    decoding.stub.decode(Int.self, from: .any).returns(7)
    decoding.stub.first(in: .equal([1, 2])).returns(2)
    #expect(try decoding.decode(User.self, from: Data()) == User(name: "ada"))
    #expect(try decoding.decode(Int.self, from: Data()) == 7)
    #expect(decoding.first(in: [1, 2]) == 2)
    decoding.verify.decode(User.self, from: .any).called(1)
  }

  @Test func associatedTypesMakeAGenericMock() {
    let store = StoreMock<String>()
    store.stub.all().returns(["a"])
    store.stub.save(.any).returns(())
    store.save("b")
    #expect(store.all() == ["a"])
    store.verify.save("b").called(1)
  }

  @Test func staticRequirementsAreMockedPerScope() {
    let statics = ServiceMock.MockStatics()
    statics.stub.make().returns(3)
    statics.stub.version.returns("2.0")
    withOverride(ServiceMock.$statics, with: statics) {
      #expect(ServiceMock.make() == 3)
      #expect(ServiceMock.version == "2.0")
    }
    statics.verify.make().called(1)
    #expect(ServiceMock.make() == 0)
  }

  @Test func initializerRequirementsRecordHowTheMockWasMade() {
    func makeService<S: Service>(_ type: S.Type) -> S { S(name: "made") }
    let service = makeService(ServiceMock.self)
    service.verify.initialized(name: "made").called(1)
    #expect(service.run() == false)
  }

  @Test @MainActor func mainActorProtocols() async {
    let viewModel = ViewModelProtocolMock()
    viewModel.stub.title.returns("Home")
    viewModel.stub.load().returns(())
    await viewModel.load()
    #expect(viewModel.title == "Home")
    viewModel.verify.load().called(1)
  }

  @Test func actorProtocols() async {
    let counter = CountingMock()
    counter.stub.increment().returns(1, 2)
    #expect(await counter.increment() == 1)
    #expect(await counter.increment() == 2)
    counter.verify.increment().called(2)
  }

  @Test func classMocksOverrideEveryOverridableMember() async throws {
    let manager = StatusManagerMock(seed: 1)
    manager.stub.currentStatus().returns(42)
    manager.stub.label.returns("stubbed")
    #expect(manager.currentStatus() == 42)
    #expect(manager.label == "stubbed")
    #expect(manager.describe() == "status 1")
  }

  @Test func partialClassMocksRunTheRealCodeForAnythingNotStubbed() async throws {
    let manager = StatusManagerMock(.partial, seed: 5)
    manager.stub.currentStatus().returns(42)
    #expect(manager.currentStatus() == 42)
    #expect(try await manager.refresh() == 6)
    manager.label = "set"
    #expect(manager.label == "set")
    manager.verify.refresh().called(1)
    manager.verify.label(set: "set").called(1)
  }
}

/// A value written from another thread and read after the fact.
final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

@Suite("Inherited requirements")
struct InheritedRequirementTests {
  @Test func aMockOfAChildProtocolStubsItsParentsRequirementsToo() {
    let writer = WritingMock()
    writer.stub.read().returns("parent")
    writer.stub.write(.any).returns(())
    let asReader: any Reading = writer
    #expect(asReader.read() == "parent")
    writer.write("child")
    writer.verify.write("child").called(1)
    writer.verify.read().called(1)
    writer.verifyNoMoreInteractions()
  }

  @Test func theChildMockReportsUnderItsOwnName() {
    let issues = collectingIssues {
      let writer = WritingMock()
      _ = writer.read()
    }
    #expect(issues.first?.message.hasPrefix("WritingMock received read(), but no stub") == true)
  }

  @Test func restatedRequirementsOfAnotherModulesProtocolAreMocked() {
    let describing = DescribingMock()
    describing.stub.description.returns("described")
    let value: any CustomStringConvertible = describing
    #expect(value.description == "described")
    #expect("\(describing)" == "described")
  }
}
