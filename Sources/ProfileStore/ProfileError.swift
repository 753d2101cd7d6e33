import Catalog
import JSON
import Storage
import VersionedStore

/// Everything that can go wrong with the profile, as notices at load and as save errors.
///
/// `message` renders each case as one line that says what is wrong and what to do.
public indirect enum ProfileError: Error, Sendable, Equatable {
  /// No profile path could be worked out (no `--profile`, `WXSH_PROFILE`, XDG or HOME).
  case noLocation
  /// `--profile` or `WXSH_PROFILE` is not usable as a file path.
  case badPath(String)
  /// A problem found by the shared crash-safe store (corrupt, newer, unreadable, read-only,
  /// migrated, lock, directory or write failures).
  case store(StoreProblem)
  /// A save was refused because the session is read-only for `reason`.
  case saveRefused(reason: ProfileError)
  /// No saved place has this GeoNames id.
  case placeNotSaved(id: Int)
  /// A 0-based index outside the saved places (`count` of them).
  case indexOutOfRange(index: Int, count: Int)
  /// `name` (quoted for the message) is already the own name of place `index` (1-based),
  /// shown as `place`: found under the lock, when another session gave it meanwhile.
  case nameTaken(name: String, index: Int, place: String)
}

extension ProfileError: CustomStringConvertible {
  /// The same one-line text as `message`.
  public var description: String { message }

  /// One line saying what is wrong and what to do, with paths shown safely.
  public var message: String {
    switch self {
    case .noLocation:
      return say(.profileNoLocation)
    case .badPath(let path):
      return say(.profileBadPath(path: Self.show(path)))
    case .store(let problem):
      return problem.message(for: .profile)
    case .saveRefused(let reason):
      return say(.storeNotSaved(reason: reason.message))
    case .placeNotSaved(let id):
      return say(.profilePlaceNotSaved(id: String(id)))
    case .indexOutOfRange(let index, let count):
      return count == 0
        ? say(.placeNoSavedPlaces)
        : say(.placeNoSavedNumber(count: count, number: String(index + 1)))
    case .nameTaken(let name, let index, let place):
      return say(.placeCustomNameTaken(name: name, index: String(index), place: place))
    }
  }

  /// `path` with control and bidi characters escaped, for a one-line message.
  static func show(_ path: String) -> String { JSONWriter.escapedForMessage(path) }

}
