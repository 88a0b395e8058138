import StandInAudit
import Testing

@Suite struct StaticMemberTests {
  static let composer = """
    import StandInMacros

    @OverridableStatics
    public final class MessageComposer: Sendable {
      public static func canSendText() -> Bool { false }
      @NotOverridable public static func maximumLength() -> Int { 160 }
      fileprivate static func secret() -> Int { 1 }
      static var lastSent: String = ""
      @Overridable static var sender = "me"
      static var computed: Int { 3 }
      static let limit = 10
      static func internalUse() { _ = MessageComposer.lastSent }
    }

    extension MessageComposer {
      static func fromExtension() {}
    }

    func sameFile() { _ = MessageComposer.secret() }
    """

  static let screen = """
    struct MessageScreen {
      func load() {
        _ = MessageComposer.canSendText()
        _ = MessageComposer.maximumLength()
        _ = MessageComposer.lastSent
        _ = MessageComposer.sender
        _ = MessageComposer.computed
        _ = MessageComposer.limit
        MessageComposer.fromExtension()
        let f = MessageComposer.canSendText
        _ = f
      }
    }
    """

  @Test func overridableStaticsMakesMethodsReplaceableWithItsExceptions() throws {
    let fixture = try Fixture([
      "MessageComposer.swift": Self.composer, "MessageScreen.swift": Self.screen,
    ])
    #expect(
      try fixture.findingSummaries() == [
        "MessageComposer.swift:19:23 static member MessageComposer.secret hard-wired",
        "MessageScreen.swift:3:9 static member MessageComposer.canSendText replaceable",
        "MessageScreen.swift:4:9 static member MessageComposer.maximumLength hard-wired",
        "MessageScreen.swift:5:9 static member MessageComposer.lastSent hard-wired",
        "MessageScreen.swift:6:9 static member MessageComposer.sender replaceable",
        "MessageScreen.swift:7:9 static member MessageComposer.computed hard-wired",
        "MessageScreen.swift:9:5 static member MessageComposer.fromExtension hard-wired",
        "MessageScreen.swift:10:13 static member MessageComposer.canSendText replaceable",
      ])
  }

  @Test func suggestionsSayWhatToDo() throws {
    let fixture = try Fixture([
      "MessageComposer.swift": Self.composer, "MessageScreen.swift": Self.screen,
    ])
    let suggestions = Dictionary(
      try fixture.audit().findings.map { ($0.member, $0.suggestion) },
      uniquingKeysWith: { a, _ in a })
    #expect(
      suggestions["canSendText"] == "nothing to do: tests stub it with `MessageComposer.StaticMock`"
    )
    #expect(
      suggestions["maximumLength"]
        == "`public static func maximumLength` is marked @NotOverridable "
        + "(MessageComposer.swift:6): remove the attribute to let tests stub it")
    #expect(
      suggestions["secret"]
        == "`fileprivate static func secret` is private (MessageComposer.swift:7): "
        + "@OverridableStatics covers only non-private methods")
    #expect(
      suggestions["lastSent"]
        == "static properties cannot be stubbed: add @Overridable to `static var lastSent` "
        + "(MessageComposer.swift:8)")
    #expect(
      suggestions["fromExtension"]
        == "move `static func fromExtension` from its extension (MessageComposer.swift:16) into "
        + "`class MessageComposer`'s own braces: @OverridableStatics does not see extensions")
  }

  @Test func typeWithoutOverridableStaticsIsHardWired() throws {
    let fixture = try Fixture([
      "Report.swift": """
      public enum DailyReport {
        public static func send() {}
      }
      """,
      "Caller.swift": "func f() { DailyReport.send() }",
    ])
    let finding = try #require(try fixture.audit().findings.first)
    #expect(
      Fixture.summary(finding) == "Caller.swift:1:12 static member DailyReport.send hard-wired")
    #expect(finding.suggestion == "add @OverridableStatics to `enum DailyReport` (Report.swift:1)")
  }

  @Test func classMethodsAndExtensionMembersAreIndexed() throws {
    let fixture = try Fixture([
      "Shape.swift": """
      class Shape {
        class func sides() -> Int { 0 }
      }
      """,
      "Shape+Extras.swift": """
      extension Shape {
        static var registry: [String] { [] }
      }
      """,
      "Use.swift": """
      func f() {
        _ = Shape.sides()
        _ = Shape.registry
        _ = Shape.unknown
      }
      """,
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Use.swift:2:7 static member Shape.sides hard-wired",
        "Use.swift:3:7 static member Shape.registry hard-wired",
      ])
  }

  @Test func usesInsideTheTypesOwnBodyOrExtensionsAreNotReported() throws {
    let fixture = try Fixture([
      "Cache.swift": """
      struct Cache {
        static var entries: [String] = []
        static func add(_ entry: String) { Cache.entries.append(entry) }
        struct Inner {
          func f() { Cache.add("x") }
        }
      }
      extension Cache {
        static func clear() { Cache.entries = [] }
      }
      """
    ])
    #expect(try fixture.audit().findings.isEmpty)
  }

  @Test func accessorNamesAreReportedOnlyAsSharedAccessors() throws {
    let fixture = try Fixture([
      "Analytics.swift": """
      @OverridableStatics
      final class Analytics {
        static let shared = Analytics()
        static func current() -> Analytics { shared }
      }
      func f() {
        _ = Analytics.shared
        _ = Analytics.current()
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Analytics.swift:7:7 shared accessor Analytics.shared hard-wired",
        "Analytics.swift:8:7 shared accessor Analytics.current replaceable",
      ])
  }

  @Test func genericTypesCannotUseOverridableStatics() throws {
    let fixture = try Fixture([
      "Box.swift": """
      struct Box<Value> {
        static func make() -> Int { 0 }
      }
      func f() { _ = Box<Int>.make() }
      """
    ])
    let finding = try #require(try fixture.audit().findings.first)
    #expect(Fixture.summary(finding) == "Box.swift:4:16 static member Box.make hard-wired")
    #expect(
      finding.suggestion
        == "move `static func make` (Box.swift:2) to a non-generic type marked "
        + "@OverridableStatics: `struct Box` is generic, which the macro rejects")
  }
}
