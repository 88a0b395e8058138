import ServiceLifecycle
import StandInMacros
import Testing

@Test func service() async throws {
  let service = ServiceMock()
  service.stub.run().returns(())
  try await (service as any Service).run()
  service.verify.run().called(1)
}
