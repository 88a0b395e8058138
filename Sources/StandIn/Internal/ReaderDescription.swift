import Foundation

/// Names the context a read came from, for messages: the main thread (a main-queue callback,
/// typically) or a background thread.
enum ReaderDescription {
  static var current: String {
    Thread.isMainThread ? "the main thread, outside the test's scope" : "a background thread"
  }
}
