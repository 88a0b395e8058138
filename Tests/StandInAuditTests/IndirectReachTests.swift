import Foundation
import StandInAudit
import Testing

/// Swift's less direct ways to run code through a static path: a property wrapper, a lazy
/// property, a type held in a local or passed to a generic parameter, a value called as a
/// function, a key path, an operator. Each was found missing, in both modes, by a generated
/// program whose answer is known by construction (`Tests/ReachGenerator`).
@Suite(.serialized) struct IndirectReachTests {
  @Test func aPropertyWrapperOverNoStateReadsWhatItsWrappedValueReads() throws {
    // `@Now static var now: Date` holds no state: its wrapper's `wrappedValue` cannot be set,
    // and reading it reads the clock. `@Fixed` reads nothing; `@Stored`'s value can be set,
    // so `count` is process-wide mutable state as any `static var` is.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Clock.swift": """
        import Foundation

        @propertyWrapper struct Now {
          var wrappedValue: Date { Date() }
        }
        @propertyWrapper struct Fixed {
          var wrappedValue: Int { 3 }
        }
        @propertyWrapper struct Stored {
          var wrappedValue: Int
        }
        enum Clock {
          @Now static var now: Date
          @Fixed static var three: Int
          @Stored static var count = 0
        }
        struct Reader {
          func now() -> Date { Clock.now }
          func three() -> Int { Clock.three }
          func count() -> Int { Clock.count }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    for resolution in [Auditor.Resolution.automatic, .syntaxOnly] {
      let result = try fixture.audit("Sources/App", resolution: resolution)
      #expect(
        result.findings.map { "\($0.location) \($0.kind.rawValue) \($0.expression)" } == [
          "Clock.swift:4:28 system Date()",
          "Clock.swift:18:24 static member Clock.now",
          "Clock.swift:20:25 mutable static Clock.count",
        ], "\(resolution)")
      #expect(
        result.findings.dropFirst().first?.suggestion
          == "reading it runs `Now.wrappedValue`, whose code reaches shared state (Clock.swift:3): "
          + "make `static var now` (Clock.swift:13) a static method of an @OverridableStatics "
          + "type, or read an OverridableSlot's `current` in the wrapper", "\(resolution)")
      #expect(
        result.seams.map { "\($0.location) \($0.expression)" } == [
          "Clock.swift:19:25 Clock.three"
        ], "\(resolution)")
    }
  }

  @Test func aLazyPropertyOrAKeyPathReadsWhenTheCodeReadsThroughIt() throws {
    // A lazy property's value is computed when code first reads it, not when the object is
    // created: `Session().started` reads the clock, `Session().name` nothing. A key path reads
    // the property it names of the value it is applied to, and its property is no name of the
    // code around it (`now` of `\Reading.now` is not `Stamps.now`).
    let fixture = try IndexedFixture(
      [
        "Sources/App/Stamps.swift": """
        import Foundation

        final class Session {
          lazy var started = Date()
          lazy var name = "session"
        }
        struct Reading {
          var day: Date { Date() }
          var zero: Int { 0 }
        }
        enum Stamps {
          static func started() -> Date { Session().started }
          static func name() -> String { Session().name }
          static func day() -> Date { Reading()[keyPath: \\Reading.day] }
          static func zero() -> Int { Reading()[keyPath: \\Reading.zero] }
        }
        struct Opener {
          func started() -> Date { Stamps.started() }
          func name() -> String { Stamps.name() }
          func day() -> Date { Stamps.day() }
          func zero() -> Int { Stamps.zero() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(
      found.typeAccurate == [
        "Stamps.swift:4:22 system Date()",
        "Stamps.swift:8:19 system Date()",
        "Stamps.swift:18:28 static member Stamps.started",
        "Stamps.swift:20:24 static member Stamps.day",
      ])
    // By syntax, a type's members are judged together: an object whose code reads a value
    // reads it through any member.
    #expect(
      found.syntaxOnly == [
        "Stamps.swift:4:22 system Date()",
        "Stamps.swift:8:19 system Date()",
        "Stamps.swift:18:28 static member Stamps.started",
        "Stamps.swift:19:27 static member Stamps.name",
        "Stamps.swift:20:24 static member Stamps.day",
        "Stamps.swift:21:24 static member Stamps.zero",
      ])
  }

  @Test func aTypePassedToAGenericParameterOrHeldInALocalRunsTheStaticsUsedThroughIt() throws {
    // `build(LiveMaker.self)` runs `LiveMaker.make()`, which `build` calls through its generic
    // parameter: the call that passes the type is reported, the generic function is a seam
    // (a test passes its own type). `FixedMaker` reaches nothing; `let type = LiveMaker.self;
    // type.make()` is `LiveMaker.make()`.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Makers.swift": """
        import Foundation

        protocol Maker {
          static func make() -> String
        }
        enum LiveMaker: Maker {
          static func make() -> String { FileManager.default.currentDirectoryPath }
        }
        enum FixedMaker: Maker {
          static func make() -> String { "fixed" }
        }
        func build<M: Maker>(_ maker: M.Type) -> String { M.make() }
        func make(with maker: any Maker.Type) -> String { maker.make() }
        enum Builder {
          static func build<M: Maker>(using maker: M.Type, twice: Bool = false) -> String {
            maker.make()
          }
        }
        struct Site {
          func live() -> String { build(LiveMaker.self) }
          func fixed() -> String { build(FixedMaker.self) }
          func built() -> String { Builder.build(using: LiveMaker.self) }
          func local() -> String {
            let type = LiveMaker.self
            return type.make()
          }
          func existential() -> String { make(with: LiveMaker.self) }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Makers.swift:7:34 system FileManager.default",
      "Makers.swift:20:33 static member LiveMaker.make",
      "Makers.swift:22:49 static member LiveMaker.make",
      "Makers.swift:25:12 static member LiveMaker.make",
      "Makers.swift:27:45 static member LiveMaker.make",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func anEnumCasesMemberUsedAtOnceRunsItsCode() throws {
    // `Directory.home.path` runs code that reaches the file system, which a test cannot
    // replace: reported where the case is used. `Directory.home.name` reads nothing;
    // `Stamp.now.date` reads the clock, reported where it is read, and so reaches `Stamps.today`.
    // A case made with a value (`Listing.entries([])`) holds it, as a value with stored
    // properties does: not reported itself, but `Listings.describe` reaches the file system.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Directory.swift": """
        import Foundation

        enum Directory {
          case home, root
          var path: String {
            switch self {
            case .home: return FileManager.default.currentDirectoryPath
            case .root: return "/"
            }
          }
          var name: String { "directory" }
        }
        enum Stamp {
          case now
          var date: Date { Date() }
        }
        enum Stamps {
          static func today() -> Date { Stamp.now.date }
        }
        enum Listing {
          case entries([String])
          func describe() -> String { FileManager.default.currentDirectoryPath }
        }
        enum Listings {
          static func describe() -> String { Listing.entries([]).describe() }
        }
        struct Browser {
          func path() -> String { Directory.home.path }
          func name() -> String { Directory.home.name }
          func today() -> Date { Stamps.today() }
          func describe() -> String { Listings.describe() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    for resolution in [Auditor.Resolution.automatic, .syntaxOnly] {
      let result = try fixture.audit("Sources/App", resolution: resolution)
      #expect(
        result.findings.map { "\($0.location) \($0.kind.rawValue) \($0.expression)" } == [
          "Directory.swift:7:24 system FileManager.default",
          "Directory.swift:15:20 system Date()",
          "Directory.swift:22:31 system FileManager.default",
          "Directory.swift:28:27 static member Directory.home",
          "Directory.swift:30:26 static member Stamps.today",
          "Directory.swift:31:31 static member Listings.describe",
        ], "\(resolution)")
      #expect(
        result.findings.dropFirst(3).first?.suggestion
          == "its `path` runs code that reaches shared state (Directory.swift:3): move that code "
          + "behind a static method of an @OverridableStatics type, or pass the value in",
        "\(resolution)")
    }
  }

  @Test func aValueUsedAtOnceOrHandedToAGenericParameterReachesWhatItsMembersReach() throws {
    // A global's value, a static factory's result, a static's optional object unwrapped, a
    // new value's subscript and a new value passed to a parameter of a generic type each reach
    // what the member used reaches (here the clock, reported where it is read); `clock.zero()`
    // reads nothing.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Clocks.swift": """
        import Foundation

        struct Clock {
          func day() -> Date { Date() }
          func zero() -> Int { 0 }
          subscript(key: String) -> Date { Date() }
        }
        final class Holder {
          func day() -> Date { Date() }
        }
        protocol Reading {
          func day() -> Date
        }
        struct LiveReading: Reading {
          func day() -> Date { Date() }
        }
        func read(_ reading: some Reading) -> Date { reading.day() }
        let clock = Clock()

        enum Clocks {
          static let held: Holder? = Holder()
          static func make() -> Clock { Clock() }
          static func global() -> Date { clock.day() }
          static func factory() -> Date { Clocks.make().day() }
          static func unwrapped() -> Date { Clocks.held!.day() }
          static func subscripted() -> Date { Clock()["k"] }
          static func passed() -> Date { read(LiveReading()) }
          static func zero() -> Int { clock.zero() }
        }

        struct Desk {
          func global() -> Date { Clocks.global() }
          func factory() -> Date { Clocks.factory() }
          func unwrapped() -> Date { Clocks.unwrapped() }
          func subscripted() -> Date { Clocks.subscripted() }
          func passed() -> Date { Clocks.passed() }
          func zero() -> Int { Clocks.zero() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Clocks.swift:4:24 system Date()",
      "Clocks.swift:6:36 system Date()",
      "Clocks.swift:9:24 system Date()",
      "Clocks.swift:15:24 system Date()",
      "Clocks.swift:32:27 static member Clocks.global",
      "Clocks.swift:33:28 static member Clocks.factory",
      "Clocks.swift:34:30 static member Clocks.unwrapped",
      "Clocks.swift:35:32 static member Clocks.subscripted",
      "Clocks.swift:36:27 static member Clocks.passed",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func aNewObjectPassedOnOrReturnedByAFunctionReachesWhatItsMembersReach() throws {
    // A new object passed to a parameter of its own type, written out or as `.init()`, and the
    // new object a top-level function returns, used at once, reach what the member the code
    // then uses reaches, as `Clock().day()` does; `zero()` reads nothing.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Clocks.swift": """
        import Foundation

        final class Clock {
          func day() -> Date { Date() }
          func zero() -> Int { 0 }
        }
        func day(_ clock: Clock) -> Date { clock.day() }
        func zero(_ clock: Clock) -> Int { clock.zero() }
        func makeClock() -> Clock { .init() }

        enum Clocks {
          static func written() -> Date { day(Clock()) }
          static func implicit() -> Date { day(.init()) }
          static func returned() -> Date { makeClock().day() }
          static func passedZero() -> Int { zero(.init()) }
          static func returnedZero() -> Int { makeClock().zero() }
        }

        struct Desk {
          func written() -> Date { Clocks.written() }
          func implicit() -> Date { Clocks.implicit() }
          func returned() -> Date { Clocks.returned() }
          func passedZero() -> Int { Clocks.passedZero() }
          func returnedZero() -> Int { Clocks.returnedZero() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Clocks.swift:4:24 system Date()",
      "Clocks.swift:20:28 static member Clocks.written",
      "Clocks.swift:21:29 static member Clocks.implicit",
      "Clocks.swift:22:29 static member Clocks.returned",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func anObjectAFactoryReturnsThatReadsTheClockMakesNoServiceOfItsUser() throws {
    // `Records.query().latest()` reads the clock through a new `Query`, which holds its own
    // filters, so `Loads.now` reads it; `Loader`'s code reads a value, as a request stamped
    // with a time does, so creating a `Loader` is no finding (fluent-kit's `EnumBuilder`,
    // through `EnumMetadata.query(on:)`).
    let fixture = try IndexedFixture(
      [
        "Sources/App/Records.swift": """
        import Foundation

        final class Query {
          var filters: [String] = []
          func latest() -> Date { Date() }
        }
        enum Records {
          static func query() -> Query { Query() }
        }
        final class Loader {
          func load() -> Date { Records.query().latest() }
        }
        enum Loads {
          static func now() -> Date { Records.query().latest() }
        }
        struct App {
          func run() -> Loader { Loader() }
          func now() -> Date { Loads.now() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Records.swift:5:27 system Date()",
      "Records.swift:18:24 static member Loads.now",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func aValueCalledAsAFunctionOrAnOperatorRunsItsCode() throws {
    // `Stamps.make()` calls the value `make` holds, whose `callAsFunction()` reads the clock, so
    // `Receipts.issue()` does; `Stamps.count()` reads nothing. `Amount() + Amount()` runs
    // `Amount.+`, which reads a process-wide counter; `-` reads nothing.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Calls.swift": """
        import Foundation

        nonisolated(unsafe) var issued = 0

        struct Stamper {
          func callAsFunction() -> Date { Date() }
        }
        struct Counter {
          func callAsFunction() -> Int { 1 }
        }
        enum Stamps {
          static let make = Stamper()
          static let count = Counter()
        }
        enum Receipts {
          static func issue() -> Date { Stamps.make() }
          static func number() -> Int { Stamps.count() }
        }
        struct Amount {
          static func + (lhs: Amount, rhs: Amount) -> Int { issued }
          static func - (lhs: Amount, rhs: Amount) -> Int { 0 }
        }
        struct Till {
          func issue() -> Date { Receipts.issue() }
          func number() -> Int { Receipts.number() }
          func sum() -> Int { Amount() + Amount() }
          func difference() -> Int { Amount() - Amount() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    // By syntax, a global is not known to be the module's (`(global).issued`).
    let expected = { (module: String) in
      [
        "Calls.swift:6:35 system Date()",
        "Calls.swift:20:53 global variable \(module).issued",
        "Calls.swift:24:26 static member Receipts.issue",
        "Calls.swift:26:32 static member Amount.+",
      ]
    }
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected("App"))
    #expect(found.syntaxOnly == expected("(global)"))
  }

  @Test func anObjectReachesThroughItsProtocolsExtensionItsCastAndItsStoredProperty() throws {
    // Shapes a generated program showed both modes missing: a method that an own protocol's
    // extension gives the type (`Stamp().date()`), an override called through the base class's
    // type (`(Live() as Base).date()`, whose own `date()` only traps), and a shared object
    // passed to a struct's memberwise initializer whose code uses it (`Desk(clock: .shared)`).
    // `extendedZero()` and `storedZero()` read nothing.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Stamps.swift": """
        import Foundation

        protocol Dated {}
        extension Dated {
          func date() -> Date { Date() }
          func zero() -> Int { 0 }
        }
        struct Stamp: Dated {}
        class Base {
          func date() -> Date { fatalError() }
        }
        final class Live: Base {
          override func date() -> Date { Date() }
        }
        final class Clock: Sendable {
          static let shared = Clock()
          func date() -> Date { Date() }
          func zero() -> Int { 0 }
        }
        struct Desk {
          let clock: Clock
          func date() -> Date { self.clock.date() }
        }
        struct Till {
          let clock: Clock
          func zero() -> Int { clock.zero() }
        }

        enum Stamps {
          static func extended() -> Date { Stamp().date() }
          static func extendedZero() -> Int { Stamp().zero() }
          static func cast() -> Date { (Live() as Base).date() }
          static func stored() -> Date { Desk(clock: .shared).date() }
          static func storedZero() -> Int { Till(clock: .shared).zero() }
        }

        struct Printer {
          func extended() -> Date { Stamps.extended() }
          func extendedZero() -> Int { Stamps.extendedZero() }
          func cast() -> Date { Stamps.cast() }
          func stored() -> Date { Stamps.stored() }
          func storedZero() -> Int { Stamps.storedZero() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Stamps.swift:5:25 system Date()",
      "Stamps.swift:13:34 system Date()",
      "Stamps.swift:17:25 system Date()",
      "Stamps.swift:38:29 static member Stamps.extended",
      "Stamps.swift:40:25 static member Stamps.cast",
      "Stamps.swift:41:27 static member Stamps.stored",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    // By syntax a value's members are judged together: `Stamp().zero()` reads the date as
    // `Stamp().date()` does.
    #expect(
      found.syntaxOnly
        == expected.prefix(4) + ["Stamps.swift:39:32 static member Stamps.extendedZero"]
        + expected.dropFirst(4))
  }
}
