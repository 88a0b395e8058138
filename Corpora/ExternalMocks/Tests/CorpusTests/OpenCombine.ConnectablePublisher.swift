import OpenCombine
import StandInMacros
import Testing

@Test func connectablePublisher() {
  let publisher = ConnectablePublisherMock<Int, Never>()
  let cancellable = SubscriptionMock(.nice)
  publisher.stub.connect().returns(cancellable)
  let connection = (publisher as any ConnectablePublisher<Int, Never>).connect()
  connection.cancel()
  publisher.verify.connect().called(1)
  cancellable.verify.cancel().called(1)
}
