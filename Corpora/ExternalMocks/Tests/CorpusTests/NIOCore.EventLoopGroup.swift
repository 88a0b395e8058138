import NIOCore
import NIOEmbedded
import StandInMacros
import Testing

@Test func eventLoopGroup() {
  let loop = EmbeddedEventLoop()
  let group = EventLoopGroupMock()
  group.stub.next().returns(loop)
  #expect((group as any EventLoopGroup).next() === loop)
  group.verify.next().called(1)
  group.verify.any().called(.never)
}
