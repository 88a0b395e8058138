/// Whom each registration on a test center belongs to, as far as the center can tell: the
/// observer of an observation tied to one; for a block registration, the objects seen holding its
/// token; and for one whose token was dropped right after the same line registered again (a
/// token overwritten in a property), the owner of that later registration.
struct RegistrationOwners {
  /// How a registration relates to the object an assertion asks about.
  enum Ownership {
    /// It is that object's.
    case observer
    /// It is another object's.
    case anotherObject
    /// Nothing says whose it is.
    case unknown
  }

  /// In the order made, so by increasing event.
  let registrations: [NotificationRecorder.Registration]

  init(_ registrations: [NotificationRecorder.Registration]) {
    self.registrations = registrations
  }

  /// The later registration, from the same line, right after which `registration`'s token was
  /// dropped: the registration whose token took its place.
  func successor(of registration: NotificationRecorder.Registration)
    -> NotificationRecorder.Registration?
  {
    guard registration.kind == .block, let event = registration.tokenDroppedAfter,
      let successor = self.registration(at: event), successor.kind == .block,
      successor.event != registration.event, successor.location == registration.location
    else { return nil }
    return successor
  }

  /// The registration made at `event`, found by bisection.
  private func registration(at event: Int) -> NotificationRecorder.Registration? {
    var low = registrations.startIndex
    var high = registrations.endIndex
    while low < high {
      let middle = (low + high) / 2
      if registrations[middle].event < event { low = middle + 1 } else { high = middle }
    }
    guard low < registrations.endIndex, registrations[low].event == event else { return nil }
    return registrations[low]
  }

  /// The object `registration` belongs to, for messages: `the Banner object`, or
  /// `a Banner object, since deallocated`; `nil` when unknown, or for an observation, whose
  /// observer its description names.
  func owner(of registration: NotificationRecorder.Registration) -> String? {
    guard registration.kind == .block else { return nil }
    if let holder = registration.holders.first(where: { $0.value != nil }) {
      return "the \(holder)"
    }
    if let holder = registration.holders.first { return "a \(holder), since deallocated" }
    return successor(of: registration).flatMap(owner(of:))
  }

  /// `registration` for messages, with its owner and why it cannot be removed, when known.
  func describe(_ registration: NotificationRecorder.Registration, countsForAnyObject: Bool = false)
    -> String
  {
    describeRegistration(
      registration, owner: owner(of: registration), replacedBy: successor(of: registration),
      countsForAnyObject: countsForAnyObject)
  }

  /// How `registration` relates to `observer`.
  func ownership(of registration: NotificationRecorder.Registration, for observer: AnyObject)
    -> Ownership
  {
    switch registration.kind {
    case .tiedToObserver:
      guard let object = registration.observer?.object else { return .unknown }
      return object === observer ? .observer : .anotherObject
    case .sequence:
      return .unknown
    case .block:
      if registration.holders.contains(where: { $0.matches(observer) }) { return .observer }
      if registration.holders.contains(where: { $0.value != nil }) { return .anotherObject }
      return successor(of: registration).map { ownership(of: $0, for: observer) } ?? .unknown
    }
  }
}

extension NotificationRecorder {
  /// Every registration, with whom each belongs to, after noting which block registrations'
  /// tokens `observer` holds now.
  func owners(seenFrom observer: AnyObject) -> RegistrationOwners {
    // Reflection runs outside the lock: a custom mirror may run any code.
    let held = objectsHeld(by: observer)
    var snapshot = registrations
    var newlyHeld: Set<Int> = []
    let holder = RecordedValue(observer)
    for index in snapshot.indices {
      guard let token = snapshot[index].handedOut, snapshot[index].tokenDroppedAfter == nil,
        held.contains(token), !snapshot[index].holders.contains(where: { $0.matches(observer) })
      else { continue }
      newlyHeld.insert(snapshot[index].event)
      snapshot[index].holders.append(holder)
    }
    if !newlyHeld.isEmpty { recordHolder(holder, ofRegistrationsAt: newlyHeld) }
    return RegistrationOwners(snapshot)
  }
}
