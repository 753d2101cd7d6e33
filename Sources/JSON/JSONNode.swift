/// A JSON tree whose objects keep the member order they are given: `--json` documents and the
/// files wxsh writes. Its leaves are the one `JSONValue`.
public typealias JSONNode = JSONWriter.Node

extension JSONWriter.Node {
  /// A string.
  public static func string(_ text: String) -> JSONNode { .value(.string(text)) }

  /// A whole number.
  public static func int(_ number: Int) -> JSONNode { .value(.integer(Int64(number))) }

  /// A number: whole values below 10^15 are written without a fraction, non-finite ones as
  /// `null`.
  public static func double(_ number: Double) -> JSONNode {
    guard number.isFinite else { return .value(.null) }
    if number == number.rounded(), abs(number) < 1e15 { return .value(.integer(Int64(number))) }
    return .value(.number(number))
  }

  /// `true` or `false`.
  public static func bool(_ flag: Bool) -> JSONNode { .value(.bool(flag)) }

  /// `null`.
  public static var null: JSONNode { .value(.null) }

  /// The node as one compact line of JSON.
  public func encoded() -> String { JSONWriter.line(self) }
}

extension JSONWriter.Node: Equatable {
  /// Equal when written the same.
  public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
    lhs.encoded() == rhs.encoded()
  }
}

extension JSONWriter.Node: @unchecked Sendable {}
