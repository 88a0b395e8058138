import SwiftSyntax

/// A protocol's static requirements: a nested `MockStatics` class holds their recorders and
/// builders, and a slot holds the instance current for each test.
extension MockGenerator {
  /// `statics`; a mock that builds on a parent mock names its own after its protocol, so the two
  /// never collide.
  var staticsProperty: String {
    guard parentMock != nil else { return "statics" }
    return subjectName.prefix(1).lowercased() + subjectName.dropFirst() + "Statics"
  }

  func statics() -> String {
    guard !staticMembers.isEmpty else { return "" }
    let staticsName = "MockStatics"
    let slotName = "\(mockName).\(staticsProperty)"
    var generator = MockGenerator(
      subject: .protocolType(canForward: false, parentMock: nil),
      subjectName: subjectName,
      mockName: "\(mockName).\(staticsName)",
      genericClause: "",
      superGenericArguments: "",
      access: access,
      globalActor: "",
      isActor: false,
      usesSelf: false,
      instanceMembers: staticMembers.map { member in
        var instance = member
        instance.isStatic = false
        return instance
      },
      staticMembers: []
    )
    generator.genericParameterNames = []
    let storage = generator.instanceMembers.map(generator.storedRecorder).joined(separator: "\n")
    let newSlot = "StandIn.OverridableSlot(\(staticsName)(.nice), name: \(quoted(slotName)))"
    // A generic mock has no static storage: each specialization's slot is kept by the runtime.
    let slot =
      genericParameterNames.isEmpty && !hasNoStaticStorage
      ? "\(access)\(nonisolated)static let $\(staticsProperty) = \(newSlot)"
      : "\(access)\(nonisolated)static var $\(staticsProperty): StandIn.OverridableSlot<\(staticsName)> { StandInMocks.StaticSlots.slot(of: Self.self) { \(newSlot) } }"
    return """
      /// The mock's static members. Each test can have its own: replace ``\(mockName)/$\(staticsProperty)``
      /// in a scope, such as `withOverride(\(mockName).$\(staticsProperty), with: .init())`.
      \(access)final class \(staticsName): StandInMocks.Mock, @unchecked Sendable {
      /// The state every static member shares.
      \(access)let mockState: StandInMocks.MockState
      \(storage)

      /// Creates static members: `.strict` (the default) reports calls that nothing stubs, `.nice`
      /// answers default values.
      \(access)init(_ mode: StandInMocks.MockMode = .strict, \(siteParameters)) {
      let state = StandInMocks.MockState(\(quoted(slotName)), mode: mode, canForward: false, \(siteArguments))
      mockState = state
      \(generator.recorderInitializations(state: "state"))
      }

      \(generator.builders(for: generator.instanceMembers, owner: staticsName, isChild: false, isStatics: true))
      }

      /// The slot holding the static members current for the caller; outside any scope, a nice
      /// instance shared by the process.
      \(slot)

      /// The static members current for the caller.
      \(access)\(nonisolated)static var \(staticsProperty): \(staticsName) { $\(staticsProperty).current }

      \(staticMembers.map(implementation).filter { !$0.isEmpty }.joined(separator: "\n\n"))
      """
  }
}
