/// Line and column numbers for byte offsets of a file: what `SourceLocationConverter` computes,
/// from the bytes directly, which is several times cheaper than walking the tree's tokens.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as for the compiler; columns count UTF-8 bytes, from 1.
struct LineTable: Sendable {
  /// The offset where each line starts.
  private let starts: [Int]

  init(_ bytes: [UInt8]) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        switch buffer[index] {
        case UInt8(ascii: "\n"):
          starts.append(index + 1)
        case UInt8(ascii: "\r"):
          if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
          starts.append(index + 1)
        default:
          break
        }
        index += 1
      }
    }
    self.starts = starts
  }

  /// The 1-based line and column of the byte at `offset`.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
