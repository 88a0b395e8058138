import NIOCore
import StandInMacros
import Testing

@Test func asyncSequenceProducerDelegate() {
  let delegate = NIOAsyncSequenceProducerDelegateMock()
  delegate.stub.produceMore().returns(())
  delegate.stub.didTerminate().returns(())
  let asDelegate: any NIOAsyncSequenceProducerDelegate = delegate
  asDelegate.produceMore()
  asDelegate.didTerminate()
  verifyInOrder(delegate.verify.produceMore(), delegate.verify.didTerminate())
}
