import Foundation
import StandIn
import StandInSystem
import StandInTesting
import XCTest

final class BundleXCTests: StandInTestCase {
  func testAGivenBundleForTheRestOfTheTest() throws {
    let files = useSandboxFileManager()
    try Data("{}".utf8).write(to: files.temporaryDirectory.appendingPathComponent("config.json"))
    override(Bundle.overridableSlot, with: try XCTUnwrap(Bundle(url: files.temporaryDirectory)))
    XCTAssertNotNil(Bundle.overridable.url(forResource: "config", withExtension: "json"))
  }
}
