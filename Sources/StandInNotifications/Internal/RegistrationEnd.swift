/// How a registration on a test center ended, for messages.
enum RegistrationEnd: Sendable, CustomStringConvertible {
  case removed(CodeLocation)
  case cancelled
  case observerDeallocated
  case sequenceEnded

  var description: String {
    switch self {
    case .removed(let location): "removed at \(location)"
    case .cancelled: "its observation was cancelled"
    case .observerDeallocated: "its observer was deallocated"
    case .sequenceEnded: "its notification sequence ended"
    }
  }
}
