import Foundation

/// The last description of a package's manifest, kept in the temporary directory and used again
/// while every `Package*.swift` of the package is as it was: compiling a manifest takes a second
/// or two, longer than auditing a large module.
struct LayoutCache: Sendable {
  let root: String

  /// What the manifests look like now: each `Package*.swift` with its size and modification time.
  private var stamp: String {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
      .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.sorted()
    return names.map { name -> String in
      let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + name)
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
      let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
      return "\(name) \(size) \(time)"
    }.joined(separator: "\n")
  }

  /// The cache file for this package: one per package path.
  private var file: URL {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in root.utf8 {
      hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
    }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("standin-audit-layouts")
      .appendingPathComponent(String(hash, radix: 16) + ".json")
  }

  /// The description kept for the manifests as they are now, if any.
  func read() -> Data? {
    guard let data = try? Data(contentsOf: file),
      let newline = data.firstIndex(of: UInt8(ascii: "\u{0}"))
    else { return nil }
    guard String(decoding: data[..<newline], as: UTF8.self) == "\(root)\n\(stamp)" else {
      return nil
    }
    return data[(newline + 1)...]
  }

  /// Keeps `description` for the manifests as they are now; a failure to write only costs time.
  func write(_ description: Data) {
    var data = Data("\(root)\n\(stamp)".utf8)
    data.append(0)
    data.append(description)
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
  }
}
