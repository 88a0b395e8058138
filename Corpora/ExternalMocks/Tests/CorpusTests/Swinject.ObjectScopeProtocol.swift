import StandInMacros
import Swinject
import Testing

@Test func objectScope() {
  let scope = ObjectScopeProtocolMock()
  scope.stub.makeStorage().returns(InstanceStorageMock(.nice))
  let container = Container()
  container.register(String.self) { _ in "service" }.inObjectScope(scope)
  #expect(container.resolve(String.self) == "service")
  scope.verify.makeStorage().called(.atLeast(1))
}
