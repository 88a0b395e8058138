import StandInFixtures
import StandInMacros
import Testing

/// A protocol of this module that refines `Reading`, a `@Mockable` protocol of another module
/// (StandInFixtures): its mock subclasses `ReadingMock`, which is `open` for that.
@Mockable(inheriting: Reading.self)
protocol AnnotatedReading: Reading {
  func annotate(_ text: String) -> String
}

@Suite("Inherited requirements across modules")
struct CrossModuleInheritanceTests {
  @Test func aMockInheritsTheMockOfAProtocolInAnotherModule() {
    let mock = AnnotatedReadingMock()
    mock.stub.read().returns("parent")
    mock.stub.annotate(.any).perform { text in "[\(text)]" }
    let reading: any AnnotatedReading = mock
    #expect(reading.annotate(reading.read()) == "[parent]")
    mock.verify.read().called(1)
    mock.verify.annotate("parent").called(1)
    mock.verifyNoMoreInteractions()
  }

  @Test func aPartialMockForwardsBothLevels() {
    struct Real: AnnotatedReading {
      func read() -> String { "real" }
      func annotate(_ text: String) -> String { "<\(text)>" }
    }
    let mock = AnnotatedReadingMock(forwardingTo: Real())
    #expect(mock.annotate(mock.read()) == "<real>")
    mock.stub.read().returns("stubbed")
    #expect(mock.read() == "stubbed")
  }
}
