import TestSize
import Testing

@testable import Terminal

@Suite(.size(.small)) struct ColumnLayoutTests {
  @Test func rowsFitTheWidthAndKeepEveryItem() {
    let items = (1...23).map { "item\($0)" }
    for width in [10, 20, 40, 80] {
      let rows = ColumnLayout.rows(items, width: width)
      #expect(rows.allSatisfy { TerminalText.displayWidth($0) <= max(width, 7) })
      let listed = rows.flatMap { $0.split(separator: " ").map(String.init) }
      #expect(Set(listed) == Set(items))
    }
  }

  @Test func wideCharactersLineUpInCells() {
    let rows = ColumnLayout.rows(["서울", "서귀포", "Seoul"], width: 30)
    #expect(rows == ["서울  서귀포  Seoul"])
    let narrow = ColumnLayout.rows(["서울", "서귀포", "Seoul"], width: 8)
    #expect(narrow.count == 3)
  }

  @Test func columnMajorOrder() {
    let rows = ColumnLayout.rows(["a", "b", "c", "d"], width: 4)
    #expect(rows == ["a  c", "b  d"])
  }

  @Test func emptyListGivesNoRows() {
    #expect(ColumnLayout.rows([], width: 80).isEmpty)
  }
}
