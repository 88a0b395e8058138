import Foundation
import StandIn

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// The slot behind ``overridable``: replace it to give code under test another session, such as
  /// the session of a ``URLStubs``.
  ///
  /// ```swift
  /// let stubs = URLStubs()
  /// withOverride(URLSession.overridableSlot, with: stubs.session) { … }
  /// ```
  ///
  /// ``withURLStubs(fileID:filePath:line:column:operation:)``, the `.urlStubs` trait and
  /// `StandInTestCase.useURLStubs()` do this for you, and report requests nothing answered.
  public static let overridableSlot = OverridableSlot(
    URLSession.shared, name: "URLSession.overridable")

  /// The URL session where this is read: `URLSession.shared` in production, and a session that
  /// answers from the test's own stubs inside a test that installed them.
  ///
  /// Write it where the code wrote `URLSession.shared`:
  ///
  /// ```swift
  /// let (data, response) = try await URLSession.overridable.data(from: statusURL)
  /// ```
  @_transparent
  public static var overridable: URLSession { overridableSlot.current }
}
