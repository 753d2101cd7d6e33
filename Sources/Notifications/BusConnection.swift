#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A connection to a D-Bus message bus over a Unix socket: the EXTERNAL handshake, `Hello`,
/// then method calls answered in order. Blocking, with a deadline on every wait.
final class BusConnection {
  private var descriptor: Int32
  private var serial: UInt32 = 0
  private var pending: [UInt8] = []
  /// How long each wait for the bus may take, in milliseconds.
  private let timeout: Int32

  /// Connects, authenticates as this process's user and says `Hello`.
  init(address: BusAddress, timeout: Int32 = 2000) throws(BusError) {
    self.timeout = timeout
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw .unreachable(address: address.text, errno: errno) }
    do {
      try connectSocket(address)
      try handshake()
      _ = try call(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
        interface: "org.freedesktop.DBus", member: "Hello")
    } catch {
      close(descriptor)
      descriptor = -1
      throw error
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Calls a method and waits for its reply; a D-Bus error answer is thrown as ``BusError/remote``.
  func call(
    destination: String, path: String, interface: String, member: String,
    signature: String = "", body: [UInt8] = []
  ) throws(BusError) -> WireMessage {
    serial &+= 1
    if serial == 0 { serial = 1 }
    let sent = serial
    try send(
      WireMessage.call(
        serial: sent, destination: destination, path: path, interface: interface, member: member,
        signature: signature, body: body))
    while true {
      let message = try receive()
      guard message.replySerial == sent else { continue }  // signals such as NameAcquired
      if message.kind == .error {
        throw .remote(name: message.errorName ?? "", message: message.firstString ?? "")
      }
      guard message.kind == .methodReturn else { throw .malformedReply }
      return message
    }
  }

  private func connectSocket(_ address: BusAddress) throws(BusError) {
    var storage = sockaddr_un()
    storage.sun_family = sa_family_t(AF_UNIX)
    let name: [UInt8]
    switch address {
    case .path(let path): name = Array(path.utf8)
    case .abstract(let text): name = [0] + Array(text.utf8)
    }
    let capacity = MemoryLayout.size(ofValue: storage.sun_path)
    guard name.count < capacity else {
      throw .unreachable(address: address.text, errno: ENAMETOOLONG)
    }
    withUnsafeMutableBytes(of: &storage.sun_path) { raw in
      for (index, byte) in name.enumerated() { raw[index] = byte }
    }
    let length = socklen_t(MemoryLayout<sa_family_t>.size + name.count + (name.first == 0 ? 0 : 1))
    let result = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, length) }
    }
    guard result == 0 else { throw .unreachable(address: address.text, errno: errno) }
  }

  /// The EXTERNAL mechanism: a zero byte, the user id in hex, `OK`, then `BEGIN`.
  private func handshake() throws(BusError) {
    let uid = String(getuid())
    let hex = uid.utf8.map { String($0, radix: 16) }.joined()
    try send([0] + Array("AUTH EXTERNAL \(hex)\r\n".utf8))
    let line = try readLine()
    guard line.hasPrefix("OK ") else { throw .handshake(String(line.prefix(80))) }
    try send(Array("BEGIN\r\n".utf8))
  }

  private func readLine() throws(BusError) -> String {
    while true {
      if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
      }
      guard pending.count < 4096 else { throw .handshake("overlong line") }
      try fill()
    }
  }

  private func receive() throws(BusError) -> WireMessage {
    while pending.count < 16 { try fill() }
    guard let total = WireMessage.length(fixed: pending[0..<16]) else { throw .malformedReply }
    while pending.count < total { try fill() }
    let bytes = Array(pending[..<total])
    pending.removeSubrange(..<total)
    guard let message = WireMessage.parse(bytes) else { throw .malformedReply }
    return message
  }

  private func fill() throws(BusError) {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&entry, 1, timeout)
    if ready == 0 { throw .timedOut }
    guard ready > 0 else {
      if errno == EINTR { return }
      throw .connectionLost
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else {
      if count < 0, errno == EINTR { return }
      throw .connectionLost
    }
    pending.append(contentsOf: buffer[..<count])
  }

  private func send(_ bytes: [UInt8]) throws(BusError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .connectionLost
      }
      offset += written
    }
  }
}
