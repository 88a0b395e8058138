import OpenCombine
import StandInMacros
import Testing

@Test func subscriber() {
  let subscriber = SubscriberMock<Int, Never>(.nice)
  subscriber.stub.receive(subscription: .any).perform { $0.request(.unlimited) }
  subscriber.stub.receive(.any).returns(.none)
  [1, 2, 3].publisher.subscribe(subscriber)
  #expect(subscriber.verify.receive(.any).calls == [1, 2, 3])
  subscriber.verify.receive(completion: .any).called(1)
}
