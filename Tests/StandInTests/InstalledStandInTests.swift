import Foundation
import StandIn
import StandInFixtures
import StandInMacros
import StandInTestSupport
import StandInTesting
import Testing
import XCTest

@Suite("standIn(as:): the stand-in installed for a slot")
struct InstalledStandInTests {
  @Test(.overriding(Providers.$status) { StatusProvidingMock(.nice) })
  func theInstalledStandInIsReturnedAsItsOwnType() throws {
    let mock = try Providers.$status.standIn(as: StatusProvidingMock.self)
    _ = Providers.status.currentStatus()
    mock.verify.currentStatus().called(1)
    let store = withOverride(SettingsStore.$standard, with: SettingsStore(theme: "dark")) {
      try? SettingsStore.$standard.standIn(as: SettingsStore.self)
    }
    #expect(store?.theme == "dark")
  }

  @Test func aSlotWithNoStandInIsReportedHereAndThrows() {
    let line = #line + 3
    var thrown: MissingStandIn?
    let issues = collectingIssues {
      do { _ = try Providers.$status.standIn(as: StatusProvidingMock.self) } catch {
        thrown = error as? MissingStandIn
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        Providers.status has no stand-in here, so there is no StatusProvidingMock to return: it \
        is the real RealStatusProvider. Install one first: .overriding(…) on the test or its \
        suite, withOverride(_:with:) { … } around the code, or override(_:with:) in a \
        StandInTestCase. Work started with DispatchQueue, Thread or Task.detached does not see \
        the test's stand-ins: carry them into it with carryingOverrides { … }.
        """)
    #expect(thrown?.description == "No StatusProvidingMock stands in for Providers.status here.")
  }

  @Test func aStandInOfAnotherTypeIsNamed() {
    var thrown: MissingStandIn?
    let issues = collectingIssues {
      withOverride(Providers.$status, with: RealStatusProvider()) {
        do {
          _ = try Providers.$status.standIn(as: StatusProvidingMock.self)
        } catch {
          thrown = error as? MissingStandIn
        }
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        Providers.status is replaced here by a RealStatusProvider, not a StatusProvidingMock. Ask \
        for standIn(as: RealStatusProvider.self), or install a StatusProvidingMock.
        """
      ])
    #expect(
      thrown?.description
        == "No StatusProvidingMock stands in for Providers.status here; a RealStatusProvider does.")
  }
}

// XCTest: a stand-in installed with override(_:with:) is found for the rest of the test; a
// missing one is reported at the line that asked and the test stops there, instead of crashing
// on `as!`.
final class InstalledStandInXCTests: StandInTestCase {
  func testTheStandInInstalledInTheTestIsFound() throws {
    override(Providers.$status, with: StatusProvidingMock(.nice))
    let mock = try Providers.$status.standIn(as: StatusProvidingMock.self)
    _ = Providers.status.currentStatus()
    mock.verify.currentStatus().called(1)
  }

  func testAMissingStandInIsReportedAtTheLineThatAskedAndThrows() {
    let line = #line + 3
    var thrown: MissingStandIn?
    let issues = collectingIssues {
      do { _ = try Analytics.sharedSlot.standIn(as: Analytics.self) } catch {
        thrown = error as? MissingStandIn
      }
    }
    XCTAssertEqual(issues.map(\.line), [UInt(line)])
    XCTAssertEqual(
      issues.first?.message.hasPrefix(
        "Analytics.shared has no stand-in here, so there is no Analytics to return: it is the real Analytics."
      ), true)
    XCTAssertEqual(thrown?.slotName, "Analytics.shared")
  }
}
