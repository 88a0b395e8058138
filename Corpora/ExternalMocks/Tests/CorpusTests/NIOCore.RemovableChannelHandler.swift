import NIOCore
import NIOEmbedded
import StandInMacros
import Testing

private final class Probe: ChannelInboundHandler, Sendable {
  typealias InboundIn = Never
}

@Test func removableChannelHandler() throws {
  let handler = RemovableChannelHandlerMock()
  handler.stub.handlerAdded(context: .any).returns(())
  let channel = EmbeddedChannel(handler: Probe())
  let context = try channel.pipeline.syncOperations.context(handlerType: Probe.self)
  (handler as any RemovableChannelHandler).handlerAdded(context: context)
  handler.verify.handlerAdded(context: .any).called(1)
  handler.verify.handlerRemoved(context: .any).called(.never)
}
