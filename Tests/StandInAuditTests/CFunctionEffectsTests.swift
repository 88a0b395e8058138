import Testing

@testable import StandInAudit

/// A package's own C functions that hold or change process-wide state, read from its C
/// targets' sources: a Swift call to one is a finding like a call of the table's C functions.
@Suite struct CFunctionEffectsTests {
  /// A tiny C target: a hook setter (writes a `static`), a counter reader (reads a global a
  /// setter writes), a wrapper of a table function (`dup2`), a caller of the setter
  /// (transitively), and a pure parser that writes only through its parameter, which shadows a
  /// global of the same name.
  static let hooksC = """
    #include <unistd.h>
    #include "hooks.h"

    typedef void (*hook_t)(void *);
    static hook_t installed_hook = NULL;
    static int hook_users = 0;
    struct stats { long count; } stats;
    static const char *names[] = { "a", "b" };

    /* installs the process-wide hook */
    void hooks_set(hook_t hook) {
        installed_hook = hook;
        if (hook_users++ == 0) { }
    }

    int hooks_users(void) { return hook_users; }

    void hooks_redirect(int fd) { dup2(fd, 1); }

    void hooks_reset(void) {
        hooks_set(NULL);
    }

    void hooks_parse(const char *s, struct stats *stats) {
        long count = 0;
        stats->count = count;
    }

    const char *hooks_name(int index) { return names[index]; }

    static __thread int depth;
    void *malloc(unsigned long size) { depth++; hook_users++; return 0; }
    """

  /// Its header: what Swift sees. `malloc` is defined by an interposer and still the allocator's.
  static let hooksH = """
    #ifdef __cplusplus
    extern "C" {
    #endif
    void hooks_set(void (*hook)(void *));
    int hooks_users(void);
    void hooks_redirect(int fd);
    void hooks_reset(void);
    struct stats;
    void hooks_parse(const char *s, struct stats *stats);
    const char *hooks_name(int index);
    void *malloc(unsigned long size);
    static inline int hooks_inline_users(void) { return hooks_users(); }
    #ifdef __cplusplus
    }
    #endif
    """

  static let package: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Probe",
      products: [.library(name: "Probe", targets: ["Probe"])],
      targets: [
        .target(name: "CHooks", path: "Native/CHooks"),
        .target(name: "Probe", dependencies: ["CHooks"]),
      ]
    )
    """,
    "Native/CHooks/hooks.c": hooksC,
    "Native/CHooks/include/hooks.h": hooksH,
    "Sources/Probe/Probe.swift": """
    import CHooks

    public func install() { hooks_set(nil) }
    public func users() -> Int32 { hooks_users() }
    public func quiet(_ fd: Int32) { hooks_redirect(fd) }
    public func reset() { hooks_reset() }
    public func parse(_ text: String) { hooks_parse(text, nil) }
    public func name() -> String { String(cString: hooks_name(0)) }
    public func buffer() { free(malloc(8)) }
    """,
  ]

  @Test func theCSourcesTellWhichFunctionsReachProcessWideState() {
    let effects = CFunctionEffects(
      files: [CSourceReader(text: Self.hooksC), CSourceReader(text: Self.hooksH, isHeader: true)],
      table: .shared)
    let reaches = Dictionary(uniqueKeysWithValues: effects.entries.map { ($0.pattern, $0.reaches) })
    #expect(
      reaches == [
        "hooks_set()": "the process", "hooks_users()": "the process",
        "hooks_reset()": "the process", "hooks_inline_users()": "the process",
        "hooks_redirect()": SystemTable.shared.function("dup2")!.reaches,
      ])
  }

  @Test func theReaderFindsGlobalsFunctionsAndWrites() {
    let file = CSourceReader(text: Self.hooksC)
    #expect(file.globals == ["installed_hook", "hook_users", "stats", "names"])
    let byName = Dictionary(uniqueKeysWithValues: file.functions.map { ($0.name, $0) })
    #expect(byName["hooks_set"]?.writes == ["installed_hook", "hook_users"])
    #expect(byName["hooks_parse"]?.mentions == [])
    #expect(byName["hooks_reset"]?.calls == ["hooks_set"])
  }

  @Test func aMacroInTheReturnTypeAConstantListAndConstexprAreReadAsWritten() {
    // BoringSSL: `STACK_OF(X509) *f(…)` defines `f`, not `STACK_OF`; a function a macro
    // defines is its last argument; `extern const METHOD a, b;` declares two constants, and
    // taking the address of one writes nothing.
    let file = CSourceReader(
      text: """
        extern const METHOD v3_bcons, v3_nscert;
        constexpr unsigned char kDefaultCertType = 1;
        STACK_OF(X509) *chain_of(const SSL *ssl) { return lookup(&v3_bcons, &kDefaultCertType); }
        DEFINE_METHOD_FUNCTION(EVP_MD, EVP_sha256) { out->type = NID_sha256; }
        void Arena::Set(int value) { value_ = value; }
        """)
    #expect(file.globals.isEmpty)
    // A C++ member keeps its class: Swift's `Set()` is no call of it.
    #expect(file.functions.map(\.name) == ["chain_of", "EVP_sha256", "Arena::Set"])
  }

  @Test func aFunctionWritingAStaticOfItsOwnBodyReachesIt() {
    let file = CSourceReader(
      text: """
        int next_id(void) { static int last = 0; return ++last; }
        int twice(int x) { int y = x; y += x; return y; }
        """, isHeader: true)
    let effects = CFunctionEffects(files: [file], table: .shared)
    #expect(effects.entries.map(\.pattern) == ["next_id()"])
  }

  @Test func aVendoredCopyRenamedWithAPrefixDoesWhatTheTableSaysOfTheLibrarysFunction() {
    // sqlite-nio's copy of SQLite renames every function `sqlite_nio_sqlite3_…`; its
    // `open_v2` reaches the file through the file system's function pointers, which a reading
    // of the sources loses. A short name behind a prefix (`my_getenv`) is no library's copy.
    let file = CSourceReader(
      text: """
        struct vfs { int (*xOpen)(const char *); };
        static struct vfs *default_vfs;
        int sqlite_nio_sqlite3_open_v2(const char *name, void **db, int flags, const char *zVfs) {
            return default_vfs->xOpen(name);
        }
        const char *sqlite_nio_sqlite3_libversion(void) { return "3"; }
        int sqlite_nio_sqlite3_config(int option, ...) { return option; }
        const char *my_getenv(const char *name) { return name; }
        """, isHeader: true)
    let effects = CFunctionEffects(files: [file], table: .shared)
    #expect(
      effects.entries.map(\.pattern) == [
        "sqlite_nio_sqlite3_config()", "sqlite_nio_sqlite3_open_v2()",
      ])
    #expect(effects.entries.map(\.reaches) == ["the process", "the file system"])
    // What to do is what the table says of the copied function.
    #expect(
      effects.entries.map(\.replacement) == [
        "call it through an @Overridable accessor of your own",
        "open the database through an @Overridable accessor of your own (tests open `:memory:`)",
      ])
  }

  /// A library whose Swift target `Probe` imports the C target `CShims` of `Native/CShims`.
  static let shimsManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Probe",
      products: [.library(name: "Probe", targets: ["Probe"])],
      targets: [
        .target(name: "CShims", path: "Native/CShims"),
        .target(name: "Probe", dependencies: ["CShims"]),
      ]
    )
    """

  @Test func aFunctionReadAsAGlobalThroughItsSwiftNameIsAFindingByThatName() throws {
    // swift-syntax's `swift_syntax_stdout`, which its shim's header makes a getter of
    // `swiftsyntax_stdout()`, and OpenCombine's `__stopInDebugger()`.
    let fixture = try Fixture([
      "Package.swift": Self.shimsManifest,
      "Native/CShims/shims.c": "#include \"shims.h\"\nvoid shim_stop(void) { raise(5); }\n",
      "Native/CShims/include/shims.h": CSymbolAliasesTests.swiftNamedHeader,
      "Sources/Probe/Probe.swift": """
      import CShims

      public func send(_ text: String) { fputs(text, shim_stdout) }
      public func stop() { __stopInDebugger() }
      public func count() -> Int32 { currentCount() }
      """,
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Sources/Probe/Probe.swift:3:48 system shim_stdout hard-wired",
        "Sources/Probe/Probe.swift:4:22 system __stopInDebugger() hard-wired",
      ])
    #expect(
      findings.first?.suggestion == "read it through an @Overridable accessor of your own")
  }

  @Test func readingTheTablesVariablesOrMakingItsSystemCallsReachesThem() {
    // swift-subprocess's shims: one returns `environ`, one signals a process through
    // `syscall(SYS_pidfd_send_signal, …)`; a struct field named `environ` and a system call the
    // table does not hold (`gettid`) reach nothing.
    let file = CSourceReader(
      text: """
        extern char **environ;
        struct options { char **environ; };
        char **shim_get_environ(void) { return environ; }
        char **shim_options_environ(struct options *o) { return o->environ; }
        int shim_pidfd_kill(int fd, int sig) {
            return syscall(SYS_pidfd_send_signal, fd, sig, NULL, 0);
        }
        int shim_thread_id(void) { return syscall(SYS_gettid); }
        """, isHeader: true)
    let effects = CFunctionEffects(files: [file], table: .shared)
    #expect(effects.entries.map(\.pattern) == ["shim_get_environ()", "shim_pidfd_kill()"])
    #expect(effects.entries.map(\.reaches) == ["process info and environment", "the process"])
  }

  @Test func errnoIsEachThreadsOwn() {
    // hummingbird-auth's bcrypt sets `errno` on bad input; a header some other C target declares
    // it in (`extern int errno;`) does not make it process-wide state.
    let header = CSourceReader(text: "extern int errno;\nextern int failures;\n", isHeader: true)
    let file = CSourceReader(
      text: """
        int check_salt(const char *salt) { if (!salt) { errno = 22; return -1; } return 0; }
        void count_failure(void) { failures++; }
        """, isHeader: true)
    #expect(header.globals == ["failures"])
    let effects = CFunctionEffects(files: [header, file], table: .shared)
    #expect(effects.entries.map(\.pattern) == ["count_failure()"])
  }

  @Test func aVariableOnlyCodeRunOnceWritesIsAValueFixedAtInitialization() {
    // swift-subprocess's shim detects what posix_spawn supports once, through `pthread_once`,
    // and only reads it after; BoringSSL's CPU capabilities, through its own once-guard, and a
    // constructor. A counter any call bumps stays process-wide state.
    let file = CSourceReader(
      text: """
        static pthread_once_t caps_once = PTHREAD_ONCE_INIT;
        static CRYPTO_once_t cpu_once;
        static int caps;
        static unsigned cpu_flags;
        static int loaded;
        static int calls;
        static void detect(int *into) { *into = 1; }
        static void caps_init(void) { caps = 1; detect(&caps); }
        static void cpu_setup(void) { cpu_flags |= 4; }
        static void __attribute__((constructor)) on_load(void) { loaded = 1; }
        int spawn_caps(void) { (void)pthread_once(&caps_once, caps_init); return caps; }
        unsigned cpu_caps(void) { CRYPTO_once(&cpu_once, cpu_setup); return cpu_flags; }
        int is_loaded(void) { return loaded; }
        int count_call(void) { return ++calls; }
        """, isHeader: true)
    #expect(file.globals == ["caps", "cpu_flags", "loaded", "calls"])
    let effects = CFunctionEffects(files: [file], table: .shared)
    #expect(effects.entries.map(\.pattern) == ["count_call()"])
  }

  @Test func aLockAnAllocatorsWrapperAndATestHookHoldNoStateOfTheirOwn() {
    // A lock guards state and holds none; a library's `malloc` wrapper that counts allocations
    // for its failure tests reaches memory; a setter for its tests writes no production state.
    // What the lock guards is state.
    let file = CSourceReader(
      text: """
        static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
        static int registered;
        static unsigned long allocations;
        static int mode;
        void with_lock(void) { pthread_mutex_lock(&table_lock); pthread_mutex_unlock(&table_lock); }
        void register_one(void) {
          pthread_mutex_lock(&table_lock);
          registered++;
          pthread_mutex_unlock(&table_lock);
        }
        void *LIB_malloc(unsigned long n) { allocations++; return malloc(n); }
        void LIB_free(void *p) { allocations--; free(p); }
        void *LIB_new_buffer(void) { return LIB_malloc(16); }
        void LIB_set_mode_for_testing(int m) { mode = m; }
        int LIB_mode(void) { return mode; }
        """, isHeader: true)
    #expect(file.globals == ["registered", "allocations", "mode"])
    let effects = CFunctionEffects(files: [file], table: .shared)
    #expect(effects.entries.map(\.pattern) == ["register_one()"])
  }

  @Test func aSystemCallByItsNumbersNameIsThatCall() {
    // BoringSSL draws entropy through `syscall(__NR_getrandom, …)`.
    let file = CSourceReader(
      text: "long draw(void *b, unsigned long n) { return syscall(__NR_getrandom, b, n, 0); }",
      isHeader: true)
    let effects = CFunctionEffects(files: [file], table: .shared)
    #expect(effects.entries.map(\.pattern) == ["draw()"])
    #expect(effects.entries.map(\.reaches) == [SystemTable.shared.function("getrandom")!.reaches])
  }

  @Test func aCPlusPlusMemberFunctionThatChangesAGlobalObjectWritesIt() {
    // OpenCombine's identifiers come from a file-scope `std::atomic` bumped by `fetch_add`; the
    // look-alikes only read (`load`, `size`) or change a local object.
    let file = CSourceReader(
      text: """
        static std::atomic<uint64_t> next_identifier;
        static std::vector<int> handlers;
        static const std::vector<int> defaults = {1, 2};
        uint64_t next_id(void) { return next_identifier.fetch_add(1); }
        void add_handler(int h) { handlers.push_back(h); }
        size_t default_count(void) { return defaults.size(); }
        size_t local_count(int h) {
          std::vector<int> local;
          local.push_back(h);
          return local.size();
        }
        """, isHeader: true)
    let byName = Dictionary(uniqueKeysWithValues: file.functions.map { ($0.name, $0) })
    #expect(byName["next_id"]?.writes == ["next_identifier"])
    #expect(byName["add_handler"]?.writes == ["handlers"])
    #expect(byName["default_count"]?.writes == [])
    #expect(byName["local_count"]?.writes == [])
    let effects = CFunctionEffects(files: [file], table: .shared)
    #expect(Set(effects.entries.map(\.pattern)) == ["next_id()", "add_handler()"])
  }

  @Test func aSwiftCallOfSuchAFunctionIsAFinding() throws {
    let fixture = try Fixture(Self.package)
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(
      Set(result.findings.map(\.expression)) == [
        "hooks_set()", "hooks_users()", "hooks_redirect()", "hooks_reset()",
      ])
  }
}
