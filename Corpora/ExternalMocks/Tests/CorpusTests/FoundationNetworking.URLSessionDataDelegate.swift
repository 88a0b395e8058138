import Foundation
import StandInMacros
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking

  @Test func urlSessionDataDelegate() {
    let delegate = URLSessionDataDelegateMock(.nice)
    let session = URLSession(configuration: .ephemeral)
    let task = session.dataTask(with: URL(string: "http://127.0.0.1:9")!)
    (delegate as any URLSessionDataDelegate).urlSession(
      session, dataTask: task, didReceive: Data("chunk".utf8))
    #expect(
      delegate.verify.urlSession(.any, dataTask: .any, didReceive: .any(Data.self)).calls.map(\.2)
        == [Data("chunk".utf8)])
    session.invalidateAndCancel()
  }
#endif
