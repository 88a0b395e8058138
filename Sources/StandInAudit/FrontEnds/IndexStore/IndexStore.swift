import CStandInIndexStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's index store, read through ``IndexStoreLibrary``: its units (one per compiled
/// file, with the module and what it depends on) and the occurrences in its records.
///
/// Every read copies what it needs into Swift values; nothing of the library's outlives a call.
final class IndexStore: @unchecked Sendable {
  private let handle: UnsafeMutableRawPointer
  let path: String

  /// Opens the store at `path` (`.build/debug/index/store`).
  init(path: String) throws(IndexStoreError) {
    if case .failure(let error) = IndexStoreLibrary.loaded { throw error }
    var error: UnsafeMutablePointer<CChar>?
    guard let handle = standin_store_open(path, &error) else {
      let reason = error.map { String(cString: $0) } ?? "unknown error"
      free(error)
      throw .cannotOpen(path: path, reason: reason)
    }
    self.handle = handle
    self.path = path
  }

  deinit { standin_store_close(handle) }

  /// A unit: one compiled file (or module), its module, and its records and unit dependencies.
  struct Unit: Sendable, Hashable {
    var name: String
    var module: String
    var mainFile: String
    var isSystem: Bool
    /// When the unit was written, in seconds since 1970.
    var modificationTime: Int
    /// The records of the unit's own file (a unit of a source file has one).
    var records: [String]
    /// The modules it imports.
    var importedModules: Set<String>
  }

  /// The names of all units.
  func unitNames() -> [String] {
    var names: [String] = []
    withUnsafeMutablePointer(to: &names) { pointer in
      _ = standin_store_units(handle, pointer) { context, name in
        context!.assumingMemoryBound(to: [String].self).pointee.append(String(name))
        return true
      }
    }
    return names
  }

  /// Reads one unit, or `nil` when it cannot be read.
  func unit(named name: String) -> Unit? {
    guard let reader = standin_unit_open(handle, name, nil) else { return nil }
    defer { standin_unit_close(reader) }
    var unit = Unit(
      name: name, module: String(standin_unit_module_name(reader)),
      mainFile: standin_unit_has_main_file(reader) ? String(standin_unit_main_file(reader)) : "",
      isSystem: standin_unit_is_system(reader),
      modificationTime: Int(standin_unit_modification_time(reader)), records: [],
      importedModules: [])
    withUnsafeMutablePointer(to: &unit) { pointer in
      _ = standin_unit_dependencies(reader, pointer) { context, dependency in
        let unit = context!.assumingMemoryBound(to: Unit.self)
        let dependency = dependency!.pointee
        switch dependency.kind {
        case 1:
          let module = String(dependency.module_name)
          if !module.isEmpty { unit.pointee.importedModules.insert(module) }
        case 2:
          unit.pointee.records.append(String(dependency.name))
        default:
          break
        }
        return true
      }
    }
    return unit
  }

  /// Calls `body` with each occurrence of the record named `name`.
  func forEachOccurrence(inRecord name: String, _ body: (IndexOccurrence) -> Void) {
    guard let reader = standin_record_open(handle, name, nil) else { return }
    defer { standin_record_close(reader) }
    withoutActuallyEscaping(body) { body in
      var callback = body
      withUnsafeMutablePointer(to: &callback) { pointer in
        _ = standin_record_occurrences(reader, pointer) { context, occurrence in
          let body = context!.assumingMemoryBound(to: ((IndexOccurrence) -> Void).self).pointee
          body(IndexOccurrence(occurrence!.pointee))
          return true
        }
      }
    }
  }
}

/// A symbol as the index names it.
struct IndexSymbol: Sendable, Hashable {
  /// The index's symbol kinds that the audit tells apart.
  enum Kind: Int32, Sendable {
    case unknown = 0, module = 1, enumType = 5, structType = 6, classType = 7, protocolType = 8,
      extensionDecl = 9, typeAlias = 11, function = 12, variable = 13, field = 14,
      enumConstant = 15, instanceMethod = 16, classMethod = 17, staticMethod = 18,
      instanceProperty = 19, classProperty = 20, staticProperty = 21, constructor = 22,
      destructor = 23, parameter = 25
  }

  var kind: Kind
  var subkind: Int32
  var properties: UInt64
  var usr: String
  var name: String

  /// The `INDEXSTORE_SYMBOL_PROPERTY_LOCAL` bit.
  var isLocal: Bool { properties & (1 << 7) != 0 }

  init(_ symbol: standin_symbol) {
    kind = Kind(rawValue: symbol.kind) ?? .unknown
    subkind = symbol.subkind
    properties = symbol.properties
    usr = String(symbol.usr)
    name = String(symbol.name)
  }

  init(kind: Kind, usr: String, name: String, subkind: Int32 = 0, properties: UInt64 = 0) {
    self.kind = kind
    self.subkind = subkind
    self.properties = properties
    self.usr = usr
    self.name = name
  }
}

/// One occurrence of a symbol in a file.
struct IndexOccurrence: Sendable, Hashable {
  /// The roles the audit reads (`INDEXSTORE_SYMBOL_ROLE_…`).
  struct Roles: OptionSet, Sendable, Hashable {
    var rawValue: UInt64
    static let declaration = Roles(rawValue: 1 << 0)
    static let definition = Roles(rawValue: 1 << 1)
    static let reference = Roles(rawValue: 1 << 2)
    static let read = Roles(rawValue: 1 << 3)
    static let write = Roles(rawValue: 1 << 4)
    static let call = Roles(rawValue: 1 << 5)
    static let implicit = Roles(rawValue: 1 << 8)
    static let childOf = Roles(rawValue: 1 << 9)
    static let accessorOf = Roles(rawValue: 1 << 15)
  }

  var symbol: IndexSymbol
  var roles: Roles
  var line: Int
  var column: Int
  /// The related symbols and how each is related.
  var relations: [(symbol: IndexSymbol, roles: Roles)]

  init(_ occurrence: standin_occurrence) {
    symbol = IndexSymbol(occurrence.symbol)
    roles = Roles(rawValue: occurrence.roles)
    line = Int(occurrence.line)
    column = Int(occurrence.column)
    var relations: [(IndexSymbol, Roles)] = []
    withUnsafeBytes(of: occurrence.relations) { symbols in
      let symbols = symbols.bindMemory(to: standin_symbol.self)
      withUnsafeBytes(of: occurrence.relation_roles) { roles in
        let roles = roles.bindMemory(to: UInt64.self)
        for index in 0..<Int(min(occurrence.relation_count, 4)) {
          relations.append((IndexSymbol(symbols[index]), Roles(rawValue: roles[index])))
        }
      }
    }
    self.relations = relations
  }

  static func == (lhs: IndexOccurrence, rhs: IndexOccurrence) -> Bool {
    lhs.symbol == rhs.symbol && lhs.roles == rhs.roles && lhs.line == rhs.line
      && lhs.column == rhs.column
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(symbol)
    hasher.combine(line)
    hasher.combine(column)
  }
}

extension String {
  /// A copy of an index store string.
  init(_ reference: standin_string_ref) {
    guard let data = reference.data, reference.length > 0 else {
      self = ""
      return
    }
    self = data.withMemoryRebound(to: UInt8.self, capacity: reference.length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: reference.length), as: UTF8.self)
    }
  }
}
