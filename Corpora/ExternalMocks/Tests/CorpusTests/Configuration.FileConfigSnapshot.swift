import Configuration
import StandInMacros
import Testing

@Test func fileConfigSnapshot() throws {
  let snapshot = FileConfigSnapshotMock<JSONSnapshot.ParsingOptions>()
  snapshot.stub.providerName.returns("settings.json")
  snapshot.stub.description.returns("settings")
  let asSnapshot: any FileConfigSnapshot = snapshot
  #expect(asSnapshot.providerName == "settings.json")
  #expect(asSnapshot.description == "settings")
  snapshot.verify.providerName.called(1)
}
