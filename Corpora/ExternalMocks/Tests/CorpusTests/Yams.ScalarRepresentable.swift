import StandInMacros
import Testing
import Yams

@Test func scalarRepresentable() {
  let value = ScalarRepresentableMock()
  value.stub.represented(returning: Node.Scalar.self).returns(Node.Scalar("forty-two"))
  let scalar: Node.Scalar = (value as any ScalarRepresentable).represented()
  #expect(scalar.string == "forty-two")
  value.verify.represented(returning: Node.Scalar.self).called(1)
}
