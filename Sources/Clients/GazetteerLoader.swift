import Places
import Synchronization

/// Opens the gazetteer once, on first use, and remembers the result (or the error).
public final class GazetteerLoader: Sendable {
  private let environment: [String: String]
  private let executablePath: String
  private let state: Mutex<Result<Gazetteer, PlacesError>?>

  /// Creates a loader that looks where `GazetteerLocator` says.
  public init(environment: [String: String], executablePath: String) {
    self.environment = environment
    self.executablePath = executablePath
    state = Mutex(nil)
  }

  /// A loader that hands out `gazetteer` (tests build a small one in memory).
  public init(_ gazetteer: Gazetteer) {
    environment = [:]
    executablePath = ""
    state = Mutex(.success(gazetteer))
  }

  /// The gazetteer, or the error that stops it from opening.
  public func load() throws(PlacesError) -> Gazetteer {
    let result = state.withLock { cached in
      if let cached { return cached }
      let opened: Result<Gazetteer, PlacesError>
      do throws(PlacesError) {
        opened = .success(
          try GazetteerLocator.open(environment: environment, executablePath: executablePath))
      } catch {
        opened = .failure(error)
      }
      cached = opened
      return opened
    }
    return try result.get()
  }
}
