import Testing

@testable import Notifications

/// The session bus's address as the environment gives it, and method calls in D-Bus's wire
/// format (the specification's "Message Format" examples: header fields, padding, lengths).
@Suite struct WireFormatTests {
  @Test func theSessionBusAddressIsReadFromTheEnvironment() {
    #expect(
      BusAddress.session(environment: [
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus,guid=abc"
      ]) == .path("/run/user/1000/bus"))
    #expect(
      BusAddress.session(environment: [
        "DBUS_SESSION_BUS_ADDRESS": "tcp:host=x,port=1;unix:abstract=/tmp/dbus-%41b"
      ]) == .abstract("/tmp/dbus-Ab"))
    #expect(
      BusAddress.session(environment: ["XDG_RUNTIME_DIR": "/run/user/7"])
        == .path("/run/user/7/bus"))
    #expect(BusAddress.session(environment: ["DBUS_SESSION_BUS_ADDRESS": "tcp:host=x"]) == nil)
    #expect(BusAddress.session(environment: [:]) == nil)
  }

  @Test func aCallIsMarshalledAsTheSpecificationSays() throws {
    var body = WireWriter()
    body.string("wxsh")
    body.uint32(5)
    let bytes = WireMessage.call(
      serial: 3, destination: "org.freedesktop.Notifications",
      path: "/org/freedesktop/Notifications",
      interface: "org.freedesktop.Notifications", member: "Notify", signature: "su",
      body: body.bytes)
    // 'l', method call, no flags, version 1, the body's length, the serial.
    #expect(Array(bytes[0..<4]) == [0x6C, 1, 0, 1])
    #expect(Array(bytes[4..<8]) == [16, 0, 0, 0])
    #expect(Array(bytes[8..<12]) == [3, 0, 0, 0])
    #expect(WireMessage.length(fixed: bytes[0..<16]) == bytes.count)
    // The body starts 8-aligned after the header fields.
    #expect((bytes.count - 16) % 8 == 0)
    let read = try #require(WireMessage.parse(bytes))
    #expect(read.kind == .methodCall)
    #expect(read.serial == 3)
    #expect(read.signature == "su")
    #expect(read.firstString == "wxsh")
    #expect(read.body == body.bytes)
  }

  @Test func aHeaderThatLiesAboutItsLengthIsRefused() {
    var bytes = WireMessage.call(
      serial: 1, destination: "a.b", path: "/a", interface: "a.b", member: "C")
    bytes[12] = 0xFF
    bytes[13] = 0xFF
    bytes[14] = 0xFF
    #expect(WireMessage.length(fixed: bytes[0..<16]) == nil)
    #expect(WireMessage.parse([0x42, 1, 0, 2] + Array(repeating: 0, count: 12)) == nil)
  }
}
