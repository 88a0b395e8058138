import MacroTesting
import StandInMacrosPlugin
import Testing

@Suite(.macros(["Overridable": OverridableMacro.self]))
struct OverridableMacroTests {
  @Test func aClassSingletonWithAnInferredType() {
    assertMacro {
      """
      final class Analytics {
        @Overridable static var shared = Analytics()
      }
      """
    } expansion: {
      """
      final class Analytics {
        static var shared {
          get {
            $shared.current
          }
        }

        /// The slot behind ``shared``: replace it in a test with
        /// `withOverride(Analytics.$shared, with: …)`.
        #sourceLocation(file: "Test.swift", line: 2)
        static let $shared = StandIn.OverridableSlot(Analytics(), name: "Analytics.shared")
        #sourceLocation()
      }
      """
    }
  }

  @Test func anExistentialWithAPublicAccessLevel() {
    assertMacro {
      """
      public enum Services {
        @Overridable public static var analytics: any AnalyticsProtocol = Analytics()
      }
      """
    } expansion: {
      """
      public enum Services {
        public static var analytics: any AnalyticsProtocol {
          @inlinable get {
            $analytics.current
          }
        }

        /// The slot behind ``analytics``: replace it in a test with
        /// `withOverride(Services.$analytics, with: …)`.
        #sourceLocation(file: "Test.swift", line: 2)
        public static let $analytics = StandIn.OverridableSlot<any AnalyticsProtocol>(Analytics(), name: "Services.analytics")
        #sourceLocation()
      }
      """
    }
  }

  @Test func packageAccessAndAnObjectiveCStyleName() {
    assertMacro {
      """
      struct DemoStatusManage {
        @Overridable package static var sharedManage = DemoStatusManage(seed: 7)
      }
      """
    } expansion: {
      """
      struct DemoStatusManage {
        package static var sharedManage {
          @inlinable get {
            $sharedManage.current
          }
        }

        /// The slot behind ``sharedManage``: replace it in a test with
        /// `withOverride(DemoStatusManage.$sharedManage, with: …)`.
        #sourceLocation(file: "Test.swift", line: 2)
        package static let $sharedManage = StandIn.OverridableSlot(DemoStatusManage(seed: 7), name: "DemoStatusManage.sharedManage")
        #sourceLocation()
      }
      """
    }
  }

  @Test func aKeywordNameInAnExtensionOfANestedType() {
    assertMacro {
      """
      extension Notifications.Center {
        @Overridable static var `default` = Notifications.Center()
      }
      """
    } expansion: {
      """
      extension Notifications.Center {
        static var `default` {
          get {
            $default.current
          }
        }

        /// The slot behind ``default``: replace it in a test with
        /// `withOverride(Notifications.Center.$default, with: …)`.
        #sourceLocation(file: "Test.swift", line: 2)
        static let $default = StandIn.OverridableSlot(Notifications.Center(), name: "Notifications.Center.default")
        #sourceLocation()
      }
      """
    }
  }

  @Test func attributesAndIsolationAreCopiedToTheSlot() {
    assertMacro {
      """
      @MainActor final class Coordinator {
        @available(iOS 18, *) @Overridable nonisolated static var shared: Coordinator = .init()
      }
      """
    } expansion: {
      """
      @MainActor final class Coordinator {
        @available(iOS 18, *) nonisolated static var shared: Coordinator {
          get {
            $shared.current
          }
        }

        /// The slot behind ``shared``: replace it in a test with
        /// `withOverride(Coordinator.$shared, with: …)`.
        #sourceLocation(file: "Test.swift", line: 2)
        @available(iOS 18, *) nonisolated static let $shared = StandIn.OverridableSlot<Coordinator>(.init(), name: "Coordinator.shared")
        #sourceLocation()
      }
      """
    }
  }

  @Test func aLetGetsAFixIt() {
    assertMacro {
      """
      final class Analytics {
        @Overridable static let shared = Analytics()
      }
      """
    } diagnostics: {
      """
      final class Analytics {
        @Overridable static let shared = Analytics()
                            ┬──
                            ╰─ 🛑 @Overridable needs 'static var': it turns the property into a getter, which a 'let' cannot have
                               ✏️ Replace 'let' with 'var'
      }
      """
    } fixes: {
      """
      final class Analytics {
        @Overridable static var shared = Analytics()
      }
      """
    }
  }

  @Test func anInstancePropertyGetsAFixIt() {
    assertMacro {
      """
      final class Analytics {
        @Overridable var shared = Analytics()
      }
      """
    } diagnostics: {
      """
      final class Analytics {
        @Overridable var shared = Analytics()
                     ┬──
                     ╰─ 🛑 @Overridable applies to static properties: a shared instance belongs to the type, not to each instance
                        ✏️ Insert 'static'
      }
      """
    } fixes: {
      """
      final class Analytics {
        @Overridable static var shared = Analytics()
      }
      """
    }
  }

  @Test func aClassPropertyGetsAFixIt() {
    assertMacro {
      """
      class Analytics {
        @Overridable class var shared = Analytics()
      }
      """
    } diagnostics: {
      """
      class Analytics {
        @Overridable class var shared = Analytics()
                     ┬────
                     ╰─ 🛑 @Overridable needs 'static var': a replacement belongs to the slot, not to a subclass
                        ✏️ Replace 'class' with 'static'
      }
      """
    } fixes: {
      """
      class Analytics {
        @Overridable static var shared = Analytics()
      }
      """
    }
  }

  @Test func aPropertyWithoutInitializerGetsAFixIt() {
    assertMacro {
      """
      final class Analytics {
        @Overridable static var shared: Analytics
      }
      """
    } diagnostics: {
      """
      final class Analytics {
        @Overridable static var shared: Analytics
                                ┬────────────────
                                ╰─ 🛑 @Overridable needs an initializer that creates the real instance
                                   ✏️ Add '= Analytics()'
      }
      """
    } fixes: {
      """
      final class Analytics {
        @Overridable static var shared: Analytics = Analytics()
      }
      """
    }
  }

  @Test func anExistentialWithoutInitializerGetsAPlaceholder() {
    assertMacro {
      """
      enum Services {
        @Overridable static var analytics: any AnalyticsProtocol
      }
      """
    } diagnostics: {
      """
      enum Services {
        @Overridable static var analytics: any AnalyticsProtocol
                                ┬───────────────────────────────
                                ╰─ 🛑 @Overridable needs an initializer that creates the real instance
                                   ✏️ Add '= <#real instance#>'
      }
      """
    } fixes: {
      """
      enum Services {
        @Overridable static var analytics: any AnalyticsProtocol = <#real instance#>
      }
      """
    }
  }

  @Test func aComputedPropertyGetsAFixIt() {
    assertMacro {
      """
      final class Analytics {
        @Overridable static var shared: Analytics { Analytics() }
      }
      """
    } diagnostics: {
      """
      final class Analytics {
        @Overridable static var shared: Analytics { Analytics() }
                                                  ┬──────────────
                                                  ╰─ 🛑 @Overridable writes the getter itself; give the real instance as the initializer instead
                                                     ✏️ Replace the getter with '= Analytics()'
      }
      """
    } fixes: {
      """
      final class Analytics {
        @Overridable static var shared: Analytics = Analytics()
      }
      """
    }
  }

  @Test func aComputedPropertyWithSeveralStatementsGetsAPlaceholder() {
    assertMacro {
      """
      final class Analytics {
        @Overridable static var shared: Analytics {
          let analytics = Analytics()
          return analytics
        }
      }
      """
    } diagnostics: {
      """
      final class Analytics {
        @Overridable static var shared: Analytics {
                                                  ╰─ 🛑 @Overridable writes the getter itself; give the real instance as the initializer instead
                                                     ✏️ Replace the getter with '= <#real instance#>'
          let analytics = Analytics()
          return analytics
        }
      }
      """
    } fixes: {
      """
      final class Analytics {
        @Overridable static var shared: Analytics = <#real instance#>
      }
      """
    }
  }

  @Test func observersGetAFixIt() {
    assertMacro {
      """
      final class Analytics {
        @Overridable static var shared = Analytics() {
          didSet { print("replaced") }
        }
      }
      """
    } diagnostics: {
      """
      final class Analytics {
        @Overridable static var shared = Analytics() {
                                                     ╰─ 🛑 @Overridable cannot keep 'willSet' or 'didSet': a stand-in is installed by a scope, not assigned
                                                        ✏️ Remove the observers
          didSet { print("replaced") }
        }
      }
      """
    } fixes: {
      """
      final class Analytics {
        @Overridable static var shared = Analytics()
      }
      """
    }
  }

  @Test func severalBindingsAreRejectedByTheCompiler() {
    assertMacro {
      """
      enum Services {
        @Overridable static var analytics = Analytics(), settings = Settings()
      }
      """
    } diagnostics: {
      """
      enum Services {
        @Overridable static var analytics = Analytics(), settings = Settings()
        ┬─────────────────────────────────────────────────────────────────────
        ├─ 🛑 accessor macro can only be applied to a single variable
        ╰─ 🛑 peer macro can only be applied to a single variable
      }
      """
    }
  }

  @Test func aGlobalIsRejected() {
    assertMacro {
      """
      @Overridable var analytics = Analytics()
      """
    } diagnostics: {
      """
      @Overridable var analytics = Analytics()
      ┬───────────────────────────────────────
      ╰─ 🛑 @Overridable applies to static properties of a type; move this variable into a type, such as an enum used as a namespace
      """
    }
  }

  @Test func aFunctionIsRejected() {
    assertMacro {
      """
      enum Services {
        @Overridable static func analytics() -> Analytics { Analytics() }
      }
      """
    } diagnostics: {
      """
      enum Services {
        @Overridable static func analytics() -> Analytics { Analytics() }
        ┬───────────
        ╰─ 🛑 @Overridable applies to a static stored property, such as 'static var shared = Analytics()'
      }
      """
    }
  }
}
