import StandIn
import StandInFixtures
import StandInSystem
import StandInTesting
import XCTest

// The XCTest fixtures of the run-shape matrix (see `RunShapeFixture`), with and without
// `StandInTestCase`, skipped unless the matrix runs them.

final class RunShapeForgetfulXCTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(RunShapeFixture.isOn, "a fixture of RunShapeMatrixTests")
  }

  func testForgetful() {
    RunShapeFixture.forgetfulWork()
  }

  func testForgetfulAgain() {
    RunShapeFixture.forgetfulWork()
  }

  func testForgetfulAsync() async {
    await Task.yield()
    RunShapeFixture.forgetfulWork()
  }

  func testForgetfulOnAThread() {
    RunShapeFixture.forgetfulWorkOnAThread()
  }

  func testCareful() {
    RunShapeFixture.carefulWork()
  }
}

final class RunShapeOtherForgetfulXCTests: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(RunShapeFixture.isOn, "a fixture of RunShapeMatrixTests")
  }

  func testForgetful() {
    RunShapeFixture.forgetfulWork()
  }
}

final class RunShapeStandInTestCaseXCTests: StandInTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(RunShapeFixture.isOn, "a fixture of RunShapeMatrixTests")
  }

  func testForgetful() {
    RunShapeFixture.forgetfulWork()
  }

  func testForgetfulAsync() async {
    await Task.yield()
    RunShapeFixture.forgetfulWork()
  }

  func testCareful() {
    override(Analytics.sharedSlot, with: Analytics(label: "stand-in"))
    override(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(6))
    RunShapeFixture.forgetfulWork()
  }
}

final class RunShapeStrictStandInTestCaseXCTests: StandInTestCase {
  override var strictStandIns: StrictStandIns? { StrictStandIns(warnsAboutUnused: false) }

  override func setUpWithError() throws {
    try XCTSkipUnless(RunShapeFixture.isOn, "a fixture of RunShapeMatrixTests")
  }

  func testForgetful() {
    RunShapeFixture.forgetfulWork()
  }

  func testForgetfulAsync() async {
    await Task.yield()
    RunShapeFixture.forgetfulWork()
  }

  func testCareful() {
    override(Analytics.sharedSlot, with: Analytics(label: "stand-in"))
    override(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(6))
    RunShapeFixture.forgetfulWork()
  }
}
