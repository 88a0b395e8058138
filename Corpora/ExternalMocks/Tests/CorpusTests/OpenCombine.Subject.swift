import OpenCombine
import StandInMacros
import Testing

@Test func subject() {
  let subject = SubjectMock<String, Never>()
  subject.stub.send(.any(String.self)).returns(())
  let asSubject: any Subject<String, Never> = subject
  asSubject.send("hello")
  #expect(subject.verify.send(.any(String.self)).calls == ["hello"])
}
