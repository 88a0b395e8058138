import Foundation
import StandInAudit
import Testing

@Suite struct ProgressLineTests {
  private final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var writes: [String] = []
    func append(_ text: String) { lock.withLock { writes.append(text) } }
    var all: [String] { lock.withLock { writes } }
  }

  @Test func showsOnlyOnATerminalAboveTwoHundredFiles() {
    #expect(ProgressLine.isShown(fileCount: 201, isTerminal: true))
    #expect(!ProgressLine.isShown(fileCount: 200, isTerminal: true))
    #expect(!ProgressLine.isShown(fileCount: 5000, isTerminal: false))
    #expect(ProgressLine.text(done: 1200, total: 5000) == "Auditing 1200/5000 files…")
  }

  @Test func rewritesTheLineAndClearsIt() {
    let output = Output()
    let line = ProgressLine(isTerminal: true, write: output.append)
    for done in 1...300 { line.update(done: done, total: 300) }
    line.finish()
    let writes = output.all
    #expect(writes.first == "\rAuditing 3/300 files…")
    #expect(writes.dropLast().last == "\rAuditing 300/300 files…")
    #expect(writes.last == "\r\u{1B}[K")
    #expect(writes.count == 101)
  }

  @Test func staysSilentForFewFilesOrOffATerminal() {
    let output = Output()
    let small = ProgressLine(isTerminal: true, write: output.append)
    for done in 1...200 { small.update(done: done, total: 200) }
    small.finish()
    let piped = ProgressLine(isTerminal: false, write: output.append)
    for done in 1...500 { piped.update(done: done, total: 500) }
    piped.finish()
    #expect(output.all.isEmpty)
  }

  @Test func theAuditorReportsProgressForEveryFile() throws {
    let fixture = try Fixture(["A.swift": "", "B.swift": "", "C/D.swift": ""])
    let output = Output()
    _ = try Auditor(path: fixture.root).audit { done, total in output.append("\(done)/\(total)") }
    #expect(output.all == ["1/3", "2/3", "3/3"])
  }
}
