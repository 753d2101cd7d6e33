import AsyncHTTPClient
import FetchModel
import NIOCore
import NIOHTTP1

/// Collects one answer on the event loop as it arrives: the status, the headers wxsh reads
/// and the body in one array, sized by `Content-Length` when the server gives one within the
/// limit.
///
/// Each part is copied where the socket read it, and the next read follows at once. The async
/// body sequence this replaces handed every part (up to 64 KB) to a task on another thread,
/// which asked for the next: a 6 MB feed's fetch on loopback took 12.3 ms that way and
/// 11.0 ms this way.
final class BodyCollector: HTTPClientResponseDelegate, @unchecked Sendable {
  // Unchecked: every member is touched on the request's event loop only, in the order
  // AsyncHTTPClient calls a delegate, and read by the caller after the task's future
  // completes, which orders it after those calls.

  /// Thrown into the request (which closes the connection) when an error answer's body
  /// passes ``errorLimit``; the answer is then judged without a body.
  struct Dropped: Error {}

  /// The most bytes of an error answer's body kept (its explanation).
  static let errorLimit = 65536

  /// The most bytes of a successful answer's body.
  private let limit: Int
  private var status = 0
  private var contentType: String?
  private var retryAfter: String?
  private var body: [UInt8] = []

  /// Creates a collector for one request whose successful body may hold `limit` bytes.
  init(limit: Int) {
    self.limit = limit
  }

  /// Whether the answer's status is a success (its body is the answer, not an explanation).
  private var isSuccess: Bool { (200..<300).contains(status) }

  /// The most bytes kept of this answer's body.
  private var bodyLimit: Int { isSuccess ? limit : min(limit, Self.errorLimit) }

  func didReceiveHead(task: HTTPClient.Task<HTTPFetcher.RawResponse>, _ head: HTTPResponseHead)
    -> EventLoopFuture<Void>
  {
    status = Int(head.status.code)
    contentType = head.headers.first(name: "Content-Type")
    retryAfter = head.headers.first(name: "Retry-After")
    if let length = head.headers.first(name: "Content-Length").flatMap({ Int($0) }),
      (0...bodyLimit).contains(length)
    {
      body.reserveCapacity(length)
    }
    return task.eventLoop.makeSucceededVoidFuture()
  }

  func didReceiveBodyPart(task: HTTPClient.Task<HTTPFetcher.RawResponse>, _ buffer: ByteBuffer)
    -> EventLoopFuture<Void>
  {
    guard body.count + buffer.readableBytes <= bodyLimit else {
      body = []
      let error: any Error = isSuccess ? HTTPError.responseTooLarge(limit: limit) : Dropped()
      return task.eventLoop.makeFailedFuture(error)
    }
    buffer.withUnsafeReadableBytes { body.append(contentsOf: $0) }
    return task.eventLoop.makeSucceededVoidFuture()
  }

  func didFinishRequest(task: HTTPClient.Task<HTTPFetcher.RawResponse>) throws
    -> HTTPFetcher.RawResponse
  {
    answer
  }

  /// What was received: after the request finished, or without the body once it was dropped.
  var answer: HTTPFetcher.RawResponse {
    HTTPFetcher.RawResponse(
      status: status, contentType: contentType, retryAfter: retryAfter, body: body)
  }
}
