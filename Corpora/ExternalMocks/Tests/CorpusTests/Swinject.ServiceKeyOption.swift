import StandInMacros
import Swinject
import Testing

@Test func serviceKeyOption() {
  let option = ServiceKeyOptionMock()
  option.stub.description.returns("tenant")
  option.stub.isEqualTo(.any).returns(true)
  let asOption: any ServiceKeyOption = option
  #expect(asOption.description == "tenant")
  #expect(asOption.isEqualTo(ServiceKeyOptionMock(.nice)))
  option.verify.isEqualTo(.any).called(1)
}
