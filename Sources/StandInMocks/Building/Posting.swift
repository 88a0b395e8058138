#if DEBUG || STANDIN_MOCKS
  import Foundation
  import StandIn
  import StandInNotifications

  extension Answering {
    /// Posts a notification through `NotificationCenter.overridable` each time the stub answers,
    /// before it answers; give the answer next (OCMock's `andPost`).
    ///
    /// ```swift
    /// auth.stub.logIn(as: .any).posts(.userDidLogin, userInfo: ["user": "ann"]).returns(true)
    /// ```
    ///
    /// The post goes to the center current for the calling code: in a test with a
    /// `TestNotificationCenter`, that center, which records it.
    public func posts(
      _ name: Notification.Name,
      object: (any Sendable)? = nil,
      userInfo: [String: any Sendable]? = nil
    ) -> PostingAnswer<Self> {
      PostingAnswer(base: self, name: name, object: object, userInfo: userInfo)
    }
  }

  extension Answering where Result == Void {
    /// Posts a notification through `NotificationCenter.overridable` each time the stub answers
    /// (OCMock's `andPost`); a `Void` member needs no further answer.
    ///
    /// ```swift
    /// auth.stub.logOut().posts(.userDidLogOut)
    /// ```
    public func posts(
      _ name: Notification.Name,
      object: (any Sendable)? = nil,
      userInfo: [String: any Sendable]? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      PostingAnswer(base: self, name: name, object: object, userInfo: userInfo)
        .returns((), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// A stub or expectation that posts a notification before it answers, waiting for its answer:
  /// `.returns`, `.throws`, `.perform` or `.forwardsToReal`.
  ///
  /// ```swift
  /// cart.stub.add(.any).posts(.cartDidChange, object: cart).returns(1)
  /// ```
  public struct PostingAnswer<Base: Answering>: Answering {
    let base: Base
    let name: Notification.Name
    let object: (any Sendable)?
    let userInfo: [String: any Sendable]?

    /// Gives the base stub its answer, preceded by the post.
    public var answerSink: AnswerSink<Base.Arguments, Base.Result, Base.Failure> {
      AnswerSink { [base, name, object, userInfo] answer, site in
        let post: @Sendable () -> Void = {
          NotificationCenter.overridable.post(
            name: name, object: object, userInfo: userInfo, fileID: site.fileID, line: site.line)
        }
        base.answerSink.register(
          .afterRunning(post, effectDescription: "posts \(name.rawValue)", then: answer), site)
      }
    }
  }

  extension PostingAnswer: PerformAnswering where Base: PerformAnswering {}
  extension PostingAnswer: AsyncAnswering where Base: AsyncAnswering {}
  extension PostingAnswer: UpdatingAnswering where Base: UpdatingAnswering {}
  extension PostingAnswer: AsyncUpdatingAnswering where Base: AsyncUpdatingAnswering {}
#endif
