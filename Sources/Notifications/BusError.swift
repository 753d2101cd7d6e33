/// Why a message to the session bus could not be delivered.
public enum BusError: Error, Sendable, Equatable {
  /// No session bus is named by the environment.
  case noSessionBus
  /// The bus socket could not be reached (`errno` from `connect`).
  case unreachable(address: String, errno: Int32)
  /// The bus refused wxsh's credentials, or answered outside the protocol.
  case handshake(String)
  /// The bus did not answer in time.
  case timedOut
  /// The connection closed or failed while talking.
  case connectionLost
  /// The bus or the called service answered with a D-Bus error (`name`: message).
  case remote(name: String, message: String)
  /// The answer was not shaped as the call's reply.
  case malformedReply
}
