import Foundation
import IssueReporting
import StandIn
import StandInSystem
import StandInTestSupport
import StandInTesting
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class URLStubsXCTests: StandInTestCase {
  func testUseURLStubsInstallsThemForTheRestOfTheTest() async throws {
    let stubs = useURLStubs()
    stubs.stub("https://example.com/motd", with: .text("Hello"))
    let (data, _) = try await URLSession.overridable.data(
      from: URL(string: "https://example.com/motd")!)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "Hello")
    XCTAssertTrue(URLStubs.current() === stubs)
  }
}

// A request no stub matched is reported by the teardown that useURLStubs() adds, at the line that
// called it; this case collects the report to check it.
final class UnmatchedRequestXCTests: StandInTestCase {
  private let collector = IssueCollector()
  private var installLine: UInt = 0

  override func invokeTest() {
    withIssueReporters([collector]) { super.invokeTest() }
    XCTAssertEqual(collector.issues.map(\.line), [installLine])
    XCTAssertEqual(collector.issues.first?.message.hasPrefix("1 request matched no stub"), true)
  }

  func testAnUnmatchedRequestIsReportedWhenTheTestEnds() async {
    installLine = #line + 1
    useURLStubs()
    let result = try? await URLSession.overridable.data(from: URL(string: "https://example.com/x")!)
    XCTAssertNil(result)
  }
}
