#if DEBUG || STANDIN_MOCKS
  import Foundation
  import StandIn

  /// What every member of one mock shares: its mode, where it was created, and its members, for
  /// reports that span them. Generated mocks create one; tests reach it through ``Mock``.
  public final class MockState: @unchecked Sendable {
    /// How the mock answers calls nothing matches.
    public let mode: MockMode
    /// The mock's type name, such as `StatusProvidingMock`, for messages.
    public let typeName: String
    /// Where the test created the mock: unexpected calls are reported here.
    let site: SourceSite
    /// Whether a real implementation is there to forward to (a superclass, or an object passed
    /// as `forwardingTo:`).
    @usableFromInline let canForward: Bool
    /// The object a partial mock forwards to, passed as `forwardingTo:`; each level of a mock
    /// keeps it as its own protocol's type.
    public let forwardingTarget: Any?
    /// Whether this is the mock of a type's static members, which takes calls only where it is
    /// installed.
    let isStaticMock: Bool
    /// Which test made each call, once several tests installed this mock.
    @usableFromInline package let sharing = MockSharing()

    private let lock = NSLock()
    private var members: [any MockMemberRecord] = []

    /// Creates the state of a mock of type `typeName`; the generated initializers call this.
    public init(
      _ typeName: String,
      mode: MockMode,
      canForward: Bool,
      forwardingTo forwardingTarget: Any? = nil,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt,
      isStaticMock: Bool = false
    ) {
      self.typeName = typeName
      self.mode = mode
      self.canForward = canForward
      self.forwardingTarget = forwardingTarget
      self.isStaticMock = isStaticMock
      site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      if mode == .partial && !canForward {
        reportStandInIssue(
          """
          \(typeName) was created .partial, but a protocol mock has no real implementation to \
          run: create it with \(typeName)(forwardingTo: realObject). It behaves as .strict.
          """,
          at: site
        )
      }
      MockVerificationScope.register(self)
    }

    func register(_ member: any MockMemberRecord) {
      lock.withLock { members.append(member) }
    }

    var allMembers: [any MockMemberRecord] { lock.withLock { members } }

    /// `"Stubs and expectations on this mock: …"`, or that there are none.
    var rulesSummary: String {
      let rules = allMembers.flatMap(\.ruleDescriptions)
      guard !rules.isEmpty else { return "This mock has no stubs or expectations." }
      return "Stubs and expectations on this mock: \(rules.joined(separator: "; "))."
    }

    /// `"Calls to this mock, in order: …"`, or that there were none.
    var callsSummary: String {
      let calls = allMembers.flatMap(\.recordedCalls).sorted { $0.sequence < $1.sequence }
      guard !calls.isEmpty else {
        guard isStaticMock else { return "This mock received no calls." }
        return """
          No call reached this static mock. It takes calls only inside a scope that installs it \
          (withStaticMock(_:), the .mocking trait, StandInTestCase's override), from that \
          scope's task and its child tasks; work that escapes the scope calls the real static \
          members.
          """
      }
      return "Calls to this mock, in order: \(calls.map(\.description).joined(separator: ", "))."
    }
  }

  /// One recorded call, for messages that list calls across members.
  struct RecordedCall {
    let sequence: UInt64
    let description: String
  }

  /// What reports need from a member of any type.
  protocol MockMemberRecord: AnyObject, Sendable {
    var ruleDescriptions: [String] { get }
    var recordedCalls: [RecordedCall] { get }
    /// Reports each expectation whose count is not met.
    func reportUnmetExpectations()
    /// The calls no verification or expectation accounted for.
    var unaccountedCalls: [RecordedCall] { get }
  }
#endif
