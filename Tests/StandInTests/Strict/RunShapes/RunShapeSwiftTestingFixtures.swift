import StandIn
import StandInFixtures
import StandInTesting
import Testing

// The Swift Testing fixtures of the run-shape matrix (see `RunShapeFixture`). Their names say
// what the matrix expects of them: a forgetful test reports each line it reads once per run, a
// careful one reports nothing.

@Suite(.enabled(if: RunShapeFixture.isOn))
struct RunShapeFixtures {
  @Test func forgetfulSync() {
    RunShapeFixture.forgetfulWork()
  }

  @Test func forgetfulAsync() async {
    await Task.yield()
    RunShapeFixture.forgetfulWork()
  }

  @Test(arguments: 0..<3) func forgetfulParameterized(_ index: Int) {
    RunShapeFixture.forgetfulWork()
  }

  @Test func forgetfulInAChildTask() async {
    async let work: Void = RunShapeFixture.forgetfulWork()
    await work
  }

  @Test func careful() {
    RunShapeFixture.carefulWork()
  }

  @Test(.overriding(Analytics.sharedSlot) { Analytics(label: "stand-in") })
  func forgetfulOfTheDieInANonStrictScope() {
    RunShapeFixture.forgetfulWork()
  }

  @Test func forgetfulInsideAKnownIssue() {
    withKnownIssue(isIntermittent: true) {
      RunShapeFixture.forgetfulWork()
    }
  }

  @Test func forgetfulInADetachedTask() async {
    await Task.detached { RunShapeFixture.forgetfulWork() }.value
  }
}

@Suite(.serialized, .enabled(if: RunShapeFixture.isOn))
struct RunShapeSerializedFixtures {
  @Test func forgetfulFirst() {
    RunShapeFixture.forgetfulWork()
  }

  @Test func forgetfulSecond() async {
    RunShapeFixture.forgetfulWork()
  }

  @Test(arguments: 0..<3) func forgetfulParameterized(_ index: Int) {
    RunShapeFixture.forgetfulWork()
  }
}

@Suite(.enabled(if: RunShapeFixture.isOn), .strictStandIns(warnsAboutUnused: false))
struct RunShapeStrictTraitFixtures {
  @Test func forgetful() {
    RunShapeFixture.forgetfulWork()
  }

  @Test func forgetfulAsync() async {
    await Task.yield()
    RunShapeFixture.forgetfulWork()
  }

  @Test(arguments: 0..<2) func forgetfulParameterized(_ index: Int) {
    RunShapeFixture.forgetfulWork()
  }

  @Test func careful() {
    RunShapeFixture.carefulWork()
  }

  @Test func forgetfulInsideAKnownIssue() {
    withKnownIssue(isIntermittent: true) {
      RunShapeFixture.forgetfulWork()
    }
  }
}
