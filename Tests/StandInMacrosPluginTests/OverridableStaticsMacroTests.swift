import MacroTesting
import StandInMacrosPlugin
import Testing

@Suite(
  .macros(
    [
      "OverridableStatics": OverridableStaticsMacro.self,
      "_OverridableStaticMember": OverridableStaticMemberMacro.self,
      "NotOverridable": NotOverridableMacro.self,
    ]
  )
)
struct OverridableStaticsMacroTests {
  @Test func aTypesStaticMethodsConsultTheInstalledMockAndTheRestIsLeftAlone() {
    assertMacro {
      """
      @OverridableStatics
      public final class MessageComposer {
        public static func canSendText() -> Bool { false }
        public class func make(recipients: [String]) throws -> MessageComposer { MessageComposer() }
        @NotOverridable public static func hot() -> Int { 1 }
        private static func hidden() -> Int { 2 }
        public static var service: String { "sms" }
        public static let limit = 160
        public func send() {}
      }
      """
    } expansion: {
      """
      public final class MessageComposer {
        public static func canSendText() -> Bool {
          func standInReal() -> Bool {
            false
          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return standInMock._canSendText.call(()) { _ in
              return standInReal()
            }
          }
          #endif
          return standInReal()
        }
        public class func make(recipients: [String]) throws -> MessageComposer {
          func standInReal(_ recipients: [String]) throws -> MessageComposer {
            MessageComposer()
          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return try standInMock._make_recipients.call(recipients) { _ in
              return try standInReal(recipients)
            }
          }
          #endif
          return try standInReal(recipients)
        }
        public static func hot() -> Int { 1 }
        private static func hidden() -> Int { 2 }
        public static var service: String { "sms" }
        public static let limit = 160
        public func send() {}

        #if DEBUG || STANDIN_MOCKS
        /// The mock of ``MessageComposer``'s static members, written by `@OverridableStatics`.
        /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
        /// `.mocking(MessageComposer.StaticMock.self)`; stub it with `stub`, set expectations with
        /// `expect` and `reject`, and check its calls with `verify`.
        public final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
          /// Where the installed mock lives: `nil`, the real static members, outside every scope.
          public static let slot = StandIn.OverridableSlot<StaticMock?>(staticMembersOf: "MessageComposer")

          /// The state every member of this mock shares.
          public let mockState: StandInMocks.MockState
          fileprivate let _canSendText: StandInMocks.MockMember<(), Bool, Never>
          fileprivate let _make_recipients: StandInMocks.MockMember<[String], MessageComposer, any Swift.Error>

          /// Creates a mock of MessageComposer's static members: `.partial` (the default) runs the
          /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
          /// default values.
          public init(_ mode: StandInMocks.MockMode = .partial, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("MessageComposer.StaticMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column, isStaticMock: true)
            mockState = state
            _canSendText = StandInMocks.MockMember<(), Bool, Never>(.method("canSendText"), of: state)
            _make_recipients = StandInMocks.MockMember<[String], MessageComposer, any Swift.Error>(.method("make", "recipients"), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          public class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfMessageComposer: StaticMock

            /// Creates the builders of `mock`.
            public init(mock: StaticMock) {
              mockOfMessageComposer = mock
            }

            public func canSendText() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Bool, Never> {
              .init(mockOfMessageComposer._canSendText, StandInMocks.CallMatcher())
            }

            public func make(recipients: StandInMocks.ArgumentMatcher<[String]>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, [String], MessageComposer, any Swift.Error> {
              .init(mockOfMessageComposer._make_recipients, StandInMocks.CallMatcher(recipients))
            }

            @available(*, unavailable, message: "MessageComposer.hot cannot be stubbed: it is marked @NotOverridable")
            public var hot: Never {
              fatalError()
            }

            @available(*, unavailable, message: "MessageComposer.service cannot be stubbed: Swift lets no macro replace a property's getter; make it a static func")
            public var service: Never {
              fatalError()
            }

            @available(*, unavailable, message: "MessageComposer.limit cannot be stubbed: it is stored, and reading storage is not a call StandIn can intercept; make it @Overridable, or a static func")
            public var limit: Never {
              fatalError()
            }
          }

          /// Stubs: what each member answers.
          public var stub: MockCalls<StandInMocks.Stubbing> {
            MockCalls(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          public var verify: MockCalls<StandInMocks.Verifying> {
            MockCalls(mock: self)
          }

          /// The builders of `expect` and `reject`, one member per mocked member.
          public class MockExpectations<Role: StandInMocks.RuleRole> {
            fileprivate let mockOfMessageComposer: StaticMock

            /// Creates the builders of `mock`.
            public init(mock: StaticMock) {
              mockOfMessageComposer = mock
            }

            @discardableResult public func canSendText(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Bool, Never> {
              .init(mockOfMessageComposer._canSendText, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }

            @discardableResult public func make(recipients: StandInMocks.ArgumentMatcher<[String]>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, [String], MessageComposer, any Swift.Error> {
              .init(mockOfMessageComposer._make_recipients, StandInMocks.CallMatcher(recipients), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }

            @available(*, unavailable, message: "MessageComposer.hot cannot be stubbed: it is marked @NotOverridable")
            public var hot: Never {
              fatalError()
            }

            @available(*, unavailable, message: "MessageComposer.service cannot be stubbed: Swift lets no macro replace a property's getter; make it a static func")
            public var service: Never {
              fatalError()
            }

            @available(*, unavailable, message: "MessageComposer.limit cannot be stubbed: it is stored, and reading storage is not a call StandIn can intercept; make it @Overridable, or a static func")
            public var limit: Never {
              fatalError()
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          public var expect: MockExpectations<StandInMocks.Expecting> {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          public var reject: MockExpectations<StandInMocks.Rejecting> {
            MockExpectations(mock: self)
          }
        }
        #endif
      }
      """
    }
  }

  @Test func asyncInoutAndVariadicParametersReachTheRealBody() {
    assertMacro {
      """
      @OverridableStatics
      enum Formatting {
        static func fetch(_ name: String) async throws -> String { name }
        static func increment(_ value: inout Int, by step: Int) { value += step }
        static func joined(_ parts: String...) -> String { parts.joined() }
      }
      """
    } expansion: {
      """
      enum Formatting {
        static func fetch(_ name: String) async throws -> String {
          nonisolated(nonsending) func standInReal(_ name: String) async throws -> String {
            name
          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return try await standInMock._fetch.callAsync(name, isolation: #isolation) { _ in
              return try await standInReal(name)
            }
          }
          #endif
          return try await standInReal(name)
        }
        static func increment(_ value: inout Int, by step: Int) {
          func standInReal(_ value: inout Int, _ step: Int) {
            value += step
          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            var standInArguments = (value, step)
            let result: Void = standInMock._increment_by.callUpdating(&standInArguments) { standInArguments in
              return standInReal(&standInArguments.0, step)
            }
            value = standInArguments.0
            return result
          }
          #endif
          return standInReal(&value, step)
        }
        static func joined(_ parts: String...) -> String {
          func standInReal(_ parts: [String]) -> String {
            parts.joined()
          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return standInMock._joined.call(parts) { _ in
              return standInReal(parts)
            }
          }
          #endif
          return standInReal(parts)
        }

        #if DEBUG || STANDIN_MOCKS
        /// The mock of ``Formatting``'s static members, written by `@OverridableStatics`.
        /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
        /// `.mocking(Formatting.StaticMock.self)`; stub it with `stub`, set expectations with
        /// `expect` and `reject`, and check its calls with `verify`.
        final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
          /// Where the installed mock lives: `nil`, the real static members, outside every scope.
          static let slot = StandIn.OverridableSlot<StaticMock?>(staticMembersOf: "Formatting")

          /// The state every member of this mock shares.
          let mockState: StandInMocks.MockState
          fileprivate let _fetch: StandInMocks.MockMember<String, String, any Swift.Error>
          fileprivate let _increment_by: StandInMocks.MockMember<(Int, Int), Void, Never>
          fileprivate let _joined: StandInMocks.MockMember<[String], String, Never>

          /// Creates a mock of Formatting's static members: `.partial` (the default) runs the
          /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
          /// default values.
          init(_ mode: StandInMocks.MockMode = .partial, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("Formatting.StaticMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column, isStaticMock: true)
            mockState = state
            _fetch = StandInMocks.MockMember<String, String, any Swift.Error>(.method("fetch", nil), of: state)
            _increment_by = StandInMocks.MockMember<(Int, Int), Void, Never>(.method("increment", nil, "by"), of: state)
            _joined = StandInMocks.MockMember<[String], String, Never>(.method("joined", nil), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfFormatting: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfFormatting = mock
            }

            func fetch(_ name: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, String, String, any Swift.Error> {
              .init(mockOfFormatting._fetch, StandInMocks.CallMatcher(name))
            }

            func increment(_ value: StandInMocks.ArgumentMatcher<Int>, by step: StandInMocks.ArgumentMatcher<Int>) -> StandInMocks.MockCall<Role, StandInMocks.UpdatingMember, (Int, Int), Void, Never> {
              .init(mockOfFormatting._increment_by, StandInMocks.CallMatcher(value, step))
            }

            func joined(_ parts: StandInMocks.ArgumentMatcher<[String]>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, [String], String, Never> {
              .init(mockOfFormatting._joined, StandInMocks.CallMatcher(parts))
            }
          }

          /// Stubs: what each member answers.
          var stub: MockCalls<StandInMocks.Stubbing> {
            MockCalls(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          var verify: MockCalls<StandInMocks.Verifying> {
            MockCalls(mock: self)
          }

          /// The builders of `expect` and `reject`, one member per mocked member.
          class MockExpectations<Role: StandInMocks.RuleRole> {
            fileprivate let mockOfFormatting: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfFormatting = mock
            }

            @discardableResult func fetch(_ name: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, String, String, any Swift.Error> {
              .init(mockOfFormatting._fetch, StandInMocks.CallMatcher(name), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }

            @discardableResult func increment(_ value: StandInMocks.ArgumentMatcher<Int>, by step: StandInMocks.ArgumentMatcher<Int>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.UpdatingMember, (Int, Int), Void, Never> {
              .init(mockOfFormatting._increment_by, StandInMocks.CallMatcher(value, step), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }

            @discardableResult func joined(_ parts: StandInMocks.ArgumentMatcher<[String]>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, [String], String, Never> {
              .init(mockOfFormatting._joined, StandInMocks.CallMatcher(parts), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          var expect: MockExpectations<StandInMocks.Expecting> {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          var reject: MockExpectations<StandInMocks.Rejecting> {
            MockExpectations(mock: self)
          }
        }
        #endif
      }
      """
    }
  }

  @Test func overloadsLeftAloneShareOneUnavailableBuilderAndNeverShadowATakenOverName() {
    assertMacro {
      """
      @OverridableStatics
      enum Loader {
        static func load(id: Int) -> Int { id }
        @NotOverridable static func load(name: String) -> Int { 0 }
        @NotOverridable static func warm(count: Int) {}
        @NotOverridable static func warm(name: String) {}
      }
      """
    } expansion: {
      """
      enum Loader {
        static func load(id: Int) -> Int {
          func standInReal(_ id: Int) -> Int {
            id
          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return standInMock._load_id.call(id) { _ in
              return standInReal(id)
            }
          }
          #endif
          return standInReal(id)
        }
        static func load(name: String) -> Int { 0 }
        static func warm(count: Int) {}
        static func warm(name: String) {}

        #if DEBUG || STANDIN_MOCKS
        /// The mock of ``Loader``'s static members, written by `@OverridableStatics`.
        /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
        /// `.mocking(Loader.StaticMock.self)`; stub it with `stub`, set expectations with
        /// `expect` and `reject`, and check its calls with `verify`.
        final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
          /// Where the installed mock lives: `nil`, the real static members, outside every scope.
          static let slot = StandIn.OverridableSlot<StaticMock?>(staticMembersOf: "Loader")

          /// The state every member of this mock shares.
          let mockState: StandInMocks.MockState
          fileprivate let _load_id: StandInMocks.MockMember<Int, Int, Never>

          /// Creates a mock of Loader's static members: `.partial` (the default) runs the
          /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
          /// default values.
          init(_ mode: StandInMocks.MockMode = .partial, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("Loader.StaticMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column, isStaticMock: true)
            mockState = state
            _load_id = StandInMocks.MockMember<Int, Int, Never>(.method("load", "id"), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfLoader: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfLoader = mock
            }

            func load(id: StandInMocks.ArgumentMatcher<Int>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, Int, Int, Never> {
              .init(mockOfLoader._load_id, StandInMocks.CallMatcher(id))
            }

            @available(*, unavailable, message: "Loader.warm cannot be stubbed: it is marked @NotOverridable")
            var warm: Never {
              fatalError()
            }
          }

          /// Stubs: what each member answers.
          var stub: MockCalls<StandInMocks.Stubbing> {
            MockCalls(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          var verify: MockCalls<StandInMocks.Verifying> {
            MockCalls(mock: self)
          }

          /// The builders of `expect` and `reject`, one member per mocked member.
          class MockExpectations<Role: StandInMocks.RuleRole> {
            fileprivate let mockOfLoader: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfLoader = mock
            }

            @discardableResult func load(id: StandInMocks.ArgumentMatcher<Int>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, Int, Int, Never> {
              .init(mockOfLoader._load_id, StandInMocks.CallMatcher(id), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }

            @available(*, unavailable, message: "Loader.warm cannot be stubbed: it is marked @NotOverridable")
            var warm: Never {
              fatalError()
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          var expect: MockExpectations<StandInMocks.Expecting> {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          var reject: MockExpectations<StandInMocks.Rejecting> {
            MockExpectations(mock: self)
          }
        }
        #endif
      }
      """
    }
  }

  @Test func aFunctionParameterNamedSelfLeavesTheMethodAloneWithAFixIt() {
    // Swift warns at every use of a function named `self` that does not call it, so the body
    // the mock writes could not name it without a warning inside generated code.
    assertMacro {
      """
      @OverridableStatics
      enum Runner {
        static func run(with `self`: @escaping () -> Int) {}
      }
      """
    } diagnostics: {
      """
      @OverridableStatics
      enum Runner {
        static func run(with `self`: @escaping () -> Int) {}
                        ┬───────────────────────────────
                        ╰─ ⚠️ @OverridableStatics leaves 'run' to its real implementation: its parameter 'self' is a function, and Swift warns at every use of such a parameter that does not call it ('self' refers to the method), so a mock cannot record or forward it. Give the parameter another name; its label can stay
                           ✏️ Name it 'body' (and rename its uses in the body)
      }
      """
    } fixes: {
      """
      @OverridableStatics
      enum Runner {
        static func run(with body: @escaping () -> Int) {}
      }
      """
    } expansion: {
      """
      enum Runner {
        static func run(with body: @escaping () -> Int) {
          func standInReal(_ body: @escaping () -> Int) {

          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return standInMock._run_with.call(body) { _ in
              return standInReal(body)
            }
          }
          #endif
          return standInReal(body)
        }

        #if DEBUG || STANDIN_MOCKS
        /// The mock of ``Runner``'s static members, written by `@OverridableStatics`.
        /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
        /// `.mocking(Runner.StaticMock.self)`; stub it with `stub`, set expectations with
        /// `expect` and `reject`, and check its calls with `verify`.
        final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
          /// Where the installed mock lives: `nil`, the real static members, outside every scope.
          static let slot = StandIn.OverridableSlot<StaticMock?>(staticMembersOf: "Runner")

          /// The state every member of this mock shares.
          let mockState: StandInMocks.MockState
          fileprivate let _run_with: StandInMocks.MockMember<() -> Int, Void, Never>

          /// Creates a mock of Runner's static members: `.partial` (the default) runs the
          /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
          /// default values.
          init(_ mode: StandInMocks.MockMode = .partial, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("Runner.StaticMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column, isStaticMock: true)
            mockState = state
            _run_with = StandInMocks.MockMember<() -> Int, Void, Never>(.method("run", "with"), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfRunner: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfRunner = mock
            }

            func run(with body: StandInMocks.ArgumentMatcher<() -> Int>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, () -> Int, Void, Never> {
              .init(mockOfRunner._run_with, StandInMocks.CallMatcher(body))
            }
          }

          /// Stubs: what each member answers.
          var stub: MockCalls<StandInMocks.Stubbing> {
            MockCalls(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          var verify: MockCalls<StandInMocks.Verifying> {
            MockCalls(mock: self)
          }

          /// The builders of `expect` and `reject`, one member per mocked member.
          class MockExpectations<Role: StandInMocks.RuleRole> {
            fileprivate let mockOfRunner: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfRunner = mock
            }

            @discardableResult func run(with body: StandInMocks.ArgumentMatcher<() -> Int>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, () -> Int, Void, Never> {
              .init(mockOfRunner._run_with, StandInMocks.CallMatcher(body), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          var expect: MockExpectations<StandInMocks.Expecting> {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          var reject: MockExpectations<StandInMocks.Rejecting> {
            MockExpectations(mock: self)
          }
        }
        #endif
      }
      """
    }
  }

  @Test func theFixItPicksANameNoOtherParameterHas() {
    assertMacro {
      """
      @OverridableStatics
      enum Tracker {
        static func track(_: String, value: Int) {}
      }
      """
    } diagnostics: {
      """
      @OverridableStatics
      enum Tracker {
        static func track(_: String, value: Int) {}
                          ┬─────────
                          ╰─ ⚠️ @OverridableStatics leaves 'track' to its real implementation, because a parameter without a name cannot be recorded; name the parameter
                             ✏️ Name it 'value2'
      }
      """
    } fixes: {
      """
      @OverridableStatics
      enum Tracker {
        static func track(_ value2: String, value: Int) {}
      }
      """
    } expansion: {
      """
      enum Tracker {
        static func track(_ value2: String, value: Int) {
          func standInReal(_ value2: String, _ value: Int) {

          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return standInMock._track_value.call((value2, value)) { _ in
              return standInReal(value2, value)
            }
          }
          #endif
          return standInReal(value2, value)
        }

        #if DEBUG || STANDIN_MOCKS
        /// The mock of ``Tracker``'s static members, written by `@OverridableStatics`.
        /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
        /// `.mocking(Tracker.StaticMock.self)`; stub it with `stub`, set expectations with
        /// `expect` and `reject`, and check its calls with `verify`.
        final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
          /// Where the installed mock lives: `nil`, the real static members, outside every scope.
          static let slot = StandIn.OverridableSlot<StaticMock?>(staticMembersOf: "Tracker")

          /// The state every member of this mock shares.
          let mockState: StandInMocks.MockState
          fileprivate let _track_value: StandInMocks.MockMember<(String, Int), Void, Never>

          /// Creates a mock of Tracker's static members: `.partial` (the default) runs the
          /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
          /// default values.
          init(_ mode: StandInMocks.MockMode = .partial, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("Tracker.StaticMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column, isStaticMock: true)
            mockState = state
            _track_value = StandInMocks.MockMember<(String, Int), Void, Never>(.method("track", nil, "value"), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfTracker: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfTracker = mock
            }

            func track(_ value2: StandInMocks.ArgumentMatcher<String>, value: StandInMocks.ArgumentMatcher<Int>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (String, Int), Void, Never> {
              .init(mockOfTracker._track_value, StandInMocks.CallMatcher(value2, value))
            }
          }

          /// Stubs: what each member answers.
          var stub: MockCalls<StandInMocks.Stubbing> {
            MockCalls(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          var verify: MockCalls<StandInMocks.Verifying> {
            MockCalls(mock: self)
          }

          /// The builders of `expect` and `reject`, one member per mocked member.
          class MockExpectations<Role: StandInMocks.RuleRole> {
            fileprivate let mockOfTracker: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfTracker = mock
            }

            @discardableResult func track(_ value2: StandInMocks.ArgumentMatcher<String>, value: StandInMocks.ArgumentMatcher<Int>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (String, Int), Void, Never> {
              .init(mockOfTracker._track_value, StandInMocks.CallMatcher(value2, value), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          var expect: MockExpectations<StandInMocks.Expecting> {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          var reject: MockExpectations<StandInMocks.Rejecting> {
            MockExpectations(mock: self)
          }
        }
        #endif
      }
      """
    }
  }

  @Test func aProtocolIsRejected() {
    assertMacro {
      """
      @OverridableStatics
      protocol Composing {
        static func canSendText() -> Bool
      }
      """
    } diagnostics: {
      """
      @OverridableStatics
      ┬──────────────────
      ╰─ 🛑 @OverridableStatics applies to the declaration of a class, struct, enum or actor; a protocol's static requirements are mocked by @Mockable
      protocol Composing {
        static func canSendText() -> Bool
      }
      """
    }
  }

  @Test func aGenericTypeIsRejected() {
    assertMacro {
      """
      @OverridableStatics
      struct Box<Value> {
        static func make() -> Int { 0 }
      }
      """
    } diagnostics: {
      """
      @OverridableStatics
      struct Box<Value> {
                ┬──────
                ╰─ 🛑 @OverridableStatics cannot take over the static members of the generic type Box: Swift gives generic types no static storage to install a mock in. Move the static members to a non-generic type, or reach them through an @Overridable shared instance
        static func make() -> Int { 0 }
      }
      """
    }
  }

  @Test func anUnnamedParameterLeavesTheMethodAloneWithAFixIt() {
    assertMacro {
      """
      @OverridableStatics
      enum Tracker {
        static func track(_: String) {}
      }
      """
    } diagnostics: {
      """
      @OverridableStatics
      enum Tracker {
        static func track(_: String) {}
                          ┬────────
                          ╰─ ⚠️ @OverridableStatics leaves 'track' to its real implementation, because a parameter without a name cannot be recorded; name the parameter
                             ✏️ Name it 'value'
      }
      """
    } fixes: {
      """
      @OverridableStatics
      enum Tracker {
        static func track(_ value: String) {}
      }
      """
    } expansion: {
      """
      enum Tracker {
        static func track(_ value: String) {
          func standInReal(_ value: String) {

          }
          #if DEBUG || STANDIN_MOCKS
          if let standInMock = StaticMock.slot.current {
            return standInMock._track.call(value) { _ in
              return standInReal(value)
            }
          }
          #endif
          return standInReal(value)
        }

        #if DEBUG || STANDIN_MOCKS
        /// The mock of ``Tracker``'s static members, written by `@OverridableStatics`.
        /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
        /// `.mocking(Tracker.StaticMock.self)`; stub it with `stub`, set expectations with
        /// `expect` and `reject`, and check its calls with `verify`.
        final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
          /// Where the installed mock lives: `nil`, the real static members, outside every scope.
          static let slot = StandIn.OverridableSlot<StaticMock?>(staticMembersOf: "Tracker")

          /// The state every member of this mock shares.
          let mockState: StandInMocks.MockState
          fileprivate let _track: StandInMocks.MockMember<String, Void, Never>

          /// Creates a mock of Tracker's static members: `.partial` (the default) runs the
          /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
          /// default values.
          init(_ mode: StandInMocks.MockMode = .partial, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("Tracker.StaticMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column, isStaticMock: true)
            mockState = state
            _track = StandInMocks.MockMember<String, Void, Never>(.method("track", nil), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfTracker: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfTracker = mock
            }

            func track(_ value: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
              .init(mockOfTracker._track, StandInMocks.CallMatcher(value))
            }
          }

          /// Stubs: what each member answers.
          var stub: MockCalls<StandInMocks.Stubbing> {
            MockCalls(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          var verify: MockCalls<StandInMocks.Verifying> {
            MockCalls(mock: self)
          }

          /// The builders of `expect` and `reject`, one member per mocked member.
          class MockExpectations<Role: StandInMocks.RuleRole> {
            fileprivate let mockOfTracker: StaticMock

            /// Creates the builders of `mock`.
            init(mock: StaticMock) {
              mockOfTracker = mock
            }

            @discardableResult func track(_ value: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
              .init(mockOfTracker._track, StandInMocks.CallMatcher(value), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          var expect: MockExpectations<StandInMocks.Expecting> {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          var reject: MockExpectations<StandInMocks.Rejecting> {
            MockExpectations(mock: self)
          }
        }
        #endif
      }
      """
    }
  }

  @Test func aTypeNestedInAGenericTypeKeepsItsSlotInTheRuntime() {
    assertMacro {
      """
      struct Holder<Element> {
        @OverridableStatics
        enum Factory {
          static func make() -> Int { 1 }
        }
      }
      """
    } expansion: {
      """
      struct Holder<Element> {
        enum Factory {
          static func make() -> Int {
            func standInReal() -> Int {
              1
            }
            #if DEBUG || STANDIN_MOCKS
            if let standInMock = StaticMock.slot.current {
              return standInMock._make.call(()) { _ in
                return standInReal()
              }
            }
            #endif
            return standInReal()
          }

          #if DEBUG || STANDIN_MOCKS
          /// The mock of ``Factory``'s static members, written by `@OverridableStatics`.
          /// Install it around the code under test with `withStaticMock(_:)`, or on a test with
          /// `.mocking(Factory.StaticMock.self)`; stub it with `stub`, set expectations with
          /// `expect` and `reject`, and check its calls with `verify`.
          final class StaticMock: StandInMocks.StaticMocking, @unchecked Sendable {
            /// Where the installed mock lives: `nil`, the real static members, outside every scope.
            static var slot: StandIn.OverridableSlot<StaticMock?> {
              StandInMocks.StaticSlots.slot(of: StaticMock.self) {
                StandIn.OverridableSlot<StaticMock?>(staticMembersOf: "Factory")
              }
            }

            /// The state every member of this mock shares.
            let mockState: StandInMocks.MockState
            fileprivate let _make: StandInMocks.MockMember<(), Int, Never>

            /// Creates a mock of Factory's static members: `.partial` (the default) runs the
            /// real member for each call nothing stubs, `.strict` reports such calls, `.nice` answers
            /// default values.
            init(_ mode: StandInMocks.MockMode = .partial, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
              let state = StandInMocks.MockState("Factory.StaticMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column, isStaticMock: true)
              mockState = state
              _make = StandInMocks.MockMember<(), Int, Never>(.method("make"), of: state)
            }

            /// The builders of `stub` and `verify`, one member per mocked member.
            class MockCalls<Role: StandInMocks.SelectingRole> {
              fileprivate let mockOfFactory: StaticMock

              /// Creates the builders of `mock`.
              init(mock: StaticMock) {
                mockOfFactory = mock
              }

              func make() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
                .init(mockOfFactory._make, StandInMocks.CallMatcher())
              }
            }

            /// Stubs: what each member answers.
            var stub: MockCalls<StandInMocks.Stubbing> {
              MockCalls(mock: self)
            }

            /// Verifications: the calls made, to check after the fact.
            var verify: MockCalls<StandInMocks.Verifying> {
              MockCalls(mock: self)
            }

            /// The builders of `expect` and `reject`, one member per mocked member.
            class MockExpectations<Role: StandInMocks.RuleRole> {
              fileprivate let mockOfFactory: StaticMock

              /// Creates the builders of `mock`.
              init(mock: StaticMock) {
                mockOfFactory = mock
              }

              @discardableResult func make(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
                .init(mockOfFactory._make, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
              }
            }

            /// Expectations: calls that must happen, checked by `verifyExpectations()`.
            var expect: MockExpectations<StandInMocks.Expecting> {
              MockExpectations(mock: self)
            }

            /// Rejections: calls that must not happen, reported when they do.
            var reject: MockExpectations<StandInMocks.Rejecting> {
              MockExpectations(mock: self)
            }
          }
          #endif
        }
      }
      """
    }
  }
}
