import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The loopback HTTP server: routes requests, applies faults, records what it saw.
struct StubServer {
  /// The command-line options.
  let options: StubOptions
  /// The request log shared by all connections.
  let log = RequestLog()

  /// Binds, reports the port through `onBound`, and serves until the process exits.
  func run(onBound: @Sendable (Int) -> Void) async throws {
    let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .bind(host: options.host, port: options.port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.configureHTTPServerPipeline()
          return try NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>(
            wrappingChannelSynchronously: channel)
        }
      }
    onBound(server.channel.localAddress?.port ?? 0)
    try await withThrowingDiscardingTaskGroup { group in
      try await server.executeThenClose { connections in
        for try await connection in connections {
          group.addTask {
            try? await self.serve(connection)
          }
        }
      }
    }
  }

  private func serve(_ connection: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>)
    async throws
  {
    try await connection.executeThenClose { inbound, outbound in
      var head: HTTPRequestHead?
      for try await part in inbound {
        switch part {
        case .head(let value):
          head = value
        case .body:
          break
        case .end:
          guard let request = head else { continue }
          head = nil
          let keepOpen = try await respond(to: request, outbound)
          if !keepOpen { return }
        }
      }
    }
  }

  /// Answers one request; returns false when the connection must close afterwards.
  private func respond(
    to request: HTTPRequestHead, _ outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
  ) async throws -> Bool {
    let (pathPart, queryPart) = split(request.uri)
    if pathPart == "/__requests" {
      if request.method == .DELETE {
        await log.clear()
        try await send(.json(200, "{}"), outbound)
      } else {
        try await send(
          .json(200, await log.json(filter: parseQuery(queryPart)["filter"])), outbound)
      }
      return true
    }
    if pathPart == "/__health" {
      try await send(.json(200, #"{"ok":true}"#), outbound)
      return true
    }
    var (plan, servicePath) = FaultPlan.parse(path: pathPart)
    if plan.fault == nil { plan.fault = options.fault }
    let count = await log.record(
      RequestLog.Entry(
        method: "\(request.method)", uri: request.uri,
        userAgent: request.headers.first(name: "User-Agent") ?? ""),
      prefix: plan.prefix)
    let query = parseQuery(queryPart)
    let now = plan.now ?? Date().timeIntervalSince1970
    var fault = plan.fault
    if let times = plan.times, count > times { fault = nil }
    if let after = plan.after, count <= after { plan.fixture = nil }
    let dataModes = ["nulls", "wrong-types", "wrong-count", "long-series", "far-steps", "smog"]
    let dataMode = dataModes.contains(fault ?? "") ? fault : nil

    func normal() -> StubResponse {
      if servicePath == "/alerts/active" {
        return NWSAlertsStub.respond(
          name: plan.fixture, directory: options.fixtures, query: query, now: now)
      }
      if servicePath.hasPrefix(MeteoAlarmStub.prefix) {
        return MeteoAlarmStub.respond(
          servicePath: servicePath, name: plan.fixture, directory: options.fixtures, now: now,
          copies: plan.copies ?? 1, padding: plan.padding ?? 0)
      }
      if servicePath == ECCCStub.path {
        return ECCCStub.respond(
          name: plan.fixture, directory: options.fixtures, query: query, now: now)
      }
      if servicePath == KMAStub.path {
        return KMAStub.respond(name: plan.fixture, directory: options.fixtures, query: query)
      }
      if JMAStub.handles(servicePath) {
        return JMAStub.respond(
          servicePath: servicePath, name: plan.fixture, directory: options.fixtures, now: now)
      }
      if let name = plan.fixture, servicePath != "/json" {
        return CapturedAnswer.respond(
          name: name, directory: options.fixtures, servicePath: servicePath, query: query,
          now: now)
      }
      switch servicePath {
      case "/v1/forecast":
        return OpenMeteoStub.respond(query: query, now: now, mode: dataMode)
      case "/v1/air-quality":
        return AirQualityStub.respond(query: query, now: now, mode: dataMode)
      case "/v1/archive":
        return ArchiveStub.respond(query: query, now: now, mode: dataMode)
      case "/v1/ensemble":
        return EnsembleStub.respond(query: query, now: now, mode: dataMode)
      case "/data/2.5/weather":
        return OpenWeatherMapStub.respond(
          endpoint: "weather", query: query, now: now, mode: dataMode)
      case "/data/2.5/forecast":
        return OpenWeatherMapStub.respond(
          endpoint: "forecast", query: query, now: now, mode: dataMode)
      case "/json":
        return GeoIPStub.respond(mode: dataMode)
      case "/v1/search":
        return GeocodingStub.respond(query: query, mode: dataMode)
      default:
        return .openMeteoError(404, "Not Found")
      }
    }

    let retryAfter = plan.retryAfterHeader(now: Date().timeIntervalSince1970)
    switch fault {
    case nil, "nulls", "wrong-types", "wrong-count", "long-series", "far-steps", "smog":
      try await send(normal(), outbound)
    case "slow":
      try await Task.sleep(for: .milliseconds(plan.delay ?? 3000))
      try await send(normal(), outbound)
    case "trickle":
      try await trickle(normal(), every: plan.delay ?? 200, outbound)
    case "hang":
      try await Task.sleep(for: .seconds(options.maxLifetime))
      return false
    case "close":
      return false
    case "429":
      var response = StubResponse.openMeteoError(
        429, "Minutely API request limit exceeded. Please try again in one minute.")
      if let retryAfter { response.headers.append(("Retry-After", retryAfter)) }
      try await send(response, outbound)
    case "401":
      try await send(OpenWeatherMapStub.invalidKey, outbound)
    case "html":
      try await send(html(200, "Welcome"), outbound)
    case "html-error":
      try await send(html(502, "502 Bad Gateway"), outbound)
    case "malformed":
      try await send(
        .json(200, #"{"latitude":52.52,"longitude":13.41,,"hourly":{"time":[}"#), outbound)
    case "truncated":
      var response = normal()
      response.body = Array(response.body.prefix(response.body.count / 2))
      try await send(response, outbound)
    case "cut":
      try await cut(normal(), outbound)
      return false
    case "huge":
      try await send(.json(200, huge()), outbound)
    case "huge-chunked":
      try await chunked(Array(huge().utf8), outbound)
    case "huge-error":
      // A 503 whose explanation comes first, then 3 MB more: more than a client keeps of an
      // error's body.
      try await send(
        .json(503, #"{"error":true,"reason":"busy","# + String(huge().dropFirst())), outbound)
    case "escape":
      try await send(
        .openMeteoError(
          400, "bad \u{1B}[31mred\u{1B}[0m \u{1B}]0;owned\u{07}title\r\nsecond line \u{9B}2J end"),
        outbound)
    case "echo-key":
      try await send(
        .openMeteoError(400, "invalid request for appid=\(query["appid"] ?? "none")"), outbound)
    case "echo-url":
      try await send(.openMeteoError(400, "cannot serve \(request.uri)"), outbound)
    case "echo-key-type":
      let key = (query["appid"] ?? "none").lowercased()
      try await send(
        StubResponse(status: 200, contentType: "text/x-appid-\(key)", body: Array("ok".utf8)),
        outbound)
    case "echo-key-header":
      var response = StubResponse.openMeteoError(503, "try later")
      response.headers.append(("X-Echo", request.uri))
      try await send(response, outbound)
    case "error-200":
      try await send(.openMeteoError(200, "Parameter 'hourly' is invalid"), outbound)
    case "redirect":
      var response = StubResponse.openMeteoError(302, "Found")
      response.headers.append(("Location", "http://example.invalid/v1/forecast"))
      try await send(response, outbound)
    case let code? where Int(code) != nil:
      let status = Int(code) ?? 500
      let reason =
        switch status {
        case 503: "The service is overloaded"
        case 404: "Not Found"
        case 400: "Cannot initialize ForecastVariable from invalid String value nope"
        default: "Something went wrong."
        }
      var response = StubResponse.openMeteoError(status, reason)
      if let retryAfter { response.headers.append(("Retry-After", retryAfter)) }
      try await send(response, outbound)
    case let other?:
      try await send(.openMeteoError(400, "unknown stub fault \(other)"), outbound)
    }
    return true
  }

  private func head(_ response: StubResponse, contentLength: Int?) -> HTTPResponseHead {
    var headers = HTTPHeaders()
    headers.add(name: "Content-Type", value: response.contentType)
    if let contentLength { headers.add(name: "Content-Length", value: String(contentLength)) }
    for (name, value) in response.headers { headers.add(name: name, value: value) }
    return HTTPResponseHead(
      version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
  }

  private func send(
    _ response: StubResponse, _ outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
  ) async throws {
    try await outbound.write(.head(head(response, contentLength: response.body.count)))
    try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: response.body))))
    try await outbound.write(.end(nil))
  }

  private func trickle(
    _ response: StubResponse, every milliseconds: Int,
    _ outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
  ) async throws {
    try await outbound.write(.head(head(response, contentLength: response.body.count)))
    for byte in response.body {
      try await Task.sleep(for: .milliseconds(milliseconds))
      try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: [byte]))))
    }
    try await outbound.write(.end(nil))
  }

  private func cut(
    _ response: StubResponse, _ outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
  ) async throws {
    try await outbound.write(.head(head(response, contentLength: response.body.count)))
    let half = Array(response.body.prefix(response.body.count / 2))
    try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: half))))
  }

  private func chunked(
    _ body: [UInt8], _ outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
  ) async throws {
    try await outbound.write(.head(head(.json(200, ""), contentLength: nil)))
    var offset = 0
    while offset < body.count {
      let end = min(body.count, offset + 65536)
      try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body[offset..<end]))))
      offset = end
    }
    try await outbound.write(.end(nil))
  }

  private func html(_ status: Int, _ title: String) -> StubResponse {
    StubResponse(
      status: status, contentType: "text/html; charset=utf-8",
      body: Array(
        "<!DOCTYPE html><html><head><title>\(title)</title></head><body><h1>\(title)</h1></body></html>"
          .utf8))
  }

  /// A valid JSON document of about 3 MB.
  private func huge() -> String {
    #"{"latitude":52.52,"longitude":13.41,"padding":""# + String(repeating: "x", count: 3 << 20)
      + #""}"#
  }

  private func split(_ uri: String) -> (String, String) {
    guard let mark = uri.firstIndex(of: "?") else { return (uri, "") }
    return (String(uri[..<mark]), String(uri[uri.index(after: mark)...]))
  }

  private func parseQuery(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for pair in text.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0].removingPercentEncoding ?? parts[0]
      let value = parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : ""
      result[name] = value
    }
    return result
  }
}
