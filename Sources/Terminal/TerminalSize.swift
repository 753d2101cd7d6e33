/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Equatable, Hashable {
  /// Columns (cells per row).
  public var columns: Int
  /// Rows.
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size assumed when nothing says otherwise: 80x24.
  public static let fallback = TerminalSize(columns: 80, rows: 24)
}
