import Testing

@testable import StandInAudit

/// The `#if` configuration of a C target's build on this machine: the branches it leaves out
/// are not read, and a condition that cannot be evaluated keeps every branch.
@Suite struct CBuildConditionsTests {
  /// The lines of `text` that stay, trimmed, without the directives.
  static func code(_ text: String, _ conditions: CBuildConditions = CBuildConditions()) -> [String]
  {
    conditions.activeText(of: text).split(separator: "\n").map {
      String($0.drop { $0 == " " })
    }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }

  @Test func theHostsPlatformBranchIsReadAndOthersAreNot() {
    let text = """
      #if defined(_WIN32)
      windows();
      #elif defined(__APPLE__)
      apple();
      #elif defined(__linux__) && !defined(__ANDROID__)
      linux_code();
      #else
      other();
      #endif
      """
    #expect(Self.code(text) == ["linux_code();"])
  }

  @Test func aMacroTheFileOrAHeaderDefinesDecidesItsBranches() {
    var conditions = CBuildConditions()
    conditions.read(
      definesOf: """
        #ifndef TARGET_H
        #define TARGET_H
        #if defined(__x86_64__) || defined(__aarch64__)
        #define LIB_64_BIT
        #endif
        #define LIB_VERSION 3
        #define LIB_PREREQ(x) ((x) <= LIB_VERSION)
        #endif
        """)
    let text = """
      #ifndef TARGET_H
      #define TARGET_H
      header();
      #endif
      #if defined(LIB_64_BIT) && LIB_VERSION >= 2
      wide();
      #endif
      #define LOCAL_DEBUG 0
      #if LOCAL_DEBUG
      trace();
      #endif
      #undef LIB_64_BIT
      #ifdef LIB_64_BIT
      gone();
      #endif
      #if defined(LIB_PREREQ)
      prereq();
      #endif
      """
    // The include guard a header read before defined does not hide the header's own code.
    #expect(Self.code(text, conditions) == ["header();", "wide();", "prereq();"])
  }

  @Test func aConditionThatCannotBeEvaluatedKeepsEveryBranch() {
    let text = """
      #if __has_include(<sys/random.h>)
      getrandom_path();
      #else
      urandom_path();
      #endif
      #if UNKNOWN_EXPRESSION_MACRO(4, 8) || defined(__linux__)
      decided();
      #endif
      #if FEATURE_LEVEL
      level();
      #elif defined(__linux__)
      linux_level();
      #endif
      """
    // `||` with a known true side is true; an undefined macro is 0, as the preprocessor reads it.
    #expect(
      Self.code(text) == ["getrandom_path();", "urandom_path();", "decided();", "linux_level();"])
  }

  @Test func aNestedBranchOfABranchLeftOutIsLeftOutWhateverItsCondition() {
    let text = """
      #if defined(BORINGSSL_FIPS_BREAK_TESTS)
      #if defined(__linux__)
      break_test();
      #else
      other_break_test();
      #endif
      #else
      no_break_test();
      #endif
      """
    #expect(Self.code(text) == ["no_break_test();"])
  }

  @Test func aManifestDefinesForLinuxUnlessItsConditionLeavesLinuxOut() {
    let manifest = """
      cSettings: [
        .define("CRYPTO_IN_SWIFTPM"),
        .define("_POSIX_C_SOURCE", to: "200112L"),
        .define("WIN32_LEAN_AND_MEAN", .when(platforms: [Platform.windows])),
        .define("ON_LINUX", .when(platforms: [.linux, .android])),
      ]
      """
    let defines = CBuildConditions.manifestDefines(manifest)
    #expect(defines.keys.sorted() == ["CRYPTO_IN_SWIFTPM", "ON_LINUX", "_POSIX_C_SOURCE"])
    #expect(defines["_POSIX_C_SOURCE"] == .some(200_112))
  }

  @Test func aCallOfAMacroDefinedToNothingIsNoCode() {
    var conditions = CBuildConditions()
    conditions.read(
      definesOf: """
        #ifdef ZLIB_DEBUG
        #  define Tracev(x) {if (z_verbose>0) fprintf x ;}
        #else
        #  define Tracev(x)
        #endif
        """)
    let text = """
      void deflate_block(int n) {
        Tracev((stderr,
                "block %d\\n", n));
        compress(n);
      }
      """
    #expect(
      Self.code(text, conditions) == ["void deflate_block(int n) {", ";", "compress(n);", "}"])
  }

  @Test func aMacroTheCodeUsesThatNothingDefinesMayComeFromASystemHeader() {
    // swift-nio's `#ifndef UDP_SEGMENT` guards a use of the system's macro: both branches stay;
    // a build switch only ever tested (`FIPS_BREAK_TESTS`) is undefined.
    let text = """
      bool supports_segment(void) {
      #ifndef UDP_SEGMENT
        return false;
      #else
        return supports(UDP_SEGMENT);
      #endif
      }
      #ifdef FIPS_BREAK_TESTS
      void break_test(void) { getenv("BREAK"); }
      #endif
      """
    #expect(
      Self.code(text) == [
        "bool supports_segment(void) {", "return false;", "return supports(UDP_SEGMENT);", "}",
      ])
  }

  @Test func aConditionNestedTooDeepKeepsEveryBranchAndEndsTheReading() {
    // A generated or hostile file: 100,000 parentheses and as many `!`s are not evaluated.
    let parentheses =
      String(repeating: "(", count: 100_000) + "1"
      + String(repeating: ")", count: 100_000)
    let negations = String(repeating: "!", count: 100_000) + "0"
    let text = """
      #if \(parentheses)
      deep();
      #else
      shallow();
      #endif
      #if \(negations)
      negated();
      #endif
      """
    #expect(Self.code(text) == ["deep();", "shallow();", "negated();"])
  }
}
