import SwiftParser
import SwiftSyntax
import Testing

@testable import StandInAudit

/// What the syntax-only mode makes of `#if` conditions: known where the platform decides, and
/// a declaration in a clause this machine leaves out is not what its other code calls.
@Suite struct HostConditionTests {
  /// The value of `condition` as the parser hands it over, unfolded, in an `#if`.
  static func holds(_ condition: String) -> Bool? {
    let tree = Parser.parse(source: "#if \(condition)\nlet a = 1\n#endif\n")
    let clause = tree.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first
    return clause?.condition.flatMap(HostCondition.holds)
  }

  @Test func thePlatformDecidesAndAnythingElseIsNotKnown() {
    // This suite runs on Linux and macOS, never on WASI, Windows or a simulator.
    #expect(Self.holds("os(WASI)") == false)
    #expect(Self.holds("os(WASI) && !_runtime(_multithreaded)") == false)
    #expect(Self.holds("!(os(Windows))") == true)
    #expect(Self.holds("os(Linux) || os(macOS)") == true)
    #expect(Self.holds("canImport(Darwin) || canImport(Glibc) || canImport(Musl)") == true)
    #expect(Self.holds("canImport(WinSDK) || targetEnvironment(simulator)") == false)
    // `&&` binds tighter than `||`: true || (false && unknown).
    #expect(Self.holds("os(Linux) || os(macOS) || os(WASI) && DEBUG") == true)
    #expect(Self.holds("DEBUG") == nil)
    #expect(Self.holds("os(WASI) || DEBUG") == nil)
    #expect(Self.holds("!os(WASI) && compiler(>=6.0)") == nil)
    #expect(Self.holds("canImport(Network)") == nil)
    #expect(Self.holds("os(Linux) ?? true") == nil)
  }

  @Test func aFunctionDeclaredOnlyForAnotherPlatformIsNotWhatThisOnesCodeCalls() throws {
    // swift-system declares `pthread_getspecific` over a global box for single-threaded WASI,
    // and `mkdir` as an adapter for Windows; its code elsewhere calls libc's.
    let fixture = try Fixture([
      "Sources/System/Exports.swift": """
      #if os(WASI) && !_runtime(_multithreaded)
      private final class Storage { var values: [Int: Int] = [:] }
      private let storage = Storage()
      func pthread_getspecific(_ key: Int) -> Int? { storage.values[key] }
      func pthread_setspecific(_ key: Int, _ value: Int) { storage.values[key] = value }
      #elseif os(Windows)
      func mkdir(_ path: String, _ mode: Int) -> Int32 { _wmkdir(path) }
      #endif
      #if DEBUG
      func umask(_ mask: Int) -> Int { mask }
      #endif

      func value(for key: Int) -> Int? { pthread_getspecific(key) }
      func makeFolder() -> Int32 { mkdir("/tmp/x", 0o755) }
      func mask() -> Int { umask(0) }
      #if os(WASI)
      func wasiValue() -> Int? { pthread_getspecific(1) }
      #endif
      """
    ])
    let findings = try fixture.audit().findings.map { "\($0.line) \($0.expression)" }
    // Code this machine compiles calls libc's `mkdir`, not the Windows adapter, and its own
    // `umask` where the condition is not known; code left out calls the package's, and the
    // adapter's own call of the Microsoft C runtime is reported where it is.
    #expect(
      findings == [
        "4 System.storage", "5 System.storage", "7 _wmkdir()", "14 mkdir()",
        "17 System.pthread_getspecific",
      ])
  }

  @Test func aFunctionLeftOutHereLendsNothingToTheOneOfItsNameThisMachineCompiles() throws {
    // swift-snapshot-testing's iOS-only `private func diff(_:_:)` of images draws with UIKit;
    // its `diff(_:_:)` of lines, which `Diffing.lines` calls, is pure.
    let fixture = try Fixture([
      "Sources/Snap/Diff.swift": """
      func diff(_ old: [String], _ new: [String]) -> [String] { old + new }
      enum Diffing {
        static let lines = diff(["a"], ["b"])
      }
      func linesCount() -> Int { Diffing.lines.count }
      func report() {
        #if os(iOS)
        _ = FileManager.default.currentDirectoryPath
        #endif
      }
      func reportTwice() { report() }
      """,
      "Sources/Snap/Image.swift": """
      #if os(iOS)
      import Foundation
      private func diff(_ old: String, _ new: String) -> String {
        _ = FileManager.default.currentDirectoryPath
        return old + new
      }
      func imageDiff() -> String { diff("a", "b") }
      #endif
      """,
    ])
    let findings = try fixture.audit().findings.map { "\($0.file):\($0.line) \($0.expression)" }
    // The left-out code is still read and its own use reported; `diff`'s callers, here or in
    // the left-out code, reach nothing through the left-out one. A function compiled here still
    // reaches what its own left-out branch does (Nimble's `recordFailure`).
    #expect(
      findings == [
        "Sources/Snap/Diff.swift:8 FileManager.default", "Sources/Snap/Diff.swift:11 Snap.report",
        "Sources/Snap/Image.swift:4 FileManager.default",
      ])
  }

  @Test func aLocalDeclaredInABranchLeftOutHereHidesNothingFromTheCodeCompiledHere() throws {
    // swift-nio-extras' debug handlers: on Windows a local `stdout` from the C runtime, then
    // `fflush(stdout)` for both.
    let fixture = try Fixture([
      "Sources/Debug/Handler.swift": """
      import Glibc
      func flushEvents() {
        #if os(Windows)
        let stdout = __acrt_iob_func(1)
        _ = _wsopen_s(nil, "x", 0, 0, 0)
        #endif
        fflush(stdout)
      }
      func flushGiven() {
        let stdout = FileStream()
        fflush(stdout)
      }
      struct FileStream {}
      """
    ])
    let findings = try fixture.audit().findings.map { "\($0.line) \($0.expression)" }
    // The Windows branch is read with the Microsoft C runtime's names; the compiled `stdout` is
    // the C library's; a local of the compiled code still hides it.
    #expect(findings == ["4 __acrt_iob_func()", "5 _wsopen_s()", "7 stdout"])
  }
}
