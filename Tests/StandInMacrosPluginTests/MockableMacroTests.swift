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
      """
      public protocol StatusProviding: Sendable {
        func currentStatus() -> Int
        func status(for id: String, retries: Int) async throws -> Int
        var name: String { get set }
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``StatusProviding``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      open class StatusProvidingMock: StatusProviding, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        public let mockState: StandInMocks.MockState
        private var standInRealStatusProviding: (any StatusProviding)?
        fileprivate let _currentStatus: StandInMocks.MockMember<(), Int, Never>
        fileprivate let _status_for_retries: StandInMocks.MockMember<(String, Int), Int, any Swift.Error>
        fileprivate let _name_get: StandInMocks.MockMember<(), String, Never>
        fileprivate let _name_set: StandInMocks.MockMember<String, Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        public convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("StatusProvidingMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        public convenience init(forwardingTo real: any StatusProviding, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("StatusProvidingMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit StatusProviding build
        /// on this initializer.
        public init(standInState state: StandInMocks.MockState) {
          standInRealStatusProviding = state.forwardingTarget as? any StatusProviding
          mockState = state
          _currentStatus = StandInMocks.MockMember<(), Int, Never>(.method("currentStatus"), of: state)
          _status_for_retries = StandInMocks.MockMember<(String, Int), Int, any Swift.Error>(.method("status", "for", "retries"), of: state)
          _name_get = StandInMocks.MockMember<(), String, Never>(.getter("name"), of: state)
          _name_set = StandInMocks.MockMember<String, Void, Never>(.setter("name"), of: state)
        }

        open func currentStatus() -> Int {
          return self._currentStatus.call(()) { [unowned(unsafe) self] _ in
            return self.standInRealStatusProviding!.currentStatus()
          }
        }

        open func status(for id: String, retries: Int) async throws -> Int {
          return try await self._status_for_retries.callAsync((id, retries)) { [unowned(unsafe) self] _ in
            return try await self.standInRealStatusProviding!.status(for: id, retries: retries)
          }
        }

        open var name: String {
          get {
            return self._name_get.call(()) { [unowned(unsafe) self] _ in
              return self.standInRealStatusProviding!.name
            }
          }
          set {
            self._name_set.call(newValue) { [unowned(unsafe) self] _ in
              self.standInRealStatusProviding!.name = newValue
            }
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        open class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfStatusProviding: StatusProvidingMock

          /// Creates the builders of `mock`.
          public init(mock: StatusProvidingMock) {
            mockOfStatusProviding = mock
          }

          public func currentStatus() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfStatusProviding._currentStatus, StandInMocks.CallMatcher())
          }

          public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (String, Int), Int, any Swift.Error> {
            .init(mockOfStatusProviding._status_for_retries, StandInMocks.CallMatcher(id, retries))
          }

          public var name: StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfStatusProviding._name_get, StandInMocks.CallMatcher())
          }

          public func name(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
            .init(mockOfStatusProviding._name_set, StandInMocks.CallMatcher(newValue))
          }
        }

        /// Stubs: what each member answers.
        open var stub: MockCalls<StandInMocks.Stubbing> {
          MockCalls(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        open var verify: MockCalls<StandInMocks.Verifying> {
          MockCalls(mock: self)
        }

        /// The builders of `expect` and `reject`, one member per mocked member.
        open class MockExpectations<Role: StandInMocks.RuleRole> {
          fileprivate let mockOfStatusProviding: StatusProvidingMock

          /// Creates the builders of `mock`.
          public init(mock: StatusProvidingMock) {
            mockOfStatusProviding = mock
          }

          @discardableResult public func currentStatus(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfStatusProviding._currentStatus, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func status(for id: StandInMocks.ArgumentMatcher<String>, retries: StandInMocks.ArgumentMatcher<Int>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (String, Int), Int, any Swift.Error> {
            .init(mockOfStatusProviding._status_for_retries, StandInMocks.CallMatcher(id, retries), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func name(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfStatusProviding._name_get, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func name(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
            .init(mockOfStatusProviding._name_set, StandInMocks.CallMatcher(newValue), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        open var expect: MockExpectations<StandInMocks.Expecting> {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        open var reject: MockExpectations<StandInMocks.Rejecting> {
          MockExpectations(mock: self)
        }
      }
      #endif
      """
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
      """
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
      open class StatusManagerMock: StatusManager, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        public let mockState: StandInMocks.MockState
        private let standInRealStatusManager: StatusManager?
        fileprivate let _label_get: StandInMocks.MockMember<(), String, Never>
        fileprivate let _label_set: StandInMocks.MockMember<String, Void, Never>
        fileprivate let _currentStatus: StandInMocks.MockMember<(), Int, Never>

        /// Creates a mock of StatusManager: `.strict` (the default) reports calls that nothing
        /// stubs, `.nice` answers default values, `.partial` runs StatusManager's own code.
        public init(_ mode: StandInMocks.MockMode = .strict, seed: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("StatusManagerMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealStatusManager = nil
          _label_get = StandInMocks.MockMember<(), String, Never>(.getter("label"), of: state)
          _label_set = StandInMocks.MockMember<String, Void, Never>(.setter("label"), of: state)
          _currentStatus = StandInMocks.MockMember<(), Int, Never>(.method("currentStatus"), of: state)
          super.init(seed: seed)
        }

        /// Creates a partial mock of the existing instance `real`: calls that nothing stubs run on
        /// `real`, with its state, so the mock can stand in for a shared instance. The mock is
        /// itself initialized as a StatusManager with the other arguments.
        public init(forwardingTo real: StatusManager, seed: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("StatusManagerMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealStatusManager = real
          _label_get = StandInMocks.MockMember<(), String, Never>(.getter("label"), of: state)
          _label_set = StandInMocks.MockMember<String, Void, Never>(.setter("label"), of: state)
          _currentStatus = StandInMocks.MockMember<(), Int, Never>(.method("currentStatus"), of: state)
          super.init(seed: seed)
        }

        override open var label: String {
          get {
            return self._label_get.call(()) { _ in
              guard let standInReal = self.standInRealStatusManager else {
                return super.label
              }
              return standInReal.label
            }
          }
          set {
            self._label_set.call(newValue) { _ in
              guard let standInReal = self.standInRealStatusManager else {
                super.label = newValue
                return
              }
              standInReal.label = newValue
            }
          }
        }

        override open func currentStatus() -> Int {
          return self._currentStatus.call(()) { _ in
            guard let standInReal = self.standInRealStatusManager else {
              return super.currentStatus()
            }
            return standInReal.currentStatus()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        open class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfStatusManager: StatusManagerMock

          /// Creates the builders of `mock`.
          public init(mock: StatusManagerMock) {
            mockOfStatusManager = mock
          }

          public var label: StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfStatusManager._label_get, StandInMocks.CallMatcher())
          }

          public func label(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
            .init(mockOfStatusManager._label_set, StandInMocks.CallMatcher(newValue))
          }

          public func currentStatus() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfStatusManager._currentStatus, StandInMocks.CallMatcher())
          }
        }

        /// Stubs: what each member answers.
        open var stub: MockCalls<StandInMocks.Stubbing> {
          MockCalls(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        open var verify: MockCalls<StandInMocks.Verifying> {
          MockCalls(mock: self)
        }

        /// The builders of `expect` and `reject`, one member per mocked member.
        open class MockExpectations<Role: StandInMocks.RuleRole> {
          fileprivate let mockOfStatusManager: StatusManagerMock

          /// Creates the builders of `mock`.
          public init(mock: StatusManagerMock) {
            mockOfStatusManager = mock
          }

          @discardableResult public func label(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfStatusManager._label_get, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func label(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
            .init(mockOfStatusManager._label_set, StandInMocks.CallMatcher(newValue), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func currentStatus(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfStatusManager._currentStatus, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        open var expect: MockExpectations<StandInMocks.Expecting> {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        open var reject: MockExpectations<StandInMocks.Rejecting> {
          MockExpectations(mock: self)
        }
      }
      #endif
      """
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
      """
      protocol Writing: Reading {
        func write(_ text: String)
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Writing``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      #sourceLocation(file: "Test.swift", line: 1)
      class WritingMock: ReadingMock, Writing, @unchecked Sendable {
      #sourceLocation()
        private var standInRealWriting: (any Writing)?
        fileprivate let _Writing_write: StandInMocks.MockMember<String, Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("WritingMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Writing, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("WritingMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Writing build
        /// on this initializer.
        override init(standInState state: StandInMocks.MockState) {
          standInRealWriting = state.forwardingTarget as? any Writing
          _Writing_write = StandInMocks.MockMember<String, Void, Never>(.method("write", nil), of: state)
          super.init(standInState: state)
        }

        #sourceLocation(file: "Test.swift", line: 3)
        func write(_ text: String) {
        #sourceLocation()
          return self._Writing_write.call(text) { [unowned(unsafe) self] _ in
            return self.standInRealWriting!.write(text)
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        #sourceLocation(file: "Test.swift", line: 1)
        class MockCalls<Role: StandInMocks.SelectingRole>: ReadingMock.MockCalls<Role> {
        #sourceLocation()
          fileprivate let mockOfWriting: WritingMock

          /// Creates the builders of `mock`.
          init(mock: WritingMock) {
            mockOfWriting = mock
            super.init(mock: mock)
          }

          #sourceLocation(file: "Test.swift", line: 3)
          func write(_ text: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
          #sourceLocation()
            .init(mockOfWriting._Writing_write, StandInMocks.CallMatcher(text))
          }
        }

        /// Stubs: what each member answers.
        #sourceLocation(file: "Test.swift", line: 1)
        override var stub: MockCalls<StandInMocks.Stubbing> {
        #sourceLocation()
          MockCalls(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        #sourceLocation(file: "Test.swift", line: 1)
        override var verify: MockCalls<StandInMocks.Verifying> {
        #sourceLocation()
          MockCalls(mock: self)
        }

        /// The builders of `expect` and `reject`, one member per mocked member.
        #sourceLocation(file: "Test.swift", line: 1)
        class MockExpectations<Role: StandInMocks.RuleRole>: ReadingMock.MockExpectations<Role> {
        #sourceLocation()
          fileprivate let mockOfWriting: WritingMock

          /// Creates the builders of `mock`.
          init(mock: WritingMock) {
            mockOfWriting = mock
            super.init(mock: mock)
          }

          #sourceLocation(file: "Test.swift", line: 3)
          @discardableResult func write(_ text: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
          #sourceLocation()
            .init(mockOfWriting._Writing_write, StandInMocks.CallMatcher(text), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        #sourceLocation(file: "Test.swift", line: 1)
        override var expect: MockExpectations<StandInMocks.Expecting> {
        #sourceLocation()
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        #sourceLocation(file: "Test.swift", line: 1)
        override var reject: MockExpectations<StandInMocks.Rejecting> {
        #sourceLocation()
          MockExpectations(mock: self)
        }
      }
      #endif
      """
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
      """
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
          self.init(standInState: StandInMocks.MockState("CacheMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Cache build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          mockState = state
          _decode_forKey = StandInMocks.MockMemberFamily(.method("decode", nil, "forKey"), of: state)
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws(DecodeError) -> T {
          return try self._decode_forKey.member(for: [StandInMocks.typeKey(T.self)], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self).call((type, key)) { [unowned(unsafe) self] _ throws(DecodeError) in
            return StandInMocks.noRealImplementation(of: "decode(_:forKey:)", in: self.mockState)
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfCache: CacheMock<Key>

          /// Creates the builders of `mock`.
          init(mock: CacheMock<Key>) {
            mockOfCache = mock
          }

          func decode<T: Decodable>(_ type: T.Type, forKey key: StandInMocks.ArgumentMatcher<Key>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (T.Type, Key), T, DecodeError> {
            .init(mockOfCache._decode_forKey.member(for: [StandInMocks.typeKey(T.self)], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self), StandInMocks.CallMatcher(.type(type), key))
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
          fileprivate let mockOfCache: CacheMock<Key>

          /// Creates the builders of `mock`.
          init(mock: CacheMock<Key>) {
            mockOfCache = mock
          }

          @discardableResult func decode<T: Decodable>(_ type: T.Type, forKey key: StandInMocks.ArgumentMatcher<Key>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (T.Type, Key), T, DecodeError> {
            .init(mockOfCache._decode_forKey.member(for: [StandInMocks.typeKey(T.self)], as: StandInMocks.MockMember<(T.Type, Key), T, DecodeError>.self), StandInMocks.CallMatcher(.type(type), key), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
            _make = StandInMocks.MockMember<(), Int, Never>(.method("make"), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            func make() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
              .init(mockOfStatics._make, StandInMocks.CallMatcher())
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
            fileprivate let mockOfStatics: MockStatics

            /// Creates the builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            @discardableResult func make(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
              .init(mockOfStatics._make, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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

        /// The slot holding the static members current for the caller; outside any scope, a nice
        /// instance shared by the process.
        static var $statics: StandIn.OverridableSlot<MockStatics> { StandInMocks.StaticSlots.slot(of: Self.self) { StandIn.OverridableSlot(MockStatics(.nice), name: "CacheMock.statics") } }

        /// The static members current for the caller.
        static var statics: MockStatics { $statics.current }

        static func make() -> Int {
          return Self.statics._make.call(()) { _ in
            return StandInMocks.noRealImplementation(of: "make()", in: Self.statics.mockState)
          }
        }
      }
      #endif
      """
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
        private nonisolated(unsafe) var standInRealViewModel: (any ViewModel)?
        fileprivate nonisolated let _load: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ViewModelMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any ViewModel, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ViewModelMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit ViewModel build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          standInRealViewModel = state.forwardingTarget as? any ViewModel
          mockState = state
          _load = StandInMocks.MockMember<(), Void, Never>(.method("load"), of: state)
        }

        func load() async {
          return await self._load.callAsync((), isolation: #isolation) { [unowned(unsafe) self] _ in
            return await self.standInRealViewModel!.load()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfViewModel: ViewModelMock

          /// Creates the builders of `mock`.
          init(mock: ViewModelMock) {
            mockOfViewModel = mock
          }

          func load() -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (), Void, Never> {
            .init(mockOfViewModel._load, StandInMocks.CallMatcher())
          }
        }

        /// Stubs: what each member answers.
        nonisolated var stub: MockCalls<StandInMocks.Stubbing> {
          MockCalls(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        nonisolated var verify: MockCalls<StandInMocks.Verifying> {
          MockCalls(mock: self)
        }

        /// The builders of `expect` and `reject`, one member per mocked member.
        class MockExpectations<Role: StandInMocks.RuleRole> {
          fileprivate let mockOfViewModel: ViewModelMock

          /// Creates the builders of `mock`.
          init(mock: ViewModelMock) {
            mockOfViewModel = mock
          }

          @discardableResult func load(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (), Void, Never> {
            .init(mockOfViewModel._load, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        nonisolated var expect: MockExpectations<StandInMocks.Expecting> {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        nonisolated var reject: MockExpectations<StandInMocks.Rejecting> {
          MockExpectations(mock: self)
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
      class AnalyticsMock: Analytics, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private let standInRealAnalytics: Analytics?
        fileprivate let _track: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock of Analytics: `.strict` (the default) reports calls that nothing
        /// stubs, `.nice` answers default values, `.partial` runs Analytics's own code.
        init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("AnalyticsMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealAnalytics = nil
          _track = StandInMocks.MockMember<(), Void, Never>(.method("track"), of: state)
          super.init()
        }

        /// Creates a partial mock of the existing instance `real`: calls that nothing stubs run on
        /// `real`, with its state, so the mock can stand in for a shared instance. The mock is
        /// itself initialized as a Analytics with the other arguments.
        init(forwardingTo real: Analytics, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("AnalyticsMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealAnalytics = real
          _track = StandInMocks.MockMember<(), Void, Never>(.method("track"), of: state)
          super.init()
        }

        override func track() {
          return self._track.call(()) { _ in
            guard let standInReal = self.standInRealAnalytics else {
              return super.track()
            }
            return standInReal.track()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfAnalytics: AnalyticsMock

          /// Creates the builders of `mock`.
          init(mock: AnalyticsMock) {
            mockOfAnalytics = mock
          }

          func track() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfAnalytics._track, StandInMocks.CallMatcher())
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
          fileprivate let mockOfAnalytics: AnalyticsMock

          /// Creates the builders of `mock`.
          init(mock: AnalyticsMock) {
            mockOfAnalytics = mock
          }

          @discardableResult func track(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfAnalytics._track, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
      """
      public protocol SettingsProtocol {
        var theme: String { get set }
        mutating func reset()
        static func load() throws -> Settings
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``SettingsProtocol``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      open class SettingsProtocolMock: SettingsProtocol, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        public let mockState: StandInMocks.MockState
        private var standInRealSettingsProtocol: (any SettingsProtocol)?
        fileprivate let _theme_get: StandInMocks.MockMember<(), String, Never>
        fileprivate let _theme_set: StandInMocks.MockMember<String, Void, Never>
        fileprivate let _reset: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        public convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("SettingsProtocolMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        public convenience init(forwardingTo real: any SettingsProtocol, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("SettingsProtocolMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit SettingsProtocol build
        /// on this initializer.
        public init(standInState state: StandInMocks.MockState) {
          standInRealSettingsProtocol = state.forwardingTarget as? any SettingsProtocol
          mockState = state
          _theme_get = StandInMocks.MockMember<(), String, Never>(.getter("theme"), of: state)
          _theme_set = StandInMocks.MockMember<String, Void, Never>(.setter("theme"), of: state)
          _reset = StandInMocks.MockMember<(), Void, Never>(.method("reset"), of: state)
        }

        open var theme: String {
          get {
            return self._theme_get.call(()) { [unowned(unsafe) self] _ in
              return self.standInRealSettingsProtocol!.theme
            }
          }
          set {
            self._theme_set.call(newValue) { [unowned(unsafe) self] _ in
              self.standInRealSettingsProtocol!.theme = newValue
            }
          }
        }

        open func reset() {
          return self._reset.call(()) { [unowned(unsafe) self] _ in
            return self.standInRealSettingsProtocol!.reset()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        open class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfSettingsProtocol: SettingsProtocolMock

          /// Creates the builders of `mock`.
          public init(mock: SettingsProtocolMock) {
            mockOfSettingsProtocol = mock
          }

          public var theme: StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfSettingsProtocol._theme_get, StandInMocks.CallMatcher())
          }

          public func theme(set newValue: StandInMocks.ArgumentMatcher<String>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
            .init(mockOfSettingsProtocol._theme_set, StandInMocks.CallMatcher(newValue))
          }

          public func reset() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfSettingsProtocol._reset, StandInMocks.CallMatcher())
          }
        }

        /// Stubs: what each member answers.
        open var stub: MockCalls<StandInMocks.Stubbing> {
          MockCalls(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        open var verify: MockCalls<StandInMocks.Verifying> {
          MockCalls(mock: self)
        }

        /// The builders of `expect` and `reject`, one member per mocked member.
        open class MockExpectations<Role: StandInMocks.RuleRole> {
          fileprivate let mockOfSettingsProtocol: SettingsProtocolMock

          /// Creates the builders of `mock`.
          public init(mock: SettingsProtocolMock) {
            mockOfSettingsProtocol = mock
          }

          @discardableResult public func theme(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfSettingsProtocol._theme_get, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func theme(set newValue: StandInMocks.ArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Void, Never> {
            .init(mockOfSettingsProtocol._theme_set, StandInMocks.CallMatcher(newValue), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult public func reset(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfSettingsProtocol._reset, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        open var expect: MockExpectations<StandInMocks.Expecting> {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        open var reject: MockExpectations<StandInMocks.Rejecting> {
          MockExpectations(mock: self)
        }

        /// The mock's static members. Each test can have its own: replace ``SettingsProtocolMock/$statics``
        /// in a scope, such as `withOverride(SettingsProtocolMock.$statics, with: .init())`.
        public final class MockStatics: StandInMocks.Mock, @unchecked Sendable {
          /// The state every static member shares.
          public let mockState: StandInMocks.MockState
          fileprivate let _load: StandInMocks.MockMember<(), Settings, any Swift.Error>

          /// Creates static members: `.strict` (the default) reports calls that nothing stubs, `.nice`
          /// answers default values.
          public init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("SettingsProtocolMock.statics", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column)
            mockState = state
            _load = StandInMocks.MockMember<(), Settings, any Swift.Error>(.method("load"), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          public class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the builders of `mock`.
            public init(mock: MockStatics) {
              mockOfStatics = mock
            }

            public func load() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Settings, any Swift.Error> {
              .init(mockOfStatics._load, StandInMocks.CallMatcher())
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
            fileprivate let mockOfStatics: MockStatics

            /// Creates the builders of `mock`.
            public init(mock: MockStatics) {
              mockOfStatics = mock
            }

            @discardableResult public func load(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Settings, any Swift.Error> {
              .init(mockOfStatics._load, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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

        /// The slot holding the static members current for the caller; outside any scope, a nice
        /// instance shared by the process.
        public static let $statics = StandIn.OverridableSlot(MockStatics(.nice), name: "SettingsProtocolMock.statics")

        /// The static members current for the caller.
        public static var statics: MockStatics { $statics.current }

        public static func load() throws -> Settings {
          return try Self.statics._load.call(()) { _ in
            return StandInMocks.noRealImplementation(of: "load()", in: Self.statics.mockState)
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
        private var standInRealModeProtocol: (any ModeProtocol)?
        fileprivate let _isDark_get: StandInMocks.MockMember<(), Bool, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ModeProtocolMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any ModeProtocol, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ModeProtocolMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit ModeProtocol build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          standInRealModeProtocol = state.forwardingTarget as? any ModeProtocol
          mockState = state
          _isDark_get = StandInMocks.MockMember<(), Bool, Never>(.getter("isDark"), of: state)
        }

        var isDark: Bool {
          get {
            return self._isDark_get.call(()) { [unowned(unsafe) self] _ in
              return self.standInRealModeProtocol!.isDark
            }
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfModeProtocol: ModeProtocolMock

          /// Creates the builders of `mock`.
          init(mock: ModeProtocolMock) {
            mockOfModeProtocol = mock
          }

          var isDark: StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Bool, Never> {
            .init(mockOfModeProtocol._isDark_get, StandInMocks.CallMatcher())
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
          fileprivate let mockOfModeProtocol: ModeProtocolMock

          /// Creates the builders of `mock`.
          init(mock: ModeProtocolMock) {
            mockOfModeProtocol = mock
          }

          @discardableResult func isDark(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Bool, Never> {
            .init(mockOfModeProtocol._isDark_get, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
          self.init(standInState: StandInMocks.MockState("EngineProtocolMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit EngineProtocol build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          mockState = state
          _start = StandInMocks.MockMember<(), Void, Never>(.method("start"), of: state)
        }

        func start() async {
          return await self._start.callAsync((), isolation: #isolation) { [unowned(unsafe) self] _ in
            return StandInMocks.noRealImplementation(of: "start()", in: self.mockState)
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfEngineProtocol: EngineProtocolMock

          /// Creates the builders of `mock`.
          init(mock: EngineProtocolMock) {
            mockOfEngineProtocol = mock
          }

          func start() -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (), Void, Never> {
            .init(mockOfEngineProtocol._start, StandInMocks.CallMatcher())
          }
        }

        /// Stubs: what each member answers.
        nonisolated var stub: MockCalls<StandInMocks.Stubbing> {
          MockCalls(mock: self)
        }

        /// Verifications: the calls made, to check after the fact.
        nonisolated var verify: MockCalls<StandInMocks.Verifying> {
          MockCalls(mock: self)
        }

        /// The builders of `expect` and `reject`, one member per mocked member.
        class MockExpectations<Role: StandInMocks.RuleRole> {
          fileprivate let mockOfEngineProtocol: EngineProtocolMock

          /// Creates the builders of `mock`.
          init(mock: EngineProtocolMock) {
            mockOfEngineProtocol = mock
          }

          @discardableResult func start(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (), Void, Never> {
            .init(mockOfEngineProtocol._start, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
        }

        /// Expectations: calls that must happen, checked by `verifyExpectations()`.
        nonisolated var expect: MockExpectations<StandInMocks.Expecting> {
          MockExpectations(mock: self)
        }

        /// Rejections: calls that must not happen, reported when they do.
        nonisolated var reject: MockExpectations<StandInMocks.Rejecting> {
          MockExpectations(mock: self)
        }
      }
      #endif

      actor Engine: EngineProtocol {
        func start() async {}
      }
      """
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
      class SessionMock: Session, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private let standInRealSession: Session?
        fileprivate let _refresh: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock of Session: `.strict` (the default) reports calls that nothing
        /// stubs, `.nice` answers default values, `.partial` runs Session's own code.
        init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("SessionMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealSession = nil
          _refresh = StandInMocks.MockMember<(), Void, Never>(.method("refresh"), of: state)
          super.init()
        }

        /// Creates a partial mock of the existing instance `real`: calls that nothing stubs run on
        /// `real`, with its state, so the mock can stand in for a shared instance. The mock is
        /// itself initialized as a Session with the other arguments.
        init(forwardingTo real: Session, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("SessionMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealSession = real
          _refresh = StandInMocks.MockMember<(), Void, Never>(.method("refresh"), of: state)
          super.init()
        }

        override func refresh() {
          return self._refresh.call(()) { _ in
            guard let standInReal = self.standInRealSession else {
              return super.refresh()
            }
            return standInReal.refresh()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfSession: SessionMock

          /// Creates the builders of `mock`.
          init(mock: SessionMock) {
            mockOfSession = mock
          }

          func refresh() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfSession._refresh, StandInMocks.CallMatcher())
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
          fileprivate let mockOfSession: SessionMock

          /// Creates the builders of `mock`.
          init(mock: SessionMock) {
            mockOfSession = mock
          }

          @discardableResult func refresh(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfSession._refresh, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
      """
      protocol Pool {
        func withLease<R>(_ body: (Int) throws -> R) throws -> R
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Pool``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class PoolMock: Pool, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private var standInRealPool: (any Pool)?
        fileprivate let _withLease: StandInMocks.MockMemberFamily

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("PoolMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Pool, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("PoolMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Pool build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          standInRealPool = state.forwardingTarget as? any Pool
          mockState = state
          _withLease = StandInMocks.MockMemberFamily(.method("withLease", nil), of: state)
        }

        func withLease<R>(_ body: (Int) throws -> R) throws -> R {
          return try withoutActuallyEscaping(body) { body in
            let standInBody = StandInMocks.NonEscapingClosure<(Int) throws -> R>(body, passedTo: "withLease(_:)", in: self.mockState)
            defer {
              standInBody.end()
            }
            return try self._withLease.member(for: [StandInMocks.typeKey(R.self)], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Swift.Error>.self).call(standInBody) { [unowned(unsafe) self] _ in
              return try self.standInRealPool!.withLease(body)
            }
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfPool: PoolMock

          /// Creates the builders of `mock`.
          init(mock: PoolMock) {
            mockOfPool = mock
          }

          func withLease<R>(_ body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> R>>, rType: R.Type) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Swift.Error> {
            .init(mockOfPool._withLease.member(for: [StandInMocks.typeKey(R.self)], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Swift.Error>.self), StandInMocks.CallMatcher(body))
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
          fileprivate let mockOfPool: PoolMock

          /// Creates the builders of `mock`.
          init(mock: PoolMock) {
            mockOfPool = mock
          }

          @discardableResult func withLease<R>(_ body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> R>>, rType: R.Type, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Swift.Error> {
            .init(mockOfPool._withLease.member(for: [StandInMocks.typeKey(R.self)], as: StandInMocks.MockMember<StandInMocks.NonEscapingClosure<(Int) throws -> R>, R, any Swift.Error>.self), StandInMocks.CallMatcher(body), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
      """
    }
  }

  @Test func aClassWhoseOnlyInitializerIsPrivateGetsAFixIt() {
    assertMacro {
      """
      @Mockable
      class Manager {
        static let shared = Manager()
        private init() {}
        func refresh() {}
      }
      """
    } diagnostics: {
      """
      @Mockable
      class Manager {
        static let shared = Manager()
        private init() {}
        ┬──────
        ╰─ 🛑 @Mockable cannot subclass Manager: its only initializer is private, and a subclass must call one. Make it fileprivate (the mock is written in this file, so no other file can create a Manager), or mock a protocol Manager conforms to
           ✏️ Make it fileprivate
        func refresh() {}
      }
      """
    } fixes: {
      """
      @Mockable
      class Manager {
        static let shared = Manager()
        fileprivate init() {}
        func refresh() {}
      }
      """
    } expansion: {
      """
      class Manager {
        static let shared = Manager()
        fileprivate init() {}
        func refresh() {}
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Manager``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class ManagerMock: Manager, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private let standInRealManager: Manager?
        fileprivate let _refresh: StandInMocks.MockMember<(), Void, Never>

        /// Creates a mock of Manager: `.strict` (the default) reports calls that nothing
        /// stubs, `.nice` answers default values, `.partial` runs Manager's own code.
        init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("ManagerMock", mode: mode, canForward: true, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealManager = nil
          _refresh = StandInMocks.MockMember<(), Void, Never>(.method("refresh"), of: state)
          super.init()
        }

        /// Creates a partial mock of the existing instance `real`: calls that nothing stubs run on
        /// `real`, with its state, so the mock can stand in for a shared instance. The mock is
        /// itself initialized as a Manager with the other arguments.
        init(forwardingTo real: Manager, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          let state = StandInMocks.MockState("ManagerMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column)
          mockState = state
          standInRealManager = real
          _refresh = StandInMocks.MockMember<(), Void, Never>(.method("refresh"), of: state)
          super.init()
        }

        override func refresh() {
          return self._refresh.call(()) { _ in
            guard let standInReal = self.standInRealManager else {
              return super.refresh()
            }
            return standInReal.refresh()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfManager: ManagerMock

          /// Creates the builders of `mock`.
          init(mock: ManagerMock) {
            mockOfManager = mock
          }

          func refresh() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfManager._refresh, StandInMocks.CallMatcher())
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
          fileprivate let mockOfManager: ManagerMock

          /// Creates the builders of `mock`.
          init(mock: ManagerMock) {
            mockOfManager = mock
          }

          @discardableResult func refresh(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Void, Never> {
            .init(mockOfManager._refresh, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
      """
    }
  }

  @Test func anAssociatedTypeTiedToSelfIsRejected() {
    // swift-atomics' `AtomicInteger`, flattened into a protocol by standin-mocks.json's
    // generator. (A collection of `Self`, CaseIterable's `AllCases`, is an array of the mock.)
    assertMacro {
      """
      @Mockable
      protocol Counter<Storage> where Storage: Sendable, Storage.Value == Self {
        static func load(_ storage: Storage) -> Int
      }
      """
    } diagnostics: {
      """
      @Mockable
      protocol Counter<Storage> where Storage: Sendable, Storage.Value == Self {
                                                         ┬────────────────────
                                                         ╰─ 🛑 @Mockable cannot mock a protocol whose associated type is tied to Self ('Storage.Value == Self', as CaseIterable's AllCases is): the mock is a class generic over that type, and Swift rejects a class whose generic requirements refer to itself. Mock a protocol that leaves this requirement out, or write this stand-in by hand
        static func load(_ storage: Storage) -> Int
      }
      """
    }
  }

  @Test func anAssociatedTypeTiedToATypeOfSelfIsRejected() {
    // CasePaths' `CasePathIterable`: `Self` inside a generic argument ties the mock's generic
    // requirements to itself as surely as `Self ==` does.
    assertMacro {
      """
      @Mockable
      protocol Paths<All> where All: Sequence, All.Element == KeyPath<Self, Int> {
        static var all: All { get }
      }
      """
    } diagnostics: {
      """
      @Mockable
      protocol Paths<All> where All: Sequence, All.Element == KeyPath<Self, Int> {
                                               ┬────────────────────────────────
                                               ╰─ 🛑 @Mockable cannot mock a protocol whose associated type is tied to Self ('All.Element == KeyPath<Self, Int>', as CaseIterable's AllCases is): the mock is a class generic over that type, and Swift rejects a class whose generic requirements refer to itself. Mock a protocol that leaves this requirement out, or write this stand-in by hand
        static var all: All { get }
      }
      """
    }
  }

  @Test func aRequirementNamedMockStateIsRejected() {
    assertMacro {
      """
      @Mockable
      protocol Store {
        var mockState: Int { get }
      }
      """
    } diagnostics: {
      """
      @Mockable
      protocol Store {
        var mockState: Int { get }
        ┬─────────────────────────
        ╰─ 🛑 @Mockable cannot mock a requirement named 'mockState': every mock has a member of that name. Rename the requirement, or write this mock by hand
      }
      """
    }
  }

  @Test func parametersWithConventionsAreRecordedAndForwardedEachTheirWay() {
    assertMacro {
      """
      @Mockable
      protocol Writer {
        mutating func record(_ message: @autoclosure () -> String, into buffer: inout [UInt8])
        func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int]
        func take(_ value: consuming String, greeting: String?) -> Int
      }
      """
    } expansion: {
      """
      protocol Writer {
        mutating func record(_ message: @autoclosure () -> String, into buffer: inout [UInt8])
        func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int]
        func take(_ value: consuming String, greeting: String?) -> Int
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Writer``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class WriterMock: Writer, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private var standInRealWriter: (any Writer)?
        fileprivate let _record_into: StandInMocks.MockMember<(String, [UInt8]), Void, Never>
        fileprivate let _transform_using: StandInMocks.MockMember<([Int], StandInMocks.NonEscapingClosure<(Int) throws -> Int>), [Int], any Swift.Error>
        fileprivate let _take_greeting: StandInMocks.MockMember<(String, String?), Int, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("WriterMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Writer, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("WriterMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Writer build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          standInRealWriter = state.forwardingTarget as? any Writer
          mockState = state
          _record_into = StandInMocks.MockMember<(String, [UInt8]), Void, Never>(.method("record", nil, "into"), of: state)
          _transform_using = StandInMocks.MockMember<([Int], StandInMocks.NonEscapingClosure<(Int) throws -> Int>), [Int], any Swift.Error>(.method("transform", nil, "using"), of: state)
          _take_greeting = StandInMocks.MockMember<(String, String?), Int, Never>(.method("take", nil, "greeting"), of: state)
        }

        func record(_ message: @autoclosure () -> String, into buffer: inout [UInt8]) {
          let standInMessage = message()
          var standInArguments = (standInMessage, buffer)
          let result: Void = self._record_into.callUpdating(&standInArguments) { [unowned(unsafe) self] standInArguments in
            return self.standInRealWriter!.record(standInMessage, into: &standInArguments.1)
          }
          buffer = standInArguments.1
          return result
        }

        func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int] {
          let standInWatch = StandInMocks.ThrownErrorWatch()
          return try withoutActuallyEscaping(body) { body throws in
            let standInBody = StandInMocks.NonEscapingClosure<(Int) throws -> Int>({ standInArgument0 in try standInWatch.watch { try body(standInArgument0) } }, passedTo: "transform(_:using:)", in: self.mockState)
            defer {
              standInBody.end()
            }
            switch self._transform_using.callRethrowing((values, standInBody), closureThrew: { standInWatch.closureThrew }) {
            case .value(let value):
              return value
            case .forwardToReal:
              return try self.standInRealWriter!.transform(values, using: body)
            case .rethrow(let error):
              return try StandInMocks.rethrowing { throw error }
            }
          }
        }

        func take(_ value: consuming String, greeting: String?) -> Int {
          let standInValue = copy value
          return self._take_greeting.call((standInValue, greeting)) { [unowned(unsafe) self] _ in
            return self.standInRealWriter!.take(standInValue, greeting: greeting)
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfWriter: WriterMock

          /// Creates the builders of `mock`.
          init(mock: WriterMock) {
            mockOfWriter = mock
          }

          func record(_ message: StandInMocks.ArgumentMatcher<String>, into buffer: StandInMocks.ArgumentMatcher<[UInt8]>) -> StandInMocks.MockCall<Role, StandInMocks.UpdatingMember, (String, [UInt8]), Void, Never> {
            .init(mockOfWriter._record_into, StandInMocks.CallMatcher(message, buffer))
          }

          func transform(_ values: StandInMocks.ArgumentMatcher<[Int]>, using body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> Int>>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, ([Int], StandInMocks.NonEscapingClosure<(Int) throws -> Int>), [Int], any Swift.Error> {
            .init(mockOfWriter._transform_using, StandInMocks.CallMatcher(values, body))
          }

          func take(_ value: StandInMocks.ArgumentMatcher<String>, greeting: StandInMocks.OptionalArgumentMatcher<String>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (String, String?), Int, Never> {
            .init(mockOfWriter._take_greeting, StandInMocks.CallMatcher(value, greeting.matcher))
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
          fileprivate let mockOfWriter: WriterMock

          /// Creates the builders of `mock`.
          init(mock: WriterMock) {
            mockOfWriter = mock
          }

          @discardableResult func record(_ message: StandInMocks.ArgumentMatcher<String>, into buffer: StandInMocks.ArgumentMatcher<[UInt8]>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.UpdatingMember, (String, [UInt8]), Void, Never> {
            .init(mockOfWriter._record_into, StandInMocks.CallMatcher(message, buffer), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult func transform(_ values: StandInMocks.ArgumentMatcher<[Int]>, using body: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(Int) throws -> Int>>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, ([Int], StandInMocks.NonEscapingClosure<(Int) throws -> Int>), [Int], any Swift.Error> {
            .init(mockOfWriter._transform_using, StandInMocks.CallMatcher(values, body), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult func take(_ value: StandInMocks.ArgumentMatcher<String>, greeting: StandInMocks.OptionalArgumentMatcher<String>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (String, String?), Int, Never> {
            .init(mockOfWriter._take_greeting, StandInMocks.CallMatcher(value, greeting.matcher), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
      """
    }
  }

  @Test func membersInsideIfBlocksKeepTheirConditions() {
    assertMacro {
      """
      @Mockable
      protocol Platform {
        #if os(Linux)
        func name() -> Int
        #else
        func name() -> String
        #endif
      }
      """
    } expansion: {
      """
      protocol Platform {
        #if os(Linux)
        func name() -> Int
        #else
        func name() -> String
        #endif
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Platform``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class PlatformMock: Platform, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private var standInRealPlatform: (any Platform)?
        #if (os(Linux))
        fileprivate let _name: StandInMocks.MockMember<(), Int, Never>
        #endif
        #if !(os(Linux))
        fileprivate let _name_2: StandInMocks.MockMember<(), String, Never>
        #endif

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("PlatformMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Platform, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("PlatformMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Platform build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          standInRealPlatform = state.forwardingTarget as? any Platform
          mockState = state
          #if (os(Linux))
          _name = StandInMocks.MockMember<(), Int, Never>(.method("name"), of: state)
          #endif
          #if !(os(Linux))
          _name_2 = StandInMocks.MockMember<(), String, Never>(.method("name"), of: state)
          #endif
        }

        #if (os(Linux))
        func name() -> Int {
          return self._name.call(()) { [unowned(unsafe) self] _ in
            return self.standInRealPlatform!.name()
          }
        }
        #endif

        #if !(os(Linux))
        func name() -> String {
          return self._name_2.call(()) { [unowned(unsafe) self] _ in
            return self.standInRealPlatform!.name()
          }
        }
        #endif

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfPlatform: PlatformMock

          /// Creates the builders of `mock`.
          init(mock: PlatformMock) {
            mockOfPlatform = mock
          }

          #if (os(Linux))
          func name() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfPlatform._name, StandInMocks.CallMatcher())
          }
          #endif

          #if !(os(Linux))
          func name() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfPlatform._name_2, StandInMocks.CallMatcher())
          }
          #endif
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
          fileprivate let mockOfPlatform: PlatformMock

          /// Creates the builders of `mock`.
          init(mock: PlatformMock) {
            mockOfPlatform = mock
          }

          #if (os(Linux))
          @discardableResult func name(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfPlatform._name, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
          #endif

          #if !(os(Linux))
          @discardableResult func name(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
            .init(mockOfPlatform._name_2, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }
          #endif
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
      """
    }
  }

  @Test func overloadsThatDifferOnlyInResultOrAsyncTakeWhatTellsThemApart() {
    assertMacro {
      """
      @Mockable
      protocol Values {
        func value(for key: String) -> Int
        func value(for key: String) -> String
        func load() -> Int
        func load() async -> Int
      }
      """
    } expansion: {
      """
      protocol Values {
        func value(for key: String) -> Int
        func value(for key: String) -> String
        func load() -> Int
        func load() async -> Int
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Values``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      class ValuesMock: Values, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private var standInRealValues: (any Values)?
        fileprivate let _value_for: StandInMocks.MockMember<String, Int, Never>
        fileprivate let _value_for_2: StandInMocks.MockMember<String, String, Never>
        fileprivate let _load: StandInMocks.MockMember<(), Int, Never>
        fileprivate let _load_2: StandInMocks.MockMember<(), Int, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ValuesMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Values, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("ValuesMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Values build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          standInRealValues = state.forwardingTarget as? any Values
          mockState = state
          _value_for = StandInMocks.MockMember<String, Int, Never>(.method("value", "for"), of: state)
          _value_for_2 = StandInMocks.MockMember<String, String, Never>(.method("value", "for"), of: state)
          _load = StandInMocks.MockMember<(), Int, Never>(.method("load"), of: state)
          _load_2 = StandInMocks.MockMember<(), Int, Never>(.method("load"), of: state)
        }

        func value(for key: String) -> Int {
          return self._value_for.call(key) { [unowned(unsafe) self] _ in
            return self.standInRealValues!.value(for: key)
          }
        }

        func value(for key: String) -> String {
          return self._value_for_2.call(key) { [unowned(unsafe) self] _ in
            return self.standInRealValues!.value(for: key)
          }
        }

        func load() -> Int {
          return self._load.call(()) { [unowned(unsafe) self] _ in
            return self.standInRealValues!.load()
          }
        }

        func load() async -> Int {
          return await self._load_2.callAsync(()) { [unowned(unsafe) self] _ in
            return await self.standInRealValues!.load()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfValues: ValuesMock

          /// Creates the builders of `mock`.
          init(mock: ValuesMock) {
            mockOfValues = mock
          }

          func value(for key: StandInMocks.ArgumentMatcher<String>, returning: (Int).Type) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Int, Never> {
            .init(mockOfValues._value_for, StandInMocks.CallMatcher(key))
          }

          func value(for key: StandInMocks.ArgumentMatcher<String>, returning: (String).Type) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, String, Never> {
            .init(mockOfValues._value_for_2, StandInMocks.CallMatcher(key))
          }

          func load(_ overload: StandInMocks.SyncOverload) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfValues._load, StandInMocks.CallMatcher())
          }

          func load(_ overload: StandInMocks.AsyncOverload) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (), Int, Never> {
            .init(mockOfValues._load_2, StandInMocks.CallMatcher())
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
          fileprivate let mockOfValues: ValuesMock

          /// Creates the builders of `mock`.
          init(mock: ValuesMock) {
            mockOfValues = mock
          }

          @discardableResult func value(for key: StandInMocks.ArgumentMatcher<String>, returning: (Int).Type, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, Int, Never> {
            .init(mockOfValues._value_for, StandInMocks.CallMatcher(key), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult func value(for key: StandInMocks.ArgumentMatcher<String>, returning: (String).Type, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, String, String, Never> {
            .init(mockOfValues._value_for_2, StandInMocks.CallMatcher(key), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult func load(_ overload: StandInMocks.SyncOverload, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Int, Never> {
            .init(mockOfValues._load, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
          }

          @discardableResult func load(_ overload: StandInMocks.AsyncOverload, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.AsyncMember, (), Int, Never> {
            .init(mockOfValues._load_2, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
      """
    }
  }

  @Test func associatedTypesTypeAliasesAndAWhereClauseOnAParentsTypes() {
    assertMacro {
      """
      @Mockable
      protocol Middleware<Context>: Handling where Input == String, Context: Sendable {
        associatedtype Instant: Comparable
        typealias Callback = @Sendable (Self.Instant) -> Void
        static var name: String { get }
        func handle(_ input: Input, context: Context, then callback: Callback) -> Self.Instant
      }
      """
    } diagnostics: {
      """
      @Mockable
      protocol Middleware<Context>: Handling where Input == String, Context: Sendable {
               ┬─────────
               ╰─ ℹ️ @Mockable sees only this declaration: the mock implements the requirements written here and assumes Handling adds none. If it has requirements, restate them here, mark Handling @Mockable and write @Mockable(inheriting: Handling.self), or mock Middleware from a test target's standin-mocks.json, whose generator reads every parent
        associatedtype Instant: Comparable
        typealias Callback = @Sendable (Self.Instant) -> Void
        static var name: String { get }
        func handle(_ input: Input, context: Context, then callback: Callback) -> Self.Instant
      }
      """
    } expansion: {
      """
      protocol Middleware<Context>: Handling where Input == String, Context: Sendable {
        associatedtype Instant: Comparable
        typealias Callback = @Sendable (Self.Instant) -> Void
        static var name: String { get }
        func handle(_ input: Input, context: Context, then callback: Callback) -> Self.Instant
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Middleware``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      #sourceLocation(file: "Test.swift", line: 2)
      class MiddlewareMock<Instant: Comparable, Context>: Middleware, StandInMocks.Mock, @unchecked Sendable where Context: Sendable {
      #sourceLocation()
        typealias Input = String

        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        fileprivate let _handle_context_then: StandInMocks.MockMember<((String), Context, StandInMocks.NonEscapingClosure<(@Sendable (Instant) -> Void)>), Instant, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("MiddlewareMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Middleware build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          mockState = state
          _handle_context_then = StandInMocks.MockMember<((String), Context, StandInMocks.NonEscapingClosure<(@Sendable (Instant) -> Void)>), Instant, Never>(.method("handle", nil, "context", "then"), of: state)
        }

        func handle(_ input: (String), context: Context, then callback: (@Sendable (Instant) -> Void)) -> Instant {
          return withoutActuallyEscaping(callback) { callback in
            let standInCallback = StandInMocks.NonEscapingClosure<(@Sendable (Instant) -> Void)>(callback, passedTo: "handle(_:context:then:)", in: self.mockState)
            defer {
              standInCallback.end()
            }
            return self._handle_context_then.call((input, context, standInCallback)) { [unowned(unsafe) self] _ in
              return StandInMocks.noRealImplementation(of: "handle(_:context:then:)", in: self.mockState)
            }
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfMiddleware: MiddlewareMock<Instant, Context>

          /// Creates the builders of `mock`.
          init(mock: MiddlewareMock<Instant, Context>) {
            mockOfMiddleware = mock
          }

          func handle(_ input: StandInMocks.ArgumentMatcher<(String)>, context: StandInMocks.ArgumentMatcher<Context>, then callback: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(@Sendable (Instant) -> Void)>>) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, ((String), Context, StandInMocks.NonEscapingClosure<(@Sendable (Instant) -> Void)>), Instant, Never> {
            .init(mockOfMiddleware._handle_context_then, StandInMocks.CallMatcher(input, context, callback))
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
          fileprivate let mockOfMiddleware: MiddlewareMock<Instant, Context>

          /// Creates the builders of `mock`.
          init(mock: MiddlewareMock<Instant, Context>) {
            mockOfMiddleware = mock
          }

          @discardableResult func handle(_ input: StandInMocks.ArgumentMatcher<(String)>, context: StandInMocks.ArgumentMatcher<Context>, then callback: StandInMocks.ArgumentMatcher<StandInMocks.NonEscapingClosure<(@Sendable (Instant) -> Void)>>, fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, ((String), Context, StandInMocks.NonEscapingClosure<(@Sendable (Instant) -> Void)>), Instant, Never> {
            .init(mockOfMiddleware._handle_context_then, StandInMocks.CallMatcher(input, context, callback), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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

        /// The mock's static members. Each test can have its own: replace ``MiddlewareMock/$statics``
        /// in a scope, such as `withOverride(MiddlewareMock.$statics, with: .init())`.
        final class MockStatics: StandInMocks.Mock, @unchecked Sendable {
          /// The state every static member shares.
          let mockState: StandInMocks.MockState
          fileprivate let _name_get: StandInMocks.MockMember<(), String, Never>

          /// Creates static members: `.strict` (the default) reports calls that nothing stubs, `.nice`
          /// answers default values.
          init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let state = StandInMocks.MockState("MiddlewareMock.statics", mode: mode, canForward: false, fileID: fileID, filePath: filePath, line: line, column: column)
            mockState = state
            _name_get = StandInMocks.MockMember<(), String, Never>(.getter("name"), of: state)
          }

          /// The builders of `stub` and `verify`, one member per mocked member.
          class MockCalls<Role: StandInMocks.SelectingRole> {
            fileprivate let mockOfStatics: MockStatics

            /// Creates the builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            var name: StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
              .init(mockOfStatics._name_get, StandInMocks.CallMatcher())
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
            fileprivate let mockOfStatics: MockStatics

            /// Creates the builders of `mock`.
            init(mock: MockStatics) {
              mockOfStatics = mock
            }

            @discardableResult func name(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), String, Never> {
              .init(mockOfStatics._name_get, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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

        /// The slot holding the static members current for the caller; outside any scope, a nice
        /// instance shared by the process.
        static var $statics: StandIn.OverridableSlot<MockStatics> { StandInMocks.StaticSlots.slot(of: Self.self) { StandIn.OverridableSlot(MockStatics(.nice), name: "MiddlewareMock.statics") } }

        /// The static members current for the caller.
        static var statics: MockStatics { $statics.current }

        static var name: String {
          get {
            return Self.statics._name_get.call(()) { _ in
              return StandInMocks.noRealImplementation(of: "name", in: Self.statics.mockState)
            }
          }
        }
      }
      #endif
      """
    }
  }

  @Test func aProtocolsAvailabilityIsTheMocks() {
    assertMacro {
      """
      @available(macOS 13, iOS 16, *)
      @Mockable
      protocol Timing {
        func elapsed() -> Duration
      }
      """
    } expansion: {
      """
      @available(macOS 13, iOS 16, *)
      protocol Timing {
        func elapsed() -> Duration
      }

      #if DEBUG || STANDIN_MOCKS
      /// A mock of ``Timing``, written by `@Mockable`. Stub it with `stub`, set
      /// expectations with `expect` and `reject`, and check its calls with `verify`.
      @available(macOS 13, iOS 16, *) class TimingMock: Timing, StandInMocks.Mock, @unchecked Sendable {
        /// The state every member of this mock shares.
        let mockState: StandInMocks.MockState
        private var standInRealTiming: (any Timing)?
        fileprivate let _elapsed: StandInMocks.MockMember<(), Duration, Never>

        /// Creates a mock: `.strict` (the default) reports calls that nothing stubs, `.nice`
        /// answers default values.
        convenience init(_ mode: StandInMocks.MockMode = .strict, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("TimingMock", mode: mode, canForward: false, forwardingTo: nil, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates a partial mock: calls that nothing stubs run on `real`.
        convenience init(forwardingTo real: any Timing, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
          self.init(standInState: StandInMocks.MockState("TimingMock", mode: .partial, canForward: true, forwardingTo: real, fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Creates the mock around `state`. Mocks of protocols that inherit Timing build
        /// on this initializer.
        init(standInState state: StandInMocks.MockState) {
          standInRealTiming = state.forwardingTarget as? any Timing
          mockState = state
          _elapsed = StandInMocks.MockMember<(), Duration, Never>(.method("elapsed"), of: state)
        }

        func elapsed() -> Duration {
          return self._elapsed.call(()) { [unowned(unsafe) self] _ in
            return self.standInRealTiming!.elapsed()
          }
        }

        /// The builders of `stub` and `verify`, one member per mocked member.
        class MockCalls<Role: StandInMocks.SelectingRole> {
          fileprivate let mockOfTiming: TimingMock

          /// Creates the builders of `mock`.
          init(mock: TimingMock) {
            mockOfTiming = mock
          }

          func elapsed() -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Duration, Never> {
            .init(mockOfTiming._elapsed, StandInMocks.CallMatcher())
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
          fileprivate let mockOfTiming: TimingMock

          /// Creates the builders of `mock`.
          init(mock: TimingMock) {
            mockOfTiming = mock
          }

          @discardableResult func elapsed(fileID standInFileID: StaticString = #fileID, filePath standInFilePath: StaticString = #filePath, line standInLine: UInt = #line, column standInColumn: UInt = #column) -> StandInMocks.MockCall<Role, StandInMocks.SyncMember, (), Duration, Never> {
            .init(mockOfTiming._elapsed, StandInMocks.CallMatcher(), fileID: standInFileID, filePath: standInFilePath, line: standInLine, column: standInColumn)
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
      """
    }
  }
}
