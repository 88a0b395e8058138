import NIOCore
import NIOEmbedded
import StandInMacros
import Testing

@Test func channelDuplexHandler() throws {
  let handler = ChannelDuplexHandlerMock<ByteBuffer, ByteBuffer, ByteBuffer, ByteBuffer>(.nice)
  // A nice mock answers every other outbound operation by doing nothing; registration must go on.
  handler.stub.register(context: .any, promise: .any).perform { context, promise in
    context.register(promise: promise)
  }
  let channel = EmbeddedChannel(handler: handler)
  try channel.writeInbound(ByteBuffer(string: "in"))
  channel.flush()
  handler.verify.channelRead(context: .any, data: .any).called(1)
  handler.verify.flush(context: .any).called(1)
}
