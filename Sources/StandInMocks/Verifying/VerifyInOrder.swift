#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// A verification that ``verifyInOrder(_:fileID:filePath:line:column:)`` can place in a
  /// sequence: every ``CallVerification`` (`mock.verify.member(matchers)`).
  public protocol OrderedCallVerification {
    /// The matching calls' positions among all mock calls, and the calls around them.
    var orderedCalls: OrderedCalls { get }
  }

  /// The matching calls of one verification, in the process-wide order of mock calls.
  public struct OrderedCalls {
    let description: String
    let sequences: [UInt64]
    let calls: [RecordedCall]
  }

  extension MockCall: OrderedCallVerification where Role == Verifying {
    /// The matching calls' positions among all mock calls.
    public var orderedCalls: OrderedCalls {
      OrderedCalls(
        description: "\(member.state.typeName).\(matcher.description(of: member.signature))",
        sequences: member.matchingCalls(matcher).map(\.sequence),
        calls: member.state.allMembers.flatMap(\.recordedCalls)
      )
    }
  }

  /// Reports an issue here unless the calls happened in the order given, across any mocks:
  /// each verification must match a call made after the one the previous verification matched.
  ///
  /// ```swift
  /// verifyInOrder(
  ///   connection.verify.open(),
  ///   store.verify.save(.any),
  ///   connection.verify.close()
  /// )
  /// ```
  public func verifyInOrder(
    _ verifications: any OrderedCallVerification...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let steps = verifications.map(\.orderedCalls)
    var after: UInt64 = 0
    for (index, step) in steps.enumerated() {
      guard let next = step.sequences.first(where: { $0 > after }) else {
        let calls = Dictionary(
          steps.flatMap(\.calls).map { ($0.sequence, $0.description) },
          uniquingKeysWith: { first, _ in first }
        )
        .sorted { $0.key < $1.key }.map(\.value)
        let previous = index == 0 ? "" : ", after \(steps[index - 1].description)"
        reportStandInIssue(
          """
          Calls were expected in the order \(steps.map(\.description).joined(separator: ", ")), \
          but no call matched \(step.description)\(previous). Calls to these mocks, in order: \
          \(calls.isEmpty ? "none" : calls.joined(separator: ", ")).
          """,
          at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return
      }
      after = next
    }
  }
#endif
