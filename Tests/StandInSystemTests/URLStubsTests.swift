import Foundation
import StandIn
import StandInSystem
import StandInTestSupport
import StandInTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private let status = URL(string: "https://api.example.com/status")!

@Suite("URLSession.overridable and URLStubs")
struct URLStubsTests {
  @Test func withNothingReplacedItIsTheSharedSession() {
    #expect(URLSession.overridable === URLSession.shared)
  }

  @Test func aStubAnswersWithItsStatusHeadersAndBody() async throws {
    try await withURLStubs { stubs in
      stubs.stub(status.absoluteString, with: .json(#"{"status": 42}"#, statusCode: 203))
      let (data, response) = try await URLSession.overridable.data(from: status)
      let http = try #require(response as? HTTPURLResponse)
      #expect(http.statusCode == 203)
      #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
      #expect(String(decoding: data, as: UTF8.self) == #"{"status": 42}"#)
    }
  }

  @Test func theNewestMatchingStubAnswersAndAMethodNarrowsIt() async throws {
    try await withURLStubs { stubs in
      stubs.stub(where: { _ in true }) { _ in .text("anything") }
      stubs.stub(status.absoluteString, with: .text("get"))
      stubs.stub(status.absoluteString, method: "post") { request in
        StubbedResponse(statusCode: 201, body: request.httpBody ?? Data())
      }
      var post = URLRequest(url: status)
      post.httpMethod = "POST"
      post.httpBody = Data("sent".utf8)
      let (posted, response) = try await URLSession.overridable.data(for: post)
      #expect((response as? HTTPURLResponse)?.statusCode == 201)
      #expect(posted == Data("sent".utf8))
      #expect(try await URLSession.overridable.data(from: status).0 == Data("get".utf8))
      let other = URL(string: "https://api.example.com/other")!
      #expect(try await URLSession.overridable.data(from: other).0 == Data("anything".utf8))
      #expect(stubs.requests.map(\.httpMethod) == ["POST", "GET", "GET"])
      #expect(stubs.requests.first?.httpBody == Data("sent".utf8))
    }
  }

  @Test func aResponderThatThrowsFailsTheRequest() async {
    await withURLStubs { stubs in
      stubs.stub(status.absoluteString) { _ in throw URLError(.timedOut) }
      await #expect {
        _ = try await URLSession.overridable.data(from: status)
      } throws: { ($0 as? URLError)?.code == .timedOut }
    }
  }

  @Test func anUnstubbedRequestFailsAndIsReportedWhenTheScopeEnds() async throws {
    let line = #line + 2
    let issues = await collectingIssues {
      await withURLStubs { stubs in
        await #expect {
          _ = try await URLSession.overridable.data(from: status)
        } throws: { ($0 as? URLError)?.code == .notConnectedToInternet }
        #expect(stubs.unmatchedRequests.map(\.url) == [status])
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        1 request matched no stub, and failed with URLError.notConnectedToInternet:
        - GET https://api.example.com/status
        Stub each one, for example stubs.stub("https://api.example.com/status", with: .text("…")).
        """)
  }

  @Test func theCompletionHandlerAPIsLoadFromTheStubsToo() async {
    await withURLStubs { stubs in
      stubs.stub(status.absoluteString, with: .text("42"))
      let body = await withCheckedContinuation { continuation in
        URLSession.overridable.dataTask(with: status) { data, _, _ in
          continuation.resume(returning: data)
        }.resume()
      }
      #expect(body == Data("42".utf8))
    }
  }

  @Test func currentOutsideAnyStubsIsReported() {
    let line = #line + 1
    let issues = collectingIssues { _ = URLStubs.current() }
    #expect(issues.map(\.line) == [UInt(line)])
  }

  /// Parallel test cases ask for the same URL; each gets its own answer.
  @Test(.urlStubs(), arguments: 0..<50)
  func parallelTestsEachGetTheirOwnAnswers(id: Int) async throws {
    let stubs = URLStubs.current()
    stubs.stub(status.absoluteString, with: .text("\(id)"))
    let (data, _) = try await URLSession.overridable.data(from: status)
    #expect(String(decoding: data, as: UTF8.self) == "\(id)")
    #expect(stubs.requests.count == 1)
  }

  @Test(.urlStubs { $0.stub(status.absoluteString, with: .text("from the trait")) })
  func theTraitsClosureSetsUpTheStubs() async throws {
    let (data, _) = try await URLSession.overridable.data(from: status)
    #expect(data == Data("from the trait".utf8))
  }
}
