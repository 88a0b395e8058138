import Clocks

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TestClock {
  /// Waits until code sleeps on this clock, so that advancing it next wakes that sleep.
  ///
  /// `advance(by:)` yields only a few times before it moves the clock. On a loaded machine the
  /// code under test may not have reached its sleep by then, and a sleep that starts later is
  /// measured from the later time, so it never ends and the test hangs.
  func untilSomethingSleeps() async {
    while (try? await checkSuspension()) != nil {}
  }
}
