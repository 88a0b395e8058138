import Foundation
import StandIn
import StandInSystem
import StandInTesting
import Testing

@Suite("Bundle.overridable")
struct BundleTests {
  @Test func withNothingReplacedItIsTheMainBundle() {
    #expect(Bundle.overridable === Bundle.main)
  }

  @Test func aDirectoryOfTheTestsOwnIsABundleOfResources() throws {
    try withSandboxFileManager { files in
      let resources = files.temporaryDirectory.appendingPathComponent(
        "Resources", isDirectory: true)
      try files.createDirectory(at: resources, withIntermediateDirectories: true)
      try Data("Hello".utf8).write(to: resources.appendingPathComponent("greeting.txt"))
      try withOverride(Bundle.overridableSlot, with: try #require(Bundle(url: resources))) {
        let url = try #require(
          Bundle.overridable.url(forResource: "greeting", withExtension: "txt"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "Hello")
      }
    }
  }
}
