import Foundation
import StandInMockGeneration

// The tool StandIn's build-tool plugin runs for each test target that has a standin-mocks.json:
//   standin-mock-generator <manifest.json>
// It writes the files the manifest names. What it cannot mock is written into them as
// #error lines at the entries concerned; it exits non-zero only when it cannot write at all.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let manifestPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: standin-mock-generator <manifest.json>\n".utf8))
  exit(2)
}
do {
  let data = try Data(contentsOf: URL(fileURLWithPath: manifestPath))
  let manifest = try JSONDecoder().decode(GenerationManifest.self, from: data)
  try MockFileGenerator(manifest: manifest).writeOutputs()
} catch {
  FileHandle.standardError.write(Data("standin-mock-generator: \(error)\n".utf8))
  exit(1)
}
