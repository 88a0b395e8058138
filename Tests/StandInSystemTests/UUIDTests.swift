import Foundation
import StandIn
import StandInSystem
import StandInTesting
import Testing

@Suite("UUID.overridable")
struct UUIDTests {
  @Test func withNothingReplacedItMakesRandomUUIDs() {
    let first = UUID.overridable()
    let second = UUID.overridable()
    #expect(first != second)
    // Version 4 (random) UUIDs carry a 4 as the first digit of their third group.
    #expect(first.uuidString.split(separator: "-")[2].hasPrefix("4"))
  }

  @Test func incrementingCountsUpFromZero() {
    withOverride(UUID.overridableSlot, with: .incrementing) {
      #expect(UUID.overridable().uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(UUID.overridable().uuidString == "00000000-0000-0000-0000-000000000001")
      #expect(UUID.overridable() == UUID(2))
    }
  }

  @Test func eachReadOfIncrementingStartsAFreshCount() {
    withOverride(UUID.overridableSlot, with: .incrementing) { _ = UUID.overridable() }
    withOverride(UUID.overridableSlot, with: .incrementing) {
      #expect(UUID.overridable() == UUID(0))
    }
  }

  @Test func aNumberedUUIDSpellsItsNumberInTheLastSixtyFourBits() {
    #expect(UUID(0x1234_5678_9ABC_DEF0).uuidString == "00000000-0000-0000-1234-56789ABCDEF0")
    #expect(UUID(UInt64.max).uuidString == "00000000-0000-0000-FFFF-FFFFFFFFFFFF")
  }

  @Test(.overriding(UUID.overridableSlot, with: .constant(UUID(7))))
  func aConstantUUIDAnswersEveryTime() {
    #expect(UUID.overridable() == UUID(7))
    #expect(UUID.overridable() == UUID(7))
  }

  @Test func childTasksShareOneIncrementingCount() async {
    await withOverride(UUID.overridableSlot, with: .incrementing) {
      let ids = await withTaskGroup(of: UUID.self) { group in
        for _ in 0..<20 { group.addTask { UUID.overridable() } }
        return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
      }
      #expect(ids == Set((0..<20).map { UUID(UInt64($0)) }))
    }
  }
}
