import Testing

@testable import StandInAudit

/// Which C files the audit reads: of a C module the code imports, only those that can decide
/// what a function Swift calls reaches, found by a pass over their bytes (``CFileWords``).
@Suite struct CFileWordsTests {
  static func words(_ text: String) -> CFileWords { CFileWords(Array(text.utf8)) }

  @Test func theWordsAFileDeclaresAreItsFunctionsPrototypesAndVariables() {
    let file = Self.words(
      """
      #define hidden_macro(x) x
      #ifdef __cplusplus
      extern "C" {
      #endif
      typedef unsigned long size_type;
      static int counter = 0, limit;
      const char *names[] = { "a" };
      void (*installed)(void *);
      size_type measure(const char *text, size_type length);
      int bump(void) { return helper(counter++); }
      /* int commented(void); */
      const char *quoted = "int quoted_fn(void);";
      #ifdef __cplusplus
      }
      #endif
      int after_guard(void);
      """)
    // A typedef's name too: a superset of what the reader records costs a file read at most.
    for declared in [
      "size_type", "counter", "limit", "names", "installed", "measure", "bump", "after_guard",
    ] {
      #expect(file.declares(any: CFileWords.hashes(of: [declared])), "\(declared)")
    }
    // A type, a parameter, a call in a body, a comment, a string and a directive declare nothing.
    for other in ["unsigned", "text", "length", "helper", "commented", "quoted_fn", "hidden_macro"]
    {
      #expect(!file.declares(any: CFileWords.hashes(of: [other])), "\(other)")
    }
  }

  @Test func theWordsAFilesCodeMayWriteAreFoundWhereverTheyAre() {
    let file = Self.words(
      """
      void f(struct s *p) {
        total += 1; ++hits; misses--; seen = 1; hook(&state);
        table[2] = 0; config.mode = 1; p->count = 0;
        read_only(value);
      }
      """)
    for written in ["total", "hits", "misses", "seen", "state", "table", "config", "p"] {
      #expect(file.writes(any: CFileWords.hashes(of: [written])), "\(written)")
    }
    for other in ["value", "read_only", "hook", "f"] {
      #expect(!file.writes(any: CFileWords.hashes(of: [other])), "\(other)")
    }
  }

  /// The hooks target of ``CFunctionEffectsTests`` beside a vendored library nothing calls into:
  /// reading only what the names reach judges them as reading everything does.
  @Test func onlyTheFilesAFunctionSwiftCallsReachesAreRead() throws {
    let fixture = try Fixture([
      "Sources/CHooks/hooks.c": CFunctionEffectsTests.hooksC,
      "Sources/CHooks/include/hooks.h": CFunctionEffectsTests.hooksH,
      "Sources/CHooks/counter.c": """
      extern int shared_count;
      void counter_bump(void) { shared_count++; }
      """,
      "Sources/CHooks/count.c":
        "int shared_count;\nint count_read(void) { return shared_count; }\n",
      "Sources/CHooks/include/count.h": "int count_read(void);\n",
      "Sources/CVendor/vendor.c": """
      static int vendor_state;
      void vendor_init(void) { vendor_state = 1; hooks_set(0); }
      """,
    ])
    let files = [
      "Sources/CHooks/count.c", "Sources/CHooks/counter.c", "Sources/CHooks/hooks.c",
      "Sources/CHooks/include/count.h", "Sources/CHooks/include/hooks.h",
      "Sources/CVendor/vendor.c",
    ]
    let paths = files.map(fixture.path)
    let names: Set<String> = ["hooks_reset", "hooks_users", "count_read", "hooks_parse"]
    let lazily = CFunctionEffects(
      files: CTargetSources.read(paths, reachedFrom: names).files, table: .shared)
    let wholly = CFunctionEffects(
      files: try files.map {
        CSourceReader(text: try fixture.read($0), isHeader: $0.hasSuffix(".h"))
      },
      table: .shared)
    // Of the names Swift calls, the same entries; others of the files read may come along.
    func called(_ effects: CFunctionEffects) -> [String] {
      effects.entries.map(\.pattern).filter { names.contains(String($0.dropLast(2))) }
    }
    #expect(called(lazily) == ["count_read()", "hooks_reset()", "hooks_users()"])
    #expect(called(lazily) == called(wholly))
    // `count_read` reads a variable another file writes: that file is read to know it; the
    // vendored file and the hooks are not.
    #expect(CTargetSources.read(paths, reachedFrom: ["count_read"]).files.count == 3)
    #expect(CTargetSources.read(paths, reachedFrom: []).files.isEmpty)
  }
}
