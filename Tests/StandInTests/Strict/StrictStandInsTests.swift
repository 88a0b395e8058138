import StandIn
import StandInFixtures
import StandInMocks
import StandInTestSupport
import StandInTesting
import Testing

@Suite("Strict stand-ins")
struct StrictStandInsTests {
  @Test func aRealReadIsReportedAtTheReadingLineAndStillAnswersTheRealInstance() throws {
    var label = ""
    let readingLine = #line + 3
    let strictLine = #line + 2
    let issues = collectingIssues {
      withStrictStandIns { label = Analytics.shared.label }
    }
    #expect(label == "real")
    try #require(issues.count == 1, "\(issues)")
    let issue = issues[0]
    #expect(issue.severity == .error)
    #expect(issue.fileID == "StandInTests/StrictStandInsTests.swift")
    #expect(issue.line == UInt(readingLine))
    #expect(issue.message.hasPrefix("Analytics.shared was read for real here, in "), "\(issue)")
    #expect(
      issue.message.contains(
        """
        in a strict test (strict stand-ins were turned on at \
        StandInTests/StrictStandInsTests.swift:\(strictLine)). Replace it for this test (the \
        .overriding trait, withOverride, or override(_:with:) in a StandInTestCase), or, if the \
        test may use the real one, list its slot in allowing:.
        """), "\(issue)")
  }

  @Test func aLoopReportsOncePerReadingLine() {
    let issues = collectingIssues {
      withStrictStandIns {
        for _ in 0..<1_000 { _ = Analytics.shared }
        for _ in 0..<1_000 { _ = MacroAnalytics.shared }
        _ = Analytics.shared
      }
    }
    #expect(issues.map(\.line).count == 3, "\(issues)")
    #expect(Set(issues.map(\.line)).count == 3)
  }

  @Test func aReadThroughAMacroAccessorIsReportedAtTheCaller() {
    let readingLine = #line + 2
    let issues = collectingIssues {
      withStrictStandIns { _ = MacroAnalytics.shared.label }
    }
    #expect(issues.map(\.line) == [UInt(readingLine)], "\(issues)")
    #expect(issues.first?.message.hasPrefix("MacroAnalytics.shared was read for real here") == true)
  }

  @Test func replacedAndAllowedSlotsAreNotReported() {
    let issues = collectingIssues {
      withOverride(Analytics.sharedSlot, with: Analytics(label: "stand-in")) {
        withStrictStandIns(allowing: [MacroAnalytics.$shared]) {
          #expect(Analytics.shared.label == "stand-in")
          #expect(MacroAnalytics.shared.label == "real")
        }
      }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func replacementsInsideTheStrictScopeCount() {
    let issues = collectingIssues {
      withStrictStandIns {
        withOverride(Analytics.sharedSlot, with: Analytics(label: "inner")) {
          #expect(Analytics.shared.label == "inner")
        }
      }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func nothingIsReportedOutsideTheStrictScope() {
    let issues = collectingIssues {
      withStrictStandIns {}
      _ = Analytics.shared
      _ = MacroAnalytics.shared
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func childTasksInheritStrictness() async {
    let readingLine = #line + 3
    let issues = await collectingIssues {
      await withStrictStandIns {
        async let label = Analytics.shared.label
        #expect(await label == "real")
      }
    }
    #expect(issues.map(\.line) == [UInt(readingLine)], "\(issues)")
  }

  @Test func aTestRunningBesideAStrictOneIsNotStrict() async {
    await withTaskGroup(of: [CollectedIssue].self) { group in
      for index in 0..<20 {
        group.addTask {
          if index.isMultiple(of: 2) {
            return await collectingIssues {
              await withStrictStandIns {
                await Task.yield(); _ = Analytics.shared
              }
            }
          }
          return await collectingIssues {
            for _ in 0..<100 { _ = Analytics.shared }
            await Task.yield()
            _ = MacroAnalytics.shared
          }
        }
      }
      var counts: [Int] = []
      for await issues in group { counts.append(issues.count) }
      #expect(counts.sorted() == Array(repeating: 0, count: 10) + Array(repeating: 1, count: 10))
    }
  }

  @Test func anAllowanceNeverReadIsWarnedAboutAtTheStrictLine() throws {
    let strictLine = #line + 2
    let issues = collectingIssues {
      withStrictStandIns(allowing: [MacroAnalytics.$shared]) {}
    }
    try #require(issues.count == 1, "\(issues)")
    #expect(issues[0].severity == .warning)
    #expect(issues[0].line == UInt(strictLine))
    #expect(
      issues[0].message
        == """
        This strict test allows MacroAnalytics.shared to be real, but never read it. Remove it \
        from allowing:, or pass warnsAboutUnused: false to keep it without this warning.
        """)
  }

  @Test func aReplacementNeverReadIsWarnedAboutAtTheReplacementLine() throws {
    let replacementLine = #line + 3
    let issues = collectingIssues {
      withStrictStandIns {
        withOverride(Analytics.sharedSlot, with: Analytics(label: "unused")) {}
      }
    }
    try #require(issues.count == 1, "\(issues)")
    #expect(issues[0].severity == .warning)
    #expect(issues[0].line == UInt(replacementLine))
    #expect(
      issues[0].message
        == """
        Analytics.shared was replaced here for a strict test that never read it. Remove the \
        replacement, or pass warnsAboutUnused: false to the strict setting to keep it without \
        this warning.
        """)
  }

  @Test func aReplacementAroundTheStrictScopeNeverReadIsWarnedAboutToo() {
    let issues = collectingIssues {
      withOverride(Analytics.sharedSlot, with: Analytics(label: "suite-wide")) {
        withStrictStandIns {}
      }
    }
    #expect(issues.map(\.severity) == [.warning], "\(issues)")
    #expect(issues.first?.message.hasPrefix("Analytics.shared was replaced here") == true)
  }

  @Test func warningsAboutUnusedStandInsCanBeSilenced() {
    let issues = collectingIssues {
      withStrictStandIns(allowing: [MacroAnalytics.$shared], warnsAboutUnused: false) {
        withOverride(Analytics.sharedSlot, with: Analytics(label: "unused")) {}
      }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func aReplacementOutsideAnyStrictScopeIsNeverWarnedAbout() {
    let issues = collectingIssues {
      withOverride(Analytics.sharedSlot, with: Analytics(label: "unused")) {}
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func aNestedStrictScopeAddsToWhatItsParentAllows() {
    let issues = collectingIssues {
      withStrictStandIns(allowing: [Analytics.sharedSlot]) {
        withStrictStandIns(allowing: [MacroAnalytics.$shared]) {
          _ = Analytics.shared
          _ = MacroAnalytics.shared
        }
      }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func aStaticMemberCalledForRealIsReportedAtTheCallingLine() throws {
    let callingLine = #line + 3
    var answer = true
    let issues = collectingIssues {
      withStrictStandIns { answer = MessageComposer.canSendText() }
    }
    #expect(answer == false)
    try #require(issues.count == 1, "\(issues)")
    #expect(issues[0].line == UInt(callingLine))
    #expect(
      issues[0].message.hasPrefix("A static member of MessageComposer was called for real here"),
      "\(issues[0])")
    #expect(
      issues[0].message.contains(
        """
        Install a static mock for this test (withStaticMock, the \
        .mocking(MessageComposer.StaticMock.self) trait, or \
        override(MessageComposer.StaticMock.slot, with:)), or, if the test may use the real one, \
        list its slot in allowing: (MessageComposer.StaticMock.slot).
        """), "\(issues[0])")
  }

  @Test func aStaticMockCountsAsAStandIn() {
    let composer = MessageComposer.StaticMock()
    composer.stub.canSendText().returns(true)
    let issues = collectingIssues {
      withStrictStandIns {
        withStaticMock(composer) { #expect(MessageComposer.canSendText()) }
      }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func readsCarriedOutOfAnEndedStrictScopeAreNotReported() {
    let issues = collectingIssues {
      let carried = withStrictStandIns { CarriedOverrides.current }
      carried.run { _ = Analytics.shared }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func isReplacedAsksWithoutReporting() {
    let issues = collectingIssues {
      withStrictStandIns { #expect(!Analytics.sharedSlot.isReplaced) }
    }
    #expect(issues.isEmpty, "\(issues)")
  }
}

@Suite("Strict stand-ins: the trait", .strictStandIns(allowing: [MacroAnalytics.$shared]))
struct StrictStandInsTraitTests {
  @Test func aRealReadIsReportedAtTheReadingLine() {
    let readingLine = #line + 1
    let issues = collectingIssues { _ = Analytics.shared }
    #expect(issues.map(\.line) == [UInt(readingLine)], "\(issues)")
    #expect(issues.first?.message.hasPrefix("Analytics.shared was read for real here") == true)
    _ = MacroAnalytics.shared
  }

  @Test(.overriding(Analytics.sharedSlot) { Analytics(label: "stand-in") })
  func aReplacedReadPasses() {
    #expect(Analytics.shared.label == "stand-in")
    _ = MacroAnalytics.shared
  }
}

/// `withKnownIssue` counts every issue recorded in its body as the known one, unless told which
/// to match: a strict test's report of a real read must not be excused that way.
@Suite("Strict stand-ins: known issues do not excuse a real read")
struct StrictStandInsKnownIssueTests {
  @Test func aReadExcusedByAKnownIssueIsReportedAgainWhenTheStrictScopeEnds() {
    let readingLine = #line + 4
    withKnownIssue {
      withStrictStandIns {
        withKnownIssue {
          _ = Analytics.shared
        }
      }
    } matching: { issue in
      issue.sourceLocation?.line == readingLine
        && issue.comments.contains {
          $0.rawValue.hasPrefix("Analytics.shared was read for real here, in ")
            && $0.rawValue.contains(
              """
              in a strict test, inside withKnownIssue, which counted it as its known issue. A \
              known issue does not excuse a strict test's read of a real instance: replace it \
              for this test, or, if the test may use the real one, list its slot in this test's \
              allowing:.
              """)
        }
    }
  }
}
