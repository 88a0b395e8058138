#if DEBUG || STANDIN_MOCKS
  /// Every call made to one member of a mock, in order, with its arguments.
  ///
  /// Calls are written into fixed-size chunks of raw memory, so recording a call costs the same
  /// whether it is the first or the millionth: nothing recorded is ever copied again, and an
  /// append is a store, with no uniqueness check of a copy-on-write buffer. Touched only under
  /// its member's lock.
  @usableFromInline
  struct CallLog<Arguments> {
    /// One recorded call. The top bit of `word` says whether a verification or an expectation has
    /// accounted for the call; the other 63 bits are its process-wide sequence number.
    @usableFromInline
    struct Entry {
      @usableFromInline var word: UInt64
      @usableFromInline let arguments: Arguments

      @inlinable
      init(sequence: UInt64, arguments: Arguments, accountedFor: Bool) {
        word = sequence | (accountedFor ? Entry.accountedBit : 0)
        self.arguments = arguments
      }

      @inlinable static var accountedBit: UInt64 { 1 << 63 }

      var sequence: UInt64 { word & ~Entry.accountedBit }
      var isAccountedFor: Bool { word & Entry.accountedBit != 0 }
      @inlinable
      mutating func markAccountedFor() { word |= Entry.accountedBit }
    }

    @inlinable static var chunkShift: Int { 10 }
    @inlinable static var chunkSize: Int { 1 << chunkShift }

    /// The chunks, each `chunkSize` entries, the last one filled up to `count`.
    @usableFromInline var chunks: [UnsafeMutablePointer<Entry>] = []
    /// Where the next entry goes: the last chunk's next free slot.
    @usableFromInline var next: UnsafeMutablePointer<Entry>?
    /// The entries left in the last chunk.
    @usableFromInline var free = 0
    @usableFromInline private(set) var count = 0

    @usableFromInline
    init() {}

    @inlinable
    mutating func append(_ entry: Entry) {
      if free == 0 { addChunk() }
      next.unsafelyUnwrapped.initialize(to: entry)
      next = next.unsafelyUnwrapped + 1
      free &-= 1
      count &+= 1
    }

    @usableFromInline
    mutating func addChunk() {
      let chunk = UnsafeMutablePointer<Entry>.allocate(capacity: Self.chunkSize)
      chunks.append(chunk)
      next = chunk
      free = Self.chunkSize
    }

    /// Calls `body` with each entry in order, letting it mark the entry as accounted for.
    @inlinable
    func forEach(_ body: (inout Entry) -> Void) {
      var remaining = count
      for chunk in chunks {
        let filled = Swift.min(remaining, Self.chunkSize)
        for index in 0..<filled {
          body(&chunk[index])
        }
        remaining -= filled
      }
    }

    /// The entries in order.
    var entries: [Entry] {
      var result: [Entry] = []
      result.reserveCapacity(count)
      forEach { result.append($0) }
      return result
    }

    /// Frees every entry; the log is not used again.
    func destroy() {
      var remaining = count
      for chunk in chunks {
        let filled = Swift.min(remaining, Self.chunkSize)
        chunk.deinitialize(count: filled)
        chunk.deallocate()
        remaining -= filled
      }
    }
  }
#endif
