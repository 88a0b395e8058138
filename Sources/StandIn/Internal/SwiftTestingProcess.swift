/// Whether this process is the one `swift test` starts for Swift Testing's tests: it passes
/// `--testing-library swift-testing`, and runs XCTest's tests in another process.
package enum SwiftTestingProcess {
  package static let isCurrent: Bool = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--testing-library") else { return false }
    return arguments.index(after: index) < arguments.endIndex
      && arguments[arguments.index(after: index)] == "swift-testing"
  }()
}
