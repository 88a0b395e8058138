import Foundation
import StandInMacros
import Testing

@Test func localizedError() {
  let error = LocalizedErrorMock(.nice)
  error.stub.errorDescription.returns("disk full")
  #expect((error as Error).localizedDescription == "disk full")
  error.verify.errorDescription.called(1)
}
