import Foundation

/// What a child process printed (standard output and error together) and its exit status.
struct ChildProcessRun {
  let status: Int32
  let output: String
}

/// Runs `executable` (by default this test binary again, for tests that need a process of their
/// own: `STANDIN_STRICT` is read once per process, and a test that ends its process ends it) with
/// `arguments`, in this process's environment changed by `environment` (a `nil` value removes a
/// variable), and waits for it.
func runChildProcess(
  _ executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]),
  arguments: [String],
  environment: [String: String?] = [:]
) throws -> ChildProcessRun {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  var inherited = ProcessInfo.processInfo.environment
  for (name, value) in environment { inherited[name] = value }
  process.environment = inherited
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return ChildProcessRun(status: process.terminationStatus, output: output)
}
