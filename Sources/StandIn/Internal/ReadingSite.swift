import Foundation

#if DEBUG && canImport(Runtime)
  import Runtime
#endif

/// The line of the code under test that read a slot, found from the call stack, so a report can
/// point at the read itself rather than at the test.
///
/// It needs the toolchain's backtracer (the `Runtime` module: Linux, and Apple platforms from
/// macOS 26 / iOS 26), and debug information, so it is compiled into debug builds only; where it
/// is missing, ``locate(readingThrough:)`` returns `nil` and reports fall back to the test's line.
struct ReadingSite: Sendable, CustomStringConvertible {
  let site: SourceSite
  /// The function that made the read, such as `CheckoutModel.buy()`.
  let function: String

  var description: String { "\(site.fileID):\(site.line):\(site.column)" }

  /// The frame that read `slot`: the first one outside StandIn's own modules, past the accessor
  /// the slot sits behind (the getter of `Analytics.shared`, or the static method whose body asks
  /// for a static mock).
  static func locate(readingThrough slot: any AnySlot) -> ReadingSite? {
    #if DEBUG && canImport(Runtime)
      guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return nil }
      // The return addresses (a few microseconds) tell whether this stack has been located
      // before; only a new one is symbolicated, which reads the binary's debug information. The
      // key holds as many frames as the search may walk: two reads that differ only below the
      // standard library's frames are two readers.
      let key = Thread.callStackReturnAddresses.prefix(frameLimit).map(\.uintValue)
      if let cached = cache.withLock({ $0[key] }) { return cached }
      // Only the innermost frames: the reader is a few calls above this one, past StandIn's own
      // and the system libraries' frames, and walking the whole stack of a cooperative-pool
      // thread reaches frames that keep no frame pointer.
      let located =
        (try? Backtrace.capture(algorithm: .precise, limit: frameLimit, top: 0, images: images))?
        .symbolicated(with: images)
        .flatMap { reader(in: $0.frames, of: slot) }
      cache.withLock { $0[key] = .some(located) }
      return located
    #else
      return nil
    #endif
  }

  #if DEBUG && canImport(Runtime)
    /// How many of the innermost frames the search for the reader walks: StandIn's own frames,
    /// the accessor, and the system libraries' frames between them and the user's code (a read
    /// through `Int.random(in:using:)` passes through four of the standard library's).
    private static let frameLimit = 40

    /// Located readers by the return addresses of the stack that made the read: a loop reading
    /// at one line symbolicates once.
    private static let cache = Locked<[[UInt]: ReadingSite?]>([:])

    /// The process's loaded images, captured once rather than for every backtrace.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    private static let images = ImageMap.capture()

    /// Modules whose frames are StandIn's own, or the backtracer's.
    private static let ownModules: Set<String> = [
      "StandIn", "StandInMocks", "StandInNotifications", "StandInSystem", "StandInTesting",
      "Runtime",
    ]

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    private static func reader(
      in frames: [SymbolicatedBacktrace.Frame],
      of slot: any AnySlot
    ) -> ReadingSite? {
      var candidates = frames.drop { frame in
        guard let symbol = frame.symbol else { return true }
        return ownModules.contains(module(ofMangled: symbol.rawName) ?? "")
      }
      if let first = candidates.first?.symbol, isAccessor(first.name, of: slot) {
        candidates = candidates.dropFirst()
      }
      // The first frame with a source line: frames of code without debug information (the
      // standard library, Foundation, Dispatch) and compiler-generated thunks are walked past,
      // to the user's code that called them.
      guard
        let frame = candidates.first(where: { hasSourceLine($0) }),
        let symbol = frame.symbol, let location = symbol.sourceLocation
      else { return nil }
      let moduleName = module(ofMangled: symbol.rawName) ?? "main"
      let fileName = location.path.split(separator: "/").last.map(String.init) ?? location.path
      return ReadingSite(
        site: SourceSite(
          fileID: InternedStaticString.make("\(moduleName)/\(fileName)"),
          filePath: InternedStaticString.make(location.path),
          line: UInt(location.line),
          column: UInt(location.column)
        ),
        function: symbol.name
      )
    }

    /// Whether `frame` has a line of source to point at: debug information for it, and a real
    /// file rather than the compiler's own thunks.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    private static func hasSourceLine(_ frame: SymbolicatedBacktrace.Frame) -> Bool {
      guard let location = frame.symbol?.sourceLocation else { return false }
      return location.line > 0 && !location.path.isEmpty
        && !location.path.hasSuffix("<compiler-generated>")
    }

    /// Whether `name` (demangled) is the accessor `slot` is read through.
    private static func isAccessor(_ name: String, of slot: any AnySlot) -> Bool {
      switch slot.access {
      case .staticMembers(let typeName):
        return name.contains("\(typeName).")
      case .property:
        return name.contains("\(slot.name).getter") || name.contains("\(slot.name).read")
          || name.contains("\(slot.name).unsafeMutableAddressor")
      }
    }

    /// The module of a Swift symbol (`$s7StandIn…` is in `StandIn`), or `nil` for other symbols.
    private static func module(ofMangled rawName: String) -> String? {
      guard rawName.hasPrefix("$s") else { return nil }
      let rest = rawName.dropFirst(2)
      let digits = rest.prefix { $0.isNumber }
      guard let length = Int(digits), length > 0 else { return nil }
      let name = rest.dropFirst(digits.count).prefix(length)
      return name.count == length ? String(name) : nil
    }
  #endif
}
