import Logging
import NIOEmbedded
import SQLKit
import StandInMacros
import Testing

@Test func sqlDatabase() {
  let database = SQLDatabaseMock()
  database.stub.logger.returns(Logger(label: "sql"))
  database.stub.eventLoop.returns(EmbeddedEventLoop())
  let asDatabase: any SQLDatabase = database
  #expect(asDatabase.logger.label == "sql")
  database.verify.logger.called(1)
}
