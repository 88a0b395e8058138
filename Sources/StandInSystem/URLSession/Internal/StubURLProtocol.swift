import Foundation
import StandIn

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loader behind every ``URLStubs`` session: it answers each request from the stubs whose
/// number its class carries, and never touches the network.
class StubURLProtocol: URLProtocol {
  /// The number of the stubs this class answers for; 0 in the base class, which no session uses.
  class var stubsNumber: Int { 0 }

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let request = Self.withBody(request)
    guard let stubs = StubRegistry.stubs(number: Self.stubsNumber) else {
      fail(
        URLError(
          .notConnectedToInternet,
          userInfo: [
            NSLocalizedDescriptionKey:
              "The URLStubs this session belonged to are gone; the request was not sent."
          ]))
      return
    }
    switch stubs.answer(request) {
    case .success(let response):
      guard
        let url = request.url,
        let http = HTTPURLResponse(
          url: url, statusCode: response.statusCode, httpVersion: "HTTP/1.1",
          headerFields: response.headers)
      else {
        fail(URLError(.badURL))
        return
      }
      client?.urlProtocol(self, didReceive: http, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: response.body)
      client?.urlProtocolDidFinishLoading(self)
    case .failure(let error):
      fail(error)
    }
  }

  override func stopLoading() {}

  private func fail(_ error: any Error) {
    client?.urlProtocol(self, didFailWithError: error)
  }

  /// `request` with its body in `httpBody`, read from `httpBodyStream` where the session moved it
  /// there, so stubs and recorded requests see it.
  private static func withBody(_ request: URLRequest) -> URLRequest {
    guard request.httpBody == nil, let stream = request.httpBodyStream else { return request }
    var body = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    stream.open()
    defer { stream.close() }
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      body.append(buffer, count: count)
    }
    var copy = request
    copy.httpBody = body
    return copy
  }
}

/// The protocol class of the stubs numbered by `Key`.
final class NumberedStubURLProtocol<Key: RoutingKey>: StubURLProtocol {
  override class var stubsNumber: Int { Key.number }
}

/// The live stubs by number. Numbers are never reused, so a session left over from an earlier
/// test can never reach a later test's stubs.
enum StubRegistry {
  private struct WeakStubs {
    weak var stubs: URLStubs?
  }

  private static let table = Locked((next: 1, live: [Int: WeakStubs]()))

  /// A new number, and the protocol class that routes to the stubs that ``activate(_:number:)``
  /// gives it.
  static func reserve() -> (number: Int, protocolClass: AnyClass) {
    let number = table.withLock { table in
      defer { table.next += 1 }
      return table.next
    }
    func protocolClass<Key: RoutingKey>(_: Key.Type) -> AnyClass {
      NumberedStubURLProtocol<Key>.self
    }
    return (number, protocolClass(routingKey(for: number)))
  }

  static func activate(_ stubs: URLStubs, number: Int) {
    table.withLock { $0.live[number] = WeakStubs(stubs: stubs) }
  }

  static func stubs(number: Int) -> URLStubs? {
    table.withLock { $0.live[number]?.stubs }
  }

  static func unregister(number: Int) {
    table.withLock { _ = $0.live.removeValue(forKey: number) }
  }
}
