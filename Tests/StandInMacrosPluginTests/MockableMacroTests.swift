import MacroTesting
import StandInMacrosPlugin
import Testing

@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableMacroTests {
  @Test func aProtocolWithMethodsAndAProperty() {
    assertMacro {
      """
      @Mockable
      public protocol StatusProviding: Sendable {
        func currentStatus() -> Int
        func status(for id: String, retries: Int) async throws -> Int
        var name: String { get set }
      }
      """
    } expansion: {
      #"""
      public protocol StatusProviding: Sendable {
        func currentStatus() -> Int
        func status(for id: String, retries: Int) async throws -> Int
        var name: String { get set }
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``StatusProviding``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      public class StatusProvidingMock: StatusProviding, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        public let mockState: StandInMocks.MockState
        private let standInRealStatusProviding: (any StatusProviding)?
        fileprivate let _currentStatus: StandInMocks.MockMember<(), Int, Never>
        fileprivate let _status_for_retries: StandInMocks.MockMember<(String, Int), Int, any Error>
        fileprivate let _name_get: StandInMocks.MockMember<(), String, Never>
        fileprivate let _name_set: StandInMocks.MockMember<String, Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        public convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("StatusProvidingMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column), real: nil)
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        public convenience init(forwardingTo real: any StatusProviding, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("StatusProvidingMock", mode: .partial, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column), real: real)
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit StatusProviding build
        /// on this initializer.
        public init(standInState state: StandInMocks.MockState, real: (any StatusProviding)?) {
          standInRealStatusProviding = real
          mockState = state
          _currentStatus = StandInMocks.MockMember<(), Int, Never>("currentStatus()", of: state) { _ in
            "currentStatus()"
          }
          _status_for_retries = StandInMocks.MockMember<(String, Int), Int, any Error>("status(for:retries:)", of: state) { arguments in
            "status(for: \(StandInMocks.describeArgument(arguments.0)), retries: \(StandInMocks.describeArgument(arguments.1)))"
          }
          _name_get = StandInMocks.MockMember<(), String, Never>("name", of: state) { _ in
            "name"
          }
          _name_set = StandInMocks.MockMember<String, Void, Never>("name =", of: state) { arguments in
            "name = \(StandInMocks.describeArgument(arguments))"
          }
        }

        public func currentStatus() -> Int {
          return self._currentStatus.call(()) { _ in
            self.standInRealStatusProviding!.currentStatus()
          }
        }

        public func status(for id: String, retries: Int) async throws -> Int {
          return try await self._status_for_retries.callAsync((id, retries)) { _ in
            try await self.standInRealStatusProviding!.status(for: id, retries: retries)
          }
        }

        public var name: String {
          get {
            return self._name_get.call(()) { _ in
              self.standInRealStatusProviding!.name
            }
          }
          set {
            self._name_set.call(newValue) { _ in
              var real = self.standInRealStatusProviding!
              real.name = newValue
            }
          }
        }

        /// Stubs: what each member answers.
        public class MockStubs {
          fileprivate let mockOfStatusProviding: StatusProvidingMock

          /// Creates the stub builders of `mock`.
          public init(mock: StatusProvidingMock) {
            mockOfStatusProviding = mock
          }

          public func currentStatus() -> StandInMocks.Stub<(), Int, Never> {
            StandInMocks.Stub(mockOfStatusProviding._currentStatus, StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>) -> StandInMocks.AsyncStub<(String, Int), Int, any Error> {
            StandInMocks.AsyncStub(mockOfStatusProviding._status_for_retries, StandInMocks.CallMatcher("status(for: \(id.description), retries: \(retries.description))", matches: { arguments in
                  id.matches(arguments.0) && retries.matches(arguments.1)
                }, capture: { arguments in
                  id.capture(arguments.0);
                  retries.capture(arguments.1)
                }))
          }

          public var name: StandInMocks.Stub<(), String, Never> {
            StandInMocks.Stub(mockOfStatusProviding._name_get, StandInMocks.CallMatcher("name", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func name(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.Stub<String, Void, Never> {
            StandInMocks.Stub(mockOfStatusProviding._name_set, StandInMocks.CallMatcher("name = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }))
          }
        }

        /// Stubs: what each member answers.
        public var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        public class MockExpectations {
          fileprivate let mockOfStatusProviding: StatusProvidingMock

          /// Creates the expect builders of `mock`.
          public init(mock: StatusProvidingMock) {
            mockOfStatusProviding = mock
          }

          @discardableResult public func currentStatus(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Int, Never> {
            StandInMocks.Expectation(mockOfStatusProviding._currentStatus, StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.AsyncExpectation<(String, Int), Int, any Error> {
            StandInMocks.AsyncExpectation(mockOfStatusProviding._status_for_retries, StandInMocks.CallMatcher("status(for: \(id.description), retries: \(retries.description))", matches: { arguments in
                  id.matches(arguments.0) && retries.matches(arguments.1)
                }, capture: { arguments in
                  id.capture(arguments.0);
                  retries.capture(arguments.1)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func name(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), String, Never> {
            StandInMocks.Expectation(mockOfStatusProviding._name_get, StandInMocks.CallMatcher("name", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func name(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<String, Void, Never> {
            StandInMocks.Expectation(mockOfStatusProviding._name_set, StandInMocks.CallMatcher("name = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        public var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        public class MockRejections {
          fileprivate let mockOfStatusProviding: StatusProvidingMock

          /// Creates the reject builders of `mock`.
          public init(mock: StatusProvidingMock) {
            mockOfStatusProviding = mock
          }

          public func currentStatus(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfStatusProviding._currentStatus.reject(StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfStatusProviding._status_for_retries.reject(StandInMocks.CallMatcher("status(for: \(id.description), retries: \(retries.description))", matches: { arguments in
                  id.matches(arguments.0) && retries.matches(arguments.1)
                }, capture: { arguments in
                  id.capture(arguments.0);
                  retries.capture(arguments.1)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          public func name(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfStatusProviding._name_get.reject(StandInMocks.CallMatcher("name", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          public func name(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfStatusProviding._name_set.reject(StandInMocks.CallMatcher("name = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        public var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        public class MockVerifications {
          fileprivate let mockOfStatusProviding: StatusProvidingMock

          /// Creates the verify builders of `mock`.
          public init(mock: StatusProvidingMock) {
            mockOfStatusProviding = mock
          }

          public func currentStatus() -> StandInMocks.CallVerification<(), Int, Never> {
            StandInMocks.CallVerification(mockOfStatusProviding._currentStatus, StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>) -> StandInMocks.CallVerification<(String, Int), Int, any Error> {
            StandInMocks.CallVerification(mockOfStatusProviding._status_for_retries, StandInMocks.CallMatcher("status(for: \(id.description), retries: \(retries.description))", matches: { arguments in
                  id.matches(arguments.0) && retries.matches(arguments.1)
                }, capture: { arguments in
                  id.capture(arguments.0);
                  retries.capture(arguments.1)
                }))
          }

          public var name: StandInMocks.CallVerification<(), String, Never> {
            StandInMocks.CallVerification(mockOfStatusProviding._name_get, StandInMocks.CallMatcher("name", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func name(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.CallVerification<String, Void, Never> {
            StandInMocks.CallVerification(mockOfStatusProviding._name_set, StandInMocks.CallMatcher("name = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        public var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif
      """#
    }
  }

  @Test func aClassIsMockedBySubclassing() {
    assertMacro {
      """
      @Mockable
      open class StatusManager {
        public let seed: Int
        open var label: String = "status"
        public init(seed: Int) { self.seed = seed }
        open func currentStatus() -> Int { seed }
        public final func describe() -> String { "" }
        private func secret() {}
      }
      """
    } expansion: {
      #"""
      open class StatusManager {
        public let seed: Int
        open var label: String = "status"
        public init(seed: Int) { self.seed = seed }
        open func currentStatus() -> Int { seed }
        public final func describe() -> String { "" }
        private func secret() {}
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``StatusManager``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      public final class StatusManagerMock: StatusManager, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        public let mockState: StandInMocks.MockState
        fileprivate let _label_get: StandInMocks.MockMember<(), String, Never>
        fileprivate let _label_set: StandInMocks.MockMember<String, Void, Never>
        fileprivate let _currentStatus: StandInMocks.MockMember<(), Int, Never>

        /// Creates a mock of StatusManager: `.strict` (the default) reports calls that nothing
        /// stubs, `.nice` answers default values, `.partial` runs StatusManager's own code.
        public init(_ mode: StandInMocks.MockMode = .strict, seed: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("StatusManagerMock", mode: mode, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          _label_get = StandInMocks.MockMember<(), String, Never>("label", of: state) { _ in
            "label"
          }
          _label_set = StandInMocks.MockMember<String, Void, Never>("label =", of: state) { arguments in
            "label = \(StandInMocks.describeArgument(arguments))"
          }
          _currentStatus = StandInMocks.MockMember<(), Int, Never>("currentStatus()", of: state) { _ in
            "currentStatus()"
          }
          super.init(seed: seed)
        }

        override public var label: String {
          get {
            return self._label_get.call(()) { _ in
              super.label
            }
          }
          set {
            self._label_set.call(newValue) { _ in
              super.label = newValue
            }
          }
        }

        override public func currentStatus() -> Int {
          return self._currentStatus.call(()) { _ in
            super.currentStatus()
          }
        }

        /// Stubs: what each member answers.
        public class MockStubs {
          fileprivate let mockOfStatusManager: StatusManagerMock

          /// Creates the stub builders of `mock`.
          public init(mock: StatusManagerMock) {
            mockOfStatusManager = mock
          }

          public var label: StandInMocks.Stub<(), String, Never> {
            StandInMocks.Stub(mockOfStatusManager._label_get, StandInMocks.CallMatcher("label", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func label(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.Stub<String, Void, Never> {
            StandInMocks.Stub(mockOfStatusManager._label_set, StandInMocks.CallMatcher("label = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }))
          }

          public func currentStatus() -> StandInMocks.Stub<(), Int, Never> {
            StandInMocks.Stub(mockOfStatusManager._currentStatus, StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Stubs: what each member answers.
        public var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        public class MockExpectations {
          fileprivate let mockOfStatusManager: StatusManagerMock

          /// Creates the expect builders of `mock`.
          public init(mock: StatusManagerMock) {
            mockOfStatusManager = mock
          }

          @discardableResult public func label(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), String, Never> {
            StandInMocks.Expectation(mockOfStatusManager._label_get, StandInMocks.CallMatcher("label", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func label(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<String, Void, Never> {
            StandInMocks.Expectation(mockOfStatusManager._label_set, StandInMocks.CallMatcher("label = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func currentStatus(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Int, Never> {
            StandInMocks.Expectation(mockOfStatusManager._currentStatus, StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        public var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        public class MockRejections {
          fileprivate let mockOfStatusManager: StatusManagerMock

          /// Creates the reject builders of `mock`.
          public init(mock: StatusManagerMock) {
            mockOfStatusManager = mock
          }

          public func label(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfStatusManager._label_get.reject(StandInMocks.CallMatcher("label", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          public func label(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfStatusManager._label_set.reject(StandInMocks.CallMatcher("label = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          public func currentStatus(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfStatusManager._currentStatus.reject(StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        public var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        public class MockVerifications {
          fileprivate let mockOfStatusManager: StatusManagerMock

          /// Creates the verify builders of `mock`.
          public init(mock: StatusManagerMock) {
            mockOfStatusManager = mock
          }

          public var label: StandInMocks.CallVerification<(), String, Never> {
            StandInMocks.CallVerification(mockOfStatusManager._label_get, StandInMocks.CallMatcher("label", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func label(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.CallVerification<String, Void, Never> {
            StandInMocks.CallVerification(mockOfStatusManager._label_set, StandInMocks.CallMatcher("label = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }))
          }

          public func currentStatus() -> StandInMocks.CallVerification<(), Int, Never> {
            StandInMocks.CallVerification(mockOfStatusManager._currentStatus, StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        public var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif
      """#
    }
  }

  @Test func aChildProtocolBuildsOnItsParentsMock() {
    assertMacro {
      """
      @Mockable(inheriting: Reading.self)
      protocol Writing: Reading {
        func write(_ text: String)
      }
      """
    } expansion: {
      #"""
      protocol Writing: Reading {
        func write(_ text: String)
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Writing``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class WritingMock: ReadingMock, Writing, @unchecked Sendable {
        private let standInRealWriting: (any Writing)?
        fileprivate let _write: StandInMocks.MockMember<String, Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("WritingMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column), real: nil)
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Writing, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("WritingMock", mode: .partial, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column), real: real)
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Writing build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState, real: (any Writing)?) {
          standInRealWriting = real
          _write = StandInMocks.MockMember<String, Void, Never>("write(_:)", of: state) { arguments in
            "write(\(StandInMocks.describeArgument(arguments)))"
          }
          super.init(standInState: state, real: real)
        }

        func write(_ text: String) {
          return self._write.call(text) { _ in
            self.standInRealWriting!.write(text)
          }
        }

        /// Stubs: what each member answers.
        class MockStubs: ReadingMock.MockStubs {
          fileprivate let mockOfWriting: WritingMock

          /// Creates the stub builders of `mock`.
          init(mock: WritingMock) {
            mockOfWriting = mock
            super.init(mock: mock)
          }

          func write(_ text: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.Stub<String, Void, Never> {
            StandInMocks.Stub(mockOfWriting._write, StandInMocks.CallMatcher("write(\(text.description))", matches: { arguments in
                  text.matches(arguments)
                }, capture: { arguments in
                  text.capture(arguments)
                }))
          }
        }

        /// Stubs: what each member answers.
        override var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations: ReadingMock.MockExpectations {
          fileprivate let mockOfWriting: WritingMock

          /// Creates the expect builders of `mock`.
          init(mock: WritingMock) {
            mockOfWriting = mock
            super.init(mock: mock)
          }

          @discardableResult func write(_ text: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<String, Void, Never> {
            StandInMocks.Expectation(mockOfWriting._write, StandInMocks.CallMatcher("write(\(text.description))", matches: { arguments in
                  text.matches(arguments)
                }, capture: { arguments in
                  text.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        override var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections: ReadingMock.MockRejections {
          fileprivate let mockOfWriting: WritingMock

          /// Creates the reject builders of `mock`.
          init(mock: WritingMock) {
            mockOfWriting = mock
            super.init(mock: mock)
          }

          func write(_ text: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfWriting._write.reject(StandInMocks.CallMatcher("write(\(text.description))", matches: { arguments in
                  text.matches(arguments)
                }, capture: { arguments in
                  text.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        override var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications: ReadingMock.MockVerifications {
          fileprivate let mockOfWriting: WritingMock

          /// Creates the verify builders of `mock`.
          init(mock: WritingMock) {
            mockOfWriting = mock
            super.init(mock: mock)
          }

          func write(_ text: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.CallVerification<String, Void, Never> {
            StandInMocks.CallVerification(mockOfWriting._write, StandInMocks.CallMatcher("write(\(text.description))", matches: { arguments in
                  text.matches(arguments)
                }, capture: { arguments in
                  text.capture(arguments)
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        override var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif
      """#
    }
  }

  @Test func genericsAssociatedTypesAndStatics() {
    assertMacro {
      """
      @Mockable
      protocol Cache {
        associatedtype Key: Hashable
        static func make() -> Int
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws(DecodeError) -> T
      }
      """
    } expansion: {
      #"""
      protocol Cache {
        associatedtype Key: Hashable
        static func make() -> Int
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws(DecodeError) -> T
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Cache``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class CacheMock<Key: Hashable>: Cache, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        fileprivate let _decode_forKey: StandInMocks.MockMemberFamily

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("CacheMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Cache build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          mockState = state
          _decode_forKey = StandInMocks.MockMemberFamily("decode(_:forKey:)", of: state)
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws(DecodeError) -> T {
          return try self._decode_forKey.member(for: [T.self], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self, describeCall: { arguments in
              "decode(\(StandInMocks.describeArgument(arguments.0)), forKey: \(StandInMocks.describeArgument(arguments.1)))"
            }).call((type, key)) { _ throws(DecodeError) in
            StandInMocks.noRealImplementation(of: "decode(_:forKey:)", in: self.mockState)
          }
        }

        /// Stubs: what each member answers.
        class MockStubs {
          fileprivate let mockOfCache: CacheMock<Key>

          /// Creates the stub builders of `mock`.
          init(mock: CacheMock<Key>) {
            mockOfCache = mock
          }

          func decode<T: Decodable>(_ type: T.Type, forKey key: StandInMocks.ArgumentMatcher<Key>) -> StandInMocks.Stub<(T.Type, Key), T, DecodeError> {
            StandInMocks.Stub(mockOfCache._decode_forKey.member(for: [T.self], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self, describeCall: { arguments in
                  "decode(\(StandInMocks.describeArgument(arguments.0)), forKey: \(StandInMocks.describeArgument(arguments.1)))"
                }), StandInMocks.CallMatcher("decode(\(type), forKey: \(key.description))", matches: { arguments in
                  key.matches(arguments.1)
                }, capture: { arguments in
                  key.capture(arguments.1)
                }))
          }
        }

        /// Stubs: what each member answers.
        var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations {
          fileprivate let mockOfCache: CacheMock<Key>

          /// Creates the expect builders of `mock`.
          init(mock: CacheMock<Key>) {
            mockOfCache = mock
          }

          @discardableResult func decode<T: Decodable>(_ type: T.Type, forKey key: StandInMocks.ArgumentMatcher<Key>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(T.Type, Key), T, DecodeError> {
            StandInMocks.Expectation(mockOfCache._decode_forKey.member(for: [T.self], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self, describeCall: { arguments in
                  "decode(\(StandInMocks.describeArgument(arguments.0)), forKey: \(StandInMocks.describeArgument(arguments.1)))"
                }), StandInMocks.CallMatcher("decode(\(type), forKey: \(key.description))", matches: { arguments in
                  key.matches(arguments.1)
                }, capture: { arguments in
                  key.capture(arguments.1)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections {
          fileprivate let mockOfCache: CacheMock<Key>

          /// Creates the reject builders of `mock`.
          init(mock: CacheMock<Key>) {
            mockOfCache = mock
          }

          func decode<T: Decodable>(_ type: T.Type, forKey key: StandInMocks.ArgumentMatcher<Key>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfCache._decode_forKey.member(for: [T.self], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self, describeCall: { arguments in
                "decode(\(StandInMocks.describeArgument(arguments.0)), forKey: \(StandInMocks.describeArgument(arguments.1)))"
              }).reject(StandInMocks.CallMatcher("decode(\(type), forKey: \(key.description))", matches: { arguments in
                  key.matches(arguments.1)
                }, capture: { arguments in
                  key.capture(arguments.1)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications {
          fileprivate let mockOfCache: CacheMock<Key>

          /// Creates the verify builders of `mock`.
          init(mock: CacheMock<Key>) {
            mockOfCache = mock
          }

          func decode<T: Decodable>(_ type: T.Type, forKey key: StandInMocks.ArgumentMatcher<Key>) -> StandInMocks.CallVerification<(T.Type, Key), T, DecodeError> {
            StandInMocks.CallVerification(mockOfCache._decode_forKey.member(for: [T.self], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self, describeCall: { arguments in
                  "decode(\(StandInMocks.describeArgument(arguments.0)), forKey: \(StandInMocks.describeArgument(arguments.1)))"
                }), StandInMocks.CallMatcher("decode(\(type), forKey: \(key.description))", matches: { arguments in
                  key.matches(arguments.1)
                }, capture: { arguments in
                  key.capture(arguments.1)
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        var verify: MockVerifications {
          MockVerifications(mock: self)
        }

        /// The mock's static members. Each test can have its own: replace ``CacheMock/$statics``
        /// in a scope, such as `withOverride(CacheMock.$statics, with: .init())`.
        final class MockStatics: StandInMocks.Mock, @unchecked Sendable {
          /// The state every static member shares.
          let mockState: StandInMocks.MockState
          fileprivate let _make: StandInMocks.MockMember<(), Int, Never>

          /// Creates static members: `.strict` (the default) reports calls that nothing stubs, `.nice`
          /// answers default values.
          init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("CacheMock.statics", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column)
            mockState = state
            _make = StandInMocks.MockMember<(), Int, Never>("make()", of: state) { _ in
              "make()"
            }
          }

          /// Stubs: what each member answers.
          class MockStubs {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the stub builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            func make() -> StandInMocks.Stub<(), Int, Never> {
              StandInMocks.Stub(mockOfStatics._make, StandInMocks.CallMatcher("make()", matches: { _ in
                    true
                  }, capture: { _ in
                  }))
            }
          }

          /// Stubs: what each member answers.
          var stub: MockStubs {
            MockStubs(mock: self)
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          class MockExpectations {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the expect builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            @discardableResult func make(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Int, Never> {
              StandInMocks.Expectation(mockOfStatics._make, StandInMocks.CallMatcher("make()", matches: { _ in
                    true
                  }, capture: { _ in
                  }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          var expect: MockExpectations {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          class MockRejections {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the reject builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            func make(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
              mockOfStatics._make.reject(StandInMocks.CallMatcher("make()", matches: { _ in
                    true
                  }, capture: { _ in
                  }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Rejections: calls that must not happen, reported when they do.
          var reject: MockRejections {
            MockRejections(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          class MockVerifications {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the verify builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            func make() -> StandInMocks.CallVerification<(), Int, Never> {
              StandInMocks.CallVerification(mockOfStatics._make, StandInMocks.CallMatcher("make()", matches: { _ in
                    true
                  }, capture: { _ in
                  }))
            }
          }

          /// Verifications: the calls made, to check after the fact.
          var verify: MockVerifications {
            MockVerifications(mock: self)
          }
        }

        /// The slot holding the static members current for the caller; outside any scope, a nice
        /// instance shared by the process.
        static let $statics = StandIn.OverridableSlot(MockStatics(.nice), name: "CacheMock.statics")

        /// The static members current for the caller.
        static var statics: MockStatics {
          $statics.current
        }

        static func make() -> Int {
          return Self.statics._make.call(()) { _ in
            StandInMocks.noRealImplementation(of: "make()", in: Self.statics.mockState)
          }
        }
      }
      #endif
      """#
    }
  }

  @Test func aMainActorProtocol() {
    assertMacro {
      """
      @MainActor @Mockable
      protocol ViewModel {
        func load() async
      }
      """
    } expansion: {
      """
      @MainActor
      protocol ViewModel {
        func load() async
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``ViewModel``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      @MainActor class ViewModelMock: ViewModel, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        nonisolated let mockState: StandInMocks.MockState
        private let standInRealViewModel: (any ViewModel)?
        fileprivate nonisolated let _load: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ViewModelMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column), real: nil)
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any ViewModel, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ViewModelMock", mode: .partial, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column), real: real)
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit ViewModel build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState, real: (any ViewModel)?) {
          standInRealViewModel = real
          mockState = state
          _load = StandInMocks.MockMember<(), Void, Never>("load()", of: state) { _ in
            "load()"
          }
        }

        func load() async {
          return await self._load.callAsync((), isolation: #isolation) { _ in
            await self.standInRealViewModel!.load()
          }
        }

        /// Stubs: what each member answers.
        class MockStubs {
          fileprivate let mockOfViewModel: ViewModelMock

          /// Creates the stub builders of `mock`.
          init(mock: ViewModelMock) {
            mockOfViewModel = mock
          }

          func load() -> StandInMocks.AsyncStub<(), Void, Never> {
            StandInMocks.AsyncStub(mockOfViewModel._load, StandInMocks.CallMatcher("load()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Stubs: what each member answers.
        nonisolated var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations {
          fileprivate let mockOfViewModel: ViewModelMock

          /// Creates the expect builders of `mock`.
          init(mock: ViewModelMock) {
            mockOfViewModel = mock
          }

          @discardableResult func load(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.AsyncExpectation<(), Void, Never> {
            StandInMocks.AsyncExpectation(mockOfViewModel._load, StandInMocks.CallMatcher("load()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        nonisolated var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections {
          fileprivate let mockOfViewModel: ViewModelMock

          /// Creates the reject builders of `mock`.
          init(mock: ViewModelMock) {
            mockOfViewModel = mock
          }

          func load(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfViewModel._load.reject(StandInMocks.CallMatcher("load()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        nonisolated var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications {
          fileprivate let mockOfViewModel: ViewModelMock

          /// Creates the verify builders of `mock`.
          init(mock: ViewModelMock) {
            mockOfViewModel = mock
          }

          func load() -> StandInMocks.CallVerification<(), Void, Never> {
            StandInMocks.CallVerification(mockOfViewModel._load, StandInMocks.CallMatcher("load()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        nonisolated var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif
      """
    }
  }

  @Test func aFinalClassGetsAFixIt() {
    assertMacro {
      """
      @Mockable
      final class Analytics {
        func track() {}
      }
      """
    } diagnostics: {
      """
      @Mockable
      final class Analytics {
      ┬────
      ╰─ 🛑 @Mockable cannot subclass a final class; remove 'final', or mock a protocol the class conforms to
         ✏️ Remove 'final'
         ✏️ Extract a @Mockable protocol AnalyticsProtocol and conform Analytics to it
        func track() {}
      }
      """
    } fixes: {
      """
      @Mockable
      class Analytics {
        func track() {}
      }
      """
    } expansion: {
      """
      class Analytics {
        func track() {}
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Analytics``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      final class AnalyticsMock: Analytics, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        fileprivate let _track: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock of Analytics: `.strict` (the default) reports calls that nothing
        /// stubs, `.nice` answers default values, `.partial` runs Analytics's own code.
        init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("AnalyticsMock", mode: mode, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          _track = StandInMocks.MockMember<(), Void, Never>("track()", of: state) { _ in
            "track()"
          }
          super.init()
        }

        override func track() {
          return self._track.call(()) { _ in
            super.track()
          }
        }

        /// Stubs: what each member answers.
        class MockStubs {
          fileprivate let mockOfAnalytics: AnalyticsMock

          /// Creates the stub builders of `mock`.
          init(mock: AnalyticsMock) {
            mockOfAnalytics = mock
          }

          func track() -> StandInMocks.Stub<(), Void, Never> {
            StandInMocks.Stub(mockOfAnalytics._track, StandInMocks.CallMatcher("track()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Stubs: what each member answers.
        var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations {
          fileprivate let mockOfAnalytics: AnalyticsMock

          /// Creates the expect builders of `mock`.
          init(mock: AnalyticsMock) {
            mockOfAnalytics = mock
          }

          @discardableResult func track(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Void, Never> {
            StandInMocks.Expectation(mockOfAnalytics._track, StandInMocks.CallMatcher("track()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections {
          fileprivate let mockOfAnalytics: AnalyticsMock

          /// Creates the reject builders of `mock`.
          init(mock: AnalyticsMock) {
            mockOfAnalytics = mock
          }

          func track(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfAnalytics._track.reject(StandInMocks.CallMatcher("track()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications {
          fileprivate let mockOfAnalytics: AnalyticsMock

          /// Creates the verify builders of `mock`.
          init(mock: AnalyticsMock) {
            mockOfAnalytics = mock
          }

          func track() -> StandInMocks.CallVerification<(), Void, Never> {
            StandInMocks.CallVerification(mockOfAnalytics._track, StandInMocks.CallMatcher("track()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif
      """
    }
  }

  @Test func valueTypesAndActorsAreRejectedWithWhatToDoInstead() {
    assertMacro {
      """
      @Mockable
      public struct Settings: Equatable {
        public var theme: String
        let version = 3
        private var cache: [String: String] = [:]
        public init(theme: String) { self.theme = theme }
        public mutating func reset() { theme = "" }
        public static func load() throws -> Settings { Settings(theme: "") }
      }

      @Mockable
      enum Mode {
        case light, dark
        var isDark: Bool { self == .dark }
      }

      @Mockable
      actor Engine {
        func start() async {}
      }
      """
    } diagnostics: {
      """
      @Mockable
      public struct Settings: Equatable {
             ┬─────
             ╰─ 🛑 @Mockable cannot mock the struct Settings: nothing can stand in for it by inheriting from a struct. Declare a protocol with the members its users need, conform Settings to it, and put @Mockable on the protocol
                ✏️ Extract a @Mockable protocol SettingsProtocol and conform Settings to it
        public var theme: String
        let version = 3
        private var cache: [String: String] = [:]
        public init(theme: String) { self.theme = theme }
        public mutating func reset() { theme = "" }
        public static func load() throws -> Settings { Settings(theme: "") }
      }

      @Mockable
      enum Mode {
      ┬───
      ╰─ 🛑 @Mockable cannot mock the enum Mode: nothing can stand in for it by inheriting from an enum. Declare a protocol with the members its users need, conform Mode to it, and put @Mockable on the protocol
         ✏️ Extract a @Mockable protocol ModeProtocol and conform Mode to it
        case light, dark
        var isDark: Bool { self == .dark }
      }

      @Mockable
      actor Engine {
      ┬────
      ╰─ 🛑 @Mockable cannot mock the actor Engine: nothing can stand in for it by inheriting from an actor. Declare a protocol with the members its users need, conform Engine to it, and put @Mockable on the protocol
         ✏️ Extract a @Mockable protocol EngineProtocol and conform Engine to it
        func start() async {}
      }
      """
    } fixes: {
      """
      @Mockable
      public protocol SettingsProtocol {
        var theme: String { get set }
        mutating func reset()
        static func load() throws -> Settings
      }

      public struct Settings: Equatable, SettingsProtocol {
        public var theme: String
        let version = 3
        private var cache: [String: String] = [:]
        public init(theme: String) { self.theme = theme }
        public mutating func reset() { theme = "" }
        public static func load() throws -> Settings { Settings(theme: "") }
      }

      @Mockable
      protocol ModeProtocol {
        var isDark: Bool { get }
      }

      enum Mode: ModeProtocol {
        case light, dark
        var isDark: Bool { self == .dark }
      }

      @Mockable
      protocol EngineProtocol: Actor {
        func start() async
      }

      actor Engine: EngineProtocol {
        func start() async {}
      }
      """
    } expansion: {
      #"""
      public protocol SettingsProtocol {
        var theme: String { get set }
        mutating func reset()
        static func load() throws -> Settings
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``SettingsProtocol``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      public class SettingsProtocolMock: SettingsProtocol, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        public let mockState: StandInMocks.MockState
        private let standInRealSettingsProtocol: (any SettingsProtocol)?
        fileprivate let _theme_get: StandInMocks.MockMember<(), String, Never>
        fileprivate let _theme_set: StandInMocks.MockMember<String, Void, Never>
        fileprivate let _reset: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        public convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("SettingsProtocolMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column), real: nil)
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        public convenience init(forwardingTo real: any SettingsProtocol, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("SettingsProtocolMock", mode: .partial, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column), real: real)
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit SettingsProtocol build
        /// on this initializer.
        public init(standInState state: StandInMocks.MockState, real: (any SettingsProtocol)?) {
          standInRealSettingsProtocol = real
          mockState = state
          _theme_get = StandInMocks.MockMember<(), String, Never>("theme", of: state) { _ in
            "theme"
          }
          _theme_set = StandInMocks.MockMember<String, Void, Never>("theme =", of: state) { arguments in
            "theme = \(StandInMocks.describeArgument(arguments))"
          }
          _reset = StandInMocks.MockMember<(), Void, Never>("reset()", of: state) { _ in
            "reset()"
          }
        }

        public var theme: String {
          get {
            return self._theme_get.call(()) { _ in
              self.standInRealSettingsProtocol!.theme
            }
          }
          set {
            self._theme_set.call(newValue) { _ in
              var real = self.standInRealSettingsProtocol!
              real.theme = newValue
            }
          }
        }

        public func reset() {
          return self._reset.call(()) { _ in
            self.standInRealSettingsProtocol!.reset()
          }
        }

        /// Stubs: what each member answers.
        public class MockStubs {
          fileprivate let mockOfSettingsProtocol: SettingsProtocolMock

          /// Creates the stub builders of `mock`.
          public init(mock: SettingsProtocolMock) {
            mockOfSettingsProtocol = mock
          }

          public var theme: StandInMocks.Stub<(), String, Never> {
            StandInMocks.Stub(mockOfSettingsProtocol._theme_get, StandInMocks.CallMatcher("theme", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func theme(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.Stub<String, Void, Never> {
            StandInMocks.Stub(mockOfSettingsProtocol._theme_set, StandInMocks.CallMatcher("theme = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }))
          }

          public func reset() -> StandInMocks.Stub<(), Void, Never> {
            StandInMocks.Stub(mockOfSettingsProtocol._reset, StandInMocks.CallMatcher("reset()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Stubs: what each member answers.
        public var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        public class MockExpectations {
          fileprivate let mockOfSettingsProtocol: SettingsProtocolMock

          /// Creates the expect builders of `mock`.
          public init(mock: SettingsProtocolMock) {
            mockOfSettingsProtocol = mock
          }

          @discardableResult public func theme(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), String, Never> {
            StandInMocks.Expectation(mockOfSettingsProtocol._theme_get, StandInMocks.CallMatcher("theme", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func theme(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<String, Void, Never> {
            StandInMocks.Expectation(mockOfSettingsProtocol._theme_set, StandInMocks.CallMatcher("theme = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func reset(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Void, Never> {
            StandInMocks.Expectation(mockOfSettingsProtocol._reset, StandInMocks.CallMatcher("reset()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        public var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        public class MockRejections {
          fileprivate let mockOfSettingsProtocol: SettingsProtocolMock

          /// Creates the reject builders of `mock`.
          public init(mock: SettingsProtocolMock) {
            mockOfSettingsProtocol = mock
          }

          public func theme(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfSettingsProtocol._theme_get.reject(StandInMocks.CallMatcher("theme", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          public func theme(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfSettingsProtocol._theme_set.reject(StandInMocks.CallMatcher("theme = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          public func reset(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfSettingsProtocol._reset.reject(StandInMocks.CallMatcher("reset()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        public var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        public class MockVerifications {
          fileprivate let mockOfSettingsProtocol: SettingsProtocolMock

          /// Creates the verify builders of `mock`.
          public init(mock: SettingsProtocolMock) {
            mockOfSettingsProtocol = mock
          }

          public var theme: StandInMocks.CallVerification<(), String, Never> {
            StandInMocks.CallVerification(mockOfSettingsProtocol._theme_get, StandInMocks.CallMatcher("theme", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }

          public func theme(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.CallVerification<String, Void, Never> {
            StandInMocks.CallVerification(mockOfSettingsProtocol._theme_set, StandInMocks.CallMatcher("theme = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }))
          }

          public func reset() -> StandInMocks.CallVerification<(), Void, Never> {
            StandInMocks.CallVerification(mockOfSettingsProtocol._reset, StandInMocks.CallMatcher("reset()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        public var verify: MockVerifications {
          MockVerifications(mock: self)
        }

        /// The mock's static members. Each test can have its own: replace ``SettingsProtocolMock/$statics``
        /// in a scope, such as `withOverride(SettingsProtocolMock.$statics, with: .init())`.
        public final class MockStatics: StandInMocks.Mock, @unchecked Sendable {
          /// The state every static member shares.
          public let mockState: StandInMocks.MockState
          fileprivate let _load: StandInMocks.MockMember<(), Settings, any Error>

          /// Creates static members: `.strict` (the default) reports calls that nothing stubs, `.nice`
          /// answers default values.
          public init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("SettingsProtocolMock.statics", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column)
            mockState = state
            _load = StandInMocks.MockMember<(), Settings, any Error>("load()", of: state) { _ in
              "load()"
            }
          }

          /// Stubs: what each member answers.
          public class MockStubs {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the stub builders of `mock`.
            public init(mock: MockStatics) {
              mockOfStatics = mock
            }

            public func load() -> StandInMocks.Stub<(), Settings, any Error> {
              StandInMocks.Stub(mockOfStatics._load, StandInMocks.CallMatcher("load()", matches: { _ in
                    true
                  }, capture: { _ in
                  }))
            }
          }

          /// Stubs: what each member answers.
          public var stub: MockStubs {
            MockStubs(mock: self)
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          public class MockExpectations {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the expect builders of `mock`.
            public init(mock: MockStatics) {
              mockOfStatics = mock
            }

            @discardableResult public func load(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Settings, any Error> {
              StandInMocks.Expectation(mockOfStatics._load, StandInMocks.CallMatcher("load()", matches: { _ in
                    true
                  }, capture: { _ in
                  }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Expectations: calls that must happen, checked by `verifyExpectations()`.
          public var expect: MockExpectations {
            MockExpectations(mock: self)
          }

          /// Rejections: calls that must not happen, reported when they do.
          public class MockRejections {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the reject builders of `mock`.
            public init(mock: MockStatics) {
              mockOfStatics = mock
            }

            public func load(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
              mockOfStatics._load.reject(StandInMocks.CallMatcher("load()", matches: { _ in
                    true
                  }, capture: { _ in
                  }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
            }
          }

          /// Rejections: calls that must not happen, reported when they do.
          public var reject: MockRejections {
            MockRejections(mock: self)
          }

          /// Verifications: the calls made, to check after the fact.
          public class MockVerifications {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the verify builders of `mock`.
            public init(mock: MockStatics) {
              mockOfStatics = mock
            }

            public func load() -> StandInMocks.CallVerification<(), Settings, any Error> {
              StandInMocks.CallVerification(mockOfStatics._load, StandInMocks.CallMatcher("load()", matches: { _ in
                    true
                  }, capture: { _ in
                  }))
            }
          }

          /// Verifications: the calls made, to check after the fact.
          public var verify: MockVerifications {
            MockVerifications(mock: self)
          }
        }

        /// The slot holding the static members current for the caller; outside any scope, a nice
        /// instance shared by the process.
        public static let $statics = StandIn.OverridableSlot(MockStatics(.nice), name: "SettingsProtocolMock.statics")

        /// The static members current for the caller.
        public static var statics: MockStatics {
          $statics.current
        }

        public static func load() throws -> Settings {
          return try Self.statics._load.call(()) { _ in
            StandInMocks.noRealImplementation(of: "load()", in: Self.statics.mockState)
          }
        }
      }
      #endif

      public struct Settings: Equatable, SettingsProtocol {
        public var theme: String
        let version = 3
        private var cache: [String: String] = [:]
        public init(theme: String) { self.theme = theme }
        public mutating func reset() { theme = "" }
        public static func load() throws -> Settings { Settings(theme: "") }
      }
      protocol ModeProtocol {
        var isDark: Bool { get }
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``ModeProtocol``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class ModeProtocolMock: ModeProtocol, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private let standInRealModeProtocol: (any ModeProtocol)?
        fileprivate let _isDark_get: StandInMocks.MockMember<(), Bool, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ModeProtocolMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column), real: nil)
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any ModeProtocol, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ModeProtocolMock", mode: .partial, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column), real: real)
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit ModeProtocol build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState, real: (any ModeProtocol)?) {
          standInRealModeProtocol = real
          mockState = state
          _isDark_get = StandInMocks.MockMember<(), Bool, Never>("isDark", of: state) { _ in
            "isDark"
          }
        }

        var isDark: Bool {
          get {
            return self._isDark_get.call(()) { _ in
              self.standInRealModeProtocol!.isDark
            }
          }
        }

        /// Stubs: what each member answers.
        class MockStubs {
          fileprivate let mockOfModeProtocol: ModeProtocolMock

          /// Creates the stub builders of `mock`.
          init(mock: ModeProtocolMock) {
            mockOfModeProtocol = mock
          }

          var isDark: StandInMocks.Stub<(), Bool, Never> {
            StandInMocks.Stub(mockOfModeProtocol._isDark_get, StandInMocks.CallMatcher("isDark", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Stubs: what each member answers.
        var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations {
          fileprivate let mockOfModeProtocol: ModeProtocolMock

          /// Creates the expect builders of `mock`.
          init(mock: ModeProtocolMock) {
            mockOfModeProtocol = mock
          }

          @discardableResult func isDark(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Bool, Never> {
            StandInMocks.Expectation(mockOfModeProtocol._isDark_get, StandInMocks.CallMatcher("isDark", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections {
          fileprivate let mockOfModeProtocol: ModeProtocolMock

          /// Creates the reject builders of `mock`.
          init(mock: ModeProtocolMock) {
            mockOfModeProtocol = mock
          }

          func isDark(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfModeProtocol._isDark_get.reject(StandInMocks.CallMatcher("isDark", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications {
          fileprivate let mockOfModeProtocol: ModeProtocolMock

          /// Creates the verify builders of `mock`.
          init(mock: ModeProtocolMock) {
            mockOfModeProtocol = mock
          }

          var isDark: StandInMocks.CallVerification<(), Bool, Never> {
            StandInMocks.CallVerification(mockOfModeProtocol._isDark_get, StandInMocks.CallMatcher("isDark", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif

      enum Mode: ModeProtocol {
        case light, dark
        var isDark: Bool { self == .dark }
      }
      protocol EngineProtocol: Actor {
        func start() async
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``EngineProtocol``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      actor EngineProtocolMock: EngineProtocol, StandInMocks.Mock {
        /// The state every member of this mock shares.
        nonisolated let mockState: StandInMocks.MockState
        fileprivate nonisolated let _start: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("EngineProtocolMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit EngineProtocol build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          mockState = state
          _start = StandInMocks.MockMember<(), Void, Never>("start()", of: state) { _ in
            "start()"
          }
        }

        func start() async {
          return await self._start.callAsync((), isolation: #isolation) { _ in
            StandInMocks.noRealImplementation(of: "start()", in: self.mockState)
          }
        }

        /// Stubs: what each member answers.
        class MockStubs {
          fileprivate let mockOfEngineProtocol: EngineProtocolMock

          /// Creates the stub builders of `mock`.
          init(mock: EngineProtocolMock) {
            mockOfEngineProtocol = mock
          }

          func start() -> StandInMocks.AsyncStub<(), Void, Never> {
            StandInMocks.AsyncStub(mockOfEngineProtocol._start, StandInMocks.CallMatcher("start()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Stubs: what each member answers.
        nonisolated var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations {
          fileprivate let mockOfEngineProtocol: EngineProtocolMock

          /// Creates the expect builders of `mock`.
          init(mock: EngineProtocolMock) {
            mockOfEngineProtocol = mock
          }

          @discardableResult func start(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.AsyncExpectation<(), Void, Never> {
            StandInMocks.AsyncExpectation(mockOfEngineProtocol._start, StandInMocks.CallMatcher("start()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        nonisolated var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections {
          fileprivate let mockOfEngineProtocol: EngineProtocolMock

          /// Creates the reject builders of `mock`.
          init(mock: EngineProtocolMock) {
            mockOfEngineProtocol = mock
          }

          func start(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfEngineProtocol._start.reject(StandInMocks.CallMatcher("start()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        nonisolated var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications {
          fileprivate let mockOfEngineProtocol: EngineProtocolMock

          /// Creates the verify builders of `mock`.
          init(mock: EngineProtocolMock) {
            mockOfEngineProtocol = mock
          }

          func start() -> StandInMocks.CallVerification<(), Void, Never> {
            StandInMocks.CallVerification(mockOfEngineProtocol._start, StandInMocks.CallMatcher("start()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        nonisolated var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif

      actor Engine: EngineProtocol {
        func start() async {}
      }
      """#
    }
  }

  @Test func anExtensionIsRejected() {
    assertMacro {
      """
      @Mockable
      extension Analytics {}
      """
    } diagnostics: {
      """
      @Mockable
      ┬────────
      ╰─ 🛑 @Mockable applies to a protocol or a non-final class
      extension Analytics {}
      """
    }
  }

  @Test func aStoredPropertyWithoutATypeIsLeftToTheRealClassWithAWarning() {
    assertMacro {
      """
      @Mockable
      class Session {
        var token = makeToken()
        func refresh() {}
      }
      """
    } diagnostics: {
      """
      @Mockable
      class Session {
        var token = makeToken()
        ┬──────────────────────
        ╰─ ⚠️ @Mockable cannot override 'token' without its type, so the mock leaves it to the real class; write its type, such as 'var token: Int = …'
        func refresh() {}
      }
      """
    } expansion: {
      """
      class Session {
        var token = makeToken()
        func refresh() {}
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Session``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      final class SessionMock: Session, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        fileprivate let _refresh: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock of Session: `.strict` (the default) reports calls that nothing
        /// stubs, `.nice` answers default values, `.partial` runs Session's own code.
        init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("SessionMock", mode: mode, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          _refresh = StandInMocks.MockMember<(), Void, Never>("refresh()", of: state) { _ in
            "refresh()"
          }
          super.init()
        }

        override func refresh() {
          return self._refresh.call(()) { _ in
            super.refresh()
          }
        }

        /// Stubs: what each member answers.
        class MockStubs {
          fileprivate let mockOfSession: SessionMock

          /// Creates the stub builders of `mock`.
          init(mock: SessionMock) {
            mockOfSession = mock
          }

          func refresh() -> StandInMocks.Stub<(), Void, Never> {
            StandInMocks.Stub(mockOfSession._refresh, StandInMocks.CallMatcher("refresh()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Stubs: what each member answers.
        var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations {
          fileprivate let mockOfSession: SessionMock

          /// Creates the expect builders of `mock`.
          init(mock: SessionMock) {
            mockOfSession = mock
          }

          @discardableResult func refresh(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<(), Void, Never> {
            StandInMocks.Expectation(mockOfSession._refresh, StandInMocks.CallMatcher("refresh()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections {
          fileprivate let mockOfSession: SessionMock

          /// Creates the reject builders of `mock`.
          init(mock: SessionMock) {
            mockOfSession = mock
          }

          func refresh(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfSession._refresh.reject(StandInMocks.CallMatcher("refresh()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications {
          fileprivate let mockOfSession: SessionMock

          /// Creates the verify builders of `mock`.
          init(mock: SessionMock) {
            mockOfSession = mock
          }

          func refresh() -> StandInMocks.CallVerification<(), Void, Never> {
            StandInMocks.CallVerification(mockOfSession._refresh, StandInMocks.CallMatcher("refresh()", matches: { _ in
                  true
                }, capture: { _ in
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif
      """
    }
  }

  @Test func aNonEscapingClosureIsHandedToStubsForTheLengthOfTheCall() {
    assertMacro {
      """
      @Mockable
      protocol Pool {
        func withLease<R>(_ body: (Int) throws -> R) throws -> R
      }
      """
    } expansion: {
      #"""
      protocol Pool {
        func withLease<R>(_ body: (Int) throws -> R) throws -> R
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Pool``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class PoolMock: Pool, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private let standInRealPool: (any Pool)?
        fileprivate let _withLease: StandInMocks.MockMemberFamily

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("PoolMock", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column), real: nil)
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Pool, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("PoolMock", mode: .partial, canForward: true, fileID: fileID, filePath: filePath, line: line, column: column), real: real)
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Pool build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState, real: (any Pool)?) {
          standInRealPool = real
          mockState = state
          _withLease = StandInMocks.MockMemberFamily("withLease(_:)", of: state)
        }

        func withLease<R>(_ body: (Int) throws -> R) throws -> R {
          return try withoutActuallyEscaping(body) { body in
            let standInBody = StandInMocks.NonEscapingClosure<(Int) throws -> R>(body, passedTo: "withLease(_:)", in: self.mockState)
            defer {
              standInBody.end()
            }
            return try self._withLease.member(for: [R.self], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error>.self, describeCall: { arguments in
                "withLease(\(StandInMocks.describeArgument(arguments)))"
              }).call(standInBody) { _ in
              try self.standInRealPool!.withLease(body)
            }
          }
        }

        /// Stubs: what each member answers.
        class MockStubs {
          fileprivate let mockOfPool: PoolMock

          /// Creates the stub builders of `mock`.
          init(mock: PoolMock) {
            mockOfPool = mock
          }

          func withLease<R>(_ body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> R>>, rType: R.Type) -> StandInMocks.Stub<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error> {
            StandInMocks.Stub(mockOfPool._withLease.member(for: [R.self], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error>.self, describeCall: { arguments in
                  "withLease(\(StandInMocks.describeArgument(arguments)))"
                }), StandInMocks.CallMatcher("withLease(\(body.description))", matches: { arguments in
                  body.matches(arguments)
                }, capture: { arguments in
                  body.capture(arguments)
                }))
          }
        }

        /// Stubs: what each member answers.
        var stub: MockStubs {
          MockStubs(mock: self)
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        class MockExpectations {
          fileprivate let mockOfPool: PoolMock

          /// Creates the expect builders of `mock`.
          init(mock: PoolMock) {
            mockOfPool = mock
          }

          @discardableResult func withLease<R>(_ body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> R>>, rType: R.Type, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.Expectation<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error> {
            StandInMocks.Expectation(mockOfPool._withLease.member(for: [R.self], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error>.self, describeCall: { arguments in
                  "withLease(\(StandInMocks.describeArgument(arguments)))"
                }), StandInMocks.CallMatcher("withLease(\(body.description))", matches: { arguments in
                  body.matches(arguments)
                }, capture: { arguments in
                  body.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        var expect: MockExpectations {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        class MockRejections {
          fileprivate let mockOfPool: PoolMock

          /// Creates the reject builders of `mock`.
          init(mock: PoolMock) {
            mockOfPool = mock
          }

          func withLease<R>(_ body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> R>>, rType: R.Type, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> Void {
            mockOfPool._withLease.member(for: [R.self], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error>.self, describeCall: { arguments in
                "withLease(\(StandInMocks.describeArgument(arguments)))"
              }).reject(StandInMocks.CallMatcher("withLease(\(body.description))", matches: { arguments in
                  body.matches(arguments)
                }, capture: { arguments in
                  body.capture(arguments)
                }), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Rejections: calls that must not happen, reported when they do.
        var reject: MockRejections {
          MockRejections(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        class MockVerifications {
          fileprivate let mockOfPool: PoolMock

          /// Creates the verify builders of `mock`.
          init(mock: PoolMock) {
            mockOfPool = mock
          }

          func withLease<R>(_ body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> R>>, rType: R.Type) -> StandInMocks.CallVerification<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error> {
            StandInMocks.CallVerification(mockOfPool._withLease.member(for: [R.self], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Error>.self, describeCall: { arguments in
                  "withLease(\(StandInMocks.describeArgument(arguments)))"
                }), StandInMocks.CallMatcher("withLease(\(body.description))", matches: { arguments in
                  body.matches(arguments)
                }, capture: { arguments in
                  body.capture(arguments)
                }))
          }
        }

        /// Verifications: the calls made, to check after the fact.
        var verify: MockVerifications {
          MockVerifications(mock: self)
        }
      }
      #endif
      """#
    }
  }
}
