#if DEBUG || STANDIN_MOCKS
  /// The argument matchers of one stub, expectation or verification, combined over a member's
  /// arguments.
  public struct CallMatcher<Arguments>: @unchecked Sendable {
    /// `status(for: "admin", retries: any)`.
    @usableFromInline let description: String
    /// `nil` when every argument matcher matches every value: a call checks nothing.
    @usableFromInline let predicate: ((Arguments) -> Bool)?
    /// `nil` when no argument matcher captures.
    @usableFromInline let captor: ((Arguments) -> Void)?

    @usableFromInline
    init(
      description: String,
      predicate: ((Arguments) -> Bool)?,
      captor: ((Arguments) -> Void)?
    ) {
      self.description = description
      self.predicate = predicate
      self.captor = captor
    }

    @inlinable
    func matches(_ arguments: Arguments) -> Bool {
      predicate?(arguments) ?? true
    }

    @inlinable
    func capture(_ arguments: Arguments) {
      captor?(arguments)
    }
  }

  extension CallMatcher {
    /// The matcher of a call of the member described by `signature` whose arguments, in order,
    /// `matchers` match.
    @inlinable
    static func combining<each Argument>(
      _ matchers: repeat ArgumentMatcher<each Argument>,
      signature: MockSignature
    ) -> CallMatcher<(repeat each Argument)> where Arguments == (repeat each Argument) {
      var descriptions: [String] = []
      var checks = false
      var captures = false
      for matcher in repeat each matchers {
        descriptions.append(matcher.description)
        checks = checks || matcher.predicate != nil
        captures = captures || matcher.captor != nil
      }
      let predicate: ((repeat each Argument)) -> Bool = { arguments in
        var matched = true
        func check<Value>(_ matcher: ArgumentMatcher<Value>, _ value: Value) {
          if matched { matched = matcher.matches(value) }
        }
        repeat check(each matchers, each arguments)
        return matched
      }
      let captor: ((repeat each Argument)) -> Void = { arguments in
        func capture<Value>(_ matcher: ArgumentMatcher<Value>, _ value: Value) {
          matcher.capture(value)
        }
        repeat capture(each matchers, each arguments)
      }
      return CallMatcher(
        description: signature.describe(descriptions),
        predicate: checks ? predicate : nil,
        captor: captures ? captor : nil
      )
    }
  }
#endif
