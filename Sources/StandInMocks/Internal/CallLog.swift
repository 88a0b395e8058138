#if DEBUG || STANDIN_MOCKS
  /// Every call made to one member of a mock, in order, with its arguments.
  ///
  /// Calls are appended to fixed-size chunks, so recording a call costs the same whether it is
  /// the first or the millionth: nothing recorded is ever copied again.
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

    @inlinable static var chunkSize: Int { 1024 }
    @usableFromInline var chunks: [ContiguousArray<Entry>] = []

    @usableFromInline private(set) var count = 0

    @usableFromInline
    init() {}

    @inlinable
    mutating func append(_ entry: Entry) {
      if count % Self.chunkSize == 0 {
        var chunk = ContiguousArray<Entry>()
        chunk.reserveCapacity(Self.chunkSize)
        chunks.append(chunk)
      }
      chunks[chunks.count - 1].append(entry)
      count += 1
    }

    /// Calls `body` with each entry in order, letting it mark the entry as accounted for.
    @inlinable
    mutating func forEach(_ body: (inout Entry) -> Void) {
      for chunk in chunks.indices {
        for index in chunks[chunk].indices {
          body(&chunks[chunk][index])
        }
      }
    }

    /// The entries in order.
    var entries: [Entry] { chunks.flatMap { $0 } }
  }
#endif
