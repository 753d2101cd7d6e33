import JSON
import PlaceModel

/// The documents of the commands that change the saved places: `:add`, `:rm` and `:move`.
public enum SavedPlaceJSON {
  /// `:add`: the place, its 1-based index in the list, and whether this command added it
  /// (false: it was saved already).
  public static func added(_ place: Place, index: Int, added: Bool) -> [JSONWriter.Member] {
    [("place", PlaceText.json(place)), ("index", .int(index)), ("added", .bool(added))]
  }

  /// `:rm`: the place removed and the 1-based index it had.
  public static func removed(_ place: Place, index: Int) -> [JSONWriter.Member] {
    [("place", PlaceText.json(place)), ("index", .int(index))]
  }

  /// `:move`: the place moved, its new 1-based index and the saved places' ids in order.
  public static func moved(_ place: Place, index: Int, order: [Int]) -> [JSONWriter.Member] {
    [
      ("place", PlaceText.json(place)), ("index", .int(index)),
      ("order", .array(order.map { .int($0) })),
    ]
  }

  /// `:rename`: the place under its new name (`customName`, absent when given back), its
  /// 1-based index and the name it had before (null for its own).
  public static func renamed(_ place: Place, index: Int, previous: String?) -> [JSONWriter.Member] {
    [
      ("place", PlaceText.json(place)), ("index", .int(index)),
      ("previousName", previous.map(JSONNode.string) ?? .null),
    ]
  }
}
