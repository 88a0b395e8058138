import StandIn

extension OverridableSlot {
  /// The stand-in installed for this slot where this is read, as a `Replacement`.
  ///
  /// Use it instead of a cast of the shared instance: where no stand-in is installed, or another
  /// type is, it reports at the caller's line what is missing and how to install it, then throws
  /// ``MissingStandIn``, so the test stops there. `as!` would crash the test process, and a
  /// failed `as?` only says that a value was `nil`.
  ///
  /// ```swift
  /// @Test(.overriding(Analytics.$shared) { RecordingAnalytics() })
  /// func tracksThePurchase() throws {
  ///   checkout()
  ///   let recorder = try Analytics.$shared.standIn(as: RecordingAnalytics.self)
  ///   #expect(recorder.events == ["purchase"])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The stand-in's type: a mock, a recorder, or the slot's own type.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file.
  ///   - line: The line a failure is reported at.
  ///   - column: The column a failure is reported at.
  /// - Returns: The stand-in current where this is read.
  /// - Throws: ``MissingStandIn``, after the report, when no `Replacement` stands in here.
  public func standIn<Replacement>(
    as type: Replacement.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws(MissingStandIn) -> Replacement {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isReplaced else {
      reportStandInIssue(
        """
        \(name) has no stand-in here, so there is no \(Replacement.self) to return: it is the \
        real \(Swift.type(of: real as Any)). Install one first: .overriding(…) on the test or its suite, \
        withOverride(_:with:) { … } around the code, or override(_:with:) in a \
        StandInTestCase. Work started with DispatchQueue, Thread or Task.detached does not see \
        the test's stand-ins: carry them into it with carryingOverrides { … }.
        """,
        at: site)
      throw MissingStandIn(slotName: name, expected: "\(Replacement.self)", installed: nil)
    }
    let current = self.current
    guard let standIn = current as? Replacement else {
      let installed = "\(Swift.type(of: current as Any))"
      reportStandInIssue(
        """
        \(name) is replaced here by a \(installed), not a \(Replacement.self). Ask for \
        standIn(as: \(installed).self), or install a \(Replacement.self).
        """,
        at: site)
      throw MissingStandIn(slotName: name, expected: "\(Replacement.self)", installed: installed)
    }
    return standIn
  }
}

/// Thrown by `standIn(as:)` when the stand-in asked for is not installed where it was read,
/// after the issue has been reported at that line.
///
/// ```swift
/// do {
///   _ = try Analytics.$shared.standIn(as: RecordingAnalytics.self)
/// } catch {
///   print(error.slotName)  // "Analytics.shared"
/// }
/// ```
public struct MissingStandIn: Error, CustomStringConvertible {
  /// The slot's name, such as `Analytics.shared`.
  public let slotName: String
  /// The type asked for.
  public let expected: String
  /// The type of the stand-in that is installed instead, or `nil` when the slot is not replaced.
  public let installed: String?

  /// `No RecordingAnalytics stands in for Analytics.shared here.`
  public var description: String {
    let instead = installed.map { "; a \($0) does" } ?? ""
    return "No \(expected) stands in for \(slotName) here\(instead)."
  }
}
