import StandIn
import StandInSystem
import StandInTestSupport
import StandInTesting
import Testing

private let slot = OverridableRandomNumberGenerator.overridableSlot

/// Draws `count` numbers from a fresh overridable generator.
private func draws(_ count: Int) -> [UInt64] {
  var random = OverridableRandomNumberGenerator()
  return (0..<count).map { _ in random.next() }
}

@Suite("OverridableRandomNumberGenerator")
struct RandomTests {
  @Test func withNothingReplacedItDrawsFromTheSystem() {
    let numbers = draws(4)
    #expect(Set(numbers).count == 4)
    var random = OverridableRandomNumberGenerator()
    #expect((1...100).contains(Int.random(in: 1...100, using: &random)))
  }

  /// SplitMix64's published outputs for seed 0, so a seed gives the same numbers everywhere.
  @Test func aSeededSourceGivesSplitMix64sNumbers() {
    withOverride(slot, with: .seeded(0)) {
      #expect(draws(3) == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
  }

  @Test func theSameSeedGivesTheSameNumbersAndShuffles() {
    let cards = Array(1...10)
    let first = withOverride(slot, with: .seeded(42)) {
      var random = OverridableRandomNumberGenerator()
      return (
        Int.random(in: 1...100, using: &random), cards.shuffled(using: &random),
        cards.randomElement(using: &random)
      )
    }
    let second = withOverride(slot, with: .seeded(42)) {
      var random = OverridableRandomNumberGenerator()
      return (
        Int.random(in: 1...100, using: &random), cards.shuffled(using: &random),
        cards.randomElement(using: &random)
      )
    }
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
    #expect(first.2 == second.2)
    #expect(
      withOverride(slot, with: .seeded(43)) { draws(4) }
        != withOverride(slot, with: .seeded(42)) { draws(4) })
  }

  @Test func aGeneratorMadeOutsideTheScopeDrawsFromTheTestsSource() {
    var random = OverridableRandomNumberGenerator()
    let seeded = withOverride(slot, with: .seeded(7)) { random.next() }
    #expect(seeded == withOverride(slot, with: .seeded(7)) { draws(1)[0] })
  }

  @Test func aSourceOfYourOwn() {
    withOverride(slot, with: RandomNumberSource(Repeating(value: 5))) {
      #expect(draws(2) == [5, 5])
    }
  }

  @Test func childTasksDrawFromOneSequence() async {
    let expected = withOverride(slot, with: .seeded(9)) { draws(40) }
    await withOverride(slot, with: .seeded(9)) {
      let drawn = await withTaskGroup(of: [UInt64].self) { group in
        for _ in 0..<4 { group.addTask { draws(10) } }
        return await group.reduce(into: []) { $0 += $1 }
      }
      #expect(Set(drawn) == Set(expected))
    }
  }
}

/// A strict test that forgets to seed the generator is told at the line that drew the number,
/// past the standard library's frames (`Int.random(in:using:)` and the generator protocol's
/// helpers have no debug information), not at the line that made the test strict.
@Suite("OverridableRandomNumberGenerator in a strict test")
struct RandomStrictTests {
  @Test func aDrawThroughTheStandardLibraryIsReportedAtTheDrawingLine() {
    let drawingLine = #line + 4
    let issues = collectingIssues {
      withStrictStandIns {
        var random = OverridableRandomNumberGenerator()
        _ = Int.random(in: 1...6, using: &random)
        _ = [1, 2, 3].shuffled(using: &random)
      }
    }
    #expect(issues.map(\.line) == [UInt(drawingLine), UInt(drawingLine + 1)], "\(issues)")
    #expect(issues.allSatisfy { $0.fileID == "StandInSystemTests/RandomTests.swift" })
    #expect(
      issues.first?.message.hasPrefix(
        "OverridableRandomNumberGenerator was read for real here, in ") == true, "\(issues)")
  }
}
