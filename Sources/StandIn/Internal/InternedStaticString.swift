/// Makes `StaticString`s from strings known only at run time, such as a source path read from
/// debug information, so that IssueReporting, which takes a `StaticString` location, can report
/// at that place.
///
/// A `StaticString` is a frozen struct of a pointer, a byte count and flags (bit 1: ASCII); each
/// distinct string is copied once into memory that is never freed, as a literal's would be.
enum InternedStaticString {
  private static let interned = Locked<[String: StaticString]>([:])

  static func make(_ string: String) -> StaticString {
    interned.withLock { interned in
      if let existing = interned[string] { return existing }
      let bytes = Array(string.utf8)
      let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
      storage.initialize(from: bytes, count: bytes.count)
      storage[bytes.count] = 0
      let isASCII: UInt8 = bytes.allSatisfy { $0 < 0x80 } ? 0b10 : 0
      let made = unsafeBitCast(
        (UInt(bitPattern: storage), bytes.count, isASCII), to: StaticString.self)
      interned[string] = made
      return made
    }
  }
}
