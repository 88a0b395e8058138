import Foundation
import StandIn
import StandInSystem
import StandInTesting
import XCTest

/// The isolation checks under XCTest: scopes opened at once by concurrent tasks of one test (as
/// parallel tests would), child tasks, and the real instance after each scope.
final class IsolationXCTests: XCTestCase {
  func testConcurrentScopesEachSeeOnlyTheirOwnDouble() async throws {
    for builtIn in BuiltIn.all {
      let seen = try await withThrowingTaskGroup(of: (Int, [Int?]).self) { group in
        for id in 1...8 {
          group.addTask {
            let seen = Observations()
            try await builtIn.installing(id) {
              for _ in 0..<3 {
                seen.append(try await builtIn.observed())
                await Task.yield()
              }
              async let child = builtIn.observed()
              seen.append(try await child)
            }
            return (id, seen.values)
          }
        }
        return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
      }
      for id in 1...8 {
        XCTAssertEqual(seen[id], [id, id, id, id], "\(builtIn.name), double \(id)")
      }
      let afterwards = try await builtIn.observed()
      XCTAssertNil(afterwards, builtIn.name)
    }
  }
}

/// What a scope's reads saw, appended from its tasks.
private final class Observations: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [Int?] = []

  var values: [Int?] { lock.withLock { seen } }

  func append(_ value: Int?) { lock.withLock { seen.append(value) } }
}
