import Foundation
import StandIn
import StandInSystem
import StandInTesting
import Testing

private let epoch = Date(timeIntervalSince1970: 0)

@Suite("Date.overridable")
struct DateTests {
  @Test func withNothingReplacedItIsTheSystemsDate() {
    let before = Date()
    let read = Date.overridable()
    let now = Date.overridable.now
    let after = Date()
    #expect(before <= read && read <= now && now <= after)
    #expect(!Date.overridableSlot.isReplaced)
  }

  @Test(.overriding(Date.overridableSlot, with: .constant(epoch)))
  func aConstantDateAnswersTheSameDateEachTime() {
    #expect(Date.overridable() == epoch)
    #expect(Date.overridable.now == epoch)
    #expect(Date.overridable() == epoch)
  }

  @Test func anAdvancingDateMovesOnByTheIntervalEachCall() {
    withOverride(Date.overridableSlot, with: .advancing(from: epoch, by: 60)) {
      #expect(Date.overridable() == epoch)
      #expect(Date.overridable.now == epoch.addingTimeInterval(60))
      #expect(Date.overridable() == epoch.addingTimeInterval(120))
    }
  }

  @Test func childTasksShareOneAdvancingCount() async {
    await withOverride(Date.overridableSlot, with: .advancing(from: epoch, by: 1)) {
      let dates = await withTaskGroup(of: Date.self) { group in
        for _ in 0..<10 { group.addTask { Date.overridable() } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(Set(dates) == Set((0..<10).map { epoch.addingTimeInterval(Double($0)) }))
    }
  }

  /// The closure form of the trait makes a fresh generator for each case, so every case starts
  /// from the same date.
  @Test(
    .overriding(Date.overridableSlot) { .advancing(from: epoch, by: 1) },
    arguments: 0..<5)
  func eachTestCaseGetsItsOwnAdvancingDate(_ case: Int) {
    #expect(Date.overridable() == epoch)
  }

  @Test func aGeneratorOfYourOwn() {
    let tomorrow = DateGenerator { epoch.addingTimeInterval(86_400) }
    withOverride(Date.overridableSlot, with: tomorrow) {
      #expect(Date.overridable() == epoch.addingTimeInterval(86_400))
    }
  }
}
