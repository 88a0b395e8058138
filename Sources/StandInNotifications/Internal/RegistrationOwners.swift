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
  /// For each registration whose token was dropped, the registration whose holders say whose it
  /// is: the first along its chain of successors that an assertion saw held; by index.
  private let deciders: [Int: Int]

  init(_ registrations: [NotificationRecorder.Registration]) {
    self.registrations = registrations
    // Successors come later, so one pass from the end resolves every chain, however long.
    var deciders: [Int: Int] = [:]
    for index in registrations.indices.reversed()
    where registrations[index].tokenDroppedAfter != nil && registrations[index].holders.isEmpty {
      guard let next = Self.successor(of: index, in: registrations) else { continue }
      deciders[index] = registrations[next].holders.isEmpty ? deciders[next] : next
    }
    self.deciders = deciders
  }

  /// The registration whose holders say whose the one at `index` is.
  private func decider(of index: Int) -> Int? {
    registrations[index].holders.isEmpty ? deciders[index] : index
  }

  /// The object the registration at `index` belongs to, for messages: `the Banner object`, or
  /// `a Banner object, since deallocated`; `nil` when unknown, or for an observation, whose
  /// observer its description names.
  func owner(at index: Int) -> String? {
    guard registrations[index].kind == .block, let decider = decider(of: index) else {
      return nil
    }
    let holders = registrations[decider].holders
    if let holder = holders.first(where: { $0.value != nil }) { return "the \(holder)" }
    return holders.first.map { "a \($0), since deallocated" }
  }

  /// How the registration at `index` relates to `observer`.
  func ownership(at index: Int, for observer: AnyObject) -> Ownership {
    let registration = registrations[index]
    switch registration.kind {
    case .tiedToObserver:
      guard let object = registration.observer?.object else { return .unknown }
      return object === observer ? .observer : .anotherObject
    case .sequence:
      return .unknown
    case .block:
      guard let decider = decider(of: index) else { return .unknown }
      let holders = registrations[decider].holders
      return holders.contains { $0.matches(observer) } ? .observer : .anotherObject
    }
  }

  /// The registration at `index` for messages, with its owner and why it cannot be removed,
  /// when known.
  func describe(at index: Int, countsForAnyObject: Bool = false) -> String {
    describeRegistration(
      registrations[index], owner: owner(at: index),
      isReplaced: Self.successor(of: index, in: registrations) != nil,
      countsForAnyObject: countsForAnyObject)
  }

  /// The later registration, from the same line, right after which the token of the one at
  /// `index` was dropped: the registration whose token took its place; by index.
  private static func successor(
    of index: Int,
    in registrations: [NotificationRecorder.Registration]
  ) -> Int? {
    let registration = registrations[index]
    guard registration.kind == .block, let event = registration.tokenDroppedAfter else {
      return nil
    }
    // Registrations are in event order: bisect for the one made at `event`.
    var low = index + 1
    var high = registrations.endIndex
    while low < high {
      let middle = (low + high) / 2
      if registrations[middle].event < event { low = middle + 1 } else { high = middle }
    }
    guard low < registrations.endIndex, registrations[low].event == event,
      registrations[low].kind == .block, registrations[low].location == registration.location
    else { return nil }
    return low
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
