import Testing

@testable import StandInAudit

/// The names a C library's headers give its functions through macros.
@Suite struct CSymbolAliasesTests {
  @Test func aPrefixedNameStandsForTheSourcesOwn() {
    // BoringSSL's prefix header, and zlib's renaming.
    let aliases = CSymbolAliases(headers: [
      """
      #define BORINGSSL_PREFIX CCryptoBoringSSL
      #define BORINGSSL_ADD_PREFIX_INNER(a, b) a ## _ ## b
      #define BORINGSSL_ADD_PREFIX(a, b) BORINGSSL_ADD_PREFIX_INNER(a, b)
      #define RAND_bytes BORINGSSL_ADD_PREFIX(BORINGSSL_PREFIX, RAND_bytes)
      """,
      "#define deflate cnioextras_z_deflate\n#define MAX_BITS 15\n",
    ])
    #expect(aliases.sourceName(of: "CCryptoBoringSSL_RAND_bytes") == "RAND_bytes")
    #expect(aliases.spellings(of: "RAND_bytes") == ["CCryptoBoringSSL_RAND_bytes"])
    #expect(aliases.sourceName(of: "cnioextras_z_deflate") == "deflate")
    // A number is no name.
    #expect(aliases.spellings(of: "MAX_BITS").isEmpty)
  }

  @Test func macrosThatGrowWithoutBoundGiveNoAliasAndEnd() {
    // Each level doubles: eight levels of 16 would be 16^8 tokens.
    var header = "#define L0 leaf\n"
    for level in 1...8 {
      header +=
        "#define L\(level) " + String(repeating: "L\(level - 1) ", count: 16) + "\n"
    }
    let aliases = CSymbolAliases(headers: [header])
    #expect(aliases.spellings(of: "L8").isEmpty)
    #expect(aliases.sourceName(of: "leaf") == "L0")
  }

  /// swift-syntax's and OpenCombine's shims: a `swift_name` through a macro, before the
  /// declaration or after its parameters, written or stringified.
  static let swiftNamedHeader = """
    #define SHIM_NAME(NAME) __attribute__((swift_name(NAME)))
    #define SHIM_NAME_BARE(_name) __attribute__((swift_name(#_name)))

    SHIM_NAME("getter:shim_stdout()")
    static inline FILE *shim_stdout_impl(void) { return stdout; }

    /* raises SIGTRAP */
    void shim_stop(void) SHIM_NAME_BARE(__stopInDebugger());

    int shim_lock(struct lock *l) SHIM_NAME_BARE(Lock.take(self:));
    int shim_count(void) __attribute__((swift_name("currentCount()")));
    """

  @Test func aSwiftNameIsAnotherNameOfTheFunctionItNames() {
    let aliases = CSymbolAliases(headers: [Self.swiftNamedHeader])
    #expect(aliases.sourceName(of: "shim_stdout") == "shim_stdout_impl")
    #expect(aliases.isGlobalVariable("shim_stdout"))
    #expect(aliases.sourceName(of: "__stopInDebugger") == "shim_stop")
    #expect(!aliases.isGlobalVariable("__stopInDebugger"))
    #expect(aliases.sourceName(of: "currentCount") == "shim_count")
    // A member's name is no free function's.
    #expect(aliases.spellings(of: "shim_lock").isEmpty)
  }
}
