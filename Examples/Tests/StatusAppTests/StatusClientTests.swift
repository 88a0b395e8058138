import Foundation
import StandIn
import StandInSystem
import StandInTesting
import StatusApp
import Testing

@Suite struct StatusClientTests {
  @Test(
    .urlStubs { $0.stub("https://staging.example.com/status", with: .json(#"{"status": 7}"#)) },
    .overriding(
      ProcessInfo.overridableSlot,
      with: OverridableProcessInfo(environment: ["STATUS_SERVER": "https://staging.example.com"])))
  func asksTheServerTheEnvironmentNames() async throws {
    #expect(try await StatusClient().fetchStatus() == 7)
  }

  @Test(
    .urlStubs {
      $0.stub("https://status.example.com/status", with: StubbedResponse(statusCode: 503))
    })
  func aServerErrorIsAnError() async throws {
    await #expect(throws: StatusClient.BadResponse(statusCode: 503)) {
      try await StatusClient().fetchStatus()
    }
  }
}
