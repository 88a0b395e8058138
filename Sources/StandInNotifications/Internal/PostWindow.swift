/// The posts an assertion looks at: since a mark, during a closure, or since the center was
/// installed.
struct PostWindow: CustomStringConvertible {
  let start: Int
  let description: String
  /// Whether it starts where the center was installed.
  let isWholeHistory: Bool

  init(mark: TestNotificationCenter.Mark?) {
    start = mark?.postCount ?? 0
    isWholeHistory = mark == nil
    description = mark == nil ? "on this test center" : "since the mark"
  }

  init(during mark: TestNotificationCenter.Mark) {
    start = mark.postCount
    isWholeHistory = false
    description = "during the closure"
  }

  /// The posts in the window, at their indices in the center's history.
  func posts(in log: NotificationRecorder) -> ArraySlice<NotificationRecorder.Post> {
    let posts = log.posts
    return posts[min(start, posts.count)...]
  }
}
