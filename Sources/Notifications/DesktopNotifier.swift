/// Shows notices on the desktop through the freedesktop notification service
/// (`org.freedesktop.Notifications.Notify` on the session bus), as `notify-send` does.
///
/// One connection is kept between notices and made again after it breaks.
public final class DesktopNotifier: @unchecked Sendable {
  /// How urgent a notice is; the service may show a critical one until dismissed.
  public enum Urgency: UInt8, Sendable {
    case low = 0
    case normal = 1
    case critical = 2
  }

  private let address: BusAddress?
  private var connection: BusConnection?
  private let appName: String
  /// Whether the service reads markup in bodies (its `body-markup` capability), asked once
  /// per connection: then `&`, `<` and `>` in wxsh's text are escaped, so an alert's text is
  /// shown as written, never taken for markup.
  private var bodyMarkup = false

  /// A notifier for the session bus at `address` (nil: no bus, every call fails with
  /// ``BusError/noSessionBus``).
  public init(address: BusAddress?, appName: String = "wxsh") {
    self.address = address
    self.appName = appName
  }

  /// Shows a notice; `replacing` is the id of an earlier notice this one takes the place of.
  /// Returns the id the service gave it.
  public func notify(
    summary: String, body: String, urgency: Urgency, replacing: UInt32 = 0,
    timeout: Int32 = -1
  ) throws(BusError) -> UInt32 {
    guard let address else { throw .noSessionBus }
    func message(_ bodyMarkup: Bool) -> [UInt8] {
      var writer = WireWriter()
      writer.string(appName)
      writer.uint32(replacing)
      writer.string("")  // icon
      writer.string(summary)
      writer.string(bodyMarkup ? Self.escaped(body) : body)
      writer.array(elementAlignment: 4) { _ in }  // actions
      writer.array(elementAlignment: 8) { writer in
        writer.structure { writer in
          writer.string("urgency")
          writer.signature("y")
          writer.byte(urgency.rawValue)
        }
        writer.structure { writer in
          writer.string("desktop-entry")
          writer.signature("s")
          writer.string(appName)
        }
      }
      writer.int32(timeout)
      return writer.bytes
    }
    for attempt in 0..<2 {
      do throws(BusError) {
        let bus: BusConnection
        if let connection {
          bus = connection
        } else {
          bus = try BusConnection(address: address)
          connection = bus
          bodyMarkup = (try? capabilities(bus))?.contains("body-markup") ?? false
        }
        let reply = try bus.call(
          destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
          interface: "org.freedesktop.Notifications", member: "Notify",
          signature: "susssasa{sv}i", body: message(bodyMarkup))
        guard let id = reply.firstUInt32 else { throw .malformedReply }
        return id
      } catch {
        connection = nil
        // A connection kept from an earlier notice may have been closed by the bus: once more
        // on a new one.
        if attempt == 0, error == .connectionLost || error == .timedOut { continue }
        throw error
      }
    }
    throw .connectionLost
  }

  /// The service's capabilities (`body`, `body-markup`, `actions`…).
  private func capabilities(_ bus: BusConnection) throws(BusError) -> [String] {
    let reply = try bus.call(
      destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
      interface: "org.freedesktop.Notifications", member: "GetCapabilities")
    guard let list = reply.firstStrings else { throw .malformedReply }
    return list
  }

  /// Text with `&`, `<` and `>` written as entities, as the notification specification's
  /// markup wants.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
