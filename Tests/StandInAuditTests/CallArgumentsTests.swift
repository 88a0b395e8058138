import Testing

@testable import StandInAudit

@Suite struct CallArgumentsTests {
  private typealias Parameter = CallArguments.Parameter

  private static func call(_ labels: [String], trailingClosure: Bool = false) -> CallArguments {
    CallArguments(labels: labels, hasTrailingClosure: trailingClosure)
  }

  @Test func labelsFillTheParametersOfTheirLabelsInOrder() {
    let value = Parameter(label: "_", hasDefault: false)
    let clock = Parameter(label: "clock", hasDefault: false)
    #expect(Self.call([]).canCall([]))
    #expect(!Self.call([]).canCall([value]))
    #expect(!Self.call(["_"]).canCall([]))
    #expect(Self.call(["_", "clock"]).canCall([value, clock]))
    #expect(!Self.call(["clock", "_"]).canCall([value, clock]))
    #expect(!Self.call(["timeout"]).canCall([clock]))
  }

  @Test func aParameterWithADefaultMayBeLeftOut() {
    let clock = Parameter(label: "clock", hasDefault: true)
    let seconds = Parameter(label: "seconds", hasDefault: false)
    #expect(Self.call(["seconds"]).canCall([clock, seconds]))
    #expect(Self.call(["clock", "seconds"]).canCall([clock, seconds]))
    #expect(Self.call([]).canCall([clock]))
    #expect(!Self.call([]).canCall([clock, seconds]))
  }

  @Test func aVariadicParameterTakesTheUnlabelledArgumentsThatFollow() {
    let values = Parameter(label: "_", hasDefault: false, isVariadic: true)
    let separator = Parameter(label: "separator", hasDefault: true)
    #expect(Self.call(["_", "_", "_"]).canCall([values, separator]))
    #expect(Self.call(["_", "separator"]).canCall([values, separator]))
    #expect(Self.call([]).canCall([values]))
  }

  @Test func aTrailingClosureFillsTheNextParameterWithoutADefault() {
    let timeout = Parameter(label: "timeout", hasDefault: true)
    let body = Parameter(label: "body", hasDefault: false)
    #expect(Self.call([], trailingClosure: true).canCall([timeout, body]))
    #expect(Self.call(["timeout"], trailingClosure: true).canCall([timeout, body]))
    #expect(Self.call([], trailingClosure: true).canCall([timeout]))
    #expect(!Self.call([], trailingClosure: true).canCall([]))
    #expect(!Self.call(["body"], trailingClosure: true).canCall([body]))
  }
}
