import NIOCore
import StandInMacros
import Testing

@Test func recvByteBufferAllocator() {
  let allocator = RecvByteBufferAllocatorMock()
  allocator.stub.nextBufferSize().returns(2048)
  allocator.stub.record(actualReadBytes: .any).returns(true)
  var asAllocator: any RecvByteBufferAllocator = allocator
  #expect(asAllocator.nextBufferSize() == 2048)
  let grows = asAllocator.record(actualReadBytes: 512)
  #expect(grows)
  #expect(allocator.verify.record(actualReadBytes: .any).calls == [512])
}
