import Foundation

/// Each line of `output` that parses as a JSON object, in order (other lines are skipped).
public func jsonLines(_ output: String) -> [[String: Any]] {
  output.split(separator: "\n").compactMap {
    try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
  }
}
