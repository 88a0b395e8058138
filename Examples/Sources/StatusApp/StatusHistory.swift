import Foundation
import StandInSystem

/// One status the app showed: which, when, and under what id.
public struct StatusRecord: Equatable, Sendable {
  /// The record's id.
  public let id: UUID
  /// The status, from 1 to 100.
  public let status: Int
  /// When it was shown.
  public let shownAt: Date

  /// Creates a record.
  public init(id: UUID, status: Int, shownAt: Date) {
    self.id = id
    self.status = status
    self.shownAt = shownAt
  }
}

/// The statuses the app showed, one line each in `history.csv` in the documents folder, and the
/// last one in the user's defaults. It reaches the system only through StandIn's built-ins:
/// `UUID.overridable`, `Date.overridable`, `FileManager.overridable`, `UserDefaults.overridable`,
/// and the user's locale, time zone and calendar for ``describe(_:)``.
public struct StatusHistory: Sendable {
  /// The key of the last status in the user's defaults.
  public static let lastStatusKey = "lastStatus"

  /// A history in the documents folder.
  public init() {}

  /// Records `status` as shown now, and returns the record.
  @discardableResult
  public func record(_ status: Int) throws -> StatusRecord {
    let record = StatusRecord(id: UUID.overridable(), status: status, shownAt: Date.overridable())
    let line = "\(record.id.uuidString),\(status),\(record.shownAt.timeIntervalSince1970)\n"
    let files = FileManager.overridable
    let file = try historyFile()
    let earlier = files.contents(atPath: file.path) ?? Data()
    guard files.createFile(atPath: file.path, contents: earlier + Data(line.utf8)) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    UserDefaults.overridable.set(status, forKey: Self.lastStatusKey)
    return record
  }

  /// The records, oldest first.
  public func records() throws -> [StatusRecord] {
    let file = try historyFile()
    guard let contents = FileManager.overridable.contents(atPath: file.path) else { return [] }
    return String(decoding: contents, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: ",")
      guard fields.count == 3, let id = UUID(uuidString: String(fields[0])),
        let status = Int(fields[1]), let seconds = Double(fields[2])
      else { return nil }
      return StatusRecord(id: id, status: status, shownAt: Date(timeIntervalSince1970: seconds))
    }
  }

  /// The last status recorded, from the user's defaults.
  public var lastStatus: Int? {
    UserDefaults.overridable.object(forKey: Self.lastStatusKey) as? Int
  }

  /// The record as the user reads it: "Status 42 at 01:00, Thursday 1 January 1970", in their
  /// locale's words, their time zone and their calendar.
  public func describe(_ record: StatusRecord) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale.overridable
    formatter.timeZone = TimeZone.overridable
    formatter.calendar = Calendar.overridable
    formatter.dateFormat = "HH:mm, EEEE d MMMM y"
    return "Status \(record.status) at \(formatter.string(from: record.shownAt))"
  }

  private func historyFile() throws -> URL {
    let files = FileManager.overridable
    let documents = try files.url(
      for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    return documents.appendingPathComponent("history.csv")
  }
}
