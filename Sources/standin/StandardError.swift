#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error, written with `write(2)` (no shared `FILE *` to guard).
enum StandardError {
  /// Whether standard error is a terminal.
  static var isTerminal: Bool { isatty(2) == 1 }

  /// Writes `text` as it is.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(2, buffer.baseAddress! + offset, buffer.count - offset)
        if count <= 0 { return }
        offset += count
      }
    }
  }

}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
