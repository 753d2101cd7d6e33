/// An error type a `VersionedStore` can report its problems with.
public protocol StoreFailure: Error, Equatable {
  /// The failure for a problem found by the store.
  init(_ problem: StoreProblem)
  /// The failure for a save refused because the session is read-only for `reason`.
  static func saveRefused(reason: Self) -> Self
}
