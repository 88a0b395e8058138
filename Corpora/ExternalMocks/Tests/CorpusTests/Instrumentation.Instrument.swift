import Instrumentation
import ServiceContextModule
import StandInMacros
import Testing

private struct DictionaryInjector: Injector {
  func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) {
    carrier[key] = value
  }
}

@Test func instrument() {
  let instrument = InstrumentMock()
  instrument.stub.inject(
    .any, into: .any([String: String].self), using: .any(DictionaryInjector.self)
  )
  .returns(())
  var headers: [String: String] = [:]
  (instrument as any Instrument).inject(.topLevel, into: &headers, using: DictionaryInjector())
  instrument.verify.inject(
    .any, into: .any([String: String].self), using: .any(DictionaryInjector.self)
  )
  .called(1)
}
