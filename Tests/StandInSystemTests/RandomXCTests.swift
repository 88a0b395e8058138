import StandIn
import StandInSystem
import StandInTesting
import XCTest

final class RandomXCTests: StandInTestCase {
  func testASeededSourceForTheRestOfTheTestRepeatsAcrossRuns() {
    override(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(42))
    var random = OverridableRandomNumberGenerator()
    let first = (0..<5).map { _ in Int.random(in: 1...6, using: &random) }
    override(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(42))
    let second = (0..<5).map { _ in Int.random(in: 1...6, using: &random) }
    XCTAssertEqual(first, second)
  }
}
