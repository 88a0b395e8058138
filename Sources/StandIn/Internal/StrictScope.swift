/// The state of one strict scope: which slots it allows, which of them were read, and which
/// reads of real instances it has already reported.
final class StrictScope: Sendable {
  let strictness: StrictStandIns
  private let allowed: Set<ObjectIdentifier>

  private let root: ScopeRoot
  /// The strict scope this one is nested in, whose allowances it also grants.
  private let enclosing: StrictScope?

  private struct State {
    var isClosed = false
    var allowedAndRead: Set<ObjectIdentifier> = []
    /// One report per slot and reading line.
    var reported: Set<ReportKey> = []
    var escapedReads: [EscapedRead] = []
    /// Reads reported inside `withKnownIssue`, which excused them: reported again when the
    /// scope ends, outside the known-issue block.
    var excusedReads: [ExcusedRead] = []
  }

  private struct ExcusedRead {
    let slot: any AnySlot
    let reader: ReadingSite?
  }

  private struct ReportKey: Hashable {
    let slot: ObjectIdentifier
    let reader: String
  }

  /// Reads of one slot's real instance by work outside the test's scope.
  private struct EscapedRead {
    let slotName: String
    var count: Int
    let firstReader: String
  }

  private let state = Locked(State())

  /// Opens a strict scope in `root`'s test. One nested in `enclosing` also allows what
  /// `enclosing` allows.
  init(_ strictness: StrictStandIns, enclosing: StrictScope?, in root: ScopeRoot) {
    self.strictness = strictness
    self.root = root
    self.enclosing = enclosing
    allowed = Set(strictness.allowed.map(ObjectIdentifier.init)).union(enclosing?.allowed ?? [])
    SlotRegistry.beginStrictScope()
    root.beginStrictScope(self)
    StrictExitWatch.open(self)
  }

  func allows(_ slot: any AnySlot) -> Bool {
    allowed.contains(ObjectIdentifier(slot))
  }

  /// Notes a read of `slot`'s real instance by the scope's own task or child tasks: counts it
  /// when the slot is allowed, and otherwise reports it once per reading line.
  func noteRealRead(of slot: any AnySlot) {
    let id = ObjectIdentifier(slot)
    if allowed.contains(id) {
      noteAllowedRead(of: id)
      return
    }
    // Work carried out of the test still holds the scope after it ended; it is not the test,
    // but where every test is strict, no real read goes unreported.
    guard !state.withLock({ $0.isClosed }) else {
      if StrictStandIns.isOnForEveryTest { StrictForEveryTest.noteRealRead(of: slot) }
      return
    }
    let reader = ReadingSite.locate(readingThrough: slot)
    let isNew = state.withLock {
      !$0.isClosed
        && $0.reported.insert(ReportKey(slot: id, reader: reader?.description ?? "")).inserted
    }
    guard isNew else { return }
    let outcome = StrictReadReport.report(
      slot, readAt: reader, in: .unknown, strictness: strictness)
    guard outcome == .excusedAsKnownIssue else { return }
    state.withLock { $0.excusedReads.append(ExcusedRead(slot: slot, reader: reader)) }
  }

  /// Notes a read of `slot`'s real instance by work that escaped the scope, attributed to this
  /// scope because its test was the only one running with a StandIn scope.
  func noteEscapedRealRead(of slot: any AnySlot) {
    let id = ObjectIdentifier(slot)
    if allowed.contains(id) {
      noteAllowedRead(of: id)
      return
    }
    let name = slot.name
    let reader = ReaderDescription.current
    state.withLock { state in
      if let index = state.escapedReads.firstIndex(where: { $0.slotName == name }) {
        state.escapedReads[index].count += 1
      } else {
        state.escapedReads.append(EscapedRead(slotName: name, count: 1, firstReader: reader))
      }
    }
  }

  /// Counts a read of an allowed slot here and in every enclosing scope that allows it.
  private func noteAllowedRead(of slot: ObjectIdentifier) {
    var scope: StrictScope? = self
    while let current = scope, current.allowed.contains(slot) {
      current.state.withLock { _ = $0.allowedAndRead.insert(slot) }
      scope = current.enclosing
    }
  }

  /// Ends the scope: reports what escaped work read for real, and warns about allowed slots
  /// nobody read.
  func close() {
    StrictExitWatch.close(self)
    root.endStrictScope(self)
    SlotRegistry.endStrictScope()
    let (escaped, excused, allowedAndRead) = state.withLock { state in
      state.isClosed = true
      return (state.escapedReads, state.excusedReads, state.allowedAndRead)
    }
    for read in excused {
      StrictReadReport.reportExcused(read.slot, readAt: read.reader, strictness: strictness)
    }
    for read in escaped {
      StrictReadReport.reportEscaped(
        read.slotName, times: read.count, firstReader: read.firstReader, strictness: strictness)
    }
    guard strictness.warnsAboutUnused else { return }
    for slot in strictness.allowed where !allowedAndRead.contains(ObjectIdentifier(slot)) {
      StrictReadReport.reportUnusedAllowance(of: slot.name, strictness: strictness)
    }
  }
}
