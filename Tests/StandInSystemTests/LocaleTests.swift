import Foundation
import StandIn
import StandInSystem
import StandInTesting
import Testing

/// Code under test: a timestamp as the user reads it, in their locale, time zone and calendar.
private func timestamp(_ date: Date) -> String {
  let formatter = DateFormatter()
  formatter.locale = Locale.overridable
  formatter.timeZone = TimeZone.overridable
  formatter.calendar = Calendar.overridable
  formatter.dateFormat = "EEEE d MMMM y, HH:mm"
  return formatter.string(from: date)
}

@Suite("Locale.overridable, TimeZone.overridable, Calendar.overridable")
struct LocaleTests {
  @Test func withNothingReplacedTheyFollowTheUsersSettings() {
    #expect(Locale.overridable == Locale.autoupdatingCurrent)
    #expect(TimeZone.overridable == TimeZone.autoupdatingCurrent)
    #expect(Calendar.overridable == Calendar.autoupdatingCurrent)
    #expect(TimeZone.overridable.identifier == TimeZone.current.identifier)
  }

  @Test(
    .overriding {
      $0[Locale.overridableSlot] = Locale(identifier: "fr_FR")
      $0[TimeZone.overridableSlot] = TimeZone(identifier: "Europe/Paris")!
      $0[Calendar.overridableSlot] = Calendar(identifier: .gregorian)
    })
  func fixedValuesGiveTheSameTextOnEveryMachine() {
    #expect(timestamp(Date(timeIntervalSince1970: 0)) == "jeudi 1 janvier 1970, 01:00")
  }

  @Test func eachIsReplacedOnItsOwn() {
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    withOverride(TimeZone.overridableSlot, with: tokyo) {
      #expect(TimeZone.overridable == tokyo)
      #expect(Locale.overridable == Locale.autoupdatingCurrent)
      #expect(Calendar.overridable == Calendar.autoupdatingCurrent)
    }
  }
}
