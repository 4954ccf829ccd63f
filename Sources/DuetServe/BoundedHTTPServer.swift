import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server for `duet serve` whose every resource is bounded: request line
/// and header size (414 / 431), the time a client may take to send its request (408),
/// the number of connections served at once (503 beyond it), one request per connection.
///
/// FlyingFox, which served before, reads a request line or header with no limit on its
/// length or on the time it takes (its `HTTPDecoder.lines` collects bytes until a newline,
/// and its timeout covers only the handler), so one request with a 1 MB header kept a
/// core busy for good. A local preview server needs none of HTTP's advanced features, so
/// this one does the little it needs and refuses everything else.
final class BoundedHTTPServer: @unchecked Sendable {
    struct Limits: Sendable {
        /// Longest request line; a longer one is answered 414.
        var requestLine = 8 * 1024
        /// Largest request head (request line and headers); a larger one is answered 431.
        var head = 32 * 1024
        /// How long a client may take to send the whole head (slow clients are cut off).
        var headSeconds = 10.0
        /// How long one read may wait for a byte.
        var readSeconds = 5.0
        /// Connections served at once; more are answered 503 at once.
        var connections = 256
    }

    struct Request: Sendable {
        let method: String
        /// The raw target (path and query), still percent-encoded.
        let target: String
        let headers: [(name: String, value: String)]

        var path: String { String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "") }
        var query: [String: String] {
            guard let question = target.firstIndex(of: "?") else { return [:] }
            var items: [String: String] = [:]
            for pair in target[target.index(after: question)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                items[String(parts[0])] = parts.count > 1 ? String(parts[1]).removingPercentEncoding : ""
            }
            return items
        }
    }

    struct Response: Sendable {
        var status: Int
        var headers: [(name: String, value: String)] = []
        var body: [UInt8] = []

        static func text(_ status: Int, _ text: String, headers: [(name: String, value: String)] = []) -> Response {
            Response(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: Array(text.utf8))
        }
    }

    /// Synchronous on purpose: each request has a thread of its own, and a handler that
    /// waited for the concurrency pool could starve when that pool is busy.
    typealias Handler = @Sendable (Request) -> Response

    private let host: String
    private let requestedPort: UInt16
    private let limits: Limits
    private let handler: Handler
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var active = 0
    private var stopped = false
    private let acceptThreadDone = DispatchSemaphore(value: 0)

    init(host: String = "127.0.0.1", port: UInt16, limits: Limits = Limits(), handler: @escaping Handler) {
        self.host = host
        self.requestedPort = port
        self.limits = limits
        self.handler = handler
    }

    /// Binds and starts accepting on a thread of its own; returns the port (useful with 0).
    func start() throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ServeError.socket("socket", errno) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { close(socket); throw ServeError.address(host) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 512) == 0 else {
            let code = errno
            close(socket)
            throw ServeError.socket("bind 127.0.0.1:\(requestedPort)", code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        lock.withLock { listener = socket }
        let thread = Thread { [self] in acceptLoop(socket) }
        thread.stackSize = 1 << 20
        thread.start()
        return UInt16(bigEndian: actual.sin_port)
    }

    /// Stops accepting; requests under way finish on their own threads.
    func stop() {
        let socket: Int32 = lock.withLock {
            stopped = true
            defer { listener = -1 }
            return listener
        }
        guard socket >= 0 else { return }
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
        acceptThreadDone.wait()
    }

    private func acceptLoop(_ socket: Int32) {
        defer { acceptThreadDone.signal() }
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                if lock.withLock({ stopped }) { return }
                // Out of descriptors or a transient failure: wait a moment, keep serving.
                usleep(10_000)
                continue
            }
            var timeout = timeval(tv_sec: Int(limits.readSeconds), tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let admitted = lock.withLock { () -> Bool in
                guard active < limits.connections else { return false }
                active += 1
                return true
            }
            guard admitted else {
                send(client, Response.text(503, "busy\n", headers: [("Retry-After", "1")]), head: false)
                close(client)
                continue
            }
            let thread = Thread { [self] in
                serve(client)
                close(client)
                lock.withLock { active -= 1 }
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    /// Reads one request head within the limits, answers it and returns.
    private func serve(_ client: Int32) {
        let deadline = Date().addingTimeInterval(limits.headSeconds)
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var headEnd: Int?
        while headEnd == nil {
            if Date() > deadline { return send(client, .text(408, "request timeout\n"), head: false) }
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 {
                // A client that sends nothing for a whole read timeout is dropped.
                if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return send(client, .text(408, "request timeout\n"), head: false) }
                return
            }
            let searchFrom = max(0, buffer.count - 3)
            buffer.append(contentsOf: chunk[0..<count])
            headEnd = Self.endOfHead(in: buffer, from: searchFrom)
            let lineEnd = buffer.firstIndex(of: 10)
            if (lineEnd ?? buffer.count) > limits.requestLine {
                return send(client, .text(414, "request line too long\n"), head: false)
            }
            if headEnd == nil && buffer.count > limits.head {
                return send(client, .text(431, "request header fields too large\n"), head: false)
            }
        }
        guard let request = Self.parse(Array(buffer[..<headEnd!])) else {
            return send(client, .text(400, "bad request\n"), head: false)
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return send(client, .text(405, "method not allowed\n", headers: [("Allow", "GET, HEAD")]), head: false)
        }
        send(client, handler(request), head: request.method == "HEAD")
    }

    /// The index just past the blank line that ends the head, or nil.
    private static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 10 && bytes[index + 1] == 10 { return index + 2 }
            if index + 3 < bytes.count, bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index + 4
            }
            index += 1
        }
        return nil
    }

    static func parse(_ head: [UInt8]) -> Request? {
        // Split on LF bytes, not on Characters: "\r\n" is a single Character in Swift.
        var lines: [String] = []
        for line in head.split(separator: 10, omittingEmptySubsequences: false) {
            guard let text = String(validating: line.last == 13 ? line.dropLast() : line, as: UTF8.self) else { return nil }
            lines.append(text)
        }
        guard !lines.isEmpty else { return nil }
        let parts = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
        var headers: [(String, String)] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
    }

    private static let reasons: [Int: String] = [
        200: "OK", 302: "Found", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        408: "Request Timeout", 414: "URI Too Long", 431: "Request Header Fields Too Large", 500: "Internal Server Error",
        503: "Service Unavailable",
    ]

    /// Writes the response and closes the exchange (`Connection: close`); a HEAD request
    /// gets the headers, with the body's length, and no body.
    private func send(_ client: Int32, _ response: Response, head: Bool) {
        var text = "HTTP/1.1 \(response.status) \(Self.reasons[response.status] ?? "Status")\r\n"
        for (name, value) in response.headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Array(text.utf8)
        if !head { bytes += response.body }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
        // Let the client read the answer before the socket closes, even when it has not
        // finished sending (an oversized header): closing with unread input would reset.
        shutdown(client, Int32(SHUT_WR))
        var drain = [UInt8](repeating: 0, count: 4096)
        var drained = 0
        while drained < 1 << 20 {
            let count = drain.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            drained += count
        }
    }
}

enum ServeError: Error, CustomStringConvertible {
    case socket(String, Int32)
    case address(String)

    var description: String {
        switch self {
        case .socket(let action, let code): "cannot \(action): \(String(cString: strerror(code)).lowercased())"
        case .address(let host): "`\(host)` is not an IPv4 address"
        }
    }
}
