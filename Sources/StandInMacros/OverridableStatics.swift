/// Makes a type's static methods replaceable per scope: each test can install a mock of them,
/// `Type.StaticMock`, while code under test keeps calling `Type.member()`.
///
/// ```swift
/// @OverridableStatics
/// final class MessageComposer {
///   static func canSendText() -> Bool { … }
///   static func make(recipients: [String]) -> MessageComposer { … }
/// }
///
/// // In a test:
/// let composer = MessageComposer.StaticMock()      // partial: unstubbed calls run the real code
/// composer.stub.canSendText().returns(true)
/// withStaticMock(composer) {
///   screen.load()                                   // sees canSendText() == true
/// }
/// composer.verify.canSendText().called(1)
/// ```
///
/// It covers every `static` and `class` method declared in the type's own braces that is not
/// `private` or `fileprivate`; `@NotOverridable` leaves one out. Each method first asks whether a
/// static mock is installed for the calling task; the check and the mock are compiled only in
/// debug builds (`#if DEBUG || STANDIN_MOCKS`), so a release build runs the body as written.
/// Static properties cannot be taken over (Swift lets no macro replace a getter): write a
/// static method, or an `@Overridable` shared instance.
@attached(member, names: named(StaticMock))
@attached(memberAttribute)
public macro OverridableStatics() =
  #externalMacro(module: "StandInMacrosPlugin", type: "OverridableStaticsMacro")

/// Leaves one static member of an `@OverridableStatics` type as written: no static mock can
/// stub it, and its calls cost nothing extra in any build.
///
/// ```swift
/// @OverridableStatics
/// enum Formatter {
///   @NotOverridable static func hotPath(_ value: Int) -> String { … }
/// }
/// ```
@attached(peer)
public macro NotOverridable() =
  #externalMacro(module: "StandInMacrosPlugin", type: "NotOverridableMacro")

/// Written by `@OverridableStatics` on each static method it takes over; not for use by hand.
/// The method's body first asks whether the static mock is installed for the calling task, and
/// lets it answer the call if so.
@attached(body)
public macro _OverridableStaticMember(_ identifier: String) =
  #externalMacro(module: "StandInMacrosPlugin", type: "OverridableStaticMemberMacro")
