/// The names and shapes the audit looks for, kept in one place.
///
/// ```swift
/// AuditRules.sharedAccessorNames.contains("shared")  // true: `Analytics.shared` is an accessor
/// ```
public enum AuditRules {
  /// The member names that make `X.name` a shared accessor when `X` looks like a type.
  public static let sharedAccessorNames: Set<String> = [
    "shared", "sharedInstance", "default", "standard", "current", "main",
  ]

  /// The prefix of Objective-C-style shared accessors: `sharedManager`, `sharedClient`. (Swift
  /// imports `defaultCenter` and its kin as `default`, so that prefix would only catch constants
  /// such as `defaultColor`.)
  public static let sharedAccessorPrefixes = ["shared"]

  /// Whether `X.name` is a shared accessor: one of ``sharedAccessorNames``, or one of
  /// ``sharedAccessorPrefixes`` followed by a capitalized word, as in `sharedManager`.
  ///
  /// ```swift
  /// AuditRules.isSharedAccessorName("sharedManager")  // true
  /// AuditRules.isSharedAccessorName("sharedly")       // false
  /// ```
  public static func isSharedAccessorName(_ name: String) -> Bool {
    if sharedAccessorNames.contains(name) { return true }
    return sharedAccessorPrefixes.contains { prefix in
      name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }
  }

  /// Whether `X.name` names a singleton even when `X` is declared outside the package: `shared`,
  /// `sharedInstance`, `singleton`, or `shared` followed by a capitalized word (`sharedManager`).
  /// The other accessor names (`default`, `current`, …) name constants as often as singletons, so
  /// on a type the audit cannot see they are only seams.
  ///
  /// ```swift
  /// AuditRules.isSingletonName("sharedManager")  // true
  /// AuditRules.isSingletonName("default")        // false
  /// ```
  public static func isSingletonName(_ name: String) -> Bool {
    name == "shared" || name == "sharedInstance" || name == "singleton"
      || (isSharedAccessorName(name) && name.hasPrefix("shared"))
  }

  /// The member of a system type that StandIn's replacement is reached through:
  /// `FileManager.overridable`, `Date.overridable()`.
  public static let overridableMember = "overridable"

  /// The attribute of a task-local static, which is scoped per task and never process-wide.
  public static let taskLocalAttribute = "TaskLocal"

  /// The attribute that makes a type a property wrapper, and the member a wrapped property's
  /// reads and writes go through.
  static let propertyWrapperAttribute = "propertyWrapper"
  static let wrappedValueMember = "wrappedValue"

  /// The method a call of a value runs (`make()` of `let make = Maker()`).
  static let callAsFunctionMember = "callAsFunction"

  /// The module `--fix` imports for the system's replacements (`Date.overridable()`).
  public static let systemModule = "StandInSystem"

  /// The folder names whose files are tests, benchmarks, fixtures or documentation snippets,
  /// left out unless `--include-tests` is given; a folder ending in `Tests` counts too.
  public static let testFolderNames: Set<String> = [
    "Tests", "Test", "Benchmarks", "Benchmark", "Fixtures", "Fixture", "TestSupport",
    "TestUtilities", "Mocks", "__Snapshots__", "Snippets",
  ]

  /// The endings of folder names whose files are tests or support tests: `AppTests`,
  /// `MetricsTestKit`, `HummingbirdTesting`, `Sample.playground`.
  public static let testFolderSuffixes = [
    "Tests", "Benchmarks", "TestKit", "TestSupport", "TestUtils", "TestUtilities", "Testing",
    ".playground",
  ]

  /// Whether a folder named `name` holds tests, benchmarks, fixtures or documentation snippets.
  public static func isTestFolder(_ name: String) -> Bool {
    testFolderNames.contains(name) || testFolderSuffixes.contains { name.hasSuffix($0) }
  }

  /// Whether a file named `name` is a package manifest (`Package.swift`, `Package@swift-6.swift`),
  /// which builds the package rather than running in it.
  public static func isManifest(_ name: String) -> Bool {
    name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
  }

  /// The system's formatters that read the process's current locale, time zone or calendar
  /// unless code sets them, with the properties that hold each: a `DateFormatter()` whose
  /// `locale` and `timeZone` the code sets right after creating it (in the same block) reads
  /// neither, and is no finding; likewise a `NumberFormatter()` whose `locale` it sets.
  ///
  /// ```swift
  /// AuditRules.currentDefaultsOfFormatters["DateFormatter"]    // ["locale", "timeZone"]
  /// AuditRules.currentDefaultsOfFormatters["NumberFormatter"]  // ["locale"]
  /// ```
  public static let currentDefaultsOfFormatters: [String: Set<String>] = [
    "DateFormatter": ["locale", "timeZone"],
    "NumberFormatter": ["locale"],
    "MeasurementFormatter": ["locale"],
    "DateIntervalFormatter": ["locale", "calendar", "timeZone"],
    "DateComponentsFormatter": ["calendar"],
  ]

  /// The table's implicit members that the system declares only as functions
  /// (`.random(in:)`): read, not called, the name is a package's own static or case
  /// (`WASICapability.random` in `[.clocks, .random]`).
  static let systemImplicitFunctions: Set<String> = ["random"]

  /// The C library's types named like one of its functions (`struct stat` and `stat(_:_:)`):
  /// called without arguments, the name creates the zeroed struct (`var info = stat()`). The
  /// complete list from Glibc's Swift interface.
  static let cStructsNamedLikeFunctions: Set<String> = [
    "flock", "if_nameindex", "sigaction", "sigstack", "stat", "statvfs",
  ]

  /// The system's resolver functions, with the flag that asks one for numbers only: a function
  /// that sets it parses the address it is given and looks up no name on the network.
  static let numericOnlyFlags: [String: String] = [
    "getaddrinfo": "AI_NUMERICHOST", "getnameinfo": "NI_NUMERICHOST",
  ]

  /// The standard library's plain value types: a stored `let` of one holds a value, never a
  /// handle on shared state, whatever its initializer read.
  static let plainValueTypes: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "String", "Character", "Substring", "Duration",
  ]

  /// Whether the type written `names` (`Bool`, `Swift.Int`) is one of ``plainValueTypes``.
  ///
  /// ```swift
  /// AuditRules.isPlainValueType(["Bool"])  // true
  /// AuditRules.isPlainValueType(["FileManager"])  // false
  /// ```
  static func isPlainValueType(_ names: [String]?) -> Bool {
    guard let names, let last = names.last, plainValueTypes.contains(last) else { return false }
    return names.count == 1 || names == ["Swift", last]
  }

  /// The free functions without parameters whose call, for its effect alone, reaches no
  /// process-wide state: Swift's traps and printing (standard output is not reported), the
  /// C library's (every Glibc function without parameters is either in the system table or
  /// here), and the other platforms' yields of the calling thread, as `sched_yield` (Darwin's
  /// `pthread_yield_np`, Windows' `SwitchToThread`, C11's `thrd_yield`).
  static let effectFreeCallsWithoutArguments: Set<String> = [
    "fatalError", "preconditionFailure", "assertionFailure", "print", "debugPrint",
    "dispatchMain", "abort", "dlerror", "fegetround", "getdtablesize", "getpagesize",
    "pthread_self", "pthread_testcancel", "sched_yield", "pthread_yield", "pthread_yield_np",
    "SwitchToThread", "thrd_yield",
  ]

  /// Whether a call of the free function `name` that the audit cannot read (a C function of a
  /// package's C target, or of a library), without arguments and for its effect alone
  /// (`CountersEnable()`, `interposer_reset()`), acts on process-wide state: with nothing
  /// handed in and nothing handed back, state outside the call is all it can change.
  ///
  /// ```swift
  /// AuditRules.isEffectOnlyCall("counters_enable")  // true
  /// AuditRules.isEffectOnlyCall("sched_yield")      // false
  /// ```
  public static func isEffectOnlyCall(_ name: String) -> Bool {
    !effectFreeCallsWithoutArguments.contains(name)
      && !perThreadCallsWithoutArguments.contains { name == $0 || name.hasSuffix("_" + $0) }
  }

  /// The C functions without parameters that act on the calling thread's own state, like
  /// `errno`: OpenSSL's error queue, which BoringSSL's vendored copies call with their symbol
  /// prefix (`CCryptoBoringSSL_ERR_clear_error()`).
  static let perThreadCallsWithoutArguments: Set<String> = [
    "ERR_clear_error", "ERR_get_error", "ERR_peek_error", "ERR_peek_last_error",
  ]

  /// The type whose `default` member is reported as its own kind, ``Finding/Kind/notificationCenter``.
  public static let notificationCenterType = "NotificationCenter"

  /// `NotificationCenter`'s hard-wired accessor.
  public static let notificationCenterDefault = "default"

  /// `NotificationCenter`'s replaceable accessor, from `StandInNotifications`.
  public static let notificationCenterOverridable = "overridable"

  /// The attribute that makes a static property replaceable.
  public static let overridableAttribute = "Overridable"

  /// The attribute that makes a type's static methods replaceable.
  public static let overridableStaticsAttribute = "OverridableStatics"

  /// The attribute that leaves one static method out of ``overridableStaticsAttribute``.
  public static let notOverridableAttribute = "NotOverridable"

  /// The member name of a static subscript (`static subscript(key: String)`), which code reaches
  /// as `Environment["HOME"]`.
  static let subscriptMember = "subscript"

  /// StandIn's own types whose accessors are scoped by design, such as
  /// `TestNotificationCenter.current()` and the macro-written `MessageComposer.StaticMock`: uses of
  /// their members are not findings.
  public static let scopedTypeNames: Set<String> = [
    "TestNotificationCenter", "StaticMock", "MockStatics",
  ]

  /// The type of the slot behind a hand-written replaceable accessor.
  public static let slotTypeName = "OverridableSlot"

  /// The module `--fix` imports for `@Overridable`.
  public static let macrosModule = "StandInMacros"

  /// The module `--fix` imports for `NotificationCenter.overridable`.
  public static let notificationsModule = "StandInNotifications"

  /// The `NotificationCenter.default` methods that `--fix` moves to `NotificationCenter.overridable`,
  /// each with the label its first argument must have (`nil`: any).
  static let fixableNotificationMethods: [String: String?] = [
    "post": nil,
    "addObserver": "forName",
    "removeObserver": nil,
  ]

  /// Whether a declaration, as written up to its name (`public static let shared`), is part of
  /// its module's public API.
  static func isPublicDeclaration(_ declaration: String) -> Bool {
    declaration.split(separator: " ").contains { $0 == "public" || $0 == "open" }
  }

  /// Whether `name` looks like a type: it starts with an uppercase letter, after the
  /// underscores of a type kept out of the documented API (`_YamlFileDiagnosticsCollector`).
  static func isTypeLike(_ name: String) -> Bool {
    // Most names are ASCII: their first letter's byte says it without Unicode's tables.
    guard let byte = name.utf8.first(where: { $0 != UInt8(ascii: "_") }) else { return false }
    if byte < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    return name.first { $0 != "_" }?.isUppercase ?? false
  }
}
