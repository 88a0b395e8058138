import StandInMacros
import Swinject
import Testing

@Test func instanceStorage() {
  let storage = InstanceStorageMock(.nice)
  storage.stub.instance(inGraph: .any).returns("cached")
  let container = Container()
  container.register(String.self) { _ in "fresh" }
    .inObjectScope(ObjectScope(storageFactory: { storage }))
  #expect(container.resolve(String.self) == "cached")
  storage.verify.instance(inGraph: .any).called(.atLeast(1))
}
