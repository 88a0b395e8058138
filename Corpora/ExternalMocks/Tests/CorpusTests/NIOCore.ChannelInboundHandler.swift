import NIOCore
import NIOEmbedded
import StandInMacros
import Testing

@Test func channelInboundHandler() throws {
  let handler = ChannelInboundHandlerMock<ByteBuffer, Never, Never>(.nice)
  let channel = EmbeddedChannel(handler: handler)
  try channel.writeInbound(ByteBuffer(string: "ping"))
  handler.verify.handlerAdded(context: .any).called(1)
  handler.verify.channelRead(context: .any, data: .any).called(1)
}
