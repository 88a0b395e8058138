import StandInAudit
import Testing

@Suite struct FixerTests {
  static let analytics = """
    // Analytics.swift — header comment stays.
    import Foundation

    /// The app's analytics.
    public final class Analytics: Sendable {
      public static let shared = Analytics()
      @MainActor
      static var main = Analytics()   // trailing comment stays
      static let `default`: Analytics = .init()
      private static let sharedInstance = Analytics()
      @Overridable static var current = Analytics()
      static let standard: Analytics = { Analytics() }()
      static var computed: Analytics { Analytics() }
      static let other = Analytics()
      private let events = Mutex<[String]>([])
      func track(_ event: String) { events.withLock { $0.append(event) } }
    }

    """

  @Test func fixMakesAccessorsOverridableAndImportsTheMacros() throws {
    let fixture = try Fixture(["Sources/App/Analytics.swift": Self.analytics])
    let plan = try Auditor(path: fixture.root).planFixes()
    let file = try #require(plan.files.first)
    #expect(plan.files.count == 1)
    #expect(
      file.fixed == """
        // Analytics.swift — header comment stays.
        import Foundation
        import StandInMacros

        /// The app's analytics.
        public final class Analytics: Sendable {
          @Overridable public static var shared = Analytics()
          @MainActor
          @Overridable static var main = Analytics()   // trailing comment stays
          @Overridable static var `default`: Analytics = .init()
          private static let sharedInstance = Analytics()
          @Overridable static var current = Analytics()
          @Overridable static var standard: Analytics = { Analytics() }()
          static var computed: Analytics { Analytics() }
          @Overridable static var other = Analytics()
          private let events = Mutex<[String]>([])
          func track(_ event: String) { events.withLock { $0.append(event) } }
        }

        """)
    #expect(
      file.changes == [
        FixChange(line: 3, kind: .addedImport(module: "StandInMacros")),
        FixChange(line: 6, kind: .overridableAccessor(name: "shared")),
        FixChange(line: 8, kind: .overridableAccessor(name: "main")),
        FixChange(line: 9, kind: .overridableAccessor(name: "default")),
        FixChange(line: 12, kind: .overridableAccessor(name: "standard")),
        FixChange(line: 14, kind: .overridableAccessor(name: "other")),
      ])
  }

  @Test func fixPrintsAUnifiedDiffWithThreeLinesOfContext() throws {
    let fixture = try Fixture(["Sources/App/Analytics.swift": Self.analytics])
    let plan = try Auditor(path: fixture.root).planFixes()
    // The diff's paths start with the audited directory as given.
    #expect(
      plan.diff.replacingOccurrences(of: fixture.root + "/", with: "") == """
        --- a/Sources/App/Analytics.swift
        +++ b/Sources/App/Analytics.swift
        @@ -1,17 +1,18 @@
         // Analytics.swift — header comment stays.
         import Foundation
        +import StandInMacros
        \u{20}
         /// The app's analytics.
         public final class Analytics: Sendable {
        -  public static let shared = Analytics()
        +  @Overridable public static var shared = Analytics()
           @MainActor
        -  static var main = Analytics()   // trailing comment stays
        -  static let `default`: Analytics = .init()
        +  @Overridable static var main = Analytics()   // trailing comment stays
        +  @Overridable static var `default`: Analytics = .init()
           private static let sharedInstance = Analytics()
           @Overridable static var current = Analytics()
        -  static let standard: Analytics = { Analytics() }()
        +  @Overridable static var standard: Analytics = { Analytics() }()
           static var computed: Analytics { Analytics() }
        -  static let other = Analytics()
        +  @Overridable static var other = Analytics()
           private let events = Mutex<[String]>([])
           func track(_ event: String) { events.withLock { $0.append(event) } }
         }

        """)
  }

  @Test func fixMovesNotificationCenterCallsAndImportsNotifications() throws {
    let source = """
      import Foundation
      import os

      final class Session {
        var token: (any NSObjectProtocol)?
        func start() {
          token = NotificationCenter.default.addObserver(forName: .init("a"), object: nil, queue: nil) { _ in }
          NotificationCenter.default.post(name: .init("a"), object: self)
          NotificationCenter  .default
            .post(Notification(name: .init("b")))
          NotificationCenter.default.addObserver(self, selector: #selector(f), name: nil, object: nil)
          let center = NotificationCenter.default
          _ = center
        }
        func stop() {
          if let token { NotificationCenter.default.removeObserver(token) }
        }
      }
      """
    let fixture = try Fixture(["Session.swift": source])
    let plan = try Auditor(path: fixture.root).planFixes()
    let file = try #require(plan.files.first)
    #expect(
      file.fixed == """
        import Foundation
        import os
        import StandInNotifications

        final class Session {
          var token: (any NSObjectProtocol)?
          func start() {
            token = NotificationCenter.overridable.addObserver(forName: .init("a"), object: nil, queue: nil) { _ in }
            NotificationCenter.overridable.post(name: .init("a"), object: self)
            NotificationCenter  .overridable
              .post(Notification(name: .init("b")))
            NotificationCenter.default.addObserver(self, selector: #selector(f), name: nil, object: nil)
            let center = NotificationCenter.default
            _ = center
          }
          func stop() {
            if let token { NotificationCenter.overridable.removeObserver(token) }
          }
        }
        """)
    #expect(file.changes.count == 5)
  }

  @Test func noImportIsAddedWhenTheMacrosOrNotificationsAreImported() throws {
    let fixture = try Fixture([
      "A.swift": """
      import StandInMacros
      func a() { NotificationCenter.default.post(name: .init("a"), object: nil) }
      """,
      "B.swift": """
      @testable import StandInNotifications
      func b() { NotificationCenter.default.post(name: .init("b"), object: nil) }
      """,
      "C.swift": """
      final class C {
        static let shared = C()
        func c() { NotificationCenter.default.post(name: .init("c"), object: nil) }
      }
      """,
    ])
    let plan = try Auditor(path: fixture.root).planFixes()
    #expect(
      plan.files.map(\.fixed) == [
        """
        import StandInMacros
        func a() { NotificationCenter.overridable.post(name: .init("a"), object: nil) }
        """,
        """
        @testable import StandInNotifications
        func b() { NotificationCenter.overridable.post(name: .init("b"), object: nil) }
        """,
        // No import at all: it goes on top, and StandInMacros brings the notifications too.
        """
        import StandInMacros

        final class C {
          @Overridable static var shared = C()
          func c() { NotificationCenter.overridable.post(name: .init("c"), object: nil) }
        }
        """,
      ])
  }

  @Test func importGoesAfterAHeaderCommentWhenThereIsNoImport() throws {
    let fixture = try Fixture([
      "A.swift": """
      // Copyright header.

      /// Documented.
      enum A { static func now() -> Date { Date() } }
      """
    ])
    let plan = try Auditor(path: fixture.root).planFixes()
    #expect(
      plan.files.first?.fixed == """
        // Copyright header.

        import StandInSystem

        /// Documented.
        enum A { static func now() -> Date { Date.overridable() } }
        """)
  }

  @Test func onlyTypesThePackageDeclaresAreFixed() throws {
    let fixture = try Fixture([
      "Ext.swift": """
      import Foundation
      extension URLSession {
        static let main = URLSession(configuration: .default)
      }
      final class Mine { var count = 0 }
      extension Mine {
        static let main = Mine()
      }
      func bump() { Mine.main.count += 1 }
      """
    ])
    let plan = try Auditor(path: fixture.root).planFixes()
    #expect(plan.changeCount == 2)
    #expect(plan.files.first?.fixed.contains("static let main = URLSession") == true)
    #expect(plan.files.first?.fixed.contains("@Overridable static var main = Mine()") == true)
  }

  @Test func fixIsIdempotentAndTouchesNothingElse() throws {
    let untouched = """
      import Foundation

      struct Untouched {
          let   spacing  =  DispatchQueue.main   // odd formatting is kept
      }
      """
    let fixture = try Fixture([
      "Sources/App/Analytics.swift": Self.analytics,
      "Sources/App/Untouched.swift": untouched,
      "Sources/App/Session.swift": """
      import Foundation
      func post() {\r
        NotificationCenter.default.post(name: .init("x"), object: nil)\r
      }
      """,
    ])
    let auditor = Auditor(path: fixture.root)
    let first = try auditor.planFixes()
    #expect(
      first.files.map(\.file) == [
        fixture.path("Sources/App/Analytics.swift"), fixture.path("Sources/App/Session.swift"),
      ])
    try first.apply()
    #expect(try fixture.read("Sources/App/Untouched.swift") == untouched)
    #expect(
      try fixture.read("Sources/App/Session.swift") == """
        import Foundation
        import StandInNotifications
        func post() {\r
          NotificationCenter.overridable.post(name: .init("x"), object: nil)\r
        }
        """)
    let second = try auditor.planFixes()
    #expect(second.isEmpty)
    #expect(second.diff == "")
    // The fixed accessors are now replaceable; the notification center too.
    let result = try auditor.audit()
    #expect(result.findings.filter { $0.type == "Analytics" }.isEmpty)
    #expect(
      result.findings.map(Fixture.summary) == [
        "Sources/App/Session.swift:4:3 notification center NotificationCenter.overridable replaceable",
        "Sources/App/Untouched.swift:4:23 system DispatchQueue.main hard-wired",
      ])
  }

  @Test func planningWritesNothing() throws {
    let fixture = try Fixture(["Sources/App/Analytics.swift": Self.analytics])
    let plan = try Auditor(path: fixture.root).planFixes()
    #expect(!plan.isEmpty)
    #expect(try fixture.read("Sources/App/Analytics.swift") == Self.analytics)
  }

  @Test func filesWithSyntaxErrorsAreNotFixed() throws {
    let fixture = try Fixture([
      "A.swift": "final class A { static let shared = A( }"
    ])
    let plan = try Auditor(path: fixture.root).planFixes()
    #expect(plan.isEmpty)
    #expect(plan.skipped.map(\.file) == ["A.swift"])
  }

  @Test func windowsLineEndingsAreKept() throws {
    let fixture = try Fixture([
      "A.swift":
        "import Foundation\r\n\r\nenum A {\r\n  static func id() -> UUID { UUID() }\r\n}\r\n",
      "B.swift": "enum B {\r\n  static var now: Date { Date() }\r\n}\r\n",
    ])
    let plan = try Auditor(path: fixture.root).planFixes()
    #expect(
      plan.files.map(\.fixed) == [
        "import Foundation\r\nimport StandInSystem\r\n\r\nenum A {\r\n"
          + "  static func id() -> UUID { UUID.overridable() }\r\n}\r\n",
        "import StandInSystem\r\n\r\nenum B {\r\n  static var now: Date { Date.overridable() }\r\n}\r\n",
      ])
  }
}
