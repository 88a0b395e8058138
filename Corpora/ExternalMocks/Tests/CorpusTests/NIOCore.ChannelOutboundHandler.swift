import NIOCore
import NIOEmbedded
import StandInMacros
import Testing

@Test func channelOutboundHandler() throws {
  let handler = ChannelOutboundHandlerMock<ByteBuffer, ByteBuffer>(.nice)
  // A nice mock answers every other outbound operation by doing nothing; registration must go on.
  handler.stub.register(context: .any, promise: .any).perform { context, promise in
    context.register(promise: promise)
  }
  handler.stub.write(context: .any, data: .any, promise: .any).perform { context, data, promise in
    context.write(data, promise: promise)
  }
  handler.stub.flush(context: .any).perform { context in context.flush() }
  let channel = EmbeddedChannel(handler: handler)
  try channel.writeOutbound(ByteBuffer(string: "pong"))
  #expect(try channel.readOutbound(as: ByteBuffer.self) == ByteBuffer(string: "pong"))
  handler.verify.write(context: .any, data: .any, promise: .any).called(1)
}
