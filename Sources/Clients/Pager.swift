/// Shows output longer than the screen through the user's pager, as git does.
public struct Pager: Sendable {
  /// Shows `text` through the pager and waits for it to quit; false when there is no pager to
  /// run (the caller prints the text itself).
  public var show: @Sendable (_ text: String) -> Bool

  /// Creates a pager from its action.
  public init(show: @escaping @Sendable (_ text: String) -> Bool) {
    self.show = show
  }

  /// No pager: everything is printed as it is.
  public static let none = Pager { _ in false }
}
