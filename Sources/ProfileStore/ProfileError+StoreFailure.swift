import VersionedStore

extension ProfileError: StoreFailure {
  /// The profile error for a problem the shared store found.
  public init(_ problem: StoreProblem) { self = .store(problem) }
}
