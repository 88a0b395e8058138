import Foundation
import StandIn
import StandInSystem
import StandInTesting
import Testing

@Suite("ProcessInfo.overridable")
struct ProcessInfoTests {
  @Test func withNothingReplacedItIsTheProcesss() {
    let real = ProcessInfo.processInfo
    #expect(ProcessInfo.overridable.environment == real.environment)
    #expect(ProcessInfo.overridable.arguments == real.arguments)
    #expect(ProcessInfo.overridable.processIdentifier == real.processIdentifier)
    #expect(ProcessInfo.overridable.processInfo === real)
  }

  @Test(
    .overriding(
      ProcessInfo.overridableSlot,
      with: OverridableProcessInfo(environment: ["API_URL": "https://staging.example.com"])))
  func aGivenEnvironmentIsTheWholeEnvironment() {
    #expect(ProcessInfo.overridable.environment == ["API_URL": "https://staging.example.com"])
    #expect(ProcessInfo.overridable.arguments == ProcessInfo.processInfo.arguments)
  }

  @Test func givenArgumentsLeaveTheRestReal() {
    let given = OverridableProcessInfo(arguments: ["app", "--verbose"])
    withOverride(ProcessInfo.overridableSlot, with: given) {
      #expect(ProcessInfo.overridable.arguments == ["app", "--verbose"])
      #expect(ProcessInfo.overridable.environment == ProcessInfo.processInfo.environment)
      #expect(ProcessInfo.overridable.processName == ProcessInfo.processInfo.processName)
      #expect(ProcessInfo.overridable.hostName == ProcessInfo.processInfo.hostName)
      #expect(ProcessInfo.overridable.processorCount == ProcessInfo.processInfo.processorCount)
    }
  }
}
