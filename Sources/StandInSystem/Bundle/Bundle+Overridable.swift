import Foundation
import StandIn

extension Bundle {
  /// The slot behind ``overridable``: replace it to give code under test another bundle, such as
  /// a directory of test resources.
  ///
  /// ```swift
  /// withOverride(Bundle.overridableSlot, with: Bundle(url: fixtures)!) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(Bundle.main, name: "Bundle.overridable")

  /// The main bundle where this is read: `Bundle.main` in production, and the test's own bundle
  /// inside a test that installed one.
  ///
  /// Write it where the code wrote `Bundle.main`:
  ///
  /// ```swift
  /// let url = Bundle.overridable.url(forResource: "greeting", withExtension: "txt")
  /// ```
  ///
  /// On Linux `Bundle.main` is the directory of the executable, and a bundle made with
  /// `Bundle(url:)` or `Bundle(path:)` from any directory finds the files in it as resources, so a
  /// test can hand the code a directory of its own.
  @_transparent
  public static var overridable: Bundle { overridableSlot.current }
}
