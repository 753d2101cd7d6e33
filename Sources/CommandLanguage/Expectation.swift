/// What the word at the cursor may be, as the parser would read it: an argument's kind and
/// the word its value starts at.
public struct Expectation: Sendable, Equatable {
  /// The kind of argument the word would be; listed values come as `.choice`.
  public var kind: ArgumentKind
  /// The index, among the words given, of the first word of the value.
  public var start: Int

  /// Creates an expectation.
  public init(kind: ArgumentKind, start: Int) {
    self.kind = kind
    self.start = start
  }
}
