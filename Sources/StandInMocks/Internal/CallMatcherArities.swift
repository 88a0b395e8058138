#if DEBUG || STANDIN_MOCKS
  // The matcher of a call with one to eight arguments, from one argument matcher each. Written
  // out per arity rather than with a parameter pack: a test's build specializes these into plain
  // code, where a closure over a pack of matchers asked the runtime for type metadata on every
  // call (650 instructions for two arguments, against about 20).

  extension CallMatcher {
    /// The matcher of a call without arguments: every call matches.
    @inlinable
    public init() where Arguments == () {
      self.init(descriptions: [], predicate: nil, captor: nil)
    }

    /// The matcher of a call with one argument.
    @inlinable
    public init(_ matcher: ArgumentMatcher<Arguments>) {
      self.init(
        descriptions: [matcher.description],
        predicate: matcher.predicate,
        captor: matcher.captor
      )
    }

    /// The matcher of a call with 2 arguments.
    @inlinable
    public init<A0, A1>(
      _ m0: ArgumentMatcher<A0>,
      _ m1: ArgumentMatcher<A1>
    ) where Arguments == (A0, A1) {
      self.init(
        descriptions: [m0.description, m1.description],
        predicate: m0.predicate != nil || m1.predicate != nil
          ? { arguments in m0.matches(arguments.0) && m1.matches(arguments.1) } : nil,
        captor: m0.captor != nil || m1.captor != nil
          ? { arguments in
            m0.capture(arguments.0); m1.capture(arguments.1)
          } : nil
      )
    }

    /// The matcher of a call with 3 arguments.
    @inlinable
    public init<A0, A1, A2>(
      _ m0: ArgumentMatcher<A0>,
      _ m1: ArgumentMatcher<A1>,
      _ m2: ArgumentMatcher<A2>
    ) where Arguments == (A0, A1, A2) {
      self.init(
        descriptions: [m0.description, m1.description, m2.description],
        predicate: m0.predicate != nil || m1.predicate != nil || m2.predicate != nil
          ? { arguments in
            m0.matches(arguments.0) && m1.matches(arguments.1) && m2.matches(arguments.2)
          } : nil,
        captor: m0.captor != nil || m1.captor != nil || m2.captor != nil
          ? { arguments in
            m0.capture(arguments.0); m1.capture(arguments.1); m2.capture(arguments.2)
          } : nil
      )
    }

    /// The matcher of a call with 4 arguments.
    @inlinable
    public init<A0, A1, A2, A3>(
      _ m0: ArgumentMatcher<A0>,
      _ m1: ArgumentMatcher<A1>,
      _ m2: ArgumentMatcher<A2>,
      _ m3: ArgumentMatcher<A3>
    ) where Arguments == (A0, A1, A2, A3) {
      self.init(
        descriptions: [m0.description, m1.description, m2.description, m3.description],
        predicate: m0.predicate != nil || m1.predicate != nil || m2.predicate != nil
          || m3.predicate != nil
          ? { arguments in
            m0.matches(arguments.0) && m1.matches(arguments.1) && m2.matches(arguments.2)
              && m3.matches(arguments.3)
          } : nil,
        captor: m0.captor != nil || m1.captor != nil || m2.captor != nil || m3.captor != nil
          ? { arguments in
            m0.capture(arguments.0); m1.capture(arguments.1); m2.capture(arguments.2);
            m3.capture(arguments.3)
          } : nil
      )
    }

    /// The matcher of a call with 5 arguments.
    @inlinable
    public init<A0, A1, A2, A3, A4>(
      _ m0: ArgumentMatcher<A0>,
      _ m1: ArgumentMatcher<A1>,
      _ m2: ArgumentMatcher<A2>,
      _ m3: ArgumentMatcher<A3>,
      _ m4: ArgumentMatcher<A4>
    ) where Arguments == (A0, A1, A2, A3, A4) {
      self.init(
        descriptions: [
          m0.description, m1.description, m2.description, m3.description, m4.description,
        ],
        predicate: m0.predicate != nil || m1.predicate != nil || m2.predicate != nil
          || m3.predicate != nil || m4.predicate != nil
          ? { arguments in
            m0.matches(arguments.0) && m1.matches(arguments.1) && m2.matches(arguments.2)
              && m3.matches(arguments.3) && m4.matches(arguments.4)
          } : nil,
        captor: m0.captor != nil || m1.captor != nil || m2.captor != nil || m3.captor != nil
          || m4.captor != nil
          ? { arguments in
            m0.capture(arguments.0); m1.capture(arguments.1); m2.capture(arguments.2);
            m3.capture(arguments.3); m4.capture(arguments.4)
          } : nil
      )
    }

    /// The matcher of a call with 6 arguments.
    @inlinable
    public init<A0, A1, A2, A3, A4, A5>(
      _ m0: ArgumentMatcher<A0>,
      _ m1: ArgumentMatcher<A1>,
      _ m2: ArgumentMatcher<A2>,
      _ m3: ArgumentMatcher<A3>,
      _ m4: ArgumentMatcher<A4>,
      _ m5: ArgumentMatcher<A5>
    ) where Arguments == (A0, A1, A2, A3, A4, A5) {
      self.init(
        descriptions: [
          m0.description, m1.description, m2.description, m3.description, m4.description,
          m5.description,
        ],
        predicate: m0.predicate != nil || m1.predicate != nil || m2.predicate != nil
          || m3.predicate != nil || m4.predicate != nil || m5.predicate != nil
          ? { arguments in
            m0.matches(arguments.0) && m1.matches(arguments.1) && m2.matches(arguments.2)
              && m3.matches(arguments.3) && m4.matches(arguments.4) && m5.matches(arguments.5)
          } : nil,
        captor: m0.captor != nil || m1.captor != nil || m2.captor != nil || m3.captor != nil
          || m4.captor != nil || m5.captor != nil
          ? { arguments in
            m0.capture(arguments.0); m1.capture(arguments.1); m2.capture(arguments.2);
            m3.capture(arguments.3); m4.capture(arguments.4); m5.capture(arguments.5)
          } : nil
      )
    }

    /// The matcher of a call with 7 arguments.
    @inlinable
    public init<A0, A1, A2, A3, A4, A5, A6>(
      _ m0: ArgumentMatcher<A0>,
      _ m1: ArgumentMatcher<A1>,
      _ m2: ArgumentMatcher<A2>,
      _ m3: ArgumentMatcher<A3>,
      _ m4: ArgumentMatcher<A4>,
      _ m5: ArgumentMatcher<A5>,
      _ m6: ArgumentMatcher<A6>
    ) where Arguments == (A0, A1, A2, A3, A4, A5, A6) {
      self.init(
        descriptions: [
          m0.description, m1.description, m2.description, m3.description, m4.description,
          m5.description, m6.description,
        ],
        predicate: m0.predicate != nil || m1.predicate != nil || m2.predicate != nil
          || m3.predicate != nil || m4.predicate != nil || m5.predicate != nil
          || m6.predicate != nil
          ? { arguments in
            m0.matches(arguments.0) && m1.matches(arguments.1) && m2.matches(arguments.2)
              && m3.matches(arguments.3) && m4.matches(arguments.4) && m5.matches(arguments.5)
              && m6.matches(arguments.6)
          } : nil,
        captor: m0.captor != nil || m1.captor != nil || m2.captor != nil || m3.captor != nil
          || m4.captor != nil || m5.captor != nil || m6.captor != nil
          ? { arguments in
            m0.capture(arguments.0); m1.capture(arguments.1); m2.capture(arguments.2);
            m3.capture(arguments.3); m4.capture(arguments.4); m5.capture(arguments.5);
            m6.capture(arguments.6)
          } : nil
      )
    }

    /// The matcher of a call with 8 arguments.
    @inlinable
    public init<A0, A1, A2, A3, A4, A5, A6, A7>(
      _ m0: ArgumentMatcher<A0>,
      _ m1: ArgumentMatcher<A1>,
      _ m2: ArgumentMatcher<A2>,
      _ m3: ArgumentMatcher<A3>,
      _ m4: ArgumentMatcher<A4>,
      _ m5: ArgumentMatcher<A5>,
      _ m6: ArgumentMatcher<A6>,
      _ m7: ArgumentMatcher<A7>
    ) where Arguments == (A0, A1, A2, A3, A4, A5, A6, A7) {
      self.init(
        descriptions: [
          m0.description, m1.description, m2.description, m3.description, m4.description,
          m5.description, m6.description, m7.description,
        ],
        predicate: m0.predicate != nil || m1.predicate != nil || m2.predicate != nil
          || m3.predicate != nil || m4.predicate != nil || m5.predicate != nil
          || m6.predicate != nil || m7.predicate != nil
          ? { arguments in
            m0.matches(arguments.0) && m1.matches(arguments.1) && m2.matches(arguments.2)
              && m3.matches(arguments.3) && m4.matches(arguments.4) && m5.matches(arguments.5)
              && m6.matches(arguments.6) && m7.matches(arguments.7)
          } : nil,
        captor: m0.captor != nil || m1.captor != nil || m2.captor != nil || m3.captor != nil
          || m4.captor != nil || m5.captor != nil || m6.captor != nil || m7.captor != nil
          ? { arguments in
            m0.capture(arguments.0); m1.capture(arguments.1); m2.capture(arguments.2);
            m3.capture(arguments.3); m4.capture(arguments.4); m5.capture(arguments.5);
            m6.capture(arguments.6); m7.capture(arguments.7)
          } : nil
      )
    }

    /// The matcher of a call with more arguments than the fixed forms cover.
    @inlinable
    public init<each Argument>(
      packing matchers: repeat ArgumentMatcher<each Argument>
    ) where Arguments == (repeat each Argument) {
      var descriptions: [String] = []
      var checks = false
      var captures = false
      for matcher in repeat each matchers {
        descriptions.append(matcher.description)
        checks = checks || matcher.predicate != nil
        captures = captures || matcher.captor != nil
      }
      let predicate: ((repeat each Argument)) -> Bool = { arguments in
        for (matcher, value) in repeat (each matchers, each arguments) {
          if !matcher.matches(value) { return false }
        }
        return true
      }
      let captor: ((repeat each Argument)) -> Void = { arguments in
        for (matcher, value) in repeat (each matchers, each arguments) {
          matcher.capture(value)
        }
      }
      self.init(
        descriptions: descriptions,
        predicate: checks ? predicate : nil,
        captor: captures ? captor : nil
      )
    }
  }
#endif
