import Testing

/// What the generator writes for a protocol: every requirement of it and of its ancestors, from
/// every module, written so that it means the same in the test target.
@Suite("Restating a protocol and its ancestors")
struct RestatementTests {
  private let fixture = GeneratorFixture()

  init() {
    fixture.modules["Wire"] = [
      """
      public struct Frame: Sendable {}
      public protocol Outbound<Message>: Sendable {
        associatedtype Message: Sendable
        /// Sends.
        func send(_ message: Message) async throws
        func close()
      }
      """
    ]
    fixture.modules["Relay"] = [
      """
      import Wire

      public struct Receipt {}
      public protocol ClosableOutbound: Outbound {
        func close(reason: String) -> Receipt
        func close()
      }
      public protocol FrameOutbound: Outbound where Message == Frame {
        @discardableResult
        func flush(
          // every frame
          _ frames: [Frame]
        ) -> Int
      }
      """
    ]
  }

  @Test func everyRequirementOfEveryModuleIsRestatedOnceWithItsTypesQualified() throws {
    let generated = try fixture.generate(#"{ "mocks": ["Relay.ClosableOutbound"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable protocol ClosableOutbound<Message>: Relay.ClosableOutbound where Message: Sendable {
            func close(reason: String) -> Relay.Receipt
            func close()
            func send(_ message: Message) async throws
          }
        """)
    #expect(generated.contains("import Relay\nimport StandInMacros\nimport Wire\n"))
    #expect(
      generated.withoutSourceLocations.contains(
        "typealias ClosableOutboundMock = StandInGeneratedMocks.ClosableOutboundMock"
      ))
  }

  @Test func anAssociatedTypeAWhereClauseFixesIsWrittenAsTheTypeItIsFixedTo() throws {
    let generated = try fixture.generate(#"{ "mocks": ["Relay.FrameOutbound"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol FrameOutbound: Relay.FrameOutbound {
            @discardableResult func flush(_ frames: [Wire.Frame]) -> Int
            func send(_ message: Wire.Frame) async throws
            func close()
          }
        """)
  }

  @Test func eachLineOfAMockMapsToItsEntry() throws {
    let generated = try fixture.generate(
      """
      {
        "mocks": [
          "Relay.FrameOutbound"
        ]
      }
      """)
    let lines = generated.split(separator: "\n")
    let protocolLine = try #require(lines.firstIndex { $0.contains("protocol FrameOutbound") })
    #expect(lines[protocolLine - 1] == #"#sourceLocation(file: "standin-mocks.json", line: 3)"#)
    let requirement = try #require(lines.firstIndex { $0.contains("func flush") })
    #expect(lines[requirement - 1] == #"#sourceLocation(file: "standin-mocks.json", line: 3)"#)
  }

  @Test func aSelfQualifiedAssociatedTypeIsWrittenBare() throws {
    fixture.modules["Tracing"] = [
      """
      public protocol Span {}
      public protocol Tracer<Span> {
        associatedtype Span: Tracing.Span
        func start() -> Self.Span
        func active() -> Self.Span?
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Tracing.Tracer"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable protocol Tracer<Span>: Tracing.Tracer where Span: Tracing.Span {
            func start() -> Span
            func active() -> Span?
          }
        """)
  }

  @Test func genericParametersAndExtensionAliasesAreLeftAloneBodyAliasesWrittenOut() throws {
    // (The module declares a protocol of its own name, so its names take a module selector.)
    fixture.modules["Store"] = [
      """
      public struct Key {}
      public protocol Store {
        typealias Handler = (Key) -> Void
        func value<Key: Hashable>(for key: Key) -> Int
        func observe(_ handler: @escaping Handler)
      }
      """,
      """
      extension Store {
        public typealias Batch = [Key]
      }
      public protocol BatchStore: Store {
        func apply(_ batch: Batch)
      }
      """,
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Store.BatchStore"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol BatchStore: Store::BatchStore {
            func apply(_ batch: Batch)
            func value<Key: Hashable>(for key: Key) -> Int
            func observe(_ handler: @escaping (Store::Key) -> Void)
          }
        """)
  }

  @Test func onlyTheClausesOfIfThatTheCompilerCompilesAreRead() throws {
    fixture.modules["Versions"] = [
      """
      #if compiler(>=5.9)
      public protocol Versioned: Sendable {
        var version: Int { get }
        #if DEBUG
        var debugVersion: String { get }
        #else
        var releaseVersion: String { get }
        #endif
        #if os(Windows)
        func windowsOnly()
        #endif
      }
      #else
      public protocol Versioned {
        var legacy: Int { get }
      }
      #endif
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Versions.Versioned"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Versioned: Versions.Versioned {
            var version: Int { get }
            var debugVersion: String { get }
          }
        """)
  }

  @Test func aTypeAliasOfACompositionBringsEveryProtocolItJoins() throws {
    fixture.modules["Relay"]![0] += """

      public protocol Versioned { var version: Int { get } }
      public typealias ClosingOutbound = ClosableOutbound & Versioned & Sendable
      public protocol Session: ClosingOutbound {
        func resume() async throws -> Bool
      }
      """
    let generated = try fixture.generate(#"{ "mocks": ["Relay.Session"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable protocol Session<Message>: Relay.Session where Message: Sendable {
            func resume() async throws -> Bool
            func close(reason: String) -> Relay.Receipt
            func close()
            var version: Int { get }
            func send(_ message: Message) async throws
          }
        """)
  }

  @Test func deprecationAndBodyAttributesAreDroppedOtherAttributesKept() throws {
    fixture.modules["Handlers"] = [
      """
      public protocol Handler: AnyObject {
        @available(*, deprecated, renamed: "handle(_:)")
        func process(_ value: Int)
        @available(macOS 13, *)
        @inlinable func handle(_ value: Int)
        @discardableResult func wrap(_ value: Int) -> Int
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Handlers.Handler"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable protocol Handler: Handlers.Handler {
            func process(_ value: Int)
            @available(macOS 13, *) func handle(_ value: Int)
            @discardableResult func wrap(_ value: Int) -> Int
          }
        """)
  }

  @Test func anInternalProtocolIsImportedTestably() throws {
    fixture.modules["App"] = [
      """
      @preconcurrency import Dispatch
      protocol Throttle { func allow() -> Bool }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["App.Throttle"] }"#)
    #expect(generated.contains("@testable import App\n"))
    #expect(!generated.contains("Dispatch"), "only modules the toolchain has are imported")
  }

  @Test func isolationComesAlong() throws {
    fixture.modules["UI"] = [
      """
      @MainActor public protocol View: AnyObject { func show() }
      public protocol Screen: View { func dismiss() }
      public protocol Store: Actor { func load() async -> Int }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["UI.Screen", "UI.Store"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable @MainActor /* StandIn: forwards to the originals */ protocol Screen: UI.Screen {
            func dismiss()
            func show()
          }
          @Mockable /* StandIn: forwards to the originals */ protocol Store: UI.Store, Actor {
            func load() async -> Int
          }
        """)
  }

  @Test func aParentNamedWithArgumentsFixesItsPrimaryAssociatedTypes() throws {
    fixture.modules["Relay"]![0] += """

      public protocol ReceiptOutbound: Outbound<Receipt> { func receipts() -> [Receipt] }
      """
    let generated = try fixture.generate(#"{ "mocks": ["Relay.ReceiptOutbound"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol ReceiptOutbound: Relay.ReceiptOutbound {
            func receipts() -> [Relay.Receipt]
            func send(_ message: Relay.Receipt) async throws
            func close()
          }
        """)
  }

  @Test func aProtocolsOwnTypeAliasesAreWrittenOut() throws {
    fixture.modules["Transport"] = [
      """
      public struct Part<Bytes> {}
      public protocol ClientTransport<Bytes> {
        associatedtype Bytes
        typealias Inbound = [Part<Bytes>]
        func withStream(_ body: (Inbound) -> Void)
        func last() -> Self.Inbound
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Transport.ClientTransport"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable protocol ClientTransport<Bytes>: Transport.ClientTransport {
            func withStream(_ body: ([Transport.Part<Bytes>]) -> Void)
            func last() -> [Transport.Part<Bytes>]
          }
        """)
  }

  @Test func aMockCanBeNamed() throws {
    let generated = try fixture.generate(
      #"{ "mocks": [{ "protocol": "Relay.FrameOutbound", "name": "FramesMock" }] }"#)
    #expect(
      generated.contains(
        "@Mockable /* StandIn: forwards to the originals */ protocol Frames: Relay.FrameOutbound"))
    #expect(generated.contains("typealias FramesMock = StandInGeneratedMocks.FramesMock"))
  }

  @Test func aProtocolNamedTypeIsQualifiedInBackticks() throws {
    // `Schema.Type` is the metatype of Schema's `Type`; as GraphQL declares `protocol Type`.
    fixture.modules["Schema"] = [
      """
      public protocol Type { var name: String { get } }
      public protocol Field { func type() -> Type }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Schema.Type", "Schema.Field"] }"#)
    // A member of the generated namespace cannot be named `Type`: the mock keeps its name.
    #expect(generated.contains("protocol TypeProtocol: Schema.`Type` {"))
    #expect(generated.contains("typealias TypeMock = StandInGeneratedMocks.TypeProtocolMock"))
    #expect(generated.contains("func type() -> Schema.`Type`"))
    #expect(!generated.contains("Schema.Type"))
  }

  @Test func aPropertyAChildMakesSettableIsRestatedOnceSettable() throws {
    // As Yams' YamlAnchorCoding restates YamlAnchorProviding's `yamlAnchor` with a setter.
    fixture.modules["Anchors"] = [
      """
      public protocol Providing { var anchor: String? { get } }
      public protocol Coding: Providing { var anchor: String? { get set } }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Anchors.Coding"] }"#)
    #expect(generated.contains("var anchor: String? { get set }"))
    #expect(!generated.contains("var anchor: String? { get }"))
  }

  @Test func anAssociatedTypeAChildsPropertyPinsIsFixed() throws {
    // As SwiftProtobuf's `Enum: RawRepresentable` restates `var rawValue: Int`.
    fixture.modules["Codes"] = [
      """
      public protocol Raw {
        associatedtype Value
        init?(value: Value)
        var value: Value { get }
      }
      public protocol Code: Raw {
        init?(value: Int)
        var value: Int { get }
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Codes.Code"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Code: Codes.Code {
            init?(value: Int)
            var value: Int { get }
          }
        """)
  }

  @Test func anAliasWrittenThroughAnotherIsWrittenOutThroughIt() throws {
    // As swift-syntax's ListBuilder: `Component = [Expression]`, `Expression = FinalResult.Element`.
    fixture.modules["Lists"] = [
      """
      public protocol Builder {
        associatedtype FinalResult: Collection
        typealias Expression = FinalResult.Element
        typealias Component = [Expression]
        static func buildBlock(_ components: Component...) -> Component
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Lists.Builder"] }"#)
    #expect(
      generated.contains(
        "static func buildBlock(_ components: [FinalResult.Element]...) -> [FinalResult.Element]"))
  }

  @Test func aRequirementAChildOverridesIsRestatedOnce() throws {
    // As BidirectionalCollection's `override var startIndex` over Collection's.
    fixture.modules["Ranges"] = [
      """
      public protocol Walk { var start: Int { get }; func step(after i: inout Int) }
      public protocol BackWalk: Walk {
        override var start: Int { get }
        override func step(after i: inout Int)
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Ranges.BackWalk"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol BackWalk: Ranges.BackWalk {
            var start: Int { get }
            func step(after i: inout Int)
          }
        """)
  }

  @Test func aMethodAChildRestatesWithoutMutatingIsRestatedOnce() throws {
    // As GRDB's PersistableRecord restates MutablePersistableRecord's `mutating func willInsert`.
    fixture.modules["Records"] = [
      """
      public protocol MutableRecord { mutating func willInsert(_ count: Int) throws }
      public protocol Record: MutableRecord { func willInsert(_ count: Int) throws }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Records.Record"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Record: Records.Record {
            func willInsert(_ count: Int) throws
          }
        """)
  }

  @Test func aMethodAChildRestatesWithoutThrowsIsRestatedOnceAsTheChildSays() throws {
    // As PostgresNIO's PostgresNonThrowingEncodable restates PostgresEncodable's `encode`.
    fixture.modules["Encoding"] = [
      """
      public protocol Encodable { func encode(into buffer: inout [UInt8]) throws }
      public protocol NonThrowingEncodable: Encodable { func encode(into buffer: inout [UInt8]) }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Encoding.NonThrowingEncodable"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol NonThrowingEncodable: Encoding.NonThrowingEncodable {
            func encode(into buffer: inout [UInt8])
          }
        """)
  }

  @Test func aMethodRestatedWithOtherParameterNamesIsRestatedOnce() throws {
    // As NIO's Channel restates ChannelOutboundInvoker's `write<T>(_ data: T, promise:)` as
    // `write<T>(_ any: T, promise:)`: two requirements would be two members of the mock, and a
    // call recorded by one would not be verified by the other's builder.
    fixture.modules["Channels"] = [
      """
      public protocol Invoker { func write<T: Sendable>(_ data: T, promise: Int?) }
      public protocol Channel: Invoker { func write<T: Sendable>(_ any: T, promise: Int?) }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Channels.Channel"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Channel: Channels.Channel {
            func write<T: Sendable>(_ any: T, promise: Int?)
          }
        """)
  }

  @Test func requirementsRestatedWithOtherGenericOrOperatorParameterNamesAreRestatedOnce() throws {
    // As swift-numerics' Real over the standard library: Numeric's `init?<T>(exactly source: T)`
    // is BinaryInteger's `init?<Source>(exactly value: Source)`, and `/ (lhs:rhs:)` is
    // `/ (a:b:)` (an operator's parameters have no labels). An overload on another constraint
    // stays its own requirement.
    fixture.modules["Numbers"] = [
      """
      public protocol Field {
        init?<T: BinaryInteger>(exactly source: T)
        static func / (lhs: Self, rhs: Self) -> Self
      }
      public protocol Real: Field {
        init?<Source>(exactly value: Source) where Source: BinaryInteger
        init?<Source: BinaryFloatingPoint>(exactly value: Source)
        static func /(a: Self, b: Self) -> Self
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Numbers.Real"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Real: Numbers.Real {
            init?<Source>(exactly value: Source) where Source: BinaryInteger
            init?<Source: BinaryFloatingPoint>(exactly value: Source)
            static func /(a: Self, b: Self) -> Self
          }
        """)
  }

  @Test func aRequirementRestatedWithTheToolchainsNamesQualifiedOrNotIsRestatedOnce() throws {
    // As NIO's NIOSerialEventLoopExecutor: EventLoop's `enqueue(_: consuming ExecutorJob)` from
    // NIO's sources and SerialExecutor's `enqueue(_: consuming Swift.ExecutorJob)` from the
    // toolchain's interface ("'enqueue' has already been overridden").
    fixture.modules["Loops"] = [
      """
      public protocol Executor { func enqueue(_ job: Swift.Int, on queue: Swift.String.Index) }
      public protocol Loop: Executor { func enqueue(_ job: Int, on queue: String.Index) }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Loops.Loop"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Loop: Loops.Loop {
            func enqueue(_ job: Int, on queue: String.Index)
          }
        """)
  }

  @Test func aClosureParameterWrittenThroughATypeAliasIsWrittenOut() throws {
    // As GRDB's FTS5WrapperTokenizer: `@Mockable` would record a non-escaping closure it cannot
    // tell from a value. An escaping one, and an alias elsewhere, stay as written.
    fixture.modules["Tokens"] = [
      """
      public struct Flags {}
      public typealias Callback = (_ token: String, _ flags: Flags) throws -> Void
      public protocol Tokenizer {
        func accept(_ token: String, callback: Callback) throws
        func keep(_ callback: @escaping Callback)
        func make() -> Callback
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Tokens.Tokenizer"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Tokenizer: Tokens.Tokenizer {
            func accept(_ token: String, callback: (_ token: String, _ flags: Tokens.Flags) throws -> Void) throws
            func keep(_ callback: @escaping Tokens.Callback)
            func make() -> Tokens.Callback
          }
        """)
  }

  @Test func aGenericRequirementNamingSelfWithADefaultIsLeftToIt() throws {
    // As FluentKit's ModelAlias: a generic mock cannot implement `subscript<Field>(dynamicMember:)
    // -> AliasedField<Self, Field>` ("has self-referential generic requirements"), and the
    // protocol's default takes its place, in a final mock.
    fixture.modules["Aliases"] = [
      """
      public protocol Property { associatedtype Model }
      public final class AliasedField<Alias: ModelAlias, Field: Property>
      where Alias.Model == Field.Model {}
      public protocol ModelAlias {
        associatedtype Model
        var model: Model { get }
        subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>
        where Field.Model == Model { get }
      }
      extension ModelAlias {
        public subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>)
          -> AliasedField<Self, Field> where Field.Model == Model { AliasedField() }
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Aliases.ModelAlias"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: final */ protocol ModelAlias<Model>: Aliases.ModelAlias {
            var model: Model { get }
          }
        """)
  }

  @Test func aProtocolNestedInATypeIsMocked() throws {
    // As swift-log's `Logger.MetadataValueAttributes.Attribute` (declared in an extension) and
    // grpc's `ServerContext.TransportSpecific` (declared in the type).
    fixture.modules["Logs"] = [
      """
      public protocol Raw {
        associatedtype RawValue
        var rawValue: RawValue { get }
      }
      public struct Logger {}
      extension Logger {
        public struct Attributes {}
      }
      extension Logger.Attributes {
        public protocol Attribute: Sendable, Raw where RawValue == Int64 {}
      }
      public struct Context {
        public protocol Specific: Sendable { func describe() -> String }
      }
      """
    ]
    let generated = try fixture.generate(
      #"{ "mocks": ["Logs.Logger.Attributes.Attribute", "Logs.Context.Specific"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Attribute: Logs.Logger.Attributes.Attribute {
            var rawValue: Int64 { get }
          }
          @Mockable /* StandIn: forwards to the originals */ protocol Specific: Logs.Context.Specific {
            func describe() -> String
          }
        """)
    #expect(generated.contains("typealias AttributeMock = StandInGeneratedMocks.AttributeMock"))
  }

  @Test func aPropertyAChildRestatesWithAnotherTypeIsTheChildsAlone() throws {
    // As console-kit's CommandGroup over AsyncCommandGroup: no class can declare both
    // `commands`, and the protocol's extension answers the parent's from the child's.
    fixture.modules["Commands"] = [
      """
      public protocol AsyncCommand {}
      public protocol Command: AsyncCommand {}
      public protocol AsyncGroup { var commands: [String: any AsyncCommand] { get } }
      public protocol Group: AsyncGroup { var commands: [String: any Command] { get } }
      extension Group {
        public var commands: [String: any AsyncCommand] { self.commands as [String: any Command] }
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Commands.Group"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Group: Commands.Group {
            var commands: [String: any Commands.Command] { get }
          }
        """)
  }

  @Test func aModuleDeclaringATypeOfItsOwnNameIsNamedWithAModuleSelector() throws {
    // As TextTable and Rainbow: `Table.Style` would name a member of the struct `Table`.
    fixture.modules["Table"] = [
      """
      public struct Table {}
      public protocol Style { func render(_ table: Table) -> String }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Table.Style"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Style: Table::Style {
            func render(_ table: Table::Table) -> String
          }
        """)
    #expect(generated.contains("import Table\n"))
  }

  @Test func aBareNameIsFoundInWhicheverModuleDeclaresIt() throws {
    let generated = try fixture.generate(#"{ "mocks": ["FrameOutbound"] }"#)
    #expect(generated.contains("protocol FrameOutbound: Relay.FrameOutbound"))
  }

  @Test func aNameQualifiedByAModuleThatReExportsTheDeclaringOneIsFound() throws {
    // As ConsoleKit re-exports ConsoleKitTerminal, where Console is declared.
    fixture.modules["Terminal"] = ["public protocol Console { func output(_ text: String) }"]
    fixture.modules["Kit"] = ["@_exported import Terminal"]
    fixture.modules["Umbrella"] = ["@_exported import Kit"]
    let generated = try fixture.generate(
      #"{ "mocks": ["Kit.Console", { "protocol": "Umbrella.Console", "name": "DeepConsoleMock" }] }"#
    )
    #expect(
      generated.contains(
        "@Mockable /* StandIn: forwards to the originals */ protocol Console: Terminal.Console"))
    #expect(
      generated.contains(
        "@Mockable /* StandIn: forwards to the originals */ protocol DeepConsole: Terminal.Console")
    )
    #expect(!generated.contains("#error"))
  }

  @Test func aScopedImportBindsItsNameBeforeEveryOtherImportedModule() throws {
    // As NIO's file system: both NIOCore and SystemPackage declare `FileDescriptor`, and an
    // exported `import struct SystemPackage.FileDescriptor` in one file picks SystemPackage's
    // for every file of the module; a file's own scoped import does so for that file.
    fixture.modules["Descriptors"] = ["public struct FileDescriptor {}\npublic struct Mode {}"]
    fixture.modules["Core"] = ["public protocol FileDescriptor {}\npublic protocol Mode {}"]
    fixture.modules["Files"] = [
      "@_exported import struct Descriptors.FileDescriptor",
      """
      import Core
      import Descriptors
      public protocol Handle { func detach() throws -> FileDescriptor }
      """,
      """
      import Core
      import Descriptors
      import struct Descriptors.Mode
      public protocol Opener { func open(_ mode: Mode) }
      """,
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Files.Handle", "Files.Opener"] }"#)
    #expect(generated.contains("func detach() throws -> Descriptors.FileDescriptor"))
    #expect(generated.contains("func open(_ mode: Descriptors.Mode)"))
  }

  @Test func aSettablePropertyOfAFixedAssociatedTypeDetachesTheRestatement() throws {
    // As JWTKit's JWTUnixEpochClaim: a protocol refining Epoch cannot restate `var value:
    // Value { get set }`, so the mock conforms to the original in an extension.
    fixture.modules["Claims"] = [
      """
      public struct Stamp: Codable, Sendable {}
      public protocol Claim: Sendable {
        associatedtype Value: Sendable
        var value: Value { get set }
      }
      public protocol Epoch: Claim where Value == Stamp {
        func verify() throws
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Claims.Epoch"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable protocol Epoch: Sendable {
            func verify() throws
            var value: Claims.Stamp { get set }
          }
        """)
    #expect(
      generated.withoutSourceLocations.contains(
        "extension StandInGeneratedMocks.EpochMock: Claims.Epoch {}"))
  }
}
