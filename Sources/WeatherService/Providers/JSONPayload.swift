import Foundation
import Weather

/// Decodes provider JSON, turning decoding failures into one-line errors naming the JSON path.
enum JSONPayload {
  /// Decodes `T` from `bytes`, or throws ``WeatherError/unexpectedResponse(_:detail:)``.
  static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], provider: WeatherProvider)
    throws(WeatherError) -> T
  {
    do {
      return try JSONDecoder().decode(T.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw .unexpectedResponse(provider, detail: describe(error))
    } catch {
      throw .unexpectedResponse(provider, detail: "the JSON could not be read")
    }
  }

  /// A short description of a decoding failure with its JSON path, e.g. `hourly.time[3]: …`.
  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      "\(path(context.codingPath)): expected \(typeName(type))"
    case .valueNotFound(let type, let context):
      "\(path(context.codingPath)): missing \(typeName(type))"
    case .keyNotFound(let key, let context):
      "\(path(context.codingPath + [key])): missing"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "the JSON is malformed or truncated"
        : "\(path(context.codingPath)): invalid value"
    @unknown default:
      "the JSON could not be read"
    }
  }

  /// Renders a coding path as `a.b[2].c`; `$` for the top level.
  static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        let name = WeatherError.cleanRemoteText(key.stringValue, removing: [], limit: 40) ?? "?"
        text += text.isEmpty ? name : "." + name
      }
    }
    return text.isEmpty ? "$" : text
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type, is Optional<Double>.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "a boolean"
    default:
      String(describing: type).contains("Array") || String(describing: type).hasPrefix("[")
        ? "an array" : "an object"
    }
  }
}
