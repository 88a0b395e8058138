// What the scanner records about one file: plain values, so that a file's syntax tree can be
// dropped as soon as it has been scanned.

/// A type declaration, an extension or a protocol, with the members declared in its braces (a
/// protocol's record has none: its requirements have no code; what it inherits is what counts).
struct TypeDeclarationRecord: Sendable, Hashable {
  /// The declaration's keyword.
  enum Kind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, `actor`, `extension`, `protocol`

    /// Whether it declares no type of its own that code creates: an extension of a type the
    /// package does not declare, or a protocol (whose extensions' members conforming types get).
    var declaresNoInstances: Bool { self == .extension || self == .protocol }
  }

  var kind: Kind
  /// Its qualified name's parts, outermost first (for an extension: the extended type as written).
  var path: [String]
  var file: String
  var line: Int
  var hasOverridableStatics: Bool
  /// Whether it has generic parameters (`@OverridableStatics` rejects generic types).
  var isGeneric = false
  /// The types it inherits from or conforms to, as written.
  var inherited: [[String]] = []
  /// For a protocol: whether it is `public` (its extensions are defaults other modules'
  /// types may or may not use) rather than a module's own way to share code.
  var isPublic = false
  var members: [StaticMemberRecord] = []
  /// The names of its instance properties and methods.
  var instanceMemberNames: Set<String> = []
  /// Of those, the ones declared `private` or `fileprivate` only: seen from its file alone.
  var fileScopedInstanceMemberNames: Set<String> = []
  /// Whether it has a stored instance `var`, or a stored instance `let` of a process-wide box
  /// type (a lock, an atomic): instances hold mutable state.
  var hasMutableInstanceState = false
  /// Whether it has a stored instance property at all: a value without one holds nothing, and
  /// is only what its methods do.
  var hasStoredInstanceProperties = false
  /// The types its stored instance `let`s are created with, to find boxes.
  var instanceLetValueTypes: [[String]] = []
  var enumCases: [String] = []
  /// The instance methods whose code assigns to its own state (`count += 1`, `self.items = …`,
  /// `items.append(…)`): calling one through a shared instance writes through it.
  var mutatingMethods: Set<String> = []
  /// The methods each instance method calls on the instance itself (`register(…)`,
  /// `self.register(…)`): one that calls a mutating method is mutating too.
  var selfCalls: [String: Set<String>] = [:]
  /// Each initializer's parameters, which type an implicit member passed to it has.
  var initializers: [[CallArguments.Parameter]] = []
  /// The line of each of ``initializers``' `init`, in the same order.
  var initializerLines: [Int] = []
  /// Each instance method's overloads' parameters, by the method's name, which type an implicit
  /// member passed to it has (`self.write(to: path, fileSystem: .shared)`).
  var instanceMethods: [String: [[CallArguments.Parameter]]] = [:]
  /// For a struct whose braces declare no initializer: the parameters of the memberwise
  /// initializer Swift writes, one per stored property a creation may set (every `var`, a `let`
  /// without a value), labelled by its name, which type an implicit member passed to it has
  /// (`Server(host: h, eventLoopGroup: .singleton)`).
  var memberwiseInitializer: [CallArguments.Parameter]? = nil
  /// Whether it is marked `@propertyWrapper`.
  var isPropertyWrapper = false
  /// Whether its `wrappedValue` can be set: a stored `var`, or computed with a `set`.
  var hasSettableWrappedValue = false

  var qualifiedName: String { path.joined(separator: ".") }
}

/// What a static property or a global is initialized with.
enum InitialValue: Sendable, Hashable {
  /// No initializer (a computed property, a method, or a declaration with only a type).
  case none
  /// A literal: a number, string, Boolean, `nil`, or an array or dictionary of literals.
  case literal
  /// `T(…)` or `T.init(…)`: a new instance of the type whose names are given, through the
  /// initializer a call with that first argument reaches (``InitializerKey``).
  case creation([String], initializer: String)
  /// Anything else.
  case other
}

/// A `static`/`class` method or property.
struct StaticMemberRecord: Sendable, Hashable {
  /// What the member is.
  enum Shape: Sendable, Hashable {
    case method
    case storedProperty
    case computedProperty
  }

  var name: String
  var shape: Shape
  var isLet: Bool
  var hasOverridable: Bool
  var hasNotOverridable: Bool
  /// `@TaskLocal`: scoped per task, never process-wide.
  var isTaskLocal: Bool
  var isPrivate: Bool
  /// A `static let` initialized with `OverridableSlot(…)`.
  var isSlot: Bool
  var initialValue: InitialValue
  /// The type annotation's names, when there is one.
  var annotatedType: [String]?
  /// For a method: whether it returns its own type (`-> Self`, or the type's name).
  var returnsOwnType = false
  /// For a method: its parameters, which tell its overloads apart where a call's arguments
  /// match only some (``CallArguments``).
  var parameters: [CallArguments.Parameter] = []
  /// The `X` of every `X.current` that a computed property's body reads.
  var currentReadBases: [String]
  /// The declaration as written up to its name, such as `public static let shared`.
  var declaration: String
  var line: Int
  /// The column of its name.
  var column: Int
  /// Whether `--fix` can make it `@Overridable`: a non-private `static` stored property with a
  /// value, alone in its declaration, not already annotated.
  var isFixable: Bool
  /// For a stored property with a custom attribute (`@Current static var now: Date`): the
  /// attribute's type as written, a property wrapper whose `wrappedValue` a read may run.
  var wrapper: [String]? = nil
  /// For a method: its result's type as written (`Worker` of `static func make() -> Worker`).
  var returnType: [String]? = nil
}

/// A top-level `var` or `let`.
struct GlobalRecord: Sendable, Hashable {
  var name: String
  var isLet: Bool
  var initialValue: InitialValue
  var annotatedType: [String]?
  var file: String
  var line: Int
  var declaration: String
  /// Whether an executable's `main.swift` declares it in its top-level code: a global of the
  /// module, which its top-level code sets, in order, before any use.
  var isScriptVariable = false
}

/// A `typealias` to a named type: `typealias Tracker = Analytics`.
struct AliasRecord: Sendable, Hashable {
  /// The alias's qualified name's parts, outermost first.
  var path: [String]
  /// The aliased type's names as written, outermost first.
  var target: [String]
}

/// The declaration whose code contains a use: what becomes a service, or a member with side
/// effects, when that code reaches shared state.
enum Owner: Sendable, Hashable {
  /// Instance code of the type or extension at this path that runs after creation: methods,
  /// computed properties, subscripts, `deinit`.
  case instance([String])
  /// Code of the type or extension at this path that runs while an instance is created: its
  /// initializers (default arguments included) and stored properties' initial values. For an
  /// initializer's own code, the ``InitializerKey``s of the calls that reach it; `nil` for code
  /// every initializer runs (stored properties' initial values).
  case initializer([String], keys: Set<String>?)
  /// A static member's body, accessors or initializer.
  case staticMember([String], String)
  /// A top-level function's body, or a global's initializer.
  case global(String)
  /// Top-level code.
  case topLevel
}

/// An expression that may reach shared state; the second pass decides what it is.
struct RawUse: Sendable, Hashable {
  /// The shape of the expression.
  enum Shape: Sendable, Hashable {
    /// `Base.member`.
    case member(String)
    /// `Base(…)` or `Base.init(…)`, with the first argument's label (`nil`: no label, `""`: no
    /// argument at all), and whether a member of the result is used at once (`Clock().now`).
    case creation(firstLabel: String?, resultUsed: Bool)
    /// An unqualified name: a static of the enclosing type, a global, or a free function of the
    /// system, such as `getenv`. `called` when it is called.
    case name(String, called: Bool)
    /// `x.name()`: an instance method of the system's table called without `using:`; or
    /// `x.name`, a read of an instance property of the table (`date.timeIntervalSinceNow`).
    case instanceCall(String)
    /// `x.name(…)`: a call of an instance method the table does not hold, which a package's
    /// extension of another module's type may declare (`buffer.initializeWithRandomBytes(count:)`).
    case methodCall(String)
    /// `.name`: an implicit member of the system's table, such as `.now`.
    case implicitMember(String)
    /// A call of a name that ``SystemHiddenDefaults`` holds (`zone.abbreviation()`,
    /// `IntegerFormatStyle<Int>()`), with its arguments' labels (`nil`: unlabelled), which tell
    /// the defaults it leaves out.
    case defaultingCall(String, labels: [String?])
    /// `Base.self` passed as an argument (`build(Live.self)`): the callee may use static members
    /// of `Base` through a generic parameter (``CallArguments/Parameter/staticMembersUsed``).
    case typeArgument
  }

  /// The type-like base's names, outermost first, with `Self` replaced by the enclosing type
  /// (empty for ``Shape/name(_:called:)``, ``Shape/instanceCall(_:)`` and ``Shape/methodCall(_:)``).
  var base: [String]
  var shape: Shape
  var line: Int
  var column: Int
  /// The paths of the enclosing types and extensions, outermost first.
  var contexts: [[String]]
  /// The declaration whose code this is.
  var owner: Owner
  /// Whether the code is a static member's body of the innermost enclosing type, where an
  /// unqualified name can be one of its statics.
  var inStaticContext: Bool
  /// The expression's bytes in the file, for a `--fix` rewrite.
  var offset: Int
  var length: Int
  /// Whether the base is written as one plain name, so that the expression can be rewritten.
  var isPlain: Bool
  /// For `NotificationCenter.default`: whether `--fix` can rewrite it.
  var notificationFixable: Bool = false
  /// Where the name the use refers to is (the member's name, the created type's name): where
  /// the compiler's index records the reference.
  var reference = SourcePosition(line: 0, column: 0)
  /// Whether the use is inside an `#if` block, which a build may not have compiled.
  var inConditionalBlock = false
  /// Whether that block is one this machine's compiler leaves out (``HostCondition``).
  var inLeftOutBlock = false
  /// Whether the declaration whose code this is (``owner``) is itself in such a block: a use in
  /// the left-out branch of a function compiled here is not.
  var ownerIsLeftOut = false
  /// Whether the use is in a value handed to an initializer as an injected dependency: a
  /// parameter's default value, or an argument of `self.init(…)` or `super.init(…)`.
  var inInjectedDefault = false
  /// Whether the use is in a parameter's default value, which the caller may replace with its
  /// own argument (a kind of ``inInjectedDefault``).
  var inParameterDefault = false
  /// In a parameter's default value: the parameter's argument label (`eventLoopGroup` of
  /// `eventLoopGroup: any EventLoopGroup = .singletonMultiThreadedEventLoopGroup`), which a call
  /// that leaves the argument out does not write; `nil` for an unlabelled parameter.
  var defaultOfParameter: String?
  /// Whether the use is inside a closure that is stored rather than run where it is written
  /// (`self.address = { try resolve(host) }`): code that runs later, if ever.
  var inStoredClosure = false
  /// Whether the value is stored in a body: bound to a local or assigned (`let client =
  /// Client(…)`, `platformIsatty = isatty`), where the code goes on to use it.
  var isStoredValue = false
  /// For an ``Shape/implicitMember(_:)``: whether it is called (`.random(in: 0..<6)`), not read
  /// (`.random`).
  var isCalled = false
  /// For an ``Shape/instanceCall(_:)``: whether it is called on `self` (`self.write(to: url)`),
  /// where the type around the code may declare the method itself.
  var isCalledOnSelf = false
  /// For an ``Shape/implicitMember(_:)``: whether it is a `case` pattern (`case .now:` of a
  /// `switch` over a value), a value of the subject's type compared, not read for its own sake.
  var isCasePattern = false
  /// For a called ``Shape/name(_:called:)``: whether it is called without arguments, and
  /// whether that call is a statement of its own, its result unused (`resetCounters()`).
  var callsWithoutArguments = false
  var isStatementCall = false
  /// For a called ``Shape/name(_:called:)``: whether its first argument is labelled
  /// (`remove(at: index)`), which no C function's is.
  var hasFirstArgumentLabel = false
  /// In a static method's code: the line of its `func`, which tells its overloads apart; in an
  /// initializer's: the line of its `init`, which the index's initializers are told apart by.
  var ownerLine: Int?
  /// In instance code: the member whose code it is (a method, a computed property,
  /// `subscript`), when one is.
  var instanceMember: String?
  /// For a creation whose result is used at once (`PostgresData(…).numeric`), or a static
  /// member whose value is (`Registry.shared.lookUp()`): the member used.
  var usedMember: String?
  /// For a creation bound to a local (`let worker = Worker()`) or passed as an argument
  /// (`run(Worker())`): the members code then uses of the new value, through that local in the
  /// same body (`worker.next()`), or the callee's code through its parameter (``CallArguments/Parameter/membersUsed``).
  var membersUsedLater: [String] = []
  /// For a creation: its arguments' labels, which tell the defaults it leaves out.
  var argumentLabels: [String] = []
  /// For a static method called (`Box.get(1)`) or a type created (`Box(1)`): its arguments,
  /// which tell the overloads it may call (``CallArguments``); `nil` when it is only named, not
  /// called.
  var callArguments: CallArguments?
  /// For an ``Shape/implicitMember(_:)``, a type (`Live.self`) or a creation passed as an
  /// argument (`take(.make())`): where, which tells the parameter it fills.
  var argumentSite: CallArguments.Site?
}

/// A `static let shared = X()` that `--fix` may turn into `@Overridable static var shared = X()`.
struct AccessorFixCandidate: Sendable, Hashable {
  var name: String
  var line: Int
  /// The enclosing type or extension's path, and whether it is an extension.
  var contextPath: [String]
  var contextIsExtension: Bool
  /// Where `@Overridable ` goes: before the first modifier.
  var attributeOffset: Int
  /// Where the `let` to replace with `var` is, if it is a `let`.
  var letOffset: Int?
}

/// A `NotificationCenter.default` whose `default` `--fix` replaces with `overridable`.
struct NotificationFixCandidate: Sendable, Hashable {
  var line: Int
  var offset: Int
  var length: Int
}

/// The file's imports, and where `--fix` would add one.
struct ImportInfo: Sendable, Hashable {
  var modules: Set<String> = []
  var insertionOffset = 0
  /// Whether the insertion follows an existing import (then it starts with a newline).
  var followsImport = false
}

/// Everything the scanner took from one parsed file.
struct ParsedFile: Sendable {
  var declarations: [TypeDeclarationRecord]
  var globals: [GlobalRecord]
  /// The names of top-level functions (and computed globals) this machine's compiler compiles,
  /// or may (in an `#if` whose condition is not known).
  var functions: Set<String>
  /// The names of those declared in `#if` clauses this machine's compiler leaves out
  /// (``HostCondition``): swift-system's single-threaded-WASI `pthread_setspecific`. Only code
  /// also left out calls one of them that ``functions`` does not name; the rest calls the
  /// system's of that name.
  var leftOutFunctions: Set<String> = []
  /// Each overload's parameters of the top-level functions of ``functions``.
  var functionParameters: [String: [[CallArguments.Parameter]]] = [:]
  /// Each overload's result type as written (`Worker` of `func makeWorker() -> Worker`), `nil`
  /// for none, of the top-level functions of ``functions``.
  var functionReturnTypes: [String: [[String]?]] = [:]
  var aliases: [AliasRecord]
  var uses: [RawUse]
  var accessorFixes: [AccessorFixCandidate]
  var notificationFixes: [NotificationFixCandidate]
  var imports: ImportInfo
  /// The file's bytes, kept only when it may have something to fix.
  var source: [UInt8]?
  /// The unqualified names that code writes through (`g.count = 1`, `g.items.append(x)`).
  var writtenThrough: Set<String> = []
  /// The instance methods called through each unqualified name (`g.describe(…)`).
  var methodsCalledThrough: [String: Set<String>] = [:]
  /// The static members that code writes through (`Cache.shared.count = 1`).
  var staticsWrittenThrough: Set<StaticPath> = []
  /// The instance methods called through each static member (`Cache.shared.store(x)`).
  var methodsCalledThroughStatics: [StaticPath: Set<String>] = [:]
  /// Each `self.init(…)` an initializer calls: the calls that reach the caller, and the one it
  /// makes (``InitializerKey``).
  var initializerDelegations: [InitializerDelegation] = []
}

/// A static member as code names it: `Cache.shared` is the member `shared` of the type written
/// `Cache`, looked up from the scopes of the code that names it (`Self.shared` names the
/// enclosing type's).
struct StaticPath: Sendable, Hashable {
  /// The type as written, outermost first.
  var type: [String]
  var member: String
  /// The scopes the type's name is looked up in, outermost first.
  var scopes: [[String]]
}

/// An initializer that hands creation to another of its type's: `init(parameter:)` calling
/// `self.init(pairs:)` does what that one does.
struct InitializerDelegation: Sendable, Hashable {
  /// The type or extension declaring both.
  var path: [String]
  /// The ``InitializerKey``s of the calls that reach the delegating initializer.
  var from: Set<String>
  /// The line of the delegating initializer's `init`.
  var line: Int?
  /// The ``InitializerKey`` of the `self.init(…)` call.
  var to: String
  /// Where the call names `init`, which the compiler's index resolves to the initializer called.
  var reference: SourcePosition
  /// The call's arguments' labels, which tell the defaults it leaves out.
  var argumentLabels: [String] = []
}

/// One file's outcome.
struct FileScan: Sendable {
  enum Outcome: Sendable {
    case parsed(ParsedFile)
    case skipped(String)
  }

  var file: String
  var absolutePath: String
  /// The module the file belongs to, from its path (`Sources/App/…` is `App`), or `""`.
  var module: String
  /// Whether it is a test, benchmark or fixture file.
  var isTest: Bool
  var outcome: Outcome

  init(file: SwiftFileFinder.File, outcome: Outcome) {
    self.file = file.display
    self.absolutePath = file.path
    self.module = file.module
    self.isTest = file.isTest
    self.outcome = outcome
  }
}

extension TypeDeclarationRecord {
  /// Where each of ``initializers`` is declared (``initializerLines`` in ``file``).
  var initializerSites: [Classifier.MemberSite] {
    initializerLines.map { Classifier.MemberSite(file: file, line: $0) }
  }

  /// Records an instance member's name: file-scoped while every declaration of it is
  /// `private` or `fileprivate`.
  mutating func recordInstanceMember(_ name: String, isPrivate: Bool) {
    let isNew = instanceMemberNames.insert(name).inserted
    if isPrivate, isNew {
      fileScopedInstanceMemberNames.insert(name)
    } else if !isPrivate {
      fileScopedInstanceMemberNames.remove(name)
    }
  }
}
