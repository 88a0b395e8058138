import StandInMacros
import StandInTesting
import StatusApp
import XCTest

// The same screen in XCTest: StandInTestCase installs the static mock for the rest of the test
// and removes it when the test ends; there is no tearDown to write.
final class MessageScreenXCTests: StandInTestCase {
  func testEnablesSendWhereTextCanBeSent() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    override(MessageComposer.StaticMock.slot, with: composer)

    let screen = MessageScreen()
    screen.load()

    XCTAssertTrue(screen.isSendEnabled)
    composer.verify.canSendText().called(1)
  }

  func testDisablesSendWithTheRealAnswerOfThisMachine() {
    let screen = MessageScreen()
    screen.load()
    XCTAssertFalse(screen.isSendEnabled)
  }
}
