import StandIn
import StandInFixtures
import StandInMacros
import Testing

/// A stub stands in for the implementation it is declared on: the calls that would run that
/// body. A subclass that inherits a class method runs the superclass's body, so the
/// superclass's stub answers it; a subclass that overrides it runs its own body, which only its
/// own static mock can answer.
@Suite("Static mocks in class hierarchies")
struct StaticHierarchyTests {
  @Test func aSuperclassStubAnswersTheSubclassesThatInheritTheMember() {
    let shape = Shape.StaticMock()
    shape.stub.sides().returns(10)
    withStaticMock(shape) {
      #expect(Shape.sides() == 10)
      #expect(Blob.sides() == 10)
      #expect(Triangle.sides() == 3)
      #expect(Square.sides() == 4)
    }
    shape.verify.sides().called(2)
  }

  @Test func anInheritedImplementationCallsTheReceiversOwnOverride() {
    let shape = Shape.StaticMock()
    shape.stub.sides().returns(10)
    withStaticMock(shape) {
      #expect(Shape.summary() == "10 sides")
      #expect(Blob.summary() == "10 sides")
      #expect(Triangle.summary() == "3 sides")
    }
    shape.verify.summary().called(3)
    shape.verify.sides().called(2)
  }

  @Test func aSubclassMockAnswersOnlyTheSubclassesOwnOverride() {
    let square = Square.StaticMock()
    square.stub.sides().returns(40)
    withStaticMock(square) {
      #expect(Square.sides() == 40)
      #expect(Shape.sides() == 0)
      #expect(Blob.sides() == 0)
    }
  }

  @Test func aStaticMethodStubCoversEverySubclassBecauseNoSubclassCanOverrideIt() {
    let shape = Shape.StaticMock()
    shape.stub.unit().returns("in")
    withStaticMock(shape) {
      #expect(Square.unit() == "in")
      #expect(Triangle.unit() == "in")
    }
    shape.verify.unit().called(2)
  }

  @Test func bothMocksInstalledEachAnswersItsOwnImplementation() {
    let shape = Shape.StaticMock()
    shape.stub.sides().returns(10)
    let square = Square.StaticMock()
    square.stub.sides().returns(40)
    withOverrides {
      $0[Shape.StaticMock.slot] = shape
      $0[Square.StaticMock.slot] = square
    } operation: {
      #expect(Square.sides() == 40)
      #expect(Square.summary() == "40 sides")
      #expect(Blob.sides() == 10)
    }
  }
}
