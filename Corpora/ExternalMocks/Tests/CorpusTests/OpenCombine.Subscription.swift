import OpenCombine
import StandInMacros
import Testing

@Test func subscription() {
  let subscription = SubscriptionMock()
  subscription.stub.request(.any).returns(())
  subscription.stub.cancel().returns(())
  let asSubscription: any Subscription = subscription
  asSubscription.request(.max(2))
  asSubscription.cancel()
  #expect(subscription.verify.request(.any).calls == [.max(2)])
  verifyInOrder(subscription.verify.request(.any), subscription.verify.cancel())
}
