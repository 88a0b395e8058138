#if canImport(XCTest)
  import Foundation
  import StandIn
  import XCTest

  /// Tells XCTest's test runs apart for StandIn: XCTest runs one test at a time in a process,
  /// synchronous ones on the main thread in no task, so neither a task nor a thread tells two of
  /// them apart, and the observer numbers each test as it starts.
  ///
  /// It is registered the first time StandIn asks, which is in a test: that test is numbered
  /// when it is registered, and every later one when it starts.
  final class XCTestRunObserver: NSObject, XCTestObservation, @unchecked Sendable {
    private struct State {
      var nextIdentity = 1
      var current: TestRun?
    }

    private let state = Locked(State())

    /// The XCTest test running now, or `nil` between tests.
    static var currentRun: TestRun? {
      shared.state.withLock { $0.current }
    }

    private static let shared: XCTestRunObserver = {
      let observer = XCTestRunObserver()
      observer.state.withLock { state in
        state.current = TestRun(identity: 0, name: nil, site: nil)
      }
      // XCTest tells its observers on the main thread; an async test asks from another.
      if Thread.isMainThread {
        MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
      } else {
        DispatchQueue.main.async {
          MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
        }
      }
      return observer
    }()

    func testCaseWillStart(_ testCase: XCTestCase) {
      let name = testCase.name
      state.withLock { state in
        state.current = TestRun(identity: state.nextIdentity, name: name, site: nil)
        state.nextIdentity += 1
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      state.withLock { $0.current = nil }
    }
  }
#endif
