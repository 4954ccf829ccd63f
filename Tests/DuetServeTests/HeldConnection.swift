import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP connection to 127.0.0.1 that a test keeps open on purpose: to send part of a
/// request and stop, to trickle bytes, or to read its answer later. Closed by `close()`.
struct HeldConnection {
    let descriptor: Int32

    /// Connects, or returns nil when the connection is refused.
    init?(port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    /// Sends what the socket takes; a server that already closed is not an error here.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
    }

    /// The status of the answer, read until the server closes or `seconds` pass; 0 if none came.
    func status(within seconds: Int) -> Int {
        var time = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !answer.contains(UInt8(ascii: "\n")) {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += chunk[0..<count]
        }
        let line = String(decoding: answer.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    func close() {
        Glibc.close(descriptor)
    }
}
