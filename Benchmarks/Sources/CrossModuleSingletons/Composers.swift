import StandInMacros

/// Figures M6 and 5: the same static method twice, declared in another module as a framework's
/// would be. `Plain` is written as usual; `Annotated` is `@OverridableStatics`. Both are
/// `@inline(never)`, so that every call from the benchmark module is a real call in both (a
/// release build would otherwise inline the plain one across modules and fold the loop away).
/// The body is one addition, so the annotation's check is as large a share of the call as it
/// can be.
public enum PlainComposer {
  @inline(never)
  public static func length(of seed: Int) -> Int { seed &+ 1 }
}

@OverridableStatics
public enum AnnotatedComposer {
  @inline(never)
  public static func length(of seed: Int) -> Int { seed &+ 1 }
}
