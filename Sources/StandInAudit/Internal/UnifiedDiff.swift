/// A line diff in the unified format (`--- a/path`, `+++ b/path`, `@@` hunks), computed with
/// Myers' algorithm.
enum UnifiedDiff {
  /// A line and whether it ends with a newline (only a file's last line may not).
  private struct Line: Hashable {
    var text: Substring
    var hasNewline: Bool
  }

  private enum Operation {
    case equal(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  /// The unified diff turning `old` into `new`, with `context` lines around each change, or an
  /// empty string when they are equal.
  static func diff(old: String, new: String, path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = lines(of: old)
    let newLines = lines(of: new)
    let operations = script(oldLines, newLines)
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks(operations, context: context) {
      output += render(hunk, operations: operations, oldLines: oldLines, newLines: newLines)
    }
    return output
  }

  private static func lines(of text: String) -> [Line] {
    var lines: [Line] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if let newline = rest.firstIndex(of: "\n") {
        lines.append(Line(text: rest[..<newline], hasNewline: true))
        rest = rest[rest.index(after: newline)...]
      } else {
        lines.append(Line(text: rest, hasNewline: false))
        rest = ""
      }
    }
    return lines
  }

  /// The shortest edit script, after trimming the common prefix and suffix.
  private static func script(_ old: [Line], _ new: [Line]) -> [Operation] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var operations = (0..<prefix).map { Operation.equal(old: $0, new: $0) }
    operations += myers(
      Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]),
      oldBase: prefix, newBase: prefix)
    operations += (0..<suffix).map {
      Operation.equal(old: old.count - suffix + $0, new: new.count - suffix + $0)
    }
    return operations
  }

  private static func myers(_ old: [Line], _ new: [Line], oldBase: Int, newBase: Int)
    -> [Operation]
  {
    let n = old.count
    let m = new.count
    let limit = n + m
    guard limit > 0 else { return [] }
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    search: for depth in 0...limit {
      trace.append(frontier)
      for diagonal in stride(from: -depth, through: depth, by: 2) {
        var x: Int
        if diagonal == -depth
          || (diagonal != depth
            && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
        {
          x = frontier[offset + diagonal + 1]
        } else {
          x = frontier[offset + diagonal - 1] + 1
        }
        var y = x - diagonal
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + diagonal] = x
        if x >= n, y >= m { break search }
      }
    }
    var operations: [Operation] = []
    var x = n
    var y = m
    for depth in stride(from: trace.count - 1, through: 0, by: -1) {
      let previous = trace[depth]
      let diagonal = x - y
      let previousDiagonal =
        diagonal == -depth
          || (diagonal != depth
            && previous[offset + diagonal - 1] < previous[offset + diagonal + 1])
        ? diagonal + 1 : diagonal - 1
      let previousX = previous[offset + previousDiagonal]
      let previousY = previousX - previousDiagonal
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        operations.append(.equal(old: oldBase + x, new: newBase + y))
      }
      if depth > 0 {
        if x == previousX {
          operations.append(.insert(new: newBase + previousY))
        } else {
          operations.append(.delete(old: oldBase + previousX))
        }
      }
      x = previousX
      y = previousY
    }
    return operations.reversed()
  }

  /// The ranges of `operations` that make up each hunk.
  private static func hunks(_ operations: [Operation], context: Int) -> [Range<Int>] {
    let changes = operations.indices.filter {
      if case .equal = operations[$0] { return false }
      return true
    }
    var hunks: [Range<Int>] = []
    var start: Int?
    var end = 0
    for change in changes {
      if let current = start, change - end > 2 * context {
        hunks.append(current..<min(operations.count, end + context))
        start = nil
      }
      if start == nil { start = max(0, change - context) }
      end = change + 1
    }
    if let current = start { hunks.append(current..<min(operations.count, end + context)) }
    return hunks
  }

  private static func render(
    _ hunk: Range<Int>, operations: [Operation], oldLines: [Line], newLines: [Line]
  ) -> String {
    // Where the hunk starts in each file: the first line it covers, or where it inserts.
    var oldStart = 0
    var newStart = 0
    for operation in operations[..<hunk.lowerBound] {
      switch operation {
      case .equal(let old, let new):
        oldStart = old + 1
        newStart = new + 1
      case .delete(let old): oldStart = old + 1
      case .insert(let new): newStart = new + 1
      }
    }
    var body = ""
    var oldCount = 0
    var newCount = 0
    func append(_ marker: String, _ line: Line) {
      body += marker + line.text + "\n"
      if !line.hasNewline { body += "\\ No newline at end of file\n" }
    }
    for operation in operations[hunk] {
      switch operation {
      case .equal(let old, _):
        append(" ", oldLines[old])
        oldCount += 1
        newCount += 1
      case .delete(let old):
        append("-", oldLines[old])
        oldCount += 1
      case .insert(let new):
        append("+", newLines[new])
        newCount += 1
      }
    }
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
  }

  /// A hunk range as `diff -u` writes it: `start,count`, `start` alone for one line, and the line
  /// before for none.
  private static func range(_ start: Int, _ count: Int) -> String {
    switch count {
    case 0: "\(start),0"
    case 1: "\(start + 1)"
    default: "\(start + 1),\(count)"
    }
  }
}
