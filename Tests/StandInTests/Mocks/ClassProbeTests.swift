import Foundation
import StandInFixtures
import StandInMacros
import Testing

// The class and static-member probes of Tests/Fixtures/Probes.

@Suite("Probes: classes and static members")
struct ClassProbeTests {
  @Test func aPartialMockOfAnExistingInstanceForwardsToItWithStubsOnTop() {
    let shared = SingletonProbe.shared
    let mock = SingletonProbeMock(forwardingTo: shared)
    let before = shared.count
    #expect(mock.increment() == before + 1)
    #expect(shared.count == before + 1)
    mock.stub.increment().returns(100)
    #expect(mock.increment() == 100)
    #expect(shared.count == before + 1)
    #expect(mock.label == "count \(before + 1)")
    mock.verify.increment().called(2)
  }

  @Test func aGenericClassWithARequiredInitializer() throws {
    func make<B: BoxProbe<Int>>(_ type: B.Type) -> B { B(value: 3) }
    let made = make(BoxProbeMock<Int>.self)
    #expect(made.get() == 3)
    let mock = BoxProbeMock<Int>(.partial, value: 4)
    #expect(mock.get() == 4)
    mock.stub.map(.any).perform { body in try body.closure(10) }
    #expect(mock.map { $0 + 1 } == 11)
  }

  @Test func aClassWithAThrowingInitializer() async throws {
    let mock = try ThrowingInitProbeMock(.partial, path: "/tmp")
    var buffer: [UInt8] = [1, 2]
    #expect(mock.read(&buffer) == 2)
    mock.stub.fetch().returns(5)
    #expect(try await mock.fetch() == 5)
    #expect(throws: ProbeError.failed) { try ThrowingInitProbeMock(path: "") }
  }

  @Test func staticMembersOfATypeNestedInAGenericType() {
    let factory = GenericHolderProbe<Int>.Factory.StaticMock()
    factory.stub.make(.any).returns(0)
    withStaticMock(factory) {
      #expect(GenericHolderProbe<Int>.Factory.make(3) == 0)
      #expect(GenericHolderProbe<String>.Factory.make(3) == 6)
    }
    #expect(GenericHolderProbe<Int>.Factory.make(3) == 6)
    factory.verify.make(3).called(1)

    let described = [Int].ProbeFactory.StaticMock()
    described.stub.describe(.any).returns("stubbed")
    withStaticMock(described) {
      #expect([Int].ProbeFactory.describe(2) == "stubbed")
    }
  }
}
