import ExternalMocksFixtureRelay
import ExternalMocksFixtureWire
import StandInMacros
import StandInTestSupport
import XCTest

/// The generated mocks in an XCTest test case: stubbing, verification and the strict mock's
/// report behave as in Swift Testing.
final class ExternalMockXCTests: XCTestCase {
  func testAMockOfAnotherModulesProtocolStubsAndVerifies() async throws {
    let outbound = FrameOutboundMock()
    outbound.stub.send(.any).returns(())
    try await (outbound as any FrameOutbound).send(ExternalMocksFixtureWire.Frame(payload: [9]))
    XCTAssertEqual(outbound.verify.send(.any).calls, [ExternalMocksFixtureWire.Frame(payload: [9])])
  }

  func testTheStrictMockReportsAnUnstubbedCall() {
    let outbound = FrameOutboundMock()
    let issues = collectingIssues { _ = outbound.flush() }.map(\.message)
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(issues.first?.contains("FrameOutboundMock received flush()") == true, "\(issues)")
  }
}
