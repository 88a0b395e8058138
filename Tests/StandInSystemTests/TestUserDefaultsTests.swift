import Foundation
import StandIn
import StandInSystem
import StandInTesting
import Testing

@Suite("UserDefaults.overridable and TestUserDefaults")
struct TestUserDefaultsTests {
  @Test func withNothingReplacedItIsTheStandardDefaults() {
    #expect(UserDefaults.overridable === UserDefaults.standard)
  }

  @Test func aTestSuiteConvertsValuesAsFoundationDoes() {
    withTestUserDefaults { defaults in
      #expect(UserDefaults.overridable === defaults)
      defaults.set("12", forKey: "count")
      #expect(defaults.integer(forKey: "count") == 12)
      defaults.register(defaults: ["theme": "light"])
      #expect(defaults.string(forKey: "theme") == "light")
      defaults.set("dark", forKey: "theme")
      #expect(UserDefaults.overridable.string(forKey: "theme") == "dark")
      defaults.removeObject(forKey: "theme")
      #expect(defaults.string(forKey: "theme") == "light")
    }
  }

  @Test func nothingSetInATestReachesTheStandardDefaultsOrTheNextTest() {
    let key = "StandInSystemTests.leak.\(UUID().uuidString)"
    let name = withTestUserDefaults { defaults in
      defaults.set(true, forKey: key)
      return defaults.suiteName
    }
    #expect(UserDefaults.standard.object(forKey: key) == nil)
    #expect(UserDefaults(suiteName: name)?.object(forKey: key) == nil)
    withTestUserDefaults { defaults in #expect(defaults.object(forKey: key) == nil) }
  }

  /// On Linux Foundation writes a suite to `$XDG_CONFIG_HOME` (or `~/.config`) as
  /// `<suite>.plist` when it is synchronized; a test suite never is.
  @Test func synchronizingWritesNothingToDisk() throws {
    let name = withTestUserDefaults { defaults in
      defaults.set(42, forKey: "answer")
      #expect(defaults.synchronize())
      return defaults.suiteName
    }
    let environment = ProcessInfo.processInfo.environment
    let configuration =
      environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: configuration.path)) ?? []
    #expect(!leftovers.contains { $0.contains(name) })
  }

  @Test(.testUserDefaults(), arguments: 0..<50)
  func parallelTestsEachHaveTheirOwnSuite(id: Int) {
    let defaults = UserDefaults.overridable
    #expect(defaults is TestUserDefaults)
    #expect(defaults.object(forKey: "sameKey") == nil)
    defaults.set(id, forKey: "sameKey")
    #expect(defaults.integer(forKey: "sameKey") == id)
  }
}
