import MacroTesting
import StandInMacrosPlugin
import Testing

@Suite(.macros(["Mockable": MockableMacro.self], record: .missing))
struct MockableMacroTests {
  @Test func aProtocolWithMethodsAndAProperty() {
    assertMacro {
      """
      @Mockable
      public protocol StatusProviding: Sendable {
        func currentStatus() -> Int
        func status(for id: String, retries: Int) async throws -> Int
        var name: String { get set }
        func reset()
      }
      """
    } expansion: {
      #"""
      public protocol StatusProviding: Sendable {
        func currentStatus() -> Int
        func status(for id: String, retries: Int) async throws -> Int
        var name: String { get set }
        func reset()
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
        fileprivate let _reset: StandInMocks.MockMember<(), Void, Never>

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
          _reset = StandInMocks.MockMember<(), Void, Never>("reset()", of: state) { _ in
            "reset()"
          }
        }

        public func currentStatus() -> Int {
          return self._currentStatus.call(()) { arguments in
            self.standInRealStatusProviding!.currentStatus()
          }
        }

        public func status(for id: String, retries: Int) async throws -> Int {
          return try await self._status_for_retries.callAsync((id, retries)) { arguments in
            try await self.standInRealStatusProviding!.status(for: arguments.0, retries: arguments.1)
          }
        }

        public var name: String {
          get {
            return self._name_get.call(()) { arguments in
              self.standInRealStatusProviding!.name
            }
          }
          set {
            self._name_set.call(newValue) { arguments in
              var real = self.standInRealStatusProviding!
              real.name = arguments
            }
          }
        }

        public func reset() {
          return self._reset.call(()) { arguments in
            self.standInRealStatusProviding!.reset()
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

          public func reset() -> StandInMocks.Stub<(), Void, Never> {
            StandInMocks.Stub(mockOfStatusProviding._reset, StandInMocks.CallMatcher("reset()", matches: { _ in
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
          fileprivate let mockOfStatusProviding: StatusProvidingMock

          /// Creates the expect builders of `mock`.
          public init(mock: StatusProvidingMock) {
            mockOfStatusProviding = mock
          }

          @discardableResult public func currentStatus(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> StandInMocks.Expectation<(), Int, Never> {
            StandInMocks.Expectation(mockOfStatusProviding._currentStatus, StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          @discardableResult public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> StandInMocks.AsyncExpectation<(String, Int), Int, any Error> {
            StandInMocks.AsyncExpectation(mockOfStatusProviding._status_for_retries, StandInMocks.CallMatcher("status(for: \(id.description), retries: \(retries.description))", matches: { arguments in
                  id.matches(arguments.0) && retries.matches(arguments.1)
                }, capture: { arguments in
                  id.capture(arguments.0);
                  retries.capture(arguments.1)
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          @discardableResult public func name(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> StandInMocks.Expectation<(), String, Never> {
            StandInMocks.Expectation(mockOfStatusProviding._name_get, StandInMocks.CallMatcher("name", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          @discardableResult public func name(set newValue: StandInMocks.ArgumentMatcher<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> StandInMocks.Expectation<String, Void, Never> {
            StandInMocks.Expectation(mockOfStatusProviding._name_set, StandInMocks.CallMatcher("name = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          @discardableResult public func reset(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> StandInMocks.Expectation<(), Void, Never> {
            StandInMocks.Expectation(mockOfStatusProviding._reset, StandInMocks.CallMatcher("reset()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: fileID, filePath: filePath, line: line, column: column)
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

          public func currentStatus(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Void {
            mockOfStatusProviding._currentStatus.reject(StandInMocks.CallMatcher("currentStatus()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Void {
            mockOfStatusProviding._status_for_retries.reject(StandInMocks.CallMatcher("status(for: \(id.description), retries: \(retries.description))", matches: { arguments in
                  id.matches(arguments.0) && retries.matches(arguments.1)
                }, capture: { arguments in
                  id.capture(arguments.0);
                  retries.capture(arguments.1)
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          public func name(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Void {
            mockOfStatusProviding._name_get.reject(StandInMocks.CallMatcher("name", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          public func name(set newValue: StandInMocks.ArgumentMatcher<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Void {
            mockOfStatusProviding._name_set.reject(StandInMocks.CallMatcher("name = \(newValue.description)", matches: { arguments in
                  newValue.matches(arguments)
                }, capture: { arguments in
                  newValue.capture(arguments)
                }), fileID: fileID, filePath: filePath, line: line, column: column)
          }

          public func reset(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Void {
            mockOfStatusProviding._reset.reject(StandInMocks.CallMatcher("reset()", matches: { _ in
                  true
                }, capture: { _ in
                }), fileID: fileID, filePath: filePath, line: line, column: column)
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

          public func reset() -> StandInMocks.CallVerification<(), Void, Never> {
            StandInMocks.CallVerification(mockOfStatusProviding._reset, StandInMocks.CallMatcher("reset()", matches: { _ in
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
}
